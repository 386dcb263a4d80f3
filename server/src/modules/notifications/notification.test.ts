import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addDays, formatMonthDay, todayInSeoul } from '@shim/common/dates';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { book, bookingScenario, complete, payInWindow, prepare } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { startJobs } from '../jobs';
import { dispatchSms } from './notification-dispatch.service';
import { composeNotices, reminderAt } from './notification.service';
import { insertNotifications } from './notification.repository';

/** A stand-in for Solapi's bad days in front of the local Solapi: fails, or answers too late. */
function faultyProxy() {
  const state = { target: '', match: '', failures: 0, delayMs: 0, posts: 0 };
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      // Only the message under test: the app's own notices pass through untouched.
      const mine =
        req.method === 'POST' && state.match !== '' && Buffer.concat(chunks).toString().includes(state.match);
      if (mine) state.posts += 1;
      if (mine && state.failures > 0) {
        state.failures -= 1;
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ errorCode: 'InternalError', errorMessage: '일시적인 오류' }));
      }
      const answer = await fetch(state.target + req.url, {
        method: req.method,
        headers: { ...(req.headers as Record<string, string>), host: new URL(state.target).host },
        body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const body = await answer.text();
      // Accepted upstream, but the answer comes after the adapter gave up waiting.
      if (mine && state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(body);
    });
  });
  return { server, state };
}

let app: TestApp;
let jobs: JobQueue;
const proxy = faultyProxy();
const clock = new PinnedClock(new Date());

beforeAll(async () => {
  await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
  const proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  app = await startTestApp(
    { SOLAPI_API_URL: proxyUrl, SOLAPI_TIMEOUT_MS: '2000', PUBLIC_URL: 'https://shim.example' },
    { clock },
  );
  proxy.state.target = `${app.url}/local/solapi`;
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
  await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
});

