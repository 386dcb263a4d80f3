/**
 * The deployment's nginx for bench:web (deploy/nginx.conf): a proxy on a free loopback port that gzips
 * text answers at nginx's default level 1 for clients that accept it. The app does not compress itself,
 * and a phone on Slow 4G would otherwise wait for bytes production never sends.
 */
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';

// nginx always compresses text/html; deploy/nginx.conf adds these (JavaScript under both of its names).
const COMPRESSED = /^(text\/html|text\/css|text\/javascript|application\/javascript|application\/json|image\/svg\+xml)/;

const compressible = (answer: IncomingMessage, acceptEncoding: string | undefined): boolean =>
  /\bgzip\b/.test(acceptEncoding ?? '') &&
  !answer.headers['content-encoding'] &&
  COMPRESSED.test(answer.headers['content-type'] ?? '');

export async function gzipProxy(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: req.headers.host ?? upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (!compressible(answer, req.headers['accept-encoding'])) {
          res.writeHead(answer.statusCode ?? 502, headers);
          void pipeline(answer, res).catch(() => res.destroy());
          return;
        }
        // Each chunk as it comes (a streamed page's head must not wait for its end).
        delete headers['content-length'];
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, headers);
        void pipeline(answer, createGzip({ level: constants.Z_BEST_SPEED, flush: constants.Z_SYNC_FLUSH }), res).catch(
          () => res.destroy(),
        );
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    void pipeline(req, forward).catch(() => forward.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
