import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_MESSAGES } from '@shim/common/coupon-rules';
import { addDays, formatMonthDay, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { bookingScenario, complete, payInWindow, prepare, type BookingScenario } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';

// Noon in Seoul on the day the fixtures' inventory starts; moved to the days around a start date or an expiry.
const day0 = todayInSeoul();
const at = (day: number, time = '12:00:00') => `${addDays(day0, day)}T${time}+09:00`;
const clock = new PinnedClock(at(0));
let app: TestApp;
let admin: string;
let s: BookingScenario;
beforeAll(async () => {
  app = await startTestApp({}, { clock, limitFactor: 100 });
  admin = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
  // 100,000원 a night: one night's stay total is 105,000원, two 205,000원, three 305,000원.
  s = await bookingScenario(app, { basePrice: 100_000, unitCount: 50 });
});
afterAll(() => app.close());

const createType = async (body: Record<string, unknown>) => {
  const answer = await app.request('POST', '/api/admin/coupons', {
    token: admin,
    body: { name: '조건 쿠폰', type: 'FIXED', discountValue: 5_000, expiryDate: addDays(day0, 30), ...body },
  });
  if (answer.status !== 200) throw new Error(`create ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.json<{ id: number }>().id;
};
const issue = (couponId: number, userId: number) =>
  app.request('POST', '/api/admin/coupons/issue', { token: admin, body: { couponId, userId } });
/** A new coupon type with `terms`, issued to the scenario's member; answers the member's userCouponId. */
const held = async (terms: Record<string, unknown>) => {
  const couponId = await createType(terms);
  expect((await issue(couponId, s.member.id)).status).toBe(200);
  const mine = (await app.request('GET', '/api/coupons/my-coupons', { token: s.token })).json<
    Array<{ userCouponId: number; name: string }>
  >();
  return mine.find((coupon) => coupon.name === terms.name)!.userCouponId;
};

const previewRest = (userCouponId: number, nights: number) =>
  app.request(
    'GET',
    `/api/reservations/preview?${new URLSearchParams(s.body(20, nights, { userCouponId }) as Record<string, string>)}`,
    { token: s.token },
  );
const stayInput = (userCouponId: number, nights: number) => {
  const body = s.body(20, nights);
  return {
    hotelId: body.hId,
    roomId: body.rId,
    checkIn: body.checkin,
    checkOut: body.checkout,
    roomCount: 1,
    persons: 2,
    userCouponId,
  };
};
const previewGraph = (userCouponId: number, nights: number) =>
  app.graphql<{ reservationPreview: { couponDiscount: number; totalAmount: number } }>(
    'query ($stay: StayBookingInput!) { reservationPreview(stay: $stay) { couponDiscount totalAmount } }',
    { stay: stayInput(userCouponId, nights) },
    s.token,
  );
const prepareGraph = (userCouponId: number, nights: number) =>
  app.graphql<{ prepareReservation: { totalAmount: number } }>(
    'mutation ($input: PrepareReservationInput!) { prepareReservation(input: $input) { totalAmount } }',
    { input: { ...stayInput(userCouponId, nights), termsAgreed: true } },
    s.token,
  );
const reservationsOfMember = async () => {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ count: number }>>('select count(*)::int as count from reservations where user_id = ?', [
      s.member.id,
    ]);
  return row!.count;
};

const minOrder = `최소 주문 금액 200,000원 이상일 때 사용할 수 있는 쿠폰입니다.`;
const startsOn = (day: number) => `${formatMonthDay(addDays(day0, day))}부터 사용할 수 있는 쿠폰입니다.`;

describe('coupon conditions at checkout (a pinned clock)', () => {
  it('prices and charges by the table of conditions × stay totals × days, or refuses with nothing held', async () => {
    const coupons = {
      min200k: await held({ name: '20만원 이상 1만원', discountValue: 10_000, minOrderAmount: 200_000 }),
      capped: await held({ name: '10% 최대 15,000원', type: 'PERCENT', discountValue: 10, maxDiscount: 15_000 }),
      later: await held({ name: '모레부터 10%', type: 'PERCENT', discountValue: 10, startDate: addDays(day0, 2) }),
      short: await held({ name: '내일까지 5천원', expiryDate: addDays(day0, 1) }),
    };
    type Row = [clockAt: string, coupon: keyof typeof coupons, nights: number, outcome: number | string];
    // outcome: the amount charged (stay total − discount), or the refusal's words.
    const table: Row[] = [
      [at(0), 'min200k', 1, minOrder], // 105,000 < 200,000
      [at(0), 'min200k', 2, 195_000], // 205,000 − 10,000
      [at(0), 'capped', 1, 95_000], // 10% of 100,000 = 10,000 under the cap
      [at(0), 'capped', 3, 290_000], // 10% of 300,000 = 30,000, capped at 15,000
      [at(0), 'later', 1, startsOn(2)],
      [at(1, '23:59:59'), 'later', 1, startsOn(2)], // the last second before the start day in Seoul
      [at(2, '00:00:01'), 'later', 1, 95_000],
      [at(1, '23:59:59'), 'short', 1, 100_000], // its last day
      [at(2, '00:00:01'), 'short', 1, MESSAGES.couponExpired],
    ];
    for (const [now, coupon, nights, outcome] of table) {
      clock.set(now);
      const id = coupons[coupon];
      const label = `${coupon} ${nights}박 at ${now}`;
      const rest = await previewRest(id, nights);
      const graph = await previewGraph(id, nights);
      const before = await reservationsOfMember();
      const prepared = await app.request('POST', '/api/reservations/prepare', {
        body: s.body(20, nights, { userCouponId: id }),
        token: s.token,
      });
      const preparedGraph = await prepareGraph(id, nights);
      if (typeof outcome === 'number') {
        expect(rest.json(), label).toMatchObject({ totalAmount: outcome });
        expect(graph.data?.reservationPreview.totalAmount, label).toBe(outcome);
        expect(prepared.json(), label).toMatchObject({ totalAmount: outcome, amount: outcome });
        expect(preparedGraph.data?.prepareReservation.totalAmount, label).toBe(outcome);
        expect(await reservationsOfMember(), label).toBe(before + 2);
      } else {
        expect(rest, label).toMatchObject({ status: 400, body: { message: outcome } });
        expect(graph.errors?.[0], label).toMatchObject({ message: outcome, extensions: { code: 'BAD_USER_INPUT' } });
        expect(prepared, label).toMatchObject({ status: 400, body: { message: outcome } });
        expect(preparedGraph.errors?.[0]?.message, label).toBe(outcome);
        expect(await reservationsOfMember(), label).toBe(before);
      }
    }
  });

  it('spends a coupon once: paid with it, it is refused afterwards as already used', async () => {
    clock.set(at(0));
    const id = await held({ name: '한 번 쓰는 10%', type: 'PERCENT', discountValue: 10, maxDiscount: 15_000 });
    const prepared = await prepare(app, s.body(25, 3, { userCouponId: id }), s.token);
    expect(prepared.totalAmount).toBe(290_000);
    const paid = await payInWindow(app, prepared);
    expect(await complete(app, prepared, paid, s.token)).toMatchObject({ status: 200, body: { amount: 290_000 } });
    expect(await previewRest(id, 1)).toMatchObject({ status: 400, body: { message: COUPON_MESSAGES.alreadyUsed } });
  });

  it('tells the member why each coupon cannot be used now, for a stay total or without one', async () => {
    clock.set(at(0));
    await held({ name: '목록 30만원 이상', minOrderAmount: 300_000 });
    await held({ name: '목록 사흘 뒤부터', startDate: addDays(day0, 3) });
    const rest = (await app.request('GET', '/api/coupons/my-coupons?stayTotal=105000', { token: s.token })).json<
      Array<{ name: string; usable: boolean; unusableReason: string | null; conditions: string[]; expired: boolean }>
    >();
    expect(rest.find((coupon) => coupon.name === '목록 30만원 이상')).toMatchObject({
      usable: false,
      unusableReason: '최소 주문 금액 300,000원 이상',
      conditions: ['300,000원 이상 주문', '1인 1회'],
      expired: false,
    });
    expect(rest.find((coupon) => coupon.name === '목록 사흘 뒤부터')).toMatchObject({
      usable: false,
      unusableReason: `${formatMonthDay(addDays(day0, 3))}부터 사용 가능`,
    });
    const withoutStay = (await app.request('GET', '/api/coupons/my-coupons', { token: s.token })).json<
      Array<{ name: string; usable: boolean }>
    >();
    expect(withoutStay.find((coupon) => coupon.name === '목록 30만원 이상')?.usable).toBe(true);
    expect((await app.request('GET', '/api/coupons/my-coupons?stayTotal=-1', { token: s.token })).status).toBe(400);

    const graph = await app.graphql<{
      myCoupons: {
        edges: Array<{ node: { unusableReason: string | null; coupon: { name: string; minOrderAmount: number } } }>;
      };
    }>(
      'query { myCoupons(first: 50) { edges { node { unusableReason(stayTotal: 305000) coupon { name minOrderAmount } } } } }',
      {},
      s.token,
    );
    const node = (name: string) => graph.data?.myCoupons.edges.find((edge) => edge.node.coupon.name === name)?.node;
    expect(node('목록 30만원 이상')).toMatchObject({ unusableReason: null, coupon: { minOrderAmount: 300_000 } });
    expect(node('목록 사흘 뒤부터')?.unusableReason).toBe(`${formatMonthDay(addDays(day0, 3))}부터 사용 가능`);
  });
});

describe('one copy per member', () => {
  it('refuses a second grant, skips the member in issue-all and refuses the code too', async () => {
    clock.set(at(0));
    const couponId = await createType({ name: '한 명에 한 장', code: 'ONEEACH1' });
    const member = await createUser(app.orm);
    const token = (await loginAs(app, member.email)).accessToken;
    expect((await issue(couponId, member.id)).status).toBe(200);
    expect(await issue(couponId, member.id)).toMatchObject({
      status: 409,
      body: { message: ADMIN_MESSAGES.couponAlreadyIssued },
    });
    const all = await app.request('POST', '/api/admin/coupons/issue-all', { token: admin, body: { couponId } });
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ copies: number }>>(
        'select count(*)::int as copies from user_coupons where coupon_id = ? and user_id = ?',
        [couponId, member.id],
      );
    expect(all.status).toBe(200);
    expect(row!.copies).toBe(1);
    expect(await app.request('POST', '/api/coupons/register', { token, body: { code: 'oneeach1' } })).toMatchObject({
      status: 409,
      body: { message: ACCOUNT_MESSAGES.couponCodeAlreadyTaken },
    });
    // The database holds the rule too, whatever writes the row.
    await expect(
      app.orm.em
        .fork()
        .getConnection()
        .execute('insert into user_coupons (user_id, coupon_id, issued_at) values (?, ?, now())', [
          member.id,
          couponId,
        ]),
    ).rejects.toThrow(/user_coupons_user_coupon_unique/);
  });
});

describe('expired coupons cannot be issued', () => {
  it('refuses issue and issue-all over REST and GraphQL after the last day, and says why in the list', async () => {
    clock.set(at(0));
    const couponId = await createType({ name: '오늘까지 쿠폰', expiryDate: day0 });
    const member = await createUser(app.orm);
    clock.set(at(1, '00:00:01'));
    const reason = `만료일(${formatMonthDay(day0)})이 지난 쿠폰은 발급할 수 없습니다.`;
    expect(await issue(couponId, member.id)).toMatchObject({ status: 409, body: { message: reason } });
    expect(
      await app.request('POST', '/api/admin/coupons/issue-all', { token: admin, body: { couponId } }),
    ).toMatchObject({ status: 409, body: { message: reason } });
    const one = await app.graphql(
      'mutation ($input: IssueCouponInput!) { issueCoupon(input: $input) { count } }',
      { input: { couponId, userId: member.id } },
      admin,
    );
    expect(one.errors?.[0]).toMatchObject({ message: reason, extensions: { code: 'CONFLICT' } });
    const all = await app.graphql(
      'mutation ($input: IssueCouponToAllInput!) { issueCouponToAll(input: $input) { count } }',
      { input: { couponId } },
      admin,
    );
    expect(all.errors?.[0]?.message).toBe(reason);

    const list = (await app.request('GET', '/api/admin/coupons', { token: admin })).json<
      Array<{ id: number; issueBlockedReason: string | null }>
    >();
    expect(list.find((coupon) => coupon.id === couponId)?.issueBlockedReason).toBe(reason);
    const types = await app.graphql<{
      adminCouponTypes: { edges: Array<{ node: { id: number; issueBlockedReason: string | null } }> };
    }>('query { adminCouponTypes(first: 100) { edges { node { id issueBlockedReason } } } }', {}, admin);
    expect(types.data?.adminCouponTypes.edges.find((edge) => edge.node.id === couponId)?.node).toEqual({
      id: couponId,
      issueBlockedReason: reason,
    });
    clock.set(at(0));
  });
});

describe('the administrator’s coupon form', () => {
  it('checks the conditions, edits a coupon in full and keeps the sign-up coupon as the system’s', async () => {
    clock.set(at(0));
    const create = (body: Record<string, unknown>) =>
      app.request('POST', '/api/admin/coupons', {
        token: admin,
        body: { name: '검사', type: 'PERCENT', value: 10, expiryDate: addDays(day0, 10), ...body },
      });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'FIXED', value: 5_000, maxDiscount: 1_000 }, COUPON_MESSAGES.maxDiscountPercentOnly],
      [{ maxDiscount: 0 }, COUPON_MESSAGES.maxDiscountInvalid],
      [{ minOrderAmount: -1 }, COUPON_MESSAGES.minOrderInvalid],
      [{ minOrderAmount: 'abc' }, COUPON_MESSAGES.minOrderInvalid],
      [{ startDate: addDays(day0, 11) }, COUPON_MESSAGES.startAfterExpiry],
      [{ startDate: '2026-02-30' }, COUPON_MESSAGES.startInvalid],
    ];
    for (const [body, message] of cases) {
      expect(await create(body), JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    const created = await create({ minOrderAmount: 50_000, maxDiscount: 20_000, startDate: addDays(day0, 10) });
    expect(created).toMatchObject({
      status: 200,
      body: { name: '검사', minOrderAmount: 50_000, maxDiscount: 20_000, startDate: addDays(day0, 10), code: null },
    });
    const id = created.json<{ id: number }>().id;
    const edited = await app.graphql<{ updateCouponType: { coupon: Record<string, unknown> } }>(
      `mutation ($input: UpdateCouponTypeInput!) { updateCouponType(input: $input) {
         coupon { id name type discount expiryDate minOrderAmount maxDiscount startDate conditions } } }`,
      {
        input: {
          couponId: id,
          name: '검사 (수정)',
          type: 'FIXED',
          value: 3_000,
          expiryDate: addDays(day0, 20),
          minOrderAmount: 0,
        },
      },
      admin,
    );
    expect(edited.data?.updateCouponType.coupon).toEqual({
      id,
      name: '검사 (수정)',
      type: 'FIXED',
      discount: 3_000,
      expiryDate: addDays(day0, 20),
      minOrderAmount: 0,
      maxDiscount: null,
      startDate: null,
      conditions: ['1인 1회'],
    });
    const viaRest = await app.request('PUT', `/api/admin/coupons/${id}`, {
      token: admin,
      body: { name: '검사', type: 'PERCENT', value: 10, expiryDate: addDays(day0, 20), maxDiscount: 9_000 },
    });
    expect(viaRest).toMatchObject({
      status: 200,
      body: { message: COUPON_MESSAGES.updated, coupon: { id, type: 'PERCENT', maxDiscount: 9_000 } },
    });
    expect(
      await app.request('PUT', `/api/admin/coupons/${id}`, {
        token: admin,
        body: { name: '검사', type: 'FIXED', value: 10, expiryDate: addDays(day0, 20), maxDiscount: 9_000 },
      }),
    ).toMatchObject({ status: 400, body: { message: COUPON_MESSAGES.maxDiscountPercentOnly } });
    expect((await app.request('PUT', '/api/admin/coupons/999999', { token: admin, body: {} })).status).toBe(404);
    const [system] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: number }>>(
        `insert into coupons (name, type, discount_value, system_key, created_at)
         values ('시스템 쿠폰', 'PERCENT', 10, 'TEST_SYSTEM', now()) returning id`,
      );
    expect(
      await app.request('PUT', `/api/admin/coupons/${system!.id}`, {
        token: admin,
        body: { name: '바꿈', type: 'PERCENT', value: 50, expiryDate: addDays(day0, 20) },
      }),
    ).toMatchObject({ status: 409, body: { message: COUPON_MESSAGES.systemCouponLocked } });
    expect((await app.request('PUT', `/api/admin/coupons/${id}`, { token: s.token, body: {} })).status).toBe(403);
  });
});
