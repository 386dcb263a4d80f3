import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { CALENDAR_MESSAGES, type CalendarNight } from '@shim/common/price-calendar';
import { STAY_MESSAGES } from '@shim/common/stay-messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { createHotel, setNight } from '../../../test/hotel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const day = (offset: number) => addDays(todayInSeoul(), offset);

const calendar = (hotelId: number | string, from: string, to: string, persons: number | string = 2) =>
  app.request('GET', `/api/hotels/${hotelId}/calendar?from=${from}&to=${to}&persons=${persons}`);

const CALENDAR_QUERY = `query ($id: Int!, $from: String!, $to: String!, $persons: Int!) {
  hotel(id: $id) { calendar(from: $from, to: $to, persons: $persons) { date lowestPrice soldOut closed minStay } }
}`;

describe('the price calendar', () => {
  it('gives each night the lowest one-night price of a room type free for the persons, in REST and GraphQL', async () => {
    const { hotel, rooms } = await createHotel(app.orm, {
      rooms: [
        { name: '작은 방', capacity: 2, basePrice: 80_000, unitCount: 1 },
        { name: '가족실', capacity: 4, basePrice: 150_000, unitCount: 2 },
      ],
    });
    const [small, family] = rooms;
    await setNight(app.orm, small!.id, day(3), { price: 123_000 });
    await setNight(app.orm, small!.id, day(4), { sold: 1 });
    await setNight(app.orm, family!.id, day(4), { price: 160_000 });
    await setNight(app.orm, family!.id, day(5), { held: 1, sold: 1 });
    await setNight(app.orm, small!.id, day(5), { held: 1 });

    const answer = await calendar(hotel.id, day(2), day(6));
    expect(answer.status).toBe(200);
    expect(answer.json<CalendarNight[]>()).toEqual([
      { date: day(2), lowestPrice: 80_000, soldOut: false, closed: false, minStay: 1 },
      // A price changed on one night shows on that night only.
      { date: day(3), lowestPrice: 123_000, soldOut: false, closed: false, minStay: 1 },
      // The cheaper room type is sold: the next one's price.
      { date: day(4), lowestPrice: 160_000, soldOut: false, closed: false, minStay: 1 },
      // Every unit held or sold: sold out, no price.
      { date: day(5), lowestPrice: null, soldOut: true, closed: false, minStay: null },
    ]);

    // Four persons in one room: only the family room sleeps them.
    const four = await app.graphql<{ hotel: { calendar: CalendarNight[] } }>(CALENDAR_QUERY, {
      id: hotel.id,
      from: day(2),
      to: day(4),
      persons: 4,
    });
    expect(four.errors).toBeUndefined();
    expect(four.data!.hotel.calendar.map((night) => night.lowestPrice)).toEqual([150_000, 150_000]);

    // More persons than any one room sleeps: no price, but the night is not sold out.
    const seven = await calendar(hotel.id, day(2), day(3), 7);
    expect(seven.json<CalendarNight[]>()).toEqual([
      { date: day(2), lowestPrice: null, soldOut: false, closed: false, minStay: null },
    ]);
  });

  it('marks a night every room type closed, and gives the smallest minimum stay of a night, priced all the same', async () => {
    const { hotel, rooms } = await createHotel(app.orm, {
      rooms: [
        { capacity: 2, basePrice: 80_000 },
        { capacity: 2, basePrice: 120_000 },
      ],
    });
    const [cheap, dear] = rooms;
    await setNight(app.orm, cheap!.id, day(3), { closed: true });
    await setNight(app.orm, cheap!.id, day(4), { closed: true });
    await setNight(app.orm, dear!.id, day(4), { closed: true });
    await setNight(app.orm, cheap!.id, day(5), { min_stay: 3 });
    await setNight(app.orm, dear!.id, day(5), { min_stay: 2 });
    await setNight(app.orm, cheap!.id, day(6), { min_stay: 2 });

    const nights = (await calendar(hotel.id, day(3), day(7))).json<CalendarNight[]>();
    expect(nights).toEqual([
      // One room type closed: the other's price.
      { date: day(3), lowestPrice: 120_000, soldOut: false, closed: false, minStay: 1 },
      // Every room type closed: closed, and nothing to sell.
      { date: day(4), lowestPrice: null, soldOut: true, closed: true, minStay: null },
      // A minimum stay does not hide the night's price: it is the first night of a long enough stay.
      { date: day(5), lowestPrice: 80_000, soldOut: false, closed: false, minStay: 2 },
      { date: day(6), lowestPrice: 80_000, soldOut: false, closed: false, minStay: 1 },
    ]);
  });

  it('has no price and is sold out beyond the opened inventory', async () => {
    const { hotel } = await createHotel(app.orm, { days: 10 });
    const nights = (await calendar(hotel.id, day(9), day(11))).json<CalendarNight[]>();
    expect(nights.map((night) => [night.date, night.lowestPrice, night.soldOut])).toEqual([
      [day(9), 100_000, false],
      [day(10), null, true],
    ]);
  });

  it('refuses ranges outside today … today + 180, longer than 62 nights, and bad persons, in Korean', async () => {
    const { hotel } = await createHotel(app.orm, { days: 1 });
    const refusals: Array<[string, string, number | string, string]> = [
      [day(-1), day(2), 2, CALENDAR_MESSAGES.outsideHorizon],
      [day(170), day(181), 2, CALENDAR_MESSAGES.outsideHorizon],
      [day(0), day(63), 2, CALENDAR_MESSAGES.tooLong],
      [day(5), day(5), 2, CALENDAR_MESSAGES.toAfterFrom],
      ['2026-02-30', day(5), 2, CALENDAR_MESSAGES.rangeRequired],
      [day(0), day(5), 0, STAY_MESSAGES.personsAtLeastOne],
      [day(0), day(5), 21, STAY_MESSAGES.personsRange],
      [day(0), day(5), 'two', STAY_MESSAGES.personsAtLeastOne],
    ];
    for (const [from, to, persons, message] of refusals) {
      const answer = await calendar(hotel.id, from, to, persons);
      expect([from, to, persons, answer.status, answer.json()]).toEqual([from, to, persons, 400, { message }]);
    }
    expect((await calendar(hotel.id, day(0), day(62))).status).toBe(200);
    expect((await calendar(hotel.id, day(118), day(180))).status).toBe(200);
    const graph = await app.graphql(CALENDAR_QUERY, { id: hotel.id, from: day(0), to: day(90), persons: 2 });
    expect(graph.errors?.[0]).toMatchObject({
      message: CALENDAR_MESSAGES.tooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('knows no lodging a visitor cannot see', async () => {
    const { hotel } = await createHotel(app.orm, { status: 'PENDING' });
    for (const id of [hotel.id, 999_999]) {
      const answer = await calendar(id, day(0), day(1));
      expect([answer.status, answer.json()]).toEqual([404, { message: MESSAGES.invalidHotel }]);
    }
    expect((await calendar('abc', day(0), day(1))).status).toBe(400);
  });

  it('shows its manager, before approval, a room type closed from the console as guests will see it', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const { accessToken } = await loginAs(app, manager.email);
    const { hotel, rooms } = await createHotel(app.orm, {
      manager,
      status: 'PENDING',
      rooms: [
        { name: '디럭스', capacity: 2, basePrice: 90_000, unitCount: 1 },
        { name: '스위트', capacity: 2, basePrice: 200_000, unitCount: 1 },
      ],
    });
    const [deluxe, suite] = rooms;
    const close = await app.graphql(
      `mutation ($input: UpdateRoomCalendarInput!) { updateRoomCalendar(input: $input) { updatedNights } }`,
      { input: { roomIds: [deluxe!.id], from: day(3), to: day(4), closed: true, preview: false } },
      accessToken,
    );
    expect(close.errors).toBeUndefined();
    await setNight(app.orm, suite!.id, day(4), { sold: 1 });

    const preview = await app.graphql<{ hotel: { calendar: CalendarNight[] } }>(
      CALENDAR_QUERY,
      { id: hotel.id, from: day(2), to: day(5), persons: 2 },
      accessToken,
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.hotel.calendar).toEqual([
      { date: day(2), lowestPrice: 90_000, soldOut: false, closed: false, minStay: 1 },
      // 디럭스 closed: the guest sees 스위트's price.
      { date: day(3), lowestPrice: 200_000, soldOut: false, closed: false, minStay: 1 },
      // 디럭스 closed and 스위트 sold: nothing to book (마감), though not every room type is closed (휴무).
      { date: day(4), lowestPrice: null, soldOut: true, closed: false, minStay: null },
    ]);
    // A visitor still cannot see the lodging before approval.
    expect((await calendar(hotel.id, day(2), day(5))).status).toBe(404);
  });
});