interface Sms {
  to: string;
  from: string;
  text: string;
  type: string;
  sentAt: string;
}
const smsBox = async () => (await app.request('GET', '/dev/sms.json')).json<Sms[]>();
const mailTo = async (to: string) =>
  (await app.request('GET', `/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json<
    Array<{ subject: string; text: string; html: string }>
  >();
const noticeJobs = (reservationId: number) =>
  app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ key: string; run_at: Date }>>(
      `select key, run_at from graphile_worker.jobs where task_identifier = 'booking-notice' and key like ?`,
      [`notice:%:${reservationId}`],
    );
const notificationsView = async (id: number) =>
  (
    await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: string }>>('select status from notifications where id = ?', [id])
  )[0];
const notificationsOf = (reservationId: number) =>
  app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ key: string; channel: string; recipient: string; body: string; status: string }>>(
      `select key, channel, recipient, body, status from notifications where reservation_id = ? order by key`,
      [reservationId],
    );

describe('booking notices', () => {
  it('a guest who pays gets the confirmation SMS, cancels and gets the refund SMS; the manager is mailed both', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER', { name: '관리자' });
    const s = await bookingScenario(app, {}, { manager, name: '한옥스테이 북촌' });
    const { prepared } = await book(app, s.body(20, 2, { phone: '010-2222-3333' }));
    const checkIn = addDays(todayInSeoul(), 20);

    const number = prepared.bookingNumber;
    expect(number).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await vi.waitFor(async () => expect((await smsBox()).some((m) => m.text.includes(number))).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });
    const [confirmation] = (await smsBox()).filter((m) => m.text.includes(number));
    expect(confirmation).toMatchObject({ to: '01022223333', from: app.config.SMS_SENDER, type: 'LMS' });
    // The number people read, money as 305,000원 and dates as 12월 4일 (금); never the orderId.
    // Times, the free-cancel deadline (the end of the full-refund tier, 7 days before) and the address, in one LMS.
    expect(confirmation!.text).toBe(
      `[쉼, 한국] 예약완료! - 예약번호 ${number} / 한옥스테이 북촌 / 체크인 ${formatMonthDay(checkIn)} 15:00 / ` +
        `체크아웃 ${formatMonthDay(addDays(checkIn, 2))} 11:00 / 결제금액 ${prepared.totalAmount.toLocaleString('ko-KR')}원 / ` +
        `무료 취소 마감 ${formatMonthDay(addDays(checkIn, -7))} 23:59까지 / 주소 ${s.hotel.address}`,
    );
    expect(prepared.totalAmount).toBeGreaterThanOrEqual(1000);
    expect(confirmation!.text).toMatch(/결제금액 \d{1,3}(,\d{3})+원 \//);
    expect(confirmation!.text).toMatch(/체크인 \d{1,2}월 \d{1,2}일 \([일월화수목금토]\) \d{2}:\d{2} \//);
    expect(confirmation!.text).not.toMatch(/월 0\d일/);
    expect(confirmation!.text).not.toContain(prepared.orderId);
    await vi.waitFor(async () => expect(await mailTo(manager.email)).toHaveLength(1), { timeout: 15_000 });
    expect((await mailTo(manager.email))[0]).toMatchObject({
      subject: expect.stringContaining('새 예약'),
      text: expect.stringContaining(`예약번호: ${number}`),
    });
    expect((await mailTo(manager.email))[0]!.text).toContain(
      `결제금액: ${prepared.totalAmount.toLocaleString('ko-KR')}원`,
    );

    const cancel = await app.request(
      'PUT',
      `/api/reservations/${prepared.reservationId}/cancel?orderId=${prepared.orderId}&phone=01022223333`,
    );
    expect(cancel.status).toBe(200);
    const refund = cancel.json<{ canceledAmount: number }>().canceledAmount;
    await vi.waitFor(
      async () =>
        expect((await smsBox()).filter((m) => m.text.includes(number)).map((m) => m.text)).toEqual([
          expect.stringContaining(`예약취소 - 예약번호 ${number}`),
          confirmation!.text,
        ]),
      { timeout: 15_000, interval: 100 },
    );
    expect((await smsBox())[0]!.text).toContain(`환불금액 ${refund.toLocaleString('ko-KR')}원`);
    await vi.waitFor(async () => expect(await mailTo(manager.email)).toHaveLength(2), { timeout: 15_000 });
    expect((await mailTo(manager.email))[0]!.subject).toContain('예약이 취소되었습니다');
    // Exactly one message per event, recipient and channel.
    await vi.waitFor(
      async () =>
        expect(
          (await notificationsOf(prepared.reservationId)).map((n) => [n.key.split(':')[0], n.channel, n.status]),
        ).toEqual([
          ['CANCELED', 'SMS', 'SENT'],
          ['CANCELED', 'EMAIL', 'SENT'],
          ['CONFIRMED', 'SMS', 'SENT'],
          ['CONFIRMED', 'EMAIL', 'SENT'],
        ]),
      { timeout: 15_000 },
    );
  });

  it('a member is mailed (with a link to my page) and texted; a confirmation that did not commit enqueues nothing', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(15, 1, { phone: '01044445555' }), s.token);
    await vi.waitFor(async () => expect(await mailTo(s.member.email)).toHaveLength(1), { timeout: 15_000 });
    const [mail] = await mailTo(s.member.email);
    expect(mail!.subject).toContain('예약이 완료되었습니다');
    expect(mail!.text).toContain(`예약번호: ${prepared.bookingNumber}`);
    expect(mail!.text).toContain(`결제금액: ${prepared.totalAmount.toLocaleString('ko-KR')}원`);
    expect(mail!.text).toContain(`일정: ${formatMonthDay(addDays(todayInSeoul(), 15))} ~ `);
    expect(mail!.text).toContain('https://shim.example/mypage');
    expect(mail!.html).toContain('<a href="https://shim.example/mypage">');
    await vi.waitFor(
      async () =>
        expect((await smsBox()).some((m) => m.to === '01044445555' && m.text.includes(prepared.bookingNumber))).toBe(
          true,
        ),
      { timeout: 15_000 },
    );

    // The hold ran out before the payment came: the confirmation writes nothing, and enqueues nothing.
    const late = await prepare(app, s.body(16, 1));
    const paid = await payInWindow(app, late);
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update reservations set hold_expires_at = now() - interval '1 minute' where id = ?`, [
        late.reservationId,
      ]);
    clock.set(new Date());
    expect((await complete(app, late, paid)).status).toBe(409);
    expect(await noticeJobs(late.reservationId)).toEqual([]);
    expect(await notificationsOf(late.reservationId)).toEqual([]);
  });

  it('books the reminder for 10:00 in Seoul the day before check-in, and sends it then unless cancelled', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(5, 1, { phone: '01066667777' }));
    const checkIn = addDays(todayInSeoul(), 5);
    await vi.waitFor(
      async () =>
        expect((await noticeJobs(prepared.reservationId)).map((j) => j.key)).toContain(
          `notice:REMINDER:${prepared.reservationId}`,
        ),
      { timeout: 15_000 },
    );
    const reminderJob = (await noticeJobs(prepared.reservationId)).find((j) => j.key.startsWith('notice:REMINDER'));
    expect(new Date(reminderJob!.run_at).toISOString()).toBe(
      new Date(`${addDays(checkIn, -1)}T01:00:00Z`).toISOString(),
    );
    expect(reminderAt(checkIn).toISOString()).toBe(`${addDays(checkIn, -1)}T01:00:00.000Z`);

    // The clock reaches 10:00 KST the day before: the job runs as the queue would run it then.
    clock.set(`${addDays(checkIn, -1)}T10:00:00+09:00`);
    await composeNotices(app.http.services, { reservationId: prepared.reservationId, event: 'REMINDER' });
    const reminder = (await notificationsOf(prepared.reservationId)).find((n) => n.key.startsWith('REMINDER'));
    expect(reminder).toMatchObject({ channel: 'SMS', recipient: '01066667777' });
    expect(reminder!.body).toContain('내일 체크인');
    expect(reminder!.body).toContain('15:00');
    expect(reminder!.body).toContain(s.hotel.address);

    // A booking cancelled before its reminder is not reminded.
    clock.set(new Date());
    const other = await book(app, s.body(6, 1, { phone: '01066667778' }));
    await app.request(
      'PUT',
      `/api/reservations/${other.prepared.reservationId}/cancel?orderId=${other.prepared.orderId}&phone=01066667778`,
    );
    clock.set(`${addDays(checkIn, 0)}T10:00:00+09:00`);
    await composeNotices(app.http.services, { reservationId: other.prepared.reservationId, event: 'REMINDER' });
    clock.set(new Date());
    expect((await notificationsOf(other.prepared.reservationId)).filter((n) => n.key.startsWith('REMINDER'))).toEqual(
      [],
    );
  });
});

