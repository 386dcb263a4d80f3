import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingScenario, complete, payInWindow, prepare, type BookingScenario } from '../../../test/booking-fixtures';
import { startTestApp, type ApiAnswer, type TestApp } from '../../../test/harness';
import { freePort } from '../../../test/support/child-server';

/**
 * The server is killed right after a payment commits and restarted; the confirmation arrives
 * once. The real main.ts runs as a child process on the test app's database, and is SIGKILLed.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * In front of the child's local Solapi: passes everything through, except that a send whose text holds
 * `hangOn` is delivered upstream (Solapi accepted it) and its answer never comes back.
 */
function hangingSolapi() {
  const state = { target: '', hangOn: '', accepted: 0, posts: [] as string[] };
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST') state.posts.push(body.toString());
      try {
        const answer = await fetch(state.target + req.url, {
          method: req.method,
          headers: { ...(req.headers as Record<string, string>), host: new URL(state.target).host },
          body: req.method === 'POST' ? body : undefined,
        });
        const text = await answer.text();
        if (req.method === 'POST' && state.hangOn && body.toString().includes(state.hangOn) && answer.ok) {
          state.accepted += 1;
          held.push(res);
          return;
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(text);
      } catch {
        res.destroy();
      }
    });
  });
  return { server, state, held };
}

let app: TestApp;
let scenario: BookingScenario;
let port: number;
let dataDir: string;
const solapi = hangingSolapi();

beforeAll(async () => {
  await new Promise<void>((resolve) => solapi.server.listen(0, '127.0.0.1', resolve));
  // The fixtures are written through this in-process app; the bookings go to the child (it runs no jobs).
  app = await startTestApp();
  scenario = await bookingScenario(app, {}, { name: '크래시 호텔' });
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'shim-crash-'));
  solapi.state.target = `http://127.0.0.1:${port}/local/solapi`;
});
afterAll(async () => {
  for (const res of solapi.held) res.destroy();
  await new Promise<void>((resolve) => solapi.server.close(() => resolve()));
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The real server on the test database, its SMS through the hanging proxy; resolves once it is ready. */
async function startChild(env: Record<string, string> = {}): Promise<{ child: ChildProcess; output: () => string }> {
  // Node itself with tsx's loader: the tsx command runs the server in a child of its own, which a SIGKILL
  // of the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: app.config.DATABASE_URL!,
      SEED_DEMO: 'false',
      JWT_SECRET: app.config.jwtSecret,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SOLAPI_API_URL: `http://127.0.0.1:${(solapi.server.address() as AddressInfo).port}`,
      // The held send must still be waiting when the process is killed.
      SOLAPI_TIMEOUT_MS: '60000',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server ended:\n${output}`);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status).toBe(200);
    },
    { timeout: 120_000, interval: 250 },
  );
  return { child, output: () => output };
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await ended;
}

/** The test app's fixtures and helpers, its requests sent to the child. */
function viaChild(): TestApp {
  const url = `http://127.0.0.1:${port}`;
  const request: TestApp['request'] = async (method, pathname, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url + pathname, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : null;
    return { status: response.status, body: parsed, json: <T>() => parsed as T } satisfies ApiAnswer;
  };
  return { ...app, url, request };
}

const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);

describe('a server killed right after a payment commits', () => {
  it('sends the confirmation once after the restart: a send in flight is looked up, a job not yet run runs', async () => {
    let running = await startChild();
    try {
      const child = viaChild();
      // A: the confirmation SMS reaches Solapi, and the process dies before its answer (the job is locked).
      const a = await prepare(child, scenario.body(12, 1, { phone: '01031313131' }));
      solapi.state.hangOn = a.bookingNumber;
      expect((await complete(child, a, await payInWindow(child, a))).status).toBe(200);
      await vi.waitFor(() => expect(solapi.state.accepted).toBe(1), { timeout: 60_000, interval: 100 });
      // B: paid just before the kill; where the kill lands in its notice is up to the race.
      const b = await prepare(child, scenario.body(13, 1, { phone: '01042424242' }));
      expect((await complete(child, b, await payInWindow(child, b))).status).toBe(200);
      const lockedSends = await sql<{ count: number }>(
        `select count(*)::int as count from graphile_worker.jobs
          where task_identifier = 'dispatch-sms' and locked_at is not null`,
      );
      await kill(running.child);
      expect(lockedSends[0]!.count).toBeGreaterThanOrEqual(1);
      expect(
        await sql<{ status: string }>(`select status from notifications where reservation_id = ? and channel = 'SMS'`, [
          a.reservationId,
        ]),
      ).toEqual([{ status: 'SENDING' }]);

      // The restart: Solapi answers again, and a job locked by the dead process is run after 2 s.
      solapi.state.hangOn = '';
      running = await startChild({ JOB_ABANDON_AFTER_MS: '2000' });
      for (const booking of [a, b]) {
        await vi.waitFor(
          async () =>
            expect(
              await sql<{ channel: string; status: string }>(
                `select channel, status from notifications where reservation_id = ? and event = 'CONFIRMED'`,
                [booking.reservationId],
              ),
            ).toEqual([{ channel: 'SMS', status: 'SENT' }]),
          { timeout: 90_000, interval: 250 },
        );
      }
      const box = (await (await fetch(`http://127.0.0.1:${port}/dev/sms.json`)).json()) as Array<{ text: string }>;
      for (const booking of [a, b]) {
        expect(box.filter((m) => m.text.includes(`예약완료! - 예약번호 ${booking.bookingNumber}`))).toHaveLength(1);
      }
      // A's text went to Solapi once: after the restart its send was looked up, not repeated.
      expect(solapi.state.posts.filter((post) => post.includes(a.bookingNumber))).toHaveLength(1);
    } finally {
      await kill(running.child);
    }
  }, 300_000);
});
