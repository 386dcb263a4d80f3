import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyShimSignature } from './webhook-signature';

/** A delivery's body (docs/integrators.md): the event id to de-duplicate on, its type, and the booking or calendar change. */
export interface ShimEvent {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export interface WebhookReceiver {
  /** The address to register (http://127.0.0.1:<port>/shim-webhooks). */
  readonly url: string;
  /** The endpoint's secret, shown once when it is registered: until it is set, deliveries answer 503 (retried). */
  secret: string | null;
  /** Verified events, once per event id, in the order they came. */
  readonly events: ShimEvent[];
  /** Deliveries refused for a missing, forged or stale signature. */
  rejected: number;
  /** The first verified event `matches` picks, waiting up to `timeoutMs` for it. */
  waitFor(matches: (event: ShimEvent) => boolean, timeoutMs?: number): Promise<ShimEvent>;
  close(): Promise<void>;
}

async function rawBodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A webhook receiver on 127.0.0.1:`port` (0: any free port; a server takes plain http to this machine only with
 * WEBHOOK_ALLOW_PRIVATE=true, outside production): it
 * verifies `X-Shim-Signature` on the raw body before parsing, answers 2xx at once, and keeps each event once
 * (deliveries are at least once). A real receiver would queue the work where this one collects the events.
 */
export async function startWebhookReceiver(
  options: { port?: number; secret?: string; onEvent?: (event: ShimEvent) => void } = {},
): Promise<WebhookReceiver> {
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    void rawBodyOf(request).then((raw) => {
      if (request.method !== 'POST') return response.writeHead(405).end();
      if (!receiver.secret) return response.writeHead(503).end();
      if (!verifyShimSignature(String(request.headers['x-shim-signature'] ?? ''), raw, receiver.secret)) {
        receiver.rejected += 1;
        return response.writeHead(401).end();
      }
      const event = JSON.parse(raw) as ShimEvent;
      if (!receiver.events.some((seen) => seen.id === event.id)) {
        receiver.events.push(event);
        options.onEvent?.(event);
      }
      response.writeHead(204).end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/shim-webhooks`,
    secret: options.secret ?? null,
    events: [],
    rejected: 0,
    waitFor(matches, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = receiver.events.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching webhook event in ${timeoutMs} ms (${receiver.events.length} received)`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return receiver;
}
