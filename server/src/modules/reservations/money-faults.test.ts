import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs, tokensByRole } from '../../../test/fixtures';
import { TcpProxy } from '../../../test/support/tcp-proxy';
import { book, bookingScenario, complete, nights, payInWindow, prepare } from '../../../test/booking-fixtures';
import {
  breaches,
  clearTossScript,
  ledger,
  minutesFromNow,
  scriptToss,
  servicesAt,
} from '../../../test/money-fixtures';
import { canMoveMoney, MONEY_STATES } from '../payments/money-state';
import { expireHolds } from './hold-expiry';
import { moneyStateOf, moveMoney } from './money.repository';
import { reconcilePayments } from './settlement';

/**
 * Three money failures, and the faults around them: the database dropped by a proxy between the app
 * and PostgreSQL, Toss's sandbox scripted to fail, answer late or answer 500 after acting. After each,
 * reconciliation runs and the invariants (test/money-fixtures.ts `breaches`) must hold.
 */

let app: TestApp;
let proxy: TcpProxy;
beforeAll(async () => {
  const template = new URL(inject('templateDatabaseUrl'));
  proxy = await TcpProxy.start({ host: template.hostname, port: Number(template.port || 5432) });
  app = await startTestApp(
    { TOSS_TIMEOUT_MS: '1500' },
    { limitFactor: 100, reachDatabase: (url) => proxy.urlFor(url) },
  );
});
afterAll(async () => {
  await app.close();
  await proxy.close();
});
afterEach(async () => {
  proxy.clearCuts();
  await clearTossScript(app);
});

const reconcileAt = (minutes: number) => reconcilePayments(servicesAt(app, minutesFromNow(minutes)), app.url);

