import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { addDays } from '@shim/common/dates';
import { addMonths, SETTLEMENT_MESSAGES } from '@shim/common/settlements';
import { PinnedClock } from '../../platform/clock';
import { recordRefundedAtToss } from '../payments/payment.repository';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { book, bookingScenario, prepare, type BookingScenario } from '../../../test/booking-fixtures';
import { closeEndedMonths } from './settlement-close.service';

/**
 * Statements of a month M two calendar months ahead of the real today T: bookings are made on T, the clock then
 * walks into M (a partial refund, a no-show) and past its end, where the month is closed.
 */
const clock = new PinnedClock(new Date());
let app: TestApp;
let s: BookingScenario;
let other: BookingScenario;
let M: string;
let tokenA: string;
let tokenB: string;
let admin: string;
const ids = { S: 0, P: 0, C: 0, N: 0, X: 0, U: 0, O: 0 };
const paid = { S: 0, P: 0, C: 0, N: 0, X: 0 };
const orders = { S: '', P: '', C: '', N: '' };
const paymentIds = { S: 0 };
let refundP = 0;
let statementId = 0;

const STATEMENT = `query ($id: Int!) { settlementStatement(id: $id) { id hotelId hotelName month status grossAmount
  refundAmount netSales commissionRate commissionAmount paymentFeeAmount adjustmentAmount payoutAmount lineCount
  closedAt paidOn managerName
  lines { reservationId bookingNumber orderId roomName checkIn checkOut status paidAmount refundAmount netAmount
          commissionAmount paymentFeeAmount payoutAmount }
  adjustments { reservationId bookingNumber reason amount month } } }`;
const LIST = `query ($hotelId: Int) { managerSettlements(hotelId: $hotelId) { id month status hotelId grossAmount
  lineCount managerName lines { reservationId } } }`;

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
  (await app.orm.em.fork().getConnection().execute(text, params)) as unknown as T[];
const commission = (net: number) => Math.round(net / 100);
const close = () =>
  closeEndedMonths(app.orm.em.fork(), { now: clock.now(), today: clock.today() }, app.config.COMMISSION_RATE_PERCENT);

beforeAll(async () => {
  app = await startTestApp({}, { clock, limitFactor: 10 });
  const managerA = await createUser(app.orm, 'ROLE_MANAGER', { name: '정산A' });
  const managerB = await createUser(app.orm, 'ROLE_MANAGER', { name: '정산B' });
  tokenA = (await loginAs(app, managerA.email)).accessToken;
  tokenB = (await loginAs(app, managerB.email)).accessToken;
  admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
  s = await bookingScenario(
    app,
    { basePrice: 100_000, unitCount: 6 },
    { manager: managerA, name: '정산 호텔', days: 150 },
  );
  other = await bookingScenario(app, {}, { manager: managerB, name: '남의 호텔', days: 150 });
  M = addMonths(clock.today().slice(0, 7), 2);
  const day = (n: number) => addDays(`${M}-01`, n - 1);
  const stay = (checkin: string, checkout: string, extra: Record<string, unknown> = {}) =>
    s.body(0, 1, { checkin, checkout, ...extra });
  const S = await book(app, stay(day(2), day(4)), s.token);
  const P = await book(app, stay(day(10), day(11)), s.token);
  const C = await book(app, stay(day(12), day(13)), s.token);
  const N = await book(app, stay(day(14), day(16), { guestName: '이노쇼' }), s.token);
  const X = await book(app, stay(addDays(`${addMonths(M, 1)}-01`, -1), addDays(`${addMonths(M, 1)}-01`, 1)), s.token);
  const U = await prepare(app, stay(day(20), day(21)), s.token);
  const O = await book(app, other.body(0, 1, { checkin: day(5), checkout: day(6) }), other.token);
  Object.assign(ids, {
    S: S.prepared.reservationId,
    P: P.prepared.reservationId,
    C: C.prepared.reservationId,
    N: N.prepared.reservationId,
    X: X.prepared.reservationId,
    U: U.reservationId,
    O: O.prepared.reservationId,
  });
  Object.assign(paid, {
    S: S.prepared.totalAmount,
    P: P.prepared.totalAmount,
    C: C.prepared.totalAmount,
    N: N.prepared.totalAmount,
    X: X.prepared.totalAmount,
  });
  Object.assign(orders, { S: S.prepared.orderId, P: P.prepared.orderId, C: C.prepared.orderId, N: N.prepared.orderId });
  paymentIds.S = S.completion.paymentId;

  // A full refund (within a day of booking), then a partial one (4 days ahead, past the free window), then a no-show.
  const cancel = (id: number) => app.request('PUT', `/api/reservations/${id}/cancel`, { token: s.token, body: {} });
  expect((await cancel(ids.C)).status).toBe(200);
  clock.set(`${addDays(day(10), -4)}T12:00:00+09:00`);
  const partial = await cancel(ids.P);
  expect(partial.status).toBe(200);
  refundP = partial.json<{ canceledAmount: number }>().canceledAmount;
  expect(refundP).toBeGreaterThan(0);
  expect(refundP).toBeLessThan(paid.P);
  clock.set(`${day(14)}T20:00:00+09:00`);
  const noShow = await app.request('POST', `/api/manager/reservations/${ids.N}/no-show`, { token: tokenA });
  expect(noShow.status).toBe(200);
});
afterAll(() => app.close());

