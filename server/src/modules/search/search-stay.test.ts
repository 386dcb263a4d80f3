import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';

/** What a search and a detail say about the stay itself: free cancellation (issue 30). */

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
