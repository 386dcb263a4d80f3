import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, setNight } from '../../../test/hotel-fixtures';
import { todayInSeoul } from '@shim/common/dates';
import { importLandmarks, importLandmarksIfEmpty } from './landmark-sheet';
import { Landmark } from './landmark.entity';

let app: TestApp;
let imported = 0;
const folder = mkdtempSync(path.join(tmpdir(), 'landmark-sheet-'));
beforeAll(async () => {
  app = await startTestApp();
  imported = await importLandmarksIfEmpty(app.orm.em.fork());
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await app.close();
});

interface Node {
  id: number;
  name: string;
  location: string;
  region: string;
  category: string;
  popularity: number;
}
interface Page {
  landmarks: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ node: Node & { tags: string[]; extras: Array<{ label: string }> } }>;
  };
}
const list = `query ($first: Int, $after: String, $filter: LandmarkFilterInput, $sort: LandmarkSort) {
  landmarks(first: $first, after: $after, filter: $filter, sort: $sort) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id name location region category popularity tags extras { label value } } }
  }
}`;
const nodes = async (variables: Record<string, unknown>) => {
  const answer = await app.graphql<Page>(list, { first: 100, ...variables });
  expect(answer.errors).toBeUndefined();
  return answer.data!.landmarks.edges.map((edge) => edge.node);
};
const one = async (id: string) =>
  app.graphql<{ landmark: { id: number; name: string; detail: string } }>(
    'query ($id: ID!) { landmark(id: $id) { id name detail } }',
    { id },
  );

/** Writes a spreadsheet of these rows (a header row first) and imports it in place of the landmarks. */
async function importSheet(rows: Array<Record<string, string | number>>) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'landmarks');
  const file = path.join(folder, `sheet-${Date.now()}.xlsx`);
  writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
  await importLandmarks(app.orm.em.fork(), file);
}