/** The statement of M by hand: S and N kept, P partly and C fully refunded; X (next month) and U (unpaid) out. */
function expectedLines() {
  const line = (key: 'S' | 'P' | 'C' | 'N', refund: number, status: string) => {
    const net = paid[key] - refund;
    return {
      reservationId: ids[key],
      orderId: orders[key],
      status,
      paidAmount: paid[key],
      refundAmount: refund,
      netAmount: net,
      commissionAmount: commission(net),
      paymentFeeAmount: 0,
      payoutAmount: net - commission(net),
    };
  };
  return [
    line('S', 0, 'CONFIRMED'),
    line('P', refundP, 'CANCELED'),
    line('C', paid.C, 'CANCELED'),
    line('N', 0, 'NO_SHOW'),
  ];
}

function expectedFigures() {
  const lines = expectedLines();
  const sum = (pick: (l: ReturnType<typeof expectedLines>[number]) => number) => lines.reduce((t, l) => t + pick(l), 0);
  const net = sum((l) => l.netAmount);
  const fee = sum((l) => l.commissionAmount);
  return {
    grossAmount: paid.S + paid.P + paid.C + paid.N,
    refundAmount: refundP + paid.C,
    netSales: net,
    commissionRate: 1,
    commissionAmount: fee,
    paymentFeeAmount: 0,
    adjustmentAmount: 0,
    payoutAmount: net - fee,
    lineCount: 4,
  };
}

describe('the open month', () => {
  it('is computed live as 정산 예정 with the same lines, never stored', async () => {
    const answer = await app.graphql<{ managerSettlements: Array<Record<string, unknown>> }>(LIST, {}, tokenA);
    expect(answer.errors).toBeUndefined();
    const open = answer.data!.managerSettlements.find((st) => st.month === M);
    expect(open).toMatchObject({ id: null, status: 'OPEN', hotelId: s.hotel.id, lineCount: 4, managerName: null });
    expect((open!.lines as Array<{ reservationId: number }>).map((l) => l.reservationId)).toEqual(
      expectedLines().map((l) => l.reservationId),
    );
    expect(await sql('select id from settlement_statements')).toEqual([]);
  });
});

