import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOKS_PER_OWNER } from '@shim/common/webhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { book, bookingScenario, type BookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';
import { recordCalendarChanged } from './webhook-outbox';

/**
 * Partners' receivers that never answer, through the real job queue: their deliveries hold the partners'
 * workers, yet a paid booking's guest SMS goes out while every one of those requests is still unanswered.
 */

/** A receiver that takes each POST and never answers it; counts what it holds open at once. */
async function silentReceiver() {
  const held = new Set<ServerResponse>();
  const state = { received: 0, mostAtOnce: 0, held };
  const server: Server = createServer((req, res) => {
    req.resume();
    state.received += 1;
    held.add(res);
    state.mostAtOnce = Math.max(state.mostAtOnce, held.size);
    res.on('close', () => held.delete(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    state,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let app: TestApp;
let jobs: JobQueue;
let scenario: BookingScenario;
let otherLodging: BookingScenario;
const receivers: Array<Awaited<ReturnType<typeof silentReceiver>>> = [];

const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const smsBox = async () => (await app.request('GET', '/dev/sms.json')).json<Array<{ to: string; text: string }>>();
const open = () => receivers.reduce((n, r) => n + r.state.held.size, 0);

beforeAll(async () => {
  // Receivers get the longest deadline there is: what they hold stays held for the whole test.
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_TIMEOUT_MS: '60000' });
  jobs = await startJobs(app.http.services, {
    databaseUrl: app.config.DATABASE_URL!,
    selfUrl: app.url,
    schedules: [],
    pollIntervalMs: 200,
  });
  const manager = await createUser(app.orm, 'ROLE_MANAGER');
  scenario = await bookingScenario(app, {}, { manager });
  otherLodging = await bookingScenario(app, {}, { manager });
  const { accessToken } = await loginAs(app, manager.email);
  for (let i = 0; i < WEBHOOKS_PER_OWNER; i += 1) {
    const receiver = await silentReceiver();
    receivers.push(receiver);
    const answer = await app.request('POST', '/api/manager/webhooks', {
      token: accessToken,
      body: { url: receiver.url, events: ['calendar.changed'] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
});
afterAll(async () => {
  // Hung requests end first, so the workers holding them finish and the queue can stop.
  for (const receiver of receivers) await receiver.close();
  await jobs.stop();
  await app.close();
});

describe('partners whose receivers never answer', () => {
  it('hold only the partners’ workers: a paid booking’s guest SMS is sent while their requests hang', async () => {
    // 16 calendar edits on two lodgings: 320 deliveries, two streams per endpoint.
    for (let edit = 0; edit < 16; edit += 1) {
      await app.orm.em.fork().transactional((tx) =>
        recordCalendarChanged(tx, {
          roomIds: [scenario.room.id, otherLodging.room.id],
          from: '2026-12-24',
          to: '2026-12-25',
          changes: { price: 100_000 + edit * 1_000 },
          at: new Date(),
        }),
      );
    }
    await vi.waitFor(() => expect(open()).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 50 });

    const { prepared } = await book(app, scenario.body(12));
    await vi.waitFor(
      async () => expect((await smsBox()).some((m) => m.text.includes(prepared.bookingNumber))).toBe(true),
      {
        timeout: 30_000,
        interval: 100,
      },
    );
    // The SMS went out while every webhook request received so far was still waiting for its answer.
    const received = receivers.reduce((n, r) => n + r.state.received, 0);
    expect(received).toBeGreaterThanOrEqual(2);
    expect(open()).toBe(received);
    const [attempts] = await sql<{ answered: number; succeeded: number }>(
      `select (select count(*)::int from webhook_attempts where finished_at is not null) as answered,
              (select count(*)::int from webhook_deliveries where status = 'SUCCEEDED') as succeeded`,
    );
    expect(attempts).toEqual({ answered: 0, succeeded: 0 });
    const [sms] = await sql<{ status: string }>(
      `select status from notifications where channel = 'SMS' and reservation_id = ?`,
      [(await sql<{ id: number }>('select id from reservations where order_id = ?', [prepared.orderId]))[0]!.id],
    );
    expect(sms!.status).toBe('SENT');
    // One delivery in flight per endpoint at most, though each has two streams waiting.
    expect(Math.max(...receivers.map((r) => r.state.mostAtOnce))).toBe(1);
  });
});
