import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** What a partner's receiver got: the raw body, its headers, and whether the signature checked out. */
export interface Received {
  eventId: string;
  signature: string;
  raw: string;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** Verifies `X-Shim-Signature` as docs/integrators.md tells a partner to (HMAC of "t.body", constant time). */
export function verifySignature(secret: string, header: string, raw: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${raw}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A webhook receiver on 127.0.0.1:`port` (the brief's range): answers each POST with the next status of
 * `statuses` (200 when empty), records it, and keeps the events it accepted once per event id (dedup).
 * The app that delivers to it is started with WEBHOOK_ALLOW_PRIVATE=true (an inside address).
 */
export async function startReceiver(port: number) {
  const state = { statuses: [] as number[], received: [] as Received[], processed: new Map<string, Received>() };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const got: Received = {
        eventId: String(req.headers['x-shim-event-id']),
        signature: String(req.headers['x-shim-signature']),
        raw,
        body: JSON.parse(raw) as Received['body'],
      };
      state.received.push(got);
      const status = state.statuses.shift() ?? 200;
      if (status < 300 && !state.processed.has(got.eventId)) state.processed.set(got.eventId, got);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
