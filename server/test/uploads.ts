import { request as httpRequest } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DELETED_PREFIX } from '../src/platform/storage/object-storage';
import type { TestApp } from './harness';

/** An answer read off the wire: status and the JSON body (null when there was none). */
export interface RawAnswer {
  status: number;
  body: { message?: string } | null;
}

/**
 * Sends a request exactly as given (headers, bytes, Content-Length as set, whether the body ends), the way
 * a broken or hostile client would, and reads the answer; sending stops once the server has answered.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    path: string;
    headers: Record<string, string | number>;
    chunks: Iterable<Buffer>;
    end?: boolean;
    /** The client goes away (destroys its socket) when this settles, answered or not. */
    hangUp?: Promise<unknown>;
  },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      `${url}${options.path}`,
      { method: options.method ?? 'POST', headers: options.headers },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as RawAnswer['body']) : null });
          req.destroy();
        });
      },
    );
    // Once the server has answered and closed, further writes fail: that is the refusal, not a test error.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const send = async () => {
      for (const chunk of options.chunks) {
        if (answered || req.destroyed) return;
        if (!req.write(chunk)) await new Promise((resume) => req.once('drain', resume));
      }
      if (options.end !== false && !answered) req.end();
    };
    void send().catch(() => undefined);
    void options.hangUp?.finally(() => {
      req.destroy();
      if (!answered) resolve({ status: 0, body: null });
    });
  });
}

/** A multipart part's head: `--{boundary}` and its headers, ready for the bytes. */
export const partHead = (boundary: string, field: string, fileName?: string): Buffer =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"${fileName ? `; filename="${fileName}"` : ''}\r\n` +
      `${fileName ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n`,
  );

/** What is left in the uploads' temporary area (DATA_DIR/uploads/.tmp) and any `.partial` file. */
export async function leftovers(dataDir: string): Promise<string[]> {
  const uploads = path.join(dataDir, 'uploads');
  const entries = await readdir(uploads, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((entry) => entry.endsWith('.partial') || /^\.tmp[/\\]./.test(entry));
}

/**
 * The keys a test app's photo storage holds under `prefix` and has not marked deleted, sorted (a delete is
 * deferred: the photo stays, marked, for the backups' retention; docs/decisions/photos.md).
 */
export async function livePhotos(app: TestApp, prefix = ''): Promise<string[]> {
  const photos = app.http.services.adapters.photos;
  const marks = await photos.list(`${DELETED_PREFIX}${prefix}`);
  const deleted = new Set(marks.map((mark) => mark.key.slice(DELETED_PREFIX.length)));
  return (await photos.list(prefix))
    .map((item) => item.key)
    .filter((key) => !deleted.has(key))
    .sort();
}

/** The keys under `prefix` marked deleted and still kept until the purge, sorted. */
export async function deletedPhotos(app: TestApp, prefix = ''): Promise<string[]> {
  const marks = await app.http.services.adapters.photos.list(`${DELETED_PREFIX}${prefix}`);
  return marks.map((mark) => mark.key.slice(DELETED_PREFIX.length)).sort();
}