describe('closing the month', () => {
  it('closes once even when two runs race, and again closes nothing', async () => {
    clock.set(`${addMonths(M, 1)}-01T00:10:00+09:00`);
    const [first, second] = await Promise.all([close(), close()]);
    expect([...first, ...second]).toEqual([M]);
    expect(await close()).toEqual([]);
    const rows = await sql<{ id: number; hotel_id: number }>(
      `select id, hotel_id from settlement_statements where month = ?::date order by hotel_id`,
      [`${M}-01`],
    );
    expect(rows.map((r) => r.hotel_id)).toEqual([s.hotel.id, other.hotel.id].sort((a, b) => a - b));
    statementId = rows.find((r) => r.hotel_id === s.hotel.id)!.id;
  });

  it('stores the hand-computed table (GraphQL and REST), lines summing exactly', async () => {
    const answer = await app.graphql<{ settlementStatement: Record<string, unknown> }>(
      STATEMENT,
      { id: statementId },
      tokenA,
    );
    expect(answer.errors).toBeUndefined();
    const statement = answer.data!.settlementStatement;
    expect(statement).toMatchObject({
      id: statementId,
      hotelId: s.hotel.id,
      hotelName: '정산 호텔',
      month: M,
      status: 'CLOSED',
      paidOn: null,
      managerName: null,
      adjustments: [],
      ...expectedFigures(),
    });
    expect(statement.lines).toEqual(
      expectedLines().map((l) => expect.objectContaining({ ...l, roomName: s.room.name })),
    );

    const rest = await app.request('GET', `/api/manager/settlements/${statementId}`, { token: tokenA });
    expect(rest.status).toBe(200);
    expect(rest.json()).toMatchObject({
      id: statementId,
      status: 'CLOSED',
      statusLabel: '정산 확정',
      ...expectedFigures(),
    });
    expect(rest.json<{ lines: unknown[] }>().lines).toEqual(statement.lines);

    const list = (await app.request('GET', '/api/manager/settlements', { token: tokenA })).json<
      Array<{ id: number; month: string; status: string }>
    >();
    expect(list.find((st) => st.month === M)).toMatchObject({ id: statementId, status: 'CLOSED' });
    expect(list.map((st) => st.month)).toEqual([...list.map((st) => st.month)].sort().reverse());
  });

  it('shows a manager only their own lodgings’ statements', async () => {
    const theirs = await app.graphql(STATEMENT, { id: statementId }, tokenB);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const rest = await app.request('GET', `/api/manager/settlements/${statementId}`, { token: tokenB });
    expect(rest.status).toBe(404);
    expect(rest.json()).toEqual({ message: SETTLEMENT_MESSAGES.statementNotFound });
    const list = await app.graphql<{ managerSettlements: Array<{ hotelId: number }> }>(LIST, {}, tokenB);
    expect(new Set(list.data!.managerSettlements.map((st) => st.hotelId))).toEqual(new Set([other.hotel.id]));
    const filtered = await app.graphql<{ managerSettlements: unknown[] }>(LIST, { hotelId: s.hotel.id }, tokenB);
    expect(filtered.data!.managerSettlements).toEqual([]);
    const asAdmin = await app.graphql<{ settlementStatement: { managerName: string } }>(
      STATEMENT,
      { id: statementId },
      admin,
    );
    expect(asAdmin.data!.settlementStatement.managerName).toBe('정산A');
    const badMonth = await app.graphql(`{ adminSettlements(month: "2026-1") { id } }`, {}, admin);
    expect(badMonth.errors?.[0]).toMatchObject({
      message: SETTLEMENT_MESSAGES.monthInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const notAdmin = await app.graphql(`{ adminSettlements(month: "${M}") { id } }`, {}, tokenA);
    expect(notAdmin.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const month = await app.request('GET', `/api/admin/settlements?month=${M}`, { token: admin });
    expect(
      month
        .json<Array<{ hotelId: number; managerName: string }>>()
        .map((st) => st.managerName)
        .sort(),
    ).toEqual(['정산A', '정산B']);
  });

  it('downloads the statement as a spreadsheet', async () => {
    const file = await fetch(`${app.url}/api/manager/settlements/${statementId}/xlsx`, {
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const book = XLSX.read(Buffer.from(await file.arrayBuffer()), { cellDates: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true });
    expect(rows[0]).toEqual([
      '예약번호',
      '주문번호',
      '객실',
      '체크인',
      '체크아웃',
      '상태',
      '결제 금액',
      '환불 금액',
      '순매출',
      '수수료',
      '결제 수수료',
      '지급액',
    ]);
    expect(rows.slice(1, 5).map((row) => row[1])).toEqual(expectedLines().map((l) => l.orderId));
    const total = rows.find((row) => row[0] === '합계')!;
    expect(total.slice(6)).toEqual([
      expectedFigures().grossAmount,
      expectedFigures().refundAmount,
      expectedFigures().netSales,
      expectedFigures().commissionAmount,
      0,
      expectedFigures().payoutAmount,
    ]);
    expect(rows.find((row) => row[0] === '지급액')![11]).toBe(expectedFigures().payoutAmount);
    const theirs = await fetch(`${app.url}/api/manager/settlements/${statementId}/xlsx`, {
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(theirs.status).toBe(404);
  });

  it('refuses to change a closed statement in the database itself', async () => {
    await expect(
      sql(
        'update settlement_statements set gross_amount = gross_amount + 1, net_sales = net_sales + 1, payout_amount = payout_amount + 1 where id = ?',
        [statementId],
      ),
    ).rejects.toThrow(/figures cannot change/);
    await expect(
      sql(
        'update settlement_lines set refund_amount = 0, net_amount = paid_amount, payout_amount = paid_amount - commission_amount where statement_id = ?',
        [statementId],
      ),
    ).rejects.toThrow(/cannot change/);
    await expect(sql('delete from settlement_lines where statement_id = ?', [statementId])).rejects.toThrow(
      /cannot change/,
    );
    await expect(sql('delete from settlement_statements where id = ?', [statementId])).rejects.toThrow(
      /cannot be deleted/,
    );
    const [row] = await sql<{ gross_amount: number; line_count: number }>(
      'select gross_amount, line_count from settlement_statements where id = ?',
      [statementId],
    );
    expect(row).toEqual({ gross_amount: expectedFigures().grossAmount, line_count: 4 });
  });
});

describe('reconciliation with Toss', () => {
  it('finds the month’s gross − refunds equal to what the sandbox settled for those orders', async () => {
    const check = await app.graphql<{
      monthlySettlementCheck: {
        month: string;
        statementCount: number;
        statementsNet: number;
        tossNet: number;
        difference: number;
        differences: unknown[];
      };
    }>(
      `query ($month: String!) { monthlySettlementCheck(month: $month) { month statementCount statementsNet tossNet
        difference differences { orderId tossCharged ourCharged tossRefunded ourRefunded } } }`,
      { month: M },
      admin,
    );
    expect(check.errors).toBeUndefined();
    const others = (await app.request('GET', `/api/manager/settlements`, { token: tokenB }))
      .json<Array<{ month: string; grossAmount: number; refundAmount: number }>>()
      .filter((st) => st.month === M)
      .reduce((t, st) => t + st.grossAmount - st.refundAmount, 0);
    const net = expectedFigures().netSales + others;
    expect(check.data!.monthlySettlementCheck).toEqual({
      month: M,
      statementCount: 2,
      statementsNet: net,
      tossNet: net,
      difference: 0,
      differences: [],
    });
    const rest = await app.request('GET', `/api/admin/settlements/check?month=${M}`, { token: admin });
    expect(rest.json()).toMatchObject({ statementsNet: net, tossNet: net, difference: 0 });
    const bad = await app.request('GET', `/api/admin/settlements/check?month=2026-13`, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({ message: SETTLEMENT_MESSAGES.monthInvalid });
    expect((await app.request('GET', `/api/admin/settlements/check?month=${M}`, { token: tokenA })).status).toBe(403);
  });
});

describe('a refund recorded after close', () => {
  it('becomes an adjustment of the next statement, leaving the closed one as it was', async () => {
    const late = 30_000;
    await recordRefundedAtToss(app.orm.em.fork(), paymentIds.S, late, 'PARTIAL_CANCELED');
    clock.set(`${addMonths(M, 2)}-01T00:10:00+09:00`);
    expect(await close()).toEqual([addMonths(M, 1)]);
    const [next] = await sql<{ id: number }>(
      'select id from settlement_statements where hotel_id = ? and month = ?::date',
      [s.hotel.id, `${addMonths(M, 1)}-01`],
    );
    const answer = await app.graphql<{ settlementStatement: Record<string, unknown> }>(
      STATEMENT,
      { id: next!.id },
      tokenA,
    );
    const netX = paid.X;
    expect(answer.data!.settlementStatement).toMatchObject({
      lineCount: 1,
      grossAmount: paid.X,
      commissionAmount: commission(netX),
      adjustmentAmount: -late,
      payoutAmount: netX - commission(netX) - late,
      adjustments: [{ reservationId: ids.S, reason: SETTLEMENT_MESSAGES.lateRefund, amount: -late, month: M }],
    });
    const before = await app.graphql<{ settlementStatement: Record<string, unknown> }>(
      STATEMENT,
      { id: statementId },
      tokenA,
    );
    expect(before.data!.settlementStatement).toMatchObject(expectedFigures());
    // Counted once: the month after carries no second adjustment for it.
    clock.set(`${addMonths(M, 3)}-01T00:10:00+09:00`);
    await close();
    expect(await sql('select reservation_id from settlement_adjustments')).toEqual([{ reservation_id: ids.S }]);
  });
});

describe('marking paid', () => {
  const MARK = `mutation ($input: MarkSettlementPaidInput!) { markSettlementPaid(input: $input) { id status paidOn } }`;
  it('is for administrators, once, on a date after the month and not in the future', async () => {
    const today = clock.today();
    const asManager = await app.graphql(MARK, { input: { statementId, paidOn: today } }, tokenA);
    expect(asManager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const post = (paidOn: unknown, id = statementId) =>
      app.request('POST', `/api/admin/settlements/${id}/paid`, { token: admin, body: { paidOn } });
    expect((await post(addDays(today, 1))).json()).toEqual({ message: SETTLEMENT_MESSAGES.paidOnInFuture });
    expect((await post(`${M}-28`)).json()).toEqual({ message: SETTLEMENT_MESSAGES.paidOnBeforeClose });
    const malformed = await post('2026-02-30');
    expect(malformed.status).toBe(400);
    expect(malformed.json()).toEqual({ message: SETTLEMENT_MESSAGES.paidOnInvalid });
    expect((await post(today, 999_999)).status).toBe(404);
    expect((await post(today, 0)).status).toBe(400);

    const marked = await app.graphql<{ markSettlementPaid: { id: number; status: string; paidOn: string } }>(
      MARK,
      { input: { statementId, paidOn: today } },
      admin,
    );
    expect(marked.errors).toBeUndefined();
    expect(marked.data!.markSettlementPaid).toEqual({ id: statementId, status: 'PAID', paidOn: today });
    const again = await post(today);
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ message: SETTLEMENT_MESSAGES.alreadyPaid });
    await expect(
      sql('update settlement_statements set paid_on = null, paid_at = null where id = ?', [statementId]),
    ).rejects.toThrow(/already marked paid/);
  });
});
