/**
 * The benches' HTTP client: `node:http` with a keep-alive agent. The load generator shares the 2 cores with
 * the app, and `fetch` (WHATWG streams over undici) costs noticeably more CPU and latency per request,
 * which would be counted as the app's.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}

export function httpClient(maxSockets = 10) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return function post(url: string, type: string, body: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        { method: 'POST', agent, headers: { 'content-type': type, 'content-length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            // Decoded only when read: a client's UTF-8 decoding of a 600 KB list (≈ 2 ms, on this same event
            // loop) is not the server's latency, and the timed loops only look at the status.
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              get text() {
                return body.toString();
              },
            });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
}
