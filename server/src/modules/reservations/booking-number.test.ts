import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_NUMBER_PATTERN } from '@shim/common/booking-number';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { nextIp } from '../../../test/accounts';
import { book, bookingScenario, prepare } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import * as numbers from './booking-number';

// The real generator, with a way to hand out a taken number once (the collision retry).
vi.mock('./booking-number', async (original) => {
  const real = await original<typeof import('./booking-number')>();
  return { ...real, newBookingNumber: vi.fn(real.newBookingNumber) };
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
/** `7K4Q-9XMT-Q2RA` as a person might type it: lower case, no dashes, spaces between groups. */
const typed = (number: string) => number.toLowerCase().replace(/-/g, ' ');
const compact = (number: string) => number.toLowerCase().replace(/-/g, '');

describe('booking number', () => {
  it('is drawn from crypto: the pattern every time, no repeat over many', async () => {
    const { newBookingNumber } = await vi.importActual<typeof import('./booking-number')>('./booking-number');
    const drawn = Array.from({ length: 20_000 }, () => newBookingNumber());
    expect(drawn.every((number) => BOOKING_NUMBER_PATTERN.test(number))).toBe(true);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('is made with the booking, grouped, and answered beside the orderId', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(9, 1, { phone: '01055556666' }));
    expect(prepared.bookingNumber).toMatch(BOOKING_NUMBER_PATTERN);
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ booking_number: string; order_id: string }>>(
        'select booking_number, order_id from reservations where id = ?',
        [prepared.reservationId],
      );
    expect(row).toEqual({ booking_number: prepared.bookingNumber, order_id: prepared.orderId });
    // A member's booking carries its own number on my page, beside the orderId REST clients read.
    const { prepared: own } = await book(app, s.body(16, 1, { phone: '01055556667' }), s.token);
    const mine = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(mine.json<Array<{ orderId: string; bookingNumber: string }>>()).toContainEqual(
      expect.objectContaining({ orderId: own.orderId, bookingNumber: own.bookingNumber }),
    );
    expect(own.bookingNumber).not.toBe(prepared.bookingNumber);
  });

  it('looks a guest booking up by its number in any case, with or without dashes, in REST and GraphQL', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(10, 1, { phone: '01055557777' }));
    const number = prepared.bookingNumber;

    const rest = await app.request(
      'GET',
      `/api/reservations/guest?bookingNumber=${encodeURIComponent(typed(number))}&phone=010-5555-7777`,
      { headers: from(nextIp()) },
    );
    expect(rest).toMatchObject({
      status: 200,
      body: { orderId: prepared.orderId, bookingNumber: number, reservationId: prepared.reservationId },
    });
    // Existing clients send `orderId`: it takes the booking number too.
    const viaOrderId = await app.request(
      'GET',
      `/api/reservations/guest?orderId=${compact(number)}&phone=01055557777`,
      {
        headers: from(nextIp()),
      },
    );
    expect(viaOrderId.body).toMatchObject({ orderId: prepared.orderId, bookingNumber: number });
    // The orderId still finds it, exactly as before.
    const old = await app.request('GET', `/api/reservations/guest?orderId=${prepared.orderId}&phone=01055557777`, {
      headers: from(nextIp()),
    });
    expect(old.body).toMatchObject({ orderId: prepared.orderId, bookingNumber: number });
    const byPath = await app.request('GET', `/api/reservations/order/${compact(number)}`, { headers: from(nextIp()) });
    expect(byPath.body).toMatchObject({ orderId: prepared.orderId, bookingNumber: number, phone: null });

    const query = `query ($n: String, $o: String, $p: String!) {
      guestReservation(bookingNumber: $n, orderId: $o, phone: $p) { id orderId bookingNumber phone } }`;
    const byNumber = await app.graphql<{ guestReservation: Record<string, unknown> }>(query, {
      n: `  ${typed(number)} `,
      p: '010 5555 7777',
    });
    expect(byNumber.data?.guestReservation).toEqual({
      id: prepared.reservationId,
      orderId: prepared.orderId,
      bookingNumber: number,
      phone: '01055557777',
    });
    const numberAsOrderId = await app.graphql<{ guestReservation: { bookingNumber: string } }>(query, {
      o: compact(number),
      p: '01055557777',
    });
    expect(numberAsOrderId.data?.guestReservation.bookingNumber).toBe(number);
    const byOrder = await app.graphql<{ reservationByOrder: { orderId: string; bookingNumber: string } }>(
      'query ($o: String!) { reservationByOrder(orderId: $o) { orderId bookingNumber } }',
      { o: number.toLowerCase() },
    );
    expect(byOrder.data?.reservationByOrder).toEqual({ orderId: prepared.orderId, bookingNumber: number });
  });

  it('proves a guest cancel with the booking number', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(20, 1, { phone: '01055558888' }));
    const cancel = await app.request('PUT', `/api/reservations/${prepared.reservationId}/cancel`, {
      headers: from(nextIp()),
      body: { bookingNumber: typed(prepared.bookingNumber), phone: '01055558888' },
    });
    expect(cancel).toMatchObject({ status: 200, body: { message: MESSAGES.reservationCanceled } });
  });

  it('finds nothing for a confusable or a wrong number', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(11, 1, { phone: '01055559999' }));
    // O for 0 and the like are not guessed at: a number with them is no booking number.
    const withO = `${prepared.bookingNumber.slice(0, -1)}O`;
    for (const wrong of [withO, 'ZZZZ-ZZZZ-ZZZZ']) {
      const answer = await app.request('GET', `/api/reservations/guest?bookingNumber=${wrong}&phone=01055559999`, {
        headers: from(nextIp()),
      });
      expect(answer).toMatchObject({ status: 404, body: { message: MESSAGES.reservationNotFound } });
    }
  });

  it('locks a number for guests after too many wrong phones, however the number is written', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(12, 1, { phone: '01012340000' }));
    const number = prepared.bookingNumber;
    const spellings = [number, number.toLowerCase(), compact(number), typed(number)];
    for (let i = 0; i < LIMITS.guestProofFailuresPerOrder; i += 1) {
      const wrong = await app.request(
        'GET',
        `/api/reservations/guest?bookingNumber=${encodeURIComponent(spellings[i % spellings.length]!)}` +
          `&phone=0109999${String(i).padStart(4, '0')}`,
        { headers: from(nextIp()) },
      );
      expect(wrong.status).toBe(404);
    }
    const right = await app.request('GET', `/api/reservations/guest?bookingNumber=${number}&phone=01012340000`, {
      headers: from(nextIp()),
    });
    expect(right).toMatchObject({ status: 429, body: { message: MESSAGES.guestProofLocked } });
  });

  it('cuts off a client that tries numbers one after another, even without a phone', async () => {
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(13, 1, { phone: '01012345555' }));
    const ip = nextIp();
    for (let i = 0; i < LIMITS.guestProofFailuresPerIpPerHour; i += 1) {
      const guess = `ABCD-EFGH-${String(2222 + i).replace(/[01]/g, '9')}`;
      const answer = await app.request('GET', `/api/reservations/order/${guess}`, { headers: from(ip) });
      expect(answer.status).toBe(404);
    }
    const real = await app.request('GET', `/api/reservations/order/${prepared.bookingNumber}`, { headers: from(ip) });
    expect(real).toMatchObject({ status: 429, body: { message: MESSAGES.guestProofLocked } });
    const graphql = await app.graphql('query ($o: String!) { reservationByOrder(orderId: $o) { id } }', {
      o: prepared.bookingNumber,
    });
    expect(graphql.data).toBeTruthy();
  });

  it('draws another number when the first is already taken', async () => {
    const s = await bookingScenario(app);
    const { prepared: first } = await book(app, s.body(14, 1, { phone: '01011112222' }));
    vi.mocked(numbers.newBookingNumber).mockReturnValueOnce(first.bookingNumber);
    const second = await prepare(app, s.body(15, 1, { phone: '01011113333' }));
    expect(second.bookingNumber).toMatch(BOOKING_NUMBER_PATTERN);
    expect(second.bookingNumber).not.toBe(first.bookingNumber);
    expect(vi.mocked(numbers.newBookingNumber).mock.results.at(-2)?.value).toBe(first.bookingNumber);
  });

  it('gives every row a number from the database when an insert names none (backfill, seeders)', async () => {
    const rows = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: string }>>('select new_booking_number() as n from generate_series(1, 5000)');
    expect(rows.every((row) => BOOKING_NUMBER_PATTERN.test(row.n))).toBe(true);
    expect(new Set(rows.map((row) => row.n)).size).toBe(rows.length);
    const [missing] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ count: number }>>(
        'select count(*)::int as count from reservations where booking_number is null',
      );
    expect(missing!.count).toBe(0);
  });
});