describe('알림 발송 현황 (GraphQL, administrators only)', () => {
  const LIST = `query ($view: String) { adminNotifications(view: $view, first: 50) {
    totalCount edges { node { id event channel recipient body view viewLabel attempts lastError } } } }`;
  const RETRY = `mutation ($id: Int!) { retryNotification(input: { id: $id }) { id view attempts } }`;

  it('lists failed messages with their error, and a retry sends one again through the queue', async () => {
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const { accessToken } = await loginAs(app, admin.email);
    // A message on its last attempt (7 made), which Solapi answers 500.
    Object.assign(proxy.state, { match: '관리자 재시도', failures: 1 });
    const [inserted] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>(
        `insert into notifications (key, event, channel, recipient, body, status, attempts, created_at)
         values ('TEST:admin', 'CONFIRMED', 'SMS', '01088889999', '[쉼, 한국] 관리자 재시도', 'PENDING', 7, now())
         returning id`,
      );
    const id = inserted!.id;
    await dispatchSms(app.http.services, app.url);
    await vi.waitFor(async () => expect((await notificationsView(id))?.status).toBe('FAILED'), { timeout: 15_000 });

    const failed = await app.graphql<{
      adminNotifications: { totalCount: number; edges: Array<{ node: Record<string, unknown> }> };
    }>(LIST, { view: 'FAILED' }, accessToken);
    expect(failed.errors).toBeUndefined();
    expect(failed.data!.adminNotifications.edges.map((e) => e.node)).toContainEqual(
      expect.objectContaining({
        id,
        view: 'FAILED',
        viewLabel: '발송 실패',
        lastError: expect.stringContaining('InternalError'),
      }),
    );
    const member = await createUser(app.orm, 'ROLE_USER');
    const stranger = await app.graphql(LIST, {}, (await loginAs(app, member.email)).accessToken);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(LIST, { view: 'LOST' }, accessToken)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );

    const retried = await app.graphql<{ retryNotification: { view: string } }>(RETRY, { id }, accessToken);
    expect(retried.data?.retryNotification.view).toBe('RETRYING');
    await vi.waitFor(
      async () => expect((await smsBox()).filter((m) => m.text === '[쉼, 한국] 관리자 재시도')).toHaveLength(1),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    const again = await app.graphql(RETRY, { id }, accessToken);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await app.graphql(RETRY, { id: 999_999 }, accessToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('delivery through Solapi', () => {
  // The queue's own dispatcher stays out of these (the last of the file): each attempt is one run, made here.
  beforeAll(() => jobs.stop());
  const message = async (text: string) => {
    const [queued] = await insertNotifications(app.orm.em.fork(), [
      {
        key: `TEST:${text}`,
        event: 'TEST',
        channel: 'SMS',
        recipient: '01099990000',
        subject: null,
        body: text,
        reservationId: null,
      },
    ]);
    return queued!.id;
  };
  const accepted = async (text: string) => (await smsBox()).filter((m) => m.text === text).length;
  const row = async (id: number) =>
    (
      await app.orm.em
        .fork()
        .getConnection()
        .execute<Array<{ status: string; attempts: number; last_error: string | null; provider_id: string | null }>>(
          'select status, attempts, last_error, provider_id from notifications where id = ?',
          [id],
        )
    )[0]!;
  const dispatch = () => dispatchSms(app.http.services, app.url);
  /** The backoff before the message's next attempt (or lookup) has passed. */
  const backoffPassed = (id: number) =>
    app.orm.em.fork().getConnection().execute('update notifications set retry_at = now() where id = ?', [id]);

  it('answered 500 three times, then 200: one message delivered, on the fourth attempt', async () => {
    const id = await message('[쉼, 한국] 재시도 시험 1');
    Object.assign(proxy.state, { match: '재시도 시험 1', failures: 3 });
    for (const attempt of [1, 2, 3]) {
      await dispatch();
      expect(await row(id)).toMatchObject({
        status: 'PENDING',
        attempts: attempt,
        last_error: expect.stringContaining('InternalError'),
      });
      // Not due again before its backoff: a run now leaves it alone.
      await dispatch();
      expect(await row(id)).toMatchObject({ status: 'PENDING', attempts: attempt });
      await backoffPassed(id);
    }
    await dispatch();
    expect(await row(id)).toMatchObject({
      status: 'SENT',
      attempts: 4,
      last_error: null,
      provider_id: expect.stringMatching(/^M4V/),
    });
    expect(await accepted('[쉼, 한국] 재시도 시험 1')).toBe(1);
    // Another run finds it sent and sends nothing.
    await backoffPassed(id);
    await dispatch();
    expect(await accepted('[쉼, 한국] 재시도 시험 1')).toBe(1);
  });

  it('a timeout after Solapi accepted is looked up, never sent twice', async () => {
    const id = await message('[쉼, 한국] 시간 초과 시험');
    Object.assign(proxy.state, { match: '시간 초과 시험', posts: 0, delayMs: 3_000 });
    await dispatch();
    proxy.state.delayMs = 0;
    expect(await row(id)).toMatchObject({
      status: 'SENDING',
      attempts: 1,
      last_error: expect.stringContaining('시간 초과'),
    });
    await vi.waitFor(async () => expect(await accepted('[쉼, 한국] 시간 초과 시험')).toBe(1), { timeout: 5_000 });
    await backoffPassed(id);
    await dispatch();
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 1, provider_id: expect.stringMatching(/^M4V/) });
    expect(proxy.state.posts).toBe(1);
    expect(await accepted('[쉼, 한국] 시간 초과 시험')).toBe(1);
  });

  it('ends FAILED with the error after the last attempt', async () => {
    const id = await message('[쉼, 한국] 실패 시험');
    await app.orm.em.fork().getConnection().execute('update notifications set attempts = 7 where id = ?', [id]);
    Object.assign(proxy.state, { match: '실패 시험', failures: 1 });
    await dispatch();
    expect(await row(id)).toMatchObject({
      status: 'FAILED',
      attempts: 8,
      last_error: expect.stringContaining('InternalError'),
    });
  });
});
