import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { weekendHoursApply } from '@shim/common/day-use';
import { dayUseRefusalMessage, DAY_USE_MESSAGES } from '@shim/common/day-use-messages';
import { stayTotal } from '@shim/common/stay-offer';
import { complete, payInWindow, type Prepared } from '../../../test/booking-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { statementsSent } from '../../db/statements-sent';
import { PinnedClock } from '../../platform/clock';
import { consoleUser, issueKey, keyed } from '../api-keys/api-key-fixtures';
import { composeNotices } from '../notifications/notification.service';
import { holidayOn } from '../rooms/holidays';

/**
 * 대실 through the guest's and partner's faces (GraphQL and REST): the slots a lodging page lists (lead time, the
 * cleaning buffer, a night sold), then prepare → Toss stand-in → complete → the SMS with the hours → lookup →
 * cancel inside and outside the free window; a partner key's booking, the webhook payload, a review after the end.
 */

/** A weekday (weekday hours, no holiday) 3–9 days ahead in Seoul, inside the fixtures' 40 nights of inventory. */
function weekday(): string {
  let date = addDays(todayInSeoul(), 3);
  while (weekendHoursApply(date, holidayOn(date) !== null)) date = addDays(date, 1);
  return date;
}
const D = weekday();
const at = (time: string, date = D) => new Date(`${date}T${time}:00+09:00`);
const clock = new PinnedClock(at('08:00'));
const PHONE = '01055556666';
const CONSENTS = ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY'];

let app: TestApp;
let hotelId: number;
/** One room type per scene: `buffer` and `night` have 1 room and 1 대실 room, `flow` 3 rooms and 3 대실 rooms. */
const room = { buffer: 0, night: 0, flow: 0 };
const db = () => app.orm.em.fork().getConnection();

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', API_KEY_UNPAID_HOLDS: '3' }, { clock, limitFactor: 10 });
  const created = await createHotel(app.orm, {
    type: 'MOTEL',
    rooms: [
      { name: '버퍼', unitCount: 1, basePrice: 80_000 },
      { name: '숙박 겸용', unitCount: 1, basePrice: 80_000 },
      { name: '대실 전용', unitCount: 3, basePrice: 80_000 },
    ],
  });
  hotelId = created.hotel.id;
  [room.buffer, room.night, room.flow] = created.rooms.map((r) => r.id) as [number, number, number];
  for (const [id, maxRooms] of [
    [room.buffer, 1],
    [room.night, 1],
    [room.flow, 3],
  ]) {
    await db().execute(
      `insert into day_use_offers (room_id, enabled, opens, closes, last_start, buffer_minutes, max_rooms, durations)
       values (?, true, '10:00', '22:00', '18:00', 30, ?, ?::jsonb)`,
      [
        id,
        maxRooms,
        JSON.stringify([
          { hours: 3, price: 30_000 },
          { hours: 4, price: 35_000 },
        ]),
      ],
    );
  }
});
afterAll(() => app.close());

const SLOTS = `query ($id: Int!, $date: String!) {
  room(id: $id) { dayUse(date: $date) { hours price label starts freeCancellationUntil } }
}`;
interface Slot {
  hours: number;
  price: number;
  label: string;
  starts: string[];
  freeCancellationUntil: string | null;
}
async function slotsOf(roomId: number): Promise<Slot[]> {
  const answer = await app.graphql<{ room: { dayUse: Slot[] } }>(SLOTS, { id: roomId, date: D });
  expect(answer.errors).toBeUndefined();
  return answer.data!.room.dayUse;
}
const startsOf = async (roomId: number, hours: number) =>
  (await slotsOf(roomId)).find((s) => s.hours === hours)!.starts;
/** `10:00`, `10:30`, … `until` inclusive. */
function halfHours(from: string, until: string): string[] {
  const out: string[] = [];
  for (let t = at(from).getTime(); t <= at(until).getTime(); t += 30 * 60_000) {
    out.push(new Date(t + 9 * 3_600_000).toISOString().slice(11, 16));
  }
  return out;
}

const dayUseBody = (roomId: number, start: string, hours: number, extra: Record<string, unknown> = {}) => ({
  kind: 'DAY_USE',
  hId: hotelId,
  rId: roomId,
  date: D,
  start,
  hours,
  roomCount: 1,
  people: 2,
  phone: PHONE,
  termsAgreed: true,
  ...extra,
});

