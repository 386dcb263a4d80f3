import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { book, bookingScenario, type Prepared } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';
import { claimDueSms } from './notification-dispatch.repository';
import { dispatchSms, SMS_BATCH } from './notification-dispatch.service';
import { composeNotices } from './notification.service';

/** In front of the local Solapi: passes everything through and counts the calls that send (POSTs). */
function countingSolapi() {
  const state = { target: '', posts: 0 };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      if (req.method === 'POST') state.posts += 1;
      const answer = await fetch(state.target + req.url, {
        method: req.method,
        headers: { ...(req.headers as Record<string, string>), host: new URL(state.target).host },
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(await answer.text());
    });
  });
  return { server, state };
}

let app: TestApp;
let jobs: JobQueue | undefined;
const solapi = countingSolapi();

beforeAll(async () => {
  await new Promise<void>((resolve) => solapi.server.listen(0, '127.0.0.1', resolve));
  app = await startTestApp({ SOLAPI_API_URL: `http://127.0.0.1:${(solapi.server.address() as AddressInfo).port}` });
  solapi.state.target = `${app.url}/local/solapi`;
});
afterAll(async () => {
  await jobs?.stop();
  await app.close();
  await new Promise<void>((resolve) => solapi.server.close(() => resolve()));
});

const sql = <T>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const smsRows = (bookings: Prepared[]) =>
  sql<{ id: number; status: string }>(
    `select id, status from notifications where channel = 'SMS' and reservation_id in (${bookings.map(() => '?').join(',')}) order by id`,
    bookings.map((b) => b.reservationId),
  );
/** Each booking's confirmation SMS as Solapi accepted it: how many times each went. */
async function sentTimes(bookings: Prepared[]): Promise<number[]> {
  const box = (await app.request('GET', '/dev/sms.json')).json<Array<{ text: string }>>();
  return bookings.map((b) => box.filter((m) => m.text.includes(`예약번호 ${b.bookingNumber}`)).length);
}
async function bookMany(count: number, firstDay: number): Promise<Prepared[]> {
  const s = await bookingScenario(app, { unitCount: 20 });
  const out: Prepared[] = [];
  for (let i = 0; i < count; i += 1) {
    const phone = `010${7000 + firstDay}${1000 + i}`;
    out.push((await book(app, s.body(firstDay + i, 1, { phone }))).prepared);
  }
  return out;
}

describe('the guests’ SMS, in batches', () => {
  it('N confirmed bookings: one compose job, at most ceil(N / batch) Solapi calls, exactly N SMS, none twice', async () => {
    const bookings = await bookMany(12, 2);
    // The queue is not running yet: the confirmations wait together in one compose job, not one each.
    expect(
      await sql<{ count: number }>(
        `select count(*)::int as count from graphile_worker.jobs where task_identifier = 'booking-notice' and run_at <= now()`,
      ),
    ).toEqual([{ count: 1 }]);
    jobs = await startJobs(app.http.services, {
      databaseUrl: app.config.DATABASE_URL!,
      selfUrl: app.url,
      schedules: [],
      pollIntervalMs: 200,
    });
    await vi.waitFor(
      async () => expect((await smsRows(bookings)).map((r) => r.status)).toEqual(bookings.map(() => 'SENT')),
      { timeout: 30_000, interval: 100 },
    );
    expect(solapi.state.posts).toBeLessThanOrEqual(Math.ceil(bookings.length / SMS_BATCH));
    expect(await sentTimes(bookings)).toEqual(bookings.map(() => 1));
  });

  it('a dispatcher that died between claiming and recording: what reached Solapi is looked up, the rest goes once', async () => {
    await jobs?.stop();
    const bookings = await bookMany(8, 14);
    await composeNotices(
      app.http.services,
      bookings.map((b) => ({ reservationId: b.reservationId, event: 'CONFIRMED' as const })),
    );
    // The dying dispatcher: its claim committed (SENDING), half the batch reached Solapi, no answer recorded.
    const claimed = await claimDueSms(app.orm.em.fork(), {
      limit: SMS_BATCH,
      abandonedSeconds: 600,
      leaseSeconds: 600,
    });
    expect(claimed.map((m) => m.id)).toEqual((await smsRows(bookings)).map((r) => r.id));
    const reached = claimed.slice(0, 4);
    await app.http.services.adapters.sms.sendMany(
      app.url,
      reached.map((m) => ({ ref: String(m.id), to: m.recipient, text: m.body })),
    );
    expect((await smsRows(bookings)).map((r) => r.status)).toEqual(bookings.map(() => 'SENDING'));
    expect(await sentTimes(bookings)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);

    // Claimed long before the abandonment limit (JOB_ABANDON_AFTER_MS): no live dispatcher holds them now.
    await sql(
      `update notifications set attempted_at = attempted_at - interval '1 hour' where id in (${claimed.map(() => '?').join(',')})`,
      claimed.map((m) => m.id),
    );
    const postsBefore = solapi.state.posts;
    await dispatchSms(app.http.services, app.url);
    expect((await smsRows(bookings)).map((r) => r.status)).toEqual(bookings.map(() => 'SENT'));
    expect(await sentTimes(bookings)).toEqual(bookings.map(() => 1));
    // The four that never reached Solapi went in one call; the four that did were found, not sent again.
    expect(solapi.state.posts - postsBefore).toBe(1);
  });
});