describe('landmarks of the spreadsheet', () => {
  it('imports the spreadsheet once into an empty table', async () => {
    expect(imported).toBeGreaterThanOrEqual(40);
    expect(await importLandmarksIfEmpty(app.orm.em.fork())).toBe(0);
  });

  it('pages through the landmarks in id order', async () => {
    const first = await app.graphql<Page>(list, { first: 30 });
    expect(first.data?.landmarks.totalCount).toBe(imported);
    expect(first.data?.landmarks.edges[0]?.node).toMatchObject({ id: 1, name: '경복궁', region: '서울' });
    expect(first.data?.landmarks.pageInfo.hasNextPage).toBe(true);
    const rest = await app.graphql<Page>(list, { first: 100, after: first.data?.landmarks.pageInfo.endCursor });
    const ids = [...first.data!.landmarks.edges, ...rest.data!.landmarks.edges].map((edge) => edge.node.id);
    expect(ids).toEqual(Array.from({ length: imported }, (_, i) => i + 1));
    expect(rest.data?.landmarks.pageInfo.hasNextPage).toBe(false);
  });

  it('filters by region (the first word of the location) and category, and counts the choices', async () => {
    const gyeongbuk = await nodes({ filter: { region: '경북' } });
    expect(gyeongbuk.length).toBeGreaterThan(0);
    expect(gyeongbuk.every((node) => node.location.startsWith('경북 '))).toBe(true);
    const temples = await nodes({ filter: { region: '경북', category: '사찰' }, sort: 'NAME' });
    expect(temples.map((node) => node.name)).toEqual(['불국사', '석굴암']);
    const counted = await app.graphql<Page>(list, { first: 1, filter: { region: '경북', category: '사찰' } });
    expect(counted.data?.landmarks.totalCount).toBe(2);

    const facets = await app.graphql<{
      landmarkFacets: { regions: Array<{ value: string; count: number }>; categories: Array<{ value: string }> };
    }>('{ landmarkFacets { regions { value count } categories { value count } } }');
    const regions = facets.data!.landmarkFacets.regions;
    expect(regions.find((region) => region.value === '경북')?.count).toBe(gyeongbuk.length);
    expect(regions.reduce((sum, region) => sum + region.count, 0)).toBe(imported);
    expect(facets.data!.landmarkFacets.categories.map((category) => category.value)).toContain('사찰');
  });

  it('sorts by name', async () => {
    const gyeongbuk = await nodes({ filter: { region: '경북' }, sort: 'NAME' });
    expect(gyeongbuk.map((node) => node.name)).toEqual(['동궁과 월지', '불국사', '석굴암', '안동 하회마을', '첨성대']);
  });

  it('sorts by popularity: reviews of the approved, active lodgings within 10 km', async () => {
    // 해인사 (35.8013, 128.0977): two lodgings beside it count, one 0.02° (≈ 2 km) away, one 0.05° north.
    await createHotel(app.orm, { latitude: 35.8213, longitude: 128.0977, reviews: [5, 4, 3] });
    await createHotel(app.orm, { latitude: 35.8513, longitude: 128.0977, reviews: [5, 5] });
    // Not counted: one ≈ 17 km away, one hidden, one awaiting approval.
    await createHotel(app.orm, { latitude: 35.9513, longitude: 128.0977, reviews: [5, 5, 5, 5, 5, 5] });
    await createHotel(app.orm, { latitude: 35.8013, longitude: 128.0987, active: false, reviews: [5, 5, 5, 5] });
    await createHotel(app.orm, { latitude: 35.8013, longitude: 128.0967, status: 'PENDING', reviews: [5, 5, 5, 5] });
    // 불국사 and 석굴암 are 1.7 km apart: one lodging between them counts for both.
    await createHotel(app.orm, { latitude: 35.7925, longitude: 129.34, reviews: [4] });

    const popular = await nodes({ sort: 'POPULARITY' });
    expect(popular.slice(0, 3).map((node) => [node.name, node.popularity])).toEqual([
      ['해인사', 5],
      ['불국사', 1],
      ['석굴암', 1],
    ]);
    expect(popular.slice(3).every((node) => node.popularity === 0)).toBe(true);
    // Ties in name order, and the cursor walks the same order page by page.
    const rest = popular.slice(3).map((node) => node.name);
    expect(rest).toEqual([...rest].sort());
    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: { data: Page | null } = await app.graphql<Page>(list, { first: 7, after, sort: 'POPULARITY' });
      paged.push(...page.data!.landmarks.edges.map((edge) => edge.node.name));
      after = page.data!.landmarks.pageInfo.hasNextPage ? page.data!.landmarks.pageInfo.endCursor : null;
    } while (after);
    expect(paged).toEqual(popular.map((node) => node.name));
  });

  it('refuses a cursor of another sort', async () => {
    const byId = await app.graphql<Page>(list, { first: 1 });
    const answer = await app.graphql(list, { first: 1, sort: 'NAME', after: byId.data?.landmarks.pageInfo.endCursor });
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidCursor,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists the six nearest lodgings with tonight’s lowest price, the search’s own', async () => {
    // 첨성대 (35.8347, 129.219), id 35: lodgings 1–7 lie ≈ 1.1·i km north; the nearest awaits approval.
    const far = (i: number) => ({ latitude: 35.8347 + i * 0.01, longitude: 129.219 });
    await createHotel(app.orm, { ...far(0), status: 'PENDING' });
    const made = [];
    for (let i = 1; i <= 7; i++)
      made.push(
        await createHotel(app.orm, {
          ...far(i),
          name: `경주 숙소 ${i}`,
          address: `경상북도 경주시 첨성로 ${i}`,
          rooms: [{ basePrice: 90_000 + i * 1000 }, { basePrice: 80_000 + i * 1000, capacity: 1 }],
        }),
      );
    // Lodging 2 is full tonight; lodging 3's cheaper room type sleeps one, so the 2-person price is the other's.
    const today = todayInSeoul();
    for (const room of made[1]!.rooms) await setNight(app.orm, room.id, today, { sold: 5 });

    const tonight = { startDate: today, endDate: addDay(today), rooms: 1, persons: 2 };
    const answer = await app.graphql<{
      nearbyStays: Array<{
        distanceKm: number;
        hotel: { id: number; name: string; minPrice: number | null; imageUrl: string };
      }>;
    }>(
      'query ($id: ID!, $tonight: StayInput!) { nearbyStays(landmarkId: $id) { distanceKm hotel { id name minPrice(stay: $tonight) imageUrl } } }',
      { id: '35', tonight },
    );
    expect(answer.errors).toBeUndefined();
    const stays = answer.data!.nearbyStays.map(({ distanceKm, hotel }) => ({ ...hotel, distanceKm }));
    expect(stays.map((stay) => stay.name)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `경주 숙소 ${i}`));
    expect(stays.map((stay) => stay.minPrice)).toEqual([91_000, null, 93_000, 94_000, 95_000, 96_000]);
    expect(stays[0]?.distanceKm).toBe(1.1);
    expect(stays[0]?.imageUrl).toBe(`/images/hotel/${stays[0]?.id}.jpg`);

    // The same figure the search shows for tonight; and "find nearby stays" (the location as the
    // destination, `경북` as people write it) finds these lodgings.
    const found = await app.graphql<{ searchHotels: { edges: Array<{ node: { id: number; minPrice: number } }> } }>(
      `query ($criteria: SearchInput!, $tonight: StayInput!) {
        searchHotels(criteria: $criteria, first: 100) { edges { node { id minPrice(stay: $tonight) } } }
      }`,
      { criteria: { region: '경북 경주시', ...tonight }, tonight },
    );
    const prices = new Map(found.data!.searchHotels.edges.map(({ node }) => [node.id, node.minPrice]));
    for (const stay of stays) expect(prices.get(stay.id) ?? null).toBe(stay.minPrice);
  });
});

const addDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('a landmark page’s id (spec §2) and its detail HTML', () => {
  it('takes the row with that id, else the row of that 1-based number, else the first row', async () => {
    await importSheet([
      { id: 30, name: '셋째', location: '서울 중구', latitude: 37.5, longitude: 127, images: 'a.jpg|/b.jpg' },
      { id: 10, name: '첫째', location: '서울 중구', latitude: 37.5, longitude: 127 },
      { id: 2, name: '둘째', location: '서울 중구', latitude: 37.5, longitude: 127 },
    ]);
    const name = async (id: string) => (await one(id)).data?.landmark.name;
    expect(await name('10')).toBe('첫째');
    expect(await name('2')).toBe('둘째'); // an id, though row 2 exists
    expect(await name('3')).toBe('둘째'); // no id 3: the third row
    expect(await name('1')).toBe('셋째'); // no id 1: the first row
    expect(await name('99')).toBe('셋째');
    expect(await name('abc')).toBe('셋째');
    expect(await name('-1')).toBe('셋째');
    const images = await app.graphql<{ landmark: { images: string[] } }>('{ landmark(id: "30") { images } }');
    // A bare file name lives in the landmarks folder (spec §9).
    expect(images.data?.landmark.images).toEqual(['/images/landmarks/a.jpg', '/b.jpg']);
  });

  it('answers not found, in words, only when there are no landmarks', async () => {
    await app.orm.em.fork().nativeDelete(Landmark, {});
    const answer = await one('1');
    expect(answer.errors?.[0]).toMatchObject({
      message: MESSAGES.landmarkNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('never sends a script, an event handler or a javascript: link of the sheet', async () => {
    await importSheet([
      {
        id: 1,
        name: '위험한 명소',
        location: '서울 중구',
        latitude: 37.5,
        longitude: 127,
        detail:
          '<p onclick="steal()">궁궐 <strong>산책</strong></p><script>alert(1)</script>' +
          '<img src="/images/x.jpg" onerror="alert(2)"><img src="https://example.com/a.jpg" alt="a">' +
          '<a href="javascript:alert(3)">나쁜 링크</a><a href="https://example.com">좋은 링크</a>' +
          '<iframe src="https://example.com"></iframe><style>body{display:none}</style>',
      },
    ]);
    const detail = (await one('1')).data!.landmark.detail;
    expect(detail).not.toMatch(/script|alert|onerror|onclick|javascript:|iframe|style/i);
    expect(detail).toContain('<p>궁궐 <strong>산책</strong></p>');
    expect(detail).toContain('<img src="https://example.com/a.jpg" alt="a" />');
    expect(detail).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">좋은 링크</a>');
    const listed = await nodes({});
    expect(listed).toHaveLength(1);
  });

  it('serves the spreadsheet file (spec §7 static data)', async () => {
    const response = await fetch(`${app.url}/data/landmarks.xlsx`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
