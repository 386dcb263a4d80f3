import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { startTestApp, type TestApp } from '../../../test/harness';
import { member } from '../../../test/member-fixtures';
import { createHotel, setNight, stayFromToday } from '../../../test/hotel-fixtures';

/** What search, wishlist and detail say about the stay itself: its total and its free cancellation. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await createHotel(app.orm, { name: '취소 호텔', address: '취소특별시 환불구 1', days: 30 });
});
afterAll(() => app.close());

const SEARCH = `query ($criteria: SearchInput!, $filter: SearchFilter, $stay: StayInput!) {
  searchHotels(criteria: $criteria, filter: $filter) {
    totalCount
    edges { node { name freeCancellationUntil(stay: $stay) } }
  }
}`;

const stayAt = (offset: number) => ({ ...stayFromToday(offset, 2), rooms: 1, persons: 2 });

describe('free cancellation', () => {
  it('says until when each hit can be cancelled for free, and filters on it in GraphQL', async () => {
    // Seven days before check-in is the last day of the full refund (REFUND_TIERS).
    for (const [offset, until] of [
      [10, addDays(todayInSeoul(), 3)],
      [7, todayInSeoul()],
      [6, null],
    ] as const) {
      const stay = stayAt(offset);
      const criteria = { region: '취소특별시', ...stay };
      const all = await app.graphql<{
        searchHotels: { totalCount: number; edges: Array<{ node: { freeCancellationUntil: string | null } }> };
      }>(SEARCH, { criteria, stay });
      expect(all.errors).toBeUndefined();
      expect(all.data!.searchHotels.edges.map((edge) => edge.node.freeCancellationUntil)).toEqual([until]);
      const free = await app.graphql<{ searchHotels: { totalCount: number } }>(SEARCH, {
        criteria,
        stay,
        filter: { freeCancellation: true },
      });
      expect([offset, free.data!.searchHotels.totalCount]).toEqual([offset, until ? 1 : 0]);
    }
  });

  it('gives the date on REST results and rooms, and filters REST search with freeCancellation=true', async () => {
    const body = { region: '취소특별시', ...stayFromToday(10, 2), rooms: 1, persons: 2 };
    const until = addDays(todayInSeoul(), 3);
    const found = await app.request('POST', '/api/search', { body });
    expect(found.json<Array<{ freeCancellationUntil: string }>>()[0]!.freeCancellationUntil).toBe(until);
    const [hit] = found.json<Array<{ hId: number }>>();
    const detail = await app.request('POST', '/api/detail', { body: { ...body, hId: hit!.hId } });
    expect(detail.json<{ rooms: Array<{ freeCancellationUntil: string }> }>().rooms[0]!.freeCancellationUntil).toBe(
      until,
    );

    const late = { ...body, ...stayFromToday(3, 2) };
    expect((await app.request('POST', '/api/search', { body: { ...late, freeCancellation: true } })).status).toBe(204);
    expect((await app.request('POST', '/api/search?freeCancellation=true', { body: late })).status).toBe(204);
    expect((await app.request('POST', '/api/search', { body: { ...late, freeCancellation: false } })).status).toBe(200);
    expect((await app.request('POST', '/api/search', { body: { ...body, freeCancellation: true } })).status).toBe(200);
  });

  it("gives a room offer's free cancellation in GraphQL", async () => {
    const stay = stayAt(3);
    const [hit] = (await app.request('POST', '/api/search', { body: { region: '취소특별시', ...stay } })).json<
      Array<{ hId: number }>
    >();
    const answer = await app.graphql<{ hotel: { rooms: Array<{ offer: { freeCancellationUntil: string | null } }> } }>(
      `query ($id: Int!, $stay: StayInput!) { hotel(id: $id, stay: $stay) { rooms { offer(stay: $stay) { freeCancellationUntil } } } }`,
      { id: hit!.hId, stay },
    );
    expect(answer.data!.hotel.rooms[0]!.offer.freeCancellationUntil).toBeNull();
  });
});

describe('the stay total', () => {
  it('gives hits, wishlist entries and rooms the one-room price of the whole stay beside the nightly one', async () => {
    const { hotel, rooms } = await createHotel(app.orm, {
      name: '총액 호텔',
      address: '총액특별시 합계구 1',
      rooms: [
        { name: '가', basePrice: 100_000 },
        { name: '나', basePrice: 90_000 },
      ],
    });
    const [first, second] = rooms;
    const stay = { ...stayFromToday(5, 2), rooms: 1, persons: 2 };
    const secondNight = addDays(stay.startDate, 1);
    // 가: 100,000 + 126,000 = 226,000 (113,000 a night); 나: 90,000 + 200,000 = 290,000 (145,000 a night).
    await setNight(app.orm, first!.id, secondNight, { price: 126_000 });
    await setNight(app.orm, second!.id, secondNight, { price: 200_000 });

    const body = { region: '총액특별시', checkIn: stay.startDate, checkOut: stay.endDate, rooms: 1, persons: 2 };
    const [hit] = (await app.request('POST', '/api/search', { body })).json<
      Array<{ minPrice: number; stayPrice: number }>
    >();
    expect(hit).toMatchObject({ minPrice: 113_000, stayPrice: 226_000 });

    const graph = await app.graphql<{
      searchHotels: { edges: Array<{ node: { minPrice: number; stayPrice: number } }> };
      hotel: { stayPrice: number; rooms: Array<{ name: string; offer: { price: number; stayPrice: number } }> };
    }>(
      `query ($criteria: SearchInput!, $stay: StayInput!, $id: Int!) {
        searchHotels(criteria: $criteria) { edges { node { minPrice(stay: $stay) stayPrice(stay: $stay) } } }
        hotel(id: $id) { stayPrice(stay: $stay) rooms { name offer(stay: $stay) { price stayPrice } } }
      }`,
      { criteria: { region: '총액특별시', ...stay }, stay, id: hotel.id },
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.searchHotels.edges[0]!.node).toEqual({ minPrice: 113_000, stayPrice: 226_000 });
    expect(graph.data!.hotel.stayPrice).toBe(226_000);
    expect(graph.data!.hotel.rooms).toEqual([
      { name: '나', offer: { price: 145_000, stayPrice: 290_000 } },
      { name: '가', offer: { price: 113_000, stayPrice: 226_000 } },
    ]);

    const { token } = await member(app);
    await app.request('POST', `/api/wishlist/${hotel.id}`, { token });
    const wished = async (query: string) =>
      (await app.request('GET', `/api/wishlist${query}`, { token })).json<Array<{ stayPrice: number | null }>>()[0];
    expect(await wished(`?checkIn=${stay.startDate}&checkOut=${stay.endDate}`)).toMatchObject({
      minPrice: 113_000,
      stayPrice: 226_000,
      // One room (the default) and the taxes and fees: the search card's and checkout's number.
      stayTotal: 231_000,
    });
    expect(await wished('')).toMatchObject({ minPrice: 90_000, stayPrice: null, stayTotal: null });
    const list = await app.graphql<{ myWishlist: { edges: Array<{ node: { stayPrice: number | null } }> } }>(
      `query ($stay: StayInput) { myWishlist(stay: $stay) { edges { node { stayPrice(stay: $stay) } } } }`,
      { stay },
      token,
    );
    expect(list.data!.myWishlist.edges[0]!.node.stayPrice).toBe(226_000);
  });
});