async function bookDayUse(body: Record<string, unknown>, token?: string) {
  const answer = await app.request('POST', '/api/reservations/prepare', { body, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const prepared = answer.json<Prepared & { kind: string; dayUseStartsAt: string; dayUseEndsAt: string }>();
  const paid = await payInWindow(app, prepared);
  const completed = await complete(app, prepared, paid, token);
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  return prepared;
}

describe('대실 slots of a lodging page', () => {
  it('lists every duration with the price paid, the starts from opening to the last start and the free-cancel deadline', async () => {
    clock.set(at('08:00'));
    const slots = await slotsOf(room.flow);
    expect(slots).toEqual([
      {
        hours: 3,
        price: stayTotal(30_000, 1),
        label: '대실 3시간',
        starts: halfHours('10:00', '18:00'),
        freeCancellationUntil: at('09:00').toISOString(),
      },
      {
        hours: 4,
        price: stayTotal(35_000, 1),
        label: '대실 4시간',
        starts: halfHours('10:00', '18:00'),
        freeCancellationUntil: at('09:00').toISOString(),
      },
    ]);
    // The REST twin answers the same per room type of the lodging.
    const rest = await app.request('GET', `/api/hotels/${hotelId}/day-use?date=${D}&roomCount=2`);
    expect(rest.status).toBe(200);
    const flow = rest.json<Array<{ roomId: number; slots: Slot[] }>>().find((r) => r.roomId === room.flow)!;
    expect(flow.slots.map((s) => [s.hours, s.price, s.starts.length])).toEqual([
      [3, stayTotal(30_000, 2), 17],
      [4, stayTotal(35_000, 2), 17],
    ]);
    expect((await app.request('GET', `/api/hotels/${hotelId}/day-use?date=12-04`)).status).toBe(400);
    expect((await app.request('GET', `/api/hotels/999999/day-use?date=${D}`)).status).toBe(404);
  });

  it('answers every room type of a lodging page with one statement', async () => {
    clock.set(at('08:00'));
    const query = `query ($id: Int!, $date: String!) { hotel(id: $id) { rooms { id dayUse(date: $date) { hours starts } } } }`;
    let rooms: Array<{ dayUse: unknown[] }> = [];
    const sent = await statementsSent(app.orm, async () => {
      const answer = await app.graphql<{ hotel: { rooms: typeof rooms } }>(query, { id: hotelId, date: D });
      rooms = answer.data!.hotel.rooms;
    });
    expect(rooms.filter((r) => r.dayUse.length === 2)).toHaveLength(3);
    expect(sent.filter((statement) => statement.sql.includes('day_use_offers'))).toHaveLength(1);
  });

  it('sells no start sooner than 30 minutes ahead; prepare refuses one with the rule', async () => {
    clock.set(at('09:50'));
    expect((await startsOf(room.flow, 3))[0]).toBe('10:30');
    const refused = await app.request('POST', '/api/reservations/prepare', { body: dayUseBody(room.flow, '10:00', 3) });
    expect(refused.status).toBe(400);
    expect(refused.json().message).toBe(dayUseRefusalMessage('TOO_SOON'));
    const slots = await slotsOf(room.flow);
    // 10:30 − 60 minutes has passed: no free cancellation left for the earliest start.
    expect(slots[0]!.freeCancellationUntil).toBeNull();
  });

  it('keeps the cleaning buffer after a use sold on the only 대실 room', async () => {
    clock.set(at('08:00'));
    await bookDayUse(dayUseBody(room.buffer, '10:00', 3));
    // Held 10:00–13:00 plus 30 minutes: the next use starts at 13:30.
    expect(await startsOf(room.buffer, 3)).toEqual(halfHours('13:30', '18:00'));
    expect(await startsOf(room.buffer, 4)).toEqual(halfHours('13:30', '18:00'));
  });

  it('ends every use, buffer included, by check-in once the night is sold', async () => {
    clock.set(at('08:00'));
    const night = await app.request('POST', '/api/reservations/prepare', {
      body: {
        hId: hotelId,
        rId: room.night,
        checkin: D,
        checkout: addDays(D, 1),
        roomCount: 1,
        people: 2,
        phone: PHONE,
        termsAgreed: true,
      },
    });
    expect(night.status).toBe(200);
    // Check-in 15:00: a 3-hour use starts by 11:30 (ends 14:30, buffer to 15:00), a 4-hour one by 10:30.
    expect(await startsOf(room.night, 3)).toEqual(halfHours('10:00', '11:30'));
    expect(await startsOf(room.night, 4)).toEqual(halfHours('10:00', '10:30'));
  });
});

describe('a guest books, hears of, looks up and cancels a 대실', () => {
  // The lodging's default 60 minutes before a 14:00 start: all back through 12:59, nothing after, on the use's day.
  const dayUsePolicy = [
    { until: D, untilTime: '12:59', refundRate: 100 },
    { until: D, untilTime: null, refundRate: 0 },
  ];

  it('prepare → pay → complete → SMS with the hours → lookup → cancel inside the free window refunds all', async () => {
    clock.set(at('08:00'));
    const prepared = await bookDayUse(dayUseBody(room.flow, '14:00', 4, { guestName: '홍대실' }));
    expect(prepared).toMatchObject({
      kind: 'DAY_USE',
      dayUseStartsAt: at('14:00').toISOString(),
      dayUseEndsAt: at('18:00').toISOString(),
      totalAmount: stayTotal(35_000, 1),
    });

    await composeNotices(app.http.services, { reservationId: prepared.reservationId, event: 'CONFIRMED' });
    const [sms] = await db().execute<Array<{ body: string }>>(
      `select body from notifications where reservation_id = ? and channel = 'SMS'`,
      [prepared.reservationId],
    );
    expect(sms!.body).toContain('[쉼, 한국] 대실 예약완료!');
    expect(sms!.body).toContain('대실 4시간');
    expect(sms!.body).toContain('14:00–18:00');

    const lookup = await app.request(
      'GET',
      `/api/reservations/guest?bookingNumber=${prepared.bookingNumber}&phone=010-5555-6666`,
    );
    expect(lookup.status).toBe(200);
    expect(lookup.json()).toMatchObject({
      kind: 'DAY_USE',
      dayUseStartsAt: at('14:00').toISOString(),
      dayUseEndsAt: at('18:00').toISOString(),
      checkIn: D,
      cancellable: true,
      freeCancelUntil: at('13:00').toISOString(),
    });
    const restQuote = await app.request(
      'GET',
      `/api/reservations/${prepared.reservationId}/cancel-quote?orderId=${prepared.orderId}&phone=${PHONE}`,
    );
    expect(restQuote.status).toBe(200);
    expect(restQuote.json()).toMatchObject({ refundRate: 100, policy: dayUsePolicy });
    const graph = await app.graphql<{
      guestReservation: Record<string, unknown>;
      cancellationQuote: { refundRate: number; policy: unknown[] };
    }>(
      `query ($n: String!, $p: String!, $id: Int!, $o: String!) {
        guestReservation(bookingNumber: $n, phone: $p) {
          kind dayUseStartsAt dayUseEndsAt cancellationPolicy { until untilTime refundRate }
        }
        cancellationQuote(reservationId: $id, orderId: $o, phone: $p) { refundRate policy { until untilTime refundRate } }
      }`,
      { n: prepared.bookingNumber, p: PHONE, id: prepared.reservationId, o: prepared.orderId },
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data?.guestReservation).toEqual({
      kind: 'DAY_USE',
      dayUseStartsAt: at('14:00').toISOString(),
      dayUseEndsAt: at('18:00').toISOString(),
      cancellationPolicy: dayUsePolicy,
    });
    // The dialog lists the same policy as the card: the 대실's, never the nights' day tiers.
    expect(graph.data?.cancellationQuote).toEqual({ refundRate: 100, policy: dayUsePolicy });

    clock.set(at('12:59'));
    const cancel = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      body: { orderId: prepared.orderId, phone: PHONE },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json()).toMatchObject({ refundRate: 100, canceledAmount: prepared.totalAmount });
    await composeNotices(app.http.services, { reservationId: prepared.reservationId, event: 'CANCELED' });
    const texts = await db().execute<Array<{ body: string }>>(
      `select body from notifications where reservation_id = ? and event = 'CANCELED'`,
      [prepared.reservationId],
    );
    expect(texts.some((t) => t.body.includes('대실 4시간') && t.body.includes('14:00–18:00'))).toBe(true);
  });

  it('refunds nothing once the free window has closed', async () => {
    clock.set(at('08:00'));
    const prepared = await bookDayUse(dayUseBody(room.flow, '10:00', 3));
    clock.set(at('09:00'));
    const cancel = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      body: { orderId: prepared.orderId, phone: PHONE },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json()).toMatchObject({ refundRate: 0, canceledAmount: 0 });
  });
});

