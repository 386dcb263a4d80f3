import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
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
import { expireHolds } from './hold-expiry';
import { reconcilePayments } from './settlement';

/**
 * Issue 26's three failures, and the faults around them: the database dropped by a proxy between the app
 * and PostgreSQL, Toss's sandbox scripted to fail, answer late or answer 500 after acting. After each,
 * reconciliation runs and the invariants (test/money-fixtures.ts `breaches`) must hold.
 */

let app: TestApp;
let proxy: TcpProxy;
beforeAll(async () => {
  const template = new URL(inject('templateDatabaseUrl'));
  proxy = await TcpProxy.start({ host: template.hostname, port: Number(template.port || 5432) });
  app = await startTestApp({ TOSS_TIMEOUT_MS: '1500' }, { limitFactor: 100, connect: (url) => proxy.via(url) });
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

describe('the three failures of issue 26', () => {
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
    await expireHolds(servicesAt(app, minutesFromNow(11)), app.url);
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
