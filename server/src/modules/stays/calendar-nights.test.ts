import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { minStayMessage } from '@shim/common/stay-messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, setNight, stayFromToday } from '../../../test/hotel-fixtures';
import { bookingScenario } from '../../../test/booking-fixtures';

/** A manager's closed nights and minimum stays, as every face of the stay offer honours them. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { limitFactor: 100 });
});
afterAll(() => app.close());

const previewOf = (body: Record<string, unknown>) =>
  app.request('GET', `/api/reservations/preview?${new URLSearchParams(body as Record<string, string>)}`);
const prepareOf = (body: Record<string, unknown>) => app.request('POST', '/api/reservations/prepare', { body });
const searchNames = async (region: string, offset: number, nights: number) => {
  const answer = await app.request('POST', '/api/search', {
    body: { region, ...stayFromToday(offset, nights), numberOfRooms: 1, numberOfPeople: 2 },
  });
  return answer.status === 204 ? [] : answer.json<{ hName: string }[]>().map((hit) => hit.hName);
};

describe('closed nights', () => {
  it('take the room type out of booking and its lodging out of search, for every stay across them', async () => {
    const s = await bookingScenario(app, {}, { name: '닫힌밤 호텔', address: '닫힌밤시 1' });
    const body = s.body(12, 2);
    expect(await searchNames('닫힌밤', 12, 2)).toEqual(['닫힌밤 호텔']);

    await setNight(app.orm, s.room.id, addDays(body.checkin as string, 1), { closed: true });
    expect(await searchNames('닫힌밤', 12, 2)).toEqual([]);
    expect(await searchNames('닫힌밤', 13, 1)).toEqual([]);
    // The night before the closed one still sells alone.
    expect(await searchNames('닫힌밤', 12, 1)).toEqual(['닫힌밤 호텔']);
    expect(await previewOf(body)).toMatchObject({ status: 409, body: { message: MESSAGES.roomSoldOut } });
    expect(await prepareOf(body)).toMatchObject({ status: 409, body: { message: MESSAGES.roomSoldOut } });

    await setNight(app.orm, s.room.id, addDays(body.checkin as string, 1), { closed: false });
    expect((await prepareOf(body)).status).toBe(200);
  });
});

describe('minimum stays', () => {
  it('refuse shorter stays arriving on the night with the minimum, and only those', async () => {
    const s = await bookingScenario(app, {}, { name: '연박 펜션', address: '연박시 2' });
    const saturday = s.body(20, 1).checkin as string;
    await setNight(app.orm, s.room.id, saturday, { min_stay: 2 });

    const oneNight = s.body(20, 1);
    expect(await previewOf(oneNight)).toMatchObject({ status: 400, body: { message: minStayMessage(2) } });
    expect(await prepareOf(oneNight)).toMatchObject({ status: 400, body: { message: minStayMessage(2) } });
    expect(await searchNames('연박', 20, 1)).toEqual([]);

    // Two nights meet it; a stay arriving the night before passes through the night without arriving on it.
    expect(await searchNames('연박', 20, 2)).toEqual(['연박 펜션']);
    expect((await previewOf(s.body(20, 2))).status).toBe(200);
    expect((await prepareOf(s.body(19, 2))).status).toBe(200);
    expect((await prepareOf(s.body(20, 2))).status).toBe(200);
  });
});

describe('the stay total in search', () => {
  it('is the sum of the nights, and the price sort and filter compare it when the stay has more nights', async () => {
    // 가: 100,000 + 300,000 = 400,000 for two nights (nightly 200,000); 나: 190,000 each night = 380,000.
    const ga = await createHotel(app.orm, { name: '총액 가', address: '총액시 1', rooms: [{ basePrice: 100_000 }] });
    await createHotel(app.orm, { name: '총액 나', address: '총액시 2', rooms: [{ basePrice: 190_000 }] });
    const { startDate, endDate } = stayFromToday(15, 2);
    await setNight(app.orm, ga.rooms[0]!.id, addDays(startDate, 1), { price: 300_000 });
    const query = `query($criteria: SearchInput!, $filter: SearchFilter) {
      searchHotels(criteria: $criteria, sort: PRICE_ASC, filter: $filter) {
        edges { node { name } } priceRange { lowest highest } } }`;
    const criteria = { region: '총액', startDate, endDate, rooms: 1, persons: 2 };
    const answer = await app.graphql<{
      searchHotels: { edges: { node: { name: string } }[]; priceRange: { lowest: number; highest: number } };
    }>(query, { criteria });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.searchHotels.edges.map((edge) => edge.node.name)).toEqual(['총액 나', '총액 가']);
    expect(answer.data!.searchHotels.priceRange).toEqual({ lowest: 380_000, highest: 400_000 });
    const filtered = await app.graphql<{ searchHotels: { edges: { node: { name: string } }[] } }>(query, {
      criteria,
      filter: { minPrice: 390_000 },
    });
    expect(filtered.data!.searchHotels.edges.map((edge) => edge.node.name)).toEqual(['총액 가']);
  });
});
