import { SEARCH_COUNT_BOUND } from '@shim/common/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { seedScale } from '../../seeds/scale.seeder';
import { poolUse } from '../../orm';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';

// The REST list's two forms (docs/rest-notes.md): the whole list streamed from a cursor in batches of 500,
// and pages by number. 1,200 lodgings in 서울 make the stream span three batches.
const LODGINGS = 1200;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedScale(app.orm.em.fork(), LODGINGS, 20, undefined, '서울');
});
afterAll(() => app.close());

interface RestHit {
  hId: number;
  hName: string;
  minPrice: number;
  services: unknown[];
}

const stay = stayFromToday(5);
const body = (region = '서울') => ({ region, ...stay, numberOfRooms: 1, numberOfPeople: 2 });

async function post(path: string, payload: unknown) {
  const response = await fetch(app.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { response, text: await response.text() };
}

describe('POST /api/search, the whole list', () => {
  it('streams every match as one JSON array, the same rows and order the pages and GraphQL give', async () => {
    const { response, text } = await post('/api/search', body());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // Sent as it is read: chunked, no length known up front.
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const all = JSON.parse(text) as RestHit[];
    expect(all).toHaveLength(LODGINGS);
    expect(new Set(all.map((hit) => hit.hId)).size).toBe(LODGINGS);

    // The first 1,000 are, field for field, the ten pages of 100 (the GraphQL connection's read).
    const pages: RestHit[] = [];
    for (let page = 0; page < 10; page += 1) {
      const { response: paged, text: pageText } = await post(`/api/search?page=${page}&size=100`, body());
      expect(paged.status).toBe(200);
      // The count stops at its bound (SEARCH_COUNT_BOUND) and says so.
      expect(paged.headers.get('x-total-count')).toBe(String(SEARCH_COUNT_BOUND));
      expect(paged.headers.get('x-total-count-at-least')).toBe('true');
      pages.push(...(JSON.parse(pageText) as RestHit[]));
    }
    expect(all.slice(0, 1000)).toEqual(pages);

    const graph = await app.graphql<{
      searchHotels: { totalCount: number; totalAtLeast: boolean; edges: Array<{ node: { id: number } }> };
    }>(
      `query ($c: SearchInput!) { searchHotels(criteria: $c, first: 100) { totalCount totalAtLeast edges { node { id } } } }`,
      { c: { region: '서울', startDate: stay.startDate, endDate: stay.endDate, rooms: 1, persons: 2 } },
    );
    expect(graph.data!.searchHotels).toMatchObject({ totalCount: SEARCH_COUNT_BOUND, totalAtLeast: true });
    expect(graph.data!.searchHotels.edges.map((edge) => edge.node.id)).toEqual(all.slice(0, 100).map((h) => h.hId));
  });

  it('answers 204 with no body when nothing matches, and 400 before streaming a bad request', async () => {
    const none = await post('/api/search', body('없는곳특별시'));
    expect(none.response.status).toBe(204);
    expect(none.text).toBe('');
    const bad = await post('/api/search', { ...body(), numberOfRooms: 0 });
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ message: expect.any(String) });
  });

  it('gives its connection back when the client leaves mid-list', async () => {
    const controller = new AbortController();
    const response = await fetch(app.url + '/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body()),
      signal: controller.signal,
    });
    await response.body!.getReader().read();
    controller.abort();
    for (let tries = 0; poolUse(app.orm).used > 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(poolUse(app.orm).used).toBe(0);
    expect((await post('/api/search?size=1', body())).response.status).toBe(200);
  });
});

describe('POST /api/search with page and size', () => {
  it('pages from 0 with the total in X-Total-Count, from the query string or the body', async () => {
    await createHotel(app.orm, { name: '쪽수 호텔 1', address: '쪽수특별시 가구 1' });
    await createHotel(app.orm, { name: '쪽수 호텔 2', address: '쪽수특별시 가구 2' });
    await createHotel(app.orm, { name: '쪽수 호텔 3', address: '쪽수특별시 가구 3' });
    const whole = JSON.parse((await post('/api/search', body('쪽수특별시'))).text) as RestHit[];
    expect(whole).toHaveLength(3);

    const first = await post('/api/search?page=0&size=2', body('쪽수특별시'));
    expect(first.response.headers.get('x-total-count')).toBe('3');
    expect(JSON.parse(first.text)).toEqual(whole.slice(0, 2));
    const second = await post('/api/search', { ...body('쪽수특별시'), page: 1, size: 2 });
    expect(second.response.headers.get('x-total-count')).toBe('3');
    expect(JSON.parse(second.text)).toEqual(whole.slice(2));
    // size alone is page 0; page alone has 20 a page.
    expect(JSON.parse((await post('/api/search?size=1', body('쪽수특별시'))).text)).toEqual(whole.slice(0, 1));
    expect(JSON.parse((await post('/api/search?page=0', body('쪽수특별시'))).text)).toEqual(whole);
    // Past the end, and no match at all: an empty page, not 204 (a paging client reads the header).
    for (const [path, region, total] of [
      ['/api/search?page=5&size=2', '쪽수특별시', '3'],
      ['/api/search?page=0&size=2', '없는곳특별시', '0'],
    ] as const) {
      const empty = await post(path, body(region));
      expect(empty.response.status).toBe(200);
      expect(empty.response.headers.get('x-total-count')).toBe(total);
      expect(JSON.parse(empty.text)).toEqual([]);
    }
  });

  it('refuses a bad page or size, or one past the first 1,000, with a Korean 400', async () => {
    for (const query of ['page=-1', 'page=abc', 'size=0', 'size=101', 'page=1.5&size=10']) {
      const bad = await post(`/api/search?${query}`, body());
      expect(bad.response.status, query).toBe(400);
      expect(JSON.parse(bad.text)).toEqual({ message: MESSAGES.searchPageInvalid });
    }
    const deep = await post('/api/search?page=10&size=100', body());
    expect(deep.response.status).toBe(400);
    expect(JSON.parse(deep.text)).toEqual({ message: MESSAGES.searchPageTooDeep });
    const lastAllowed = await post('/api/search?page=9&size=100', body());
    expect(lastAllowed.response.status).toBe(200);
    // The stay's own rules still come first.
    const badStay = await post('/api/search?page=0&size=10', { ...body(), endDate: stay.startDate });
    expect(badStay.response.status).toBe(400);
  });
});