describe('three money failures', () => {
  it('a database cut while a completion is recorded, then the guest’s retry: one charge, one booking', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body());
    const paid = await payInWindow(app, prepared);
    proxy.cutOn('payment.record');
    const first = await complete(app, prepared, paid);
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(proxy.pendingCuts).toBe(0);

    const retry = await complete(app, prepared, paid);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await ledger(app.orm, [prepared.orderId])).toEqual([
      { orderId: prepared.orderId, status: 'CONFIRMED', moneyState: 'PAID', atToss: 105_000, ours: 105_000 },
    ]);
    await reconcileAt(30);
    expect(await breaches(app.orm)).toEqual([]);
  });

  it('Toss charging but answering 500, then the void failing: reconciliation voids it in the end', async () => {
    const s = await bookingScenario(app);
    const body = s.body(12);
    const prepared = await prepare(app, body);
    const paid = await payInWindow(app, prepared);
    await scriptToss(app, { op: 'confirm', mode: 'answerFail', orderId: prepared.orderId });
    expect((await complete(app, prepared, paid)).status).toBe(502);

    // The guest walks away; the hold runs out; the first void at Toss fails.
    await scriptToss(app, { op: 'cancel', mode: 'fail', orderId: prepared.orderId });
    await expireHolds(servicesAt(app, minutesFromNow(11)));
    await reconcileAt(11);
    expect(await ledger(app.orm, [prepared.orderId])).toEqual([
      { orderId: prepared.orderId, status: 'CANCELED', moneyState: 'VOIDING', atToss: 105_000, ours: 0 },
    ]);
    // A retry of the completion can never turn the voided order into a booking.
    expect(await complete(app, prepared, paid)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.paymentVoided },
    });

    expect(await reconcileAt(20)).toMatchObject({ settled: 1 });
    expect(await ledger(app.orm, [prepared.orderId])).toEqual([
      { orderId: prepared.orderId, status: 'CANCELED', moneyState: 'VOIDED', atToss: 0, ours: 0 },
    ]);
    expect((await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string))[0]).toMatchObject({
      held: 0,
      sold: 0,
    });
    expect(await breaches(app.orm)).toEqual([]);
  });

  it('Toss answering late and its lookup failing: reconciliation confirms the booking while the hold stands', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body(13));
    const paid = await payInWindow(app, prepared);
    await scriptToss(app, { op: 'confirm', mode: 'answerLate', delayMs: 3_000, orderId: prepared.orderId });
    expect(await complete(app, prepared, paid)).toMatchObject({
      status: 502,
      body: { message: MESSAGES.paymentGatewayTimeout },
    });
    // Another card meanwhile is refused: the first one may have been charged.
    const other = await payInWindow(app, prepared);
    expect(await complete(app, prepared, other)).toMatchObject({
      status: 409,
      body: { message: MESSAGES.paymentInProgress },
    });
    await scriptToss(app, { op: 'lookup', mode: 'fail', orderId: prepared.orderId });
    await reconcileAt(3);
    expect(await ledger(app.orm, [prepared.orderId])).toMatchObject([{ status: 'PENDING', moneyState: 'AUTHORIZING' }]);
    await reconcileAt(5);
    expect(await ledger(app.orm, [prepared.orderId])).toEqual([
      { orderId: prepared.orderId, status: 'CONFIRMED', moneyState: 'PAID', atToss: 105_000, ours: 105_000 },
    ]);
    expect(await breaches(app.orm)).toEqual([]);
  });

  it('a refund whose recording is cut by the database, then the lodging’s 100% cancel: refunded once, as Toss says', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const managerToken = (await loginAs(app, manager.email)).accessToken;
    const s = await bookingScenario(app, {}, { manager });
    const body = s.body(5);
    const { prepared } = await book(app, body, s.token);
    // Paid two days ago: the free 24 hours are over, five days before check-in refunds 70%.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update reservations set confirmed_at = now() - interval '2 days' where id = ?`, [
        prepared.reservationId,
      ]);

    // The statement that marks the booking cancelled (MikroORM sends its values inline).
    proxy.cutOn("and status = 'CONFIRMED' returning id");
    const guest = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, { token: s.token });
    expect(guest.status).toBeGreaterThanOrEqual(500);
    expect(proxy.pendingCuts).toBe(0);
    expect(await ledger(app.orm, [prepared.orderId])).toEqual([
      { orderId: prepared.orderId, status: 'CONFIRMED', moneyState: 'REFUNDING', atToss: 31_500, ours: 105_000 },
    ]);

    const lodging = await app.request('DELETE', `/api/manager/reservations/${prepared.reservationId}/cancel`, {
      token: managerToken,
    });
    expect(lodging.status, JSON.stringify(lodging.body)).toBe(200);
    expect(lodging.body).toMatchObject({ canceledAmount: 73_500 });
    expect(await ledger(app.orm, [prepared.orderId])).toEqual([
      { orderId: prepared.orderId, status: 'CANCELED', moneyState: 'REFUNDED_PARTIAL', atToss: 31_500, ours: 31_500 },
    ]);
    expect((await nights(app.orm, s.room.id, body.checkin as string, body.checkout as string))[0]).toMatchObject({
      held: 0,
      sold: 0,
    });
    await reconcileAt(30);
    expect(await breaches(app.orm)).toEqual([]);
  });
});

describe('the money state machine', () => {
  it('allows exactly the moves of its table, every edge checked in SQL', async () => {
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body(20));
    const em = app.orm.em.fork();
    const seen: string[] = [];
    for (const from of MONEY_STATES) {
      for (const to of MONEY_STATES) {
        await em
          .getConnection()
          .execute('update reservations set money_state = ? where id = ?', [from, prepared.reservationId]);
        const moved = await moveMoney(em, prepared.reservationId, to, new Date());
        const now = await moneyStateOf(em, prepared.reservationId);
        seen.push(`${from}→${to}: ${moved ? 'moved' : 'refused'} (${now})`);
        expect({ from, to, moved, now }).toEqual({
          from,
          to,
          moved: canMoveMoney(from, to),
          now: canMoveMoney(from, to) ? to : from,
        });
      }
    }
    expect(seen).toHaveLength(MONEY_STATES.length ** 2);
    expect(canMoveMoney('VOIDED', 'PAID')).toBe(false);
    expect(canMoveMoney('VOIDING', 'PAID')).toBe(false);
  });
});