describe('a partner books 대실; partners hear of it without the guest', () => {
  it('books through a bookings:write key and records a reservation webhook with kind DAY_USE and no personal data', async () => {
    clock.set(at('08:00'));
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const hook = await app.graphql(
      `mutation ($input: RegisterWebhookInput!) { registerWebhook(input: $input) { id } }`,
      { input: { url: 'http://127.0.0.1:4479/hooks', events: ['reservation.confirmed'] } },
      admin.token,
    );
    expect(hook.errors).toBeUndefined();
    const { key } = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read', 'bookings:write'] });
    const ask = { hotelId, roomId: room.flow, date: D, start: '15:00', hours: 3, roomCount: 1, persons: 2 };
    const quote = await keyed(
      app,
      key,
      `query ($input: DayUseQuoteInput!) { dayUseQuote(input: $input) { label totalAmount endsAt } }`,
      {
        variables: { input: ask },
      },
    );
    expect(quote.body.data?.dayUseQuote).toEqual({
      label: '대실 3시간',
      totalAmount: stayTotal(30_000, 1),
      endsAt: at('18:00').toISOString(),
    });
    const held = await keyed(
      app,
      key,
      `mutation ($input: PrepareDayUseInput!) { prepareDayUse(input: $input) { orderId totalAmount orderName reservation { kind dayUseStartsAt } } }`,
      { variables: { input: { ...ask, phone: '010-7777-8888', guestName: '파트너손님', consents: CONSENTS } } },
    );
    expect(held.body.errors).toBeUndefined();
    const prepared = held.body.data!.prepareDayUse as { orderId: string; totalAmount: number; orderName: string };
    expect(prepared.orderName).toContain('대실 3시간');
    const [row] = await db().execute<Array<{ id: number; hold_ip: string }>>(
      'select id, hold_ip from reservations where order_id = ?',
      [prepared.orderId],
    );
    // Counted against the key's unpaid holds, as a night is.
    expect(row!.hold_ip).toMatch(/^key:/);
    const paid = await payInWindow(app, prepared);
    const done = await keyed(
      app,
      key,
      `mutation ($input: CompletePaymentInput!) { completePayment(input: $input) { amount } }`,
      {
        variables: { input: { orderId: prepared.orderId, paymentKey: paid.paymentKey, amount: Number(paid.amount) } },
      },
    );
    expect(done.body.errors).toBeUndefined();

    const [event] = await db().execute<Array<{ data: Record<string, unknown> }>>(
      `select data from webhook_events where reservation_id = ? and type = 'reservation.confirmed'`,
      [row!.id],
    );
    expect(event!.data).toMatchObject({
      kind: 'DAY_USE',
      dayUseStartsAt: at('15:00').toISOString().replace('.000Z', 'Z'),
      dayUseEndsAt: at('18:00').toISOString().replace('.000Z', 'Z'),
      checkIn: D,
    });
    const body = JSON.stringify(event!.data);
    for (const secret of ['파트너손님', '01077778888', '010-7777-8888']) expect(body).not.toContain(secret);
  });
});

