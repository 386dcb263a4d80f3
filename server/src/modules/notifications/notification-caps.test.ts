import { addDays } from '@shim/common/dates';
import { NOTICE_MESSAGES } from '@shim/common/notices';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { book, bookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';

const SMS_PER_PHONE = 5;
const SMS_PER_ACCOUNT = 6;
const MAIL_PER_ADDRESS = 10;

let app: TestApp;
let jobs: JobQueue;
// Pinned: a run that crosses midnight in Seoul must not move the day under the counts.
const clock = new PinnedClock(new Date());

beforeAll(async () => {
  app = await startTestApp(
    {
      SMS_PER_PHONE_PER_DAY: String(SMS_PER_PHONE),
      SMS_PER_ACCOUNT_PER_DAY: String(SMS_PER_ACCOUNT),
      MAIL_PER_ADDRESS_PER_DAY: String(MAIL_PER_ADDRESS),
    },
    { clock },
  );
  jobs = await startJobs(app.http.services, {
    databaseUrl: app.config.DATABASE_URL!,
    selfUrl: app.url,
    schedules: [],
    pollIntervalMs: 200,
  });
});
afterAll(async () => {
  await jobs.stop();
  await app.close();
});

interface Row {
  event: string;
  channel: string;
  recipient: string;
  status: string;
  last_error: string | null;
}
const rowsOf = (reservationId: number) =>
  app.orm.em
    .fork()
    .getConnection()
    .execute<Row[]>(
      `select event, channel, recipient, status, last_error from notifications where reservation_id = ? order by id`,
      [reservationId],
    );
/** Waits until `count` messages of the booking are recorded and none is waiting for its send. */
const settled = async (reservationId: number, count: number) => {
  await vi.waitFor(
    async () => {
      const rows = await rowsOf(reservationId);
      expect(rows).toHaveLength(count);
      expect(rows.filter((row) => row.status === 'PENDING' || row.status === 'SENDING')).toEqual([]);
    },
    { timeout: 20_000, interval: 100 },
  );
  return rowsOf(reservationId);
};
const smsTo = async (phone: string) =>
  (await (await app.request('GET', '/dev/sms.json')).json<Array<{ to: string }>>()).filter((m) => m.to === phone);

describe('daily caps on booking notices', () => {
  it('six bookings cancelled with a full refund, one phone: the sixth SMS is suppressed, every booking succeeds', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const s = await bookingScenario(app, {}, { manager });
    const phone = '01077778888';
    const cycles: Row[][] = [];
    for (let i = 0; i < 6; i += 1) {
      const { prepared } = await book(app, s.body(20 + i, 1, { phone }), s.token);
      await settled(prepared.reservationId, 3);
      const cancel = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
        token: s.token,
      });
      expect(cancel.json<{ refundRate: number }>()).toMatchObject({ refundRate: 100 });
      cycles.push(await settled(prepared.reservationId, 5));
    }

    const sms = cycles.map((rows) => rows.find((row) => row.channel === 'SMS')!);
    expect(sms.map((row) => row.status)).toEqual(['SENT', 'SENT', 'SENT', 'SENT', 'SENT', 'SUPPRESSED']);
    expect(sms[5]!.last_error).toBe(NOTICE_MESSAGES.suppressedPerPhone(SMS_PER_PHONE));
    expect(await smsTo(phone)).toHaveLength(SMS_PER_PHONE);
    // The member's own mail (two a cycle) stops at its cap; the manager hears of every booking and cancellation.
    const mails = cycles.flat().filter((row) => row.channel === 'EMAIL');
    const statuses = (to: string) => mails.filter((row) => row.recipient === to).map((row) => row.status);
    expect(statuses(s.member.email)).toEqual([
      ...Array<string>(MAIL_PER_ADDRESS).fill('SENT'),
      'SUPPRESSED',
      'SUPPRESSED',
    ]);
    expect(statuses(manager.email)).toEqual(Array<string>(12).fill('SENT'));

    // 알림 발송 현황 shows them as 발송 제한, with the reason.
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const listed = await app.graphql<{
      adminNotifications: { totalCount: number; edges: Array<{ node: Record<string, unknown> }> };
      adminNotificationCounts: { suppressed: number };
    }>(
      `{ adminNotifications(view: "SUPPRESSED") { totalCount edges { node { channel recipient view viewLabel lastError } } }
         adminNotificationCounts { suppressed } }`,
      {},
      (await loginAs(app, admin.email)).accessToken,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.adminNotificationCounts.suppressed).toBe(3);
    expect(listed.data!.adminNotifications.edges.map((edge) => edge.node)).toContainEqual({
      channel: 'SMS',
      recipient: phone,
      view: 'SUPPRESSED',
      viewLabel: '발송 제한',
      lastError: NOTICE_MESSAGES.suppressedPerPhone(SMS_PER_PHONE),
    });

    // A new day in Seoul, a new count.
    clock.set(`${addDays(clock.today(), 1)}T00:00:30+09:00`);
    const { prepared } = await book(app, s.body(30, 1, { phone }), s.token);
    const next = await settled(prepared.reservationId, 3);
    expect(next.filter((row) => row.status === 'SENT')).toHaveLength(3);
    expect(await smsTo(phone)).toHaveLength(SMS_PER_PHONE + 1);
  });

  it("caps one account's SMS across the numbers it types in", async () => {
    const s = await bookingScenario(app, { unitCount: 10 });
    const sms: Row[] = [];
    for (let i = 0; i <= SMS_PER_ACCOUNT; i += 1) {
      const { prepared } = await book(app, s.body(2 + i, 1, { phone: `0109000000${i}` }), s.token);
      sms.push((await settled(prepared.reservationId, 2)).find((row) => row.channel === 'SMS')!);
    }
    expect(sms.map((row) => row.status)).toEqual([...Array<string>(SMS_PER_ACCOUNT).fill('SENT'), 'SUPPRESSED']);
    expect(sms.at(-1)!.last_error).toBe(NOTICE_MESSAGES.suppressedPerAccount(SMS_PER_ACCOUNT));
  });
});