describe('정산 확인 필요: the dead-letter list and the daily check', () => {
  const unsettled = `{ unsettledPayments { attemptId orderId kind amount lastError tries deadAt } }`;

  it('lists a void that kept failing for administrators; their retry settles it', async () => {
    const { ROLE_ADMIN: admin, ROLE_USER: member } = await tokensByRole(app);
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body(22));
    const paid = await payInWindow(app, prepared);
    await scriptToss(app, { op: 'confirm', mode: 'answerFail', orderId: prepared.orderId });
    expect((await complete(app, prepared, paid)).status).toBe(502);
    await scriptToss(app, { op: 'cancel', mode: 'fail', count: 50, orderId: prepared.orderId });
    await expireHolds(servicesAt(app, minutesFromNow(11)));
    for (let hour = 0; hour <= 12; hour += 2) await reconcileAt(11 + hour * 60);

    const listed = await app.graphql<{ unsettledPayments: Array<Record<string, unknown>> }>(unsettled, {}, admin);
    const mine = listed.data?.unsettledPayments.find((row) => row.orderId === prepared.orderId);
    expect(mine).toMatchObject({ kind: 'VOID', amount: 105_000, tries: 6, deadAt: expect.any(String) });
    expect(mine?.lastError).toContain('FAILED_INTERNAL_SYSTEM_PROCESSING');
    expect(await ledger(app.orm, [prepared.orderId])).toMatchObject([{ moneyState: 'VOIDING', atToss: 105_000 }]);
    // Nothing retries it on its own any more.
    await reconcileAt(24 * 60);
    expect(await ledger(app.orm, [prepared.orderId])).toMatchObject([{ moneyState: 'VOIDING' }]);

    const forbidden = await app.graphql(unsettled, {}, member);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    await clearTossScript(app);
    const retried = await app.graphql<{ retrySettlement: { settled: boolean } }>(
      'mutation ($input: RetrySettlementInput!) { retrySettlement(input: $input) { settled } }',
      { input: { attemptId: mine?.attemptId } },
      admin,
    );
    expect(retried.data?.retrySettlement).toEqual({ settled: true });
    expect(await ledger(app.orm, [prepared.orderId])).toMatchObject([{ moneyState: 'VOIDED', atToss: 0, ours: 0 }]);
    const after = await app.graphql<{ unsettledPayments: Array<{ orderId: string }> }>(unsettled, {}, admin);
    expect(after.data?.unsettledPayments.map((row) => row.orderId)).not.toContain(prepared.orderId);
    const missing = await app.graphql(
      'mutation ($input: RetrySettlementInput!) { retrySettlement(input: $input) { settled } }',
      { input: { attemptId: mine?.attemptId } },
      admin,
    );
    expect(missing.errors?.[0]).toMatchObject({ message: MESSAGES.paymentAttemptNotFound });
  });

  it('reports a day’s payment Toss has and we have not recorded, until it is settled', async () => {
    const { ROLE_ADMIN: admin } = await tokensByRole(app);
    const s = await bookingScenario(app);
    const prepared = await prepare(app, s.body(23));
    const paid = await payInWindow(app, prepared);
    await scriptToss(app, { op: 'confirm', mode: 'answerFail', orderId: prepared.orderId });
    expect((await complete(app, prepared, paid)).status).toBe(502);

    const check = `{ dailyMoneyCheck { date tossCharged ourCharged differences { orderId tossCharged ourCharged } } }`;
    const before = await app.graphql<{ dailyMoneyCheck: { differences: Array<{ orderId: string }> } }>(
      check,
      {},
      admin,
    );
    expect(before.data?.dailyMoneyCheck.differences).toContainEqual({
      orderId: prepared.orderId,
      tossCharged: 105_000,
      ourCharged: 0,
    });

    const [open] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>(`select id from payment_attempts where order_id = ? and state = 'SENT'`, [
        prepared.orderId,
      ]);
    const retried = await app.graphql<{ retrySettlement: { settled: boolean } }>(
      'mutation ($input: RetrySettlementInput!) { retrySettlement(input: $input) { settled } }',
      { input: { attemptId: open!.id } },
      admin,
    );
    expect(retried.data?.retrySettlement).toEqual({ settled: true });
    expect(await ledger(app.orm, [prepared.orderId])).toMatchObject([{ status: 'CONFIRMED', moneyState: 'PAID' }]);
    const after = await app.graphql<{ dailyMoneyCheck: { differences: Array<{ orderId: string }> } }>(check, {}, admin);
    expect(after.data?.dailyMoneyCheck.differences.map((d) => d.orderId)).not.toContain(prepared.orderId);
    expect(
      (await app.graphql(`{ dailyMoneyCheck(date: "2026-13-45") { date } }`, {}, admin)).errors?.[0],
    ).toMatchObject({
      message: MESSAGES.checkDateInvalid,
    });
  });
});