describe('reviewing a 대실', () => {
  it('may be reviewed once its hours have ended, not before', async () => {
    clock.set(at('08:00'));
    const member = await createUser(app.orm, 'ROLE_USER', { name: '리뷰어' });
    const { accessToken } = await loginAs(app, member.email);
    const prepared = await bookDayUse(dayUseBody(room.flow, '11:00', 3), accessToken);
    await composeNotices(app.http.services, { reservationId: prepared.reservationId, event: 'CONFIRMED' });
    const [mail] = await db().execute<Array<{ body: string }>>(
      `select body from notifications where reservation_id = ? and channel = 'EMAIL' and recipient = ?`,
      [prepared.reservationId, member.email],
    );
    expect(mail!.body).toContain('이용: 대실 3시간');
    expect(mail!.body).toContain('11:00–14:00');
    expect(mail!.body).not.toContain('체크인:');
    const review = (token: string) =>
      app.request('POST', '/api/reviews', {
        token,
        body: { reservationId: prepared.reservationId, score: 5, content: '깔끔하고 조용했어요.' },
      });
    clock.set(at('13:59'));
    const early = await review(accessToken);
    expect(early.status).toBe(409);
    expect(early.json().message).toBe(DAY_USE_MESSAGES.dayUseReviewBeforeEnd);
    clock.set(at('14:00'));
    const mine = await app.request('GET', '/api/mypage/reservations', { token: accessToken });
    expect(
      mine.json<Array<Record<string, unknown>>>().find((r) => r.reservationId === prepared.reservationId),
    ).toMatchObject({
      kind: 'DAY_USE',
      reviewable: true,
      statusLabel: '이용 완료',
    });
    expect((await review(accessToken)).status).toBe(201);
  });
});
