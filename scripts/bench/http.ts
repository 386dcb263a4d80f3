/**
 * The benches' HTTP clients. The load generator shares the 2 cores with the app, so what it costs per
 * request is counted as the app's: `fetch` (WHATWG streams over undici) costs noticeably more CPU and
 * latency than `node:http`, and a bare socket less again.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  text: string;
}

/** `node:http` with a keep-alive agent, for concurrent clients (the booking bench). */
export function httpClient(maxSockets = 10) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return function post(url: string, type: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': type, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            // Decoded only when read: a client's UTF-8 decoding of a big list (on this same event
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

/**
 * One keep-alive connection for sequential requests, read as wrk reads them: the request written as one
 * buffer, the answer taken up to its Content-Length. The search bench times single requests on the app's
 * own event loop, where `node:http`'s client (its agent, parser, message streams) cost CPU per
 * request that a hotel detail's timing would count as the app's (docs/performance.md).
 */
export async function httpConnection(base: string) {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));

  let waiting: { resolve(answer: Answer): void; reject(error: Error): void } | null = null;
  // The answer so far, in the chunks it came in (joined once whole: a big list comes in many).
  let received: Buffer[] = [];
  let size = 0;
  let head: { status: number; lines: string[]; end: number; length: number; chunked: boolean } | null = null;
  const fail = (error: Error) => {
    const pending = waiting;
    waiting = null;
    pending?.reject(error);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the app closed the connection')));
  socket.on('data', (chunk: Buffer) => {
    received.push(chunk);
    size += chunk.length;
    if (!head) {
      if (received.length > 1) received = [Buffer.concat(received, size)];
      const end = received[0]!.indexOf('\r\n\r\n');
      if (end < 0) return;
      const lines = received[0]!.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(lines[0]!.split(' ')[1]);
      const lengthLine = lines.find((line) => /^content-length:/i.test(line));
      // A streamed answer (the REST search's whole list) comes chunked.
      const chunked = lines.some((line) => /^transfer-encoding:\s*chunked/i.test(line));
      if (!lengthLine && !chunked && status !== 204 && status !== 304) {
        return fail(new Error(`answer ${status} without Content-Length nor chunks: this client cannot read it`));
      }
      const length = lengthLine ? Number(lengthLine.slice(15)) : 0;
      head = { status, lines: lines.slice(1), end: end + 4, length, chunked };
    }
    if (!head.chunked && size < head.end + head.length) return;
    const { status, lines, end, length } = head;
    const whole = received.length === 1 ? received[0]! : Buffer.concat(received, size);
    received = [whole];
    const read = head.chunked ? dechunk(whole, end) : { body: whole.subarray(end, end + length), next: end + length };
    if (!read) return;
    const { body, next } = read;
    received = whole.length > next ? [whole.subarray(next)] : [];
    size = whole.length - next;
    head = null;
    const pending = waiting;
    waiting = null;
    pending?.resolve({
      status,
      get headers() {
        return Object.fromEntries(
          lines.map((line) => {
            const colon = line.indexOf(':');
            return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
          }),
        );
      },
      get text() {
        return body.toString();
      },
    });
  });

  return {
    post(path: string, type: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
      if (waiting) return Promise.reject(new Error('one request at a time on a connection'));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: ${type}\r\n${headerLines(headers)}` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
    },
    get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
      if (waiting) return Promise.reject(new Error('one request at a time on a connection'));
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${headerLines(headers)}\r\n`);
      });
    },
    close() {
      socket.removeAllListeners('close');
      socket.destroy();
    },
  };
}

const headerLines = (headers: Record<string, string>): string =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');

/** A chunked body from `start` when all of it has come (up to its last, empty chunk), else null. */
function dechunk(buffer: Buffer, start: number): { body: Buffer; next: number } | null {
  const parts: Buffer[] = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const length = parseInt(buffer.subarray(at, lineEnd).toString('latin1'), 16);
    const dataEnd = lineEnd + 2 + length;
    if (buffer.length < dataEnd + 2) return null;
    if (length === 0) return { body: Buffer.concat(parts), next: dataEnd + 2 };
    parts.push(buffer.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}
