import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { nextIp } from '../../../test/accounts';
import { book, bookingScenario, prepare } from '../../../test/booking-fixtures';
import { startTestApp, withRedis, type TestApp } from '../../../test/harness';

const from = (ip: string, key?: string) => ({ 'x-forwarded-for': ip, ...(key ? { 'x-browser-key': key } : {}) });
const browserKey = () => `key-${Math.random().toString(36).slice(2)}-${Date.now()}`;

// Finding 3: the order number alone reveals nothing that proves a guest booking, and guessing the phone
// is cut off per order number and per client, in process and in Redis alike.
describe.each([
  ['in process', {}],
  ['in Redis', withRedis()],
])('guest booking proofs (%s)', (_where, env) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(env);
  });
  afterAll(() => app.close());

  it('shows no phone digits and no name by order number', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(9, 1, { phone: '01055556666', guestName: '김손님' }));
    const byOrder = await app.request('GET', `/api/reservations/order/${prepared.orderId}`);
    expect(byOrder.status).toBe(200);
    expect(byOrder.body).toMatchObject({ phone: null, guestName: null });
    expect(JSON.stringify(byOrder.body)).not.toMatch(/5556|6666|김손님/);
    const graphql = await app.graphql<{ reservationByOrder: { phone: string | null } }>(
      'query ($o: String!) { reservationByOrder(orderId: $o) { phone } }',
      { o: prepared.orderId },
    );
    expect(graphql.data?.reservationByOrder.phone).toBeNull();
  });

  it('refuses lookup and cancel of an order for an hour after too many wrong phones, from any client', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(12, 1, { phone: '01012341234' }));
    const guess = (phone: string, ip: string) =>
      app.request('GET', `/api/reservations/guest?orderId=${prepared.orderId}&phone=${phone}`, { headers: from(ip) });
    for (let i = 0; i < LIMITS.guestProofFailuresPerOrder; i += 1) {
      expect((await guess(`0109999${String(i).padStart(4, '0')}`, nextIp())).status).toBe(404);
    }
    // Even the right phone, from a new client: the order is locked for guests.
    expect(await guess('01012341234', nextIp())).toMatchObject({
      status: 429,
      body: { message: MESSAGES.guestProofLocked },
    });
    const cancel = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      headers: from(nextIp()),
      body: { orderId: prepared.orderId, phone: '01012341234' },
    });
    expect(cancel).toMatchObject({ status: 429, body: { message: MESSAGES.guestProofLocked } });
    // The member path is untouched: a member's own booking is found by the token.
  });

  it('counts wrong phones sent to the order-number lookup, so the buyer cannot be guessed there either', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(13, 1, { phone: '01023452345', guestName: '이손님' }));
    const lookup = (phone: string) =>
      app.request('GET', `/api/reservations/order/${prepared.orderId}?phone=${phone}`, { headers: from(nextIp()) });
    for (let i = 0; i < LIMITS.guestProofFailuresPerOrder; i += 1) {
      const wrong = await lookup(`0109999${String(i).padStart(4, '0')}`);
      expect(wrong.status).toBe(200);
      expect(wrong.body).toMatchObject({ guestName: null, phone: null });
    }
    expect(await lookup('01023452345')).toMatchObject({ status: 429, body: { message: MESSAGES.guestProofLocked } });
    // Without a phone the booking itself is still shown, withheld as always.
    expect(await app.request('GET', `/api/reservations/order/${prepared.orderId}`)).toMatchObject({
      status: 200,
      body: { orderId: prepared.orderId, guestName: null },
    });
  });

  it('cuts off a client that guesses across many orders', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(14, 1, { phone: '01077778888' }));
    const ip = nextIp();
    for (let i = 0; i < LIMITS.guestProofFailuresPerIpPerHour; i += 1) {
      const wrong = await app.request('PUT', `/api/reservations/${prepared.reservationId + 1000 + i}/cancel`, {
        headers: from(ip),
        body: { orderId: `ORDER${i}abcdefghijkl`, phone: '01000000000' },
      });
      expect(wrong.status).toBe(404);
    }
    const right = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      headers: from(ip),
      body: { orderId: prepared.orderId, phone: '01077778888' },
    });
    expect(right).toMatchObject({ status: 429, body: { message: MESSAGES.guestProofLocked } });
    // Another client with the right proof still cancels.
    const other = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      headers: from(nextIp()),
      body: { orderId: prepared.orderId, phone: '01077778888' },
    });
    expect(other.status).toBe(200);
  });
});

// Finding 4: an anonymous client holds a bounded amount, and a client that comes back releases its own
// abandoned checkout.
describe('holds of anonymous clients', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const prepareFrom = (body: Record<string, unknown>, headers: Record<string, string>, token?: string) =>
    app.request('POST', '/api/reservations/prepare', { body, headers, token });
  const statusOf = async (reservationId: number) => {
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: string }>>('select status from reservations where id = ?', [reservationId]);
    return row?.status;
  };

  it(`lets one IP hold ${LIMITS.guestOpenHoldsPerIp} checkouts at once, then answers 429`, async () => {
    const s = await bookingScenario(app, { unitCount: 10 });
    const ip = nextIp();
    for (let i = 0; i < LIMITS.guestOpenHoldsPerIp; i += 1) {
      expect((await prepareFrom(s.body(10 + i), from(ip, browserKey()))).status).toBe(200);
    }
    expect(await prepareFrom(s.body(20), from(ip, browserKey()))).toMatchObject({
      status: 429,
      body: { message: MESSAGES.tooManyHolds },
    });
    // Nobody else is affected, and a member from that address is bounded by their account instead.
    expect((await prepareFrom(s.body(21), from(nextIp(), browserKey()))).status).toBe(200);
    expect((await prepareFrom(s.body(22), from(ip), s.token)).status).toBe(200);
  });

  it('lets no more than the limit through when one IP prepares many checkouts at once', async () => {
    const s = await bookingScenario(app, { unitCount: 10 });
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => prepareFrom(s.body(3 + i), from(ip, browserKey()))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it(`refuses a guest hold past ${LIMITS.guestHoldRoomNightsPerIp} room-nights`, async () => {
    const s = await bookingScenario(app, { unitCount: 10, capacity: 4 });
    const big = s.body(30, 7, { roomCount: 5, people: 10 });
    expect(await prepareFrom(big, from(nextIp(), browserKey()))).toMatchObject({
      status: 429,
      body: { message: MESSAGES.guestHoldTooLarge },
    });
    expect((await prepareFrom(big, from(nextIp()), s.token)).status).toBe(200);
  });

  it('releases the abandoned hold of the same browser, and of the same member', async () => {
    const s = await bookingScenario(app, { unitCount: 1 });
    const ip = nextIp();
    const key = browserKey();
    const first = (await prepareFrom(s.body(25), from(ip, key))).json<{ reservationId: number }>();
    // The room's one unit is held: the same browser coming back gets it again.
    const again = await prepareFrom(s.body(25), from(ip, key));
    expect(again.status).toBe(200);
    expect(await statusOf(first.reservationId)).toBe('CANCELED');
    // Another browser on the same address does not release it.
    expect((await prepareFrom(s.body(25), from(ip, browserKey()))).status).toBe(409);

    const mine = await prepare(app, s.body(26), s.token);
    await prepare(app, s.body(27), s.token);
    expect(await statusOf(mine.reservationId)).toBe('CANCELED');
  });
});
