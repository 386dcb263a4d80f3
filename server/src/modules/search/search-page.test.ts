import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shim/common/dates';
import { regionOf, type LodgingType } from '@shim/common/lodging';
import { SEARCH_COUNT_BOUND } from '@shim/common/search';
import { Random } from '../../seeds/random';
import { seedScale } from '../../seeds/scale.seeder';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';
import { runSearchPage, type SearchPageRow } from './search-page.repository';
import { runSearch, SEARCH_SORTS, type SearchQuery, type SearchRow } from './search.repository';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const TYPES: LodgingType[] = ['HOTEL', 'MOTEL', 'PENSION', 'HANOK'];
const SERVICES = ['페이지 주차', '페이지 조식', '페이지 수영장'];
const today = () => stayFromToday(0).startDate;

/** What a page shows of a row: the lodging, its price, its place in the order and the connection's figures. */
const shown = (rows: SearchRow[]) => ({
  rows: rows.map((row) => [row.id, row.minPrice, row.stayPrice, row.sortKey, row.distanceKm]),
  total: rows[0]?.total ?? null,
  bounds: rows[0] ? [rows[0].lowestPrice, rows[0].highestPrice] : null,
});

describe('the page statement (O(page)) against the whole-list statement (the definition)', () => {
  const random = new Random(20261127);

  beforeAll(async () => {
    for (let i = 0; i < 40; i++) {
      await createHotel(app.orm, {
        name: `페이지 ${random.pick(['바다', '숲'])} 숙소 ${i}`,
        type: random.pick(TYPES),
        address: `페이지시 ${random.pick(['동구', '서구'])} ${i}`,
        rooms: Array.from({ length: random.int(1, 4) }, () => ({
          capacity: random.int(1, 6),
          basePrice: random.int(3, 40) * 5000,
          unitCount: random.int(0, 4),
        })),
        reviews: Array.from({ length: random.int(0, 3) }, () => random.int(1, 5)),
        services: random.sample(SERVICES, random.int(0, 3)),
        // Scattered over about 10 km, for the map boxes and the radius of a point place.
        latitude: 35.1 + random.int(0, 1000) / 10_000,
        longitude: 129.0 + random.int(0, 1000) / 10_000,
        days: 14,
      });
    }
    // Beside the province's own: lodgings named after it in another province (found outside their province's
    // name), and a second province whose name holds the word (two provinces walked side by side).
    for (let i = 0; i < 6; i++) {
      await createHotel(app.orm, {
        name: i < 3 ? `페이지시 분점 ${i}` : `항구 숙소 ${i}`,
        type: random.pick(TYPES),
        address: i < 3 ? `바깥도 북구 ${i}` : `페이지시내 중구 ${i}`,
        rooms: [{ capacity: random.int(2, 6), basePrice: random.int(3, 40) * 5000, unitCount: random.int(1, 4) }],
        days: 14,
      });
    }
  });

  /**
   * Random bookings, cancellations, price edits, closed nights, minimum stays, inactive room types and capacity
   * changes, straight on the nights and room types.
   */
  async function randomEdits(count: number) {
    const connection = app.orm.em.getConnection();
    const lodgings = `h.name like '페이지%' or h.address like '페이지시%'`;
    const rooms = await connection.execute<Array<{ id: number }>>(
      `select r.id from rooms r join hotels h on h.id = r.hotel_id where ${lodgings} order by r.id`,
    );
    const hotels = await connection.execute<Array<{ id: number }>>(`select h.id from hotels h where ${lodgings}`);
    for (let i = 0; i < count; i++) {
      const roomId = random.pick(rooms).id;
      const date = addDays(today(), random.int(0, 13));
      const edit = random.int(0, 12);
      if (edit === 12) {
        // A lodging moves to another province: its nights follow (the region key of the night walk).
        const address = `${random.pick(['페이지시', '바깥도', '페이지시내'])} ${random.pick(['동구', '서구'])} ${i}`;
        await connection.execute('update hotels set address = ?, region = ? where id = ?', [
          address,
          regionOf(address),
          random.pick(hotels).id,
        ]);
      } else if (edit < 4) {
        // Holds and sales within what is there, or their cancellation (0).
        const held = random.int(0, 2);
        await connection.execute(
          'update room_nights set held = least(total, ?), sold = least(total - least(total, ?), ?) where room_id = ? and date = ?',
          [held, held, random.int(0, 2), roomId, date],
        );
      } else if (edit < 7) {
        await connection.execute('update room_nights set price = ? where room_id = ? and date = ?', [
          random.int(3, 40) * 5000,
          roomId,
          date,
        ]);
      } else if (edit < 8) {
        await connection.execute('update rooms set capacity = ? where id = ?', [random.int(1, 6), roomId]);
      } else if (edit < 9) {
        await connection.execute('update rooms set active = not active where id = ?', [roomId]);
      } else if (edit < 10) {
        await connection.execute('update room_nights set closed = not closed where room_id = ? and date = ?', [
          roomId,
          date,
        ]);
      } else if (edit < 11) {
        await connection.execute('update room_nights set min_stay = ? where room_id = ? and date = ?', [
          random.int(1, 3),
          roomId,
          date,
        ]);
      } else {
        await connection.execute(
          'update room_nights set total = ?, held = 0, sold = 0 where room_id = ? and date = ?',
          [random.int(0, 4), roomId, date],
        );
      }
    }
  }

  /** A map box (sometimes holding nothing or everything), a point with a radius, or neither. */
  function randomPlace(): Pick<SearchQuery, 'bounds' | 'near'> {
    const where = random.int(0, 3);
    const latitude = () => 35.09 + random.int(0, 1200) / 10_000;
    const longitude = () => 128.99 + random.int(0, 1200) / 10_000;
    if (where === 0) {
      const [south, north] = [latitude(), latitude()].sort();
      const [west, east] = [longitude(), longitude()].sort();
      return { bounds: { south: south!, west: west!, north: north!, east: east! }, near: null };
    }
    if (where === 1) {
      return { bounds: null, near: { latitude: latitude(), longitude: longitude(), radiusKm: random.int(1, 6) } };
    }
    return { bounds: null, near: null };
  }

  function randomQuery(): SearchQuery {
    const place = randomPlace();
    const nights = random.int(1, 3);
    const startDate = addDays(today(), random.int(0, 13 - nights));
    const low = random.int(0, 3) === 0 ? random.int(3, 20) * 5000 : null;
    return {
      words: random.int(0, 3) === 0 ? ['페이지시', random.pick(['바다', '서구'])] : ['페이지시'],
      startDate,
      endDate: addDays(startDate, nights),
      nights,
      rooms: random.int(1, 3),
      persons: random.int(1, 8),
      minPrice: low,
      maxPrice: random.int(0, 3) === 0 ? (low ?? 0) + random.int(2, 30) * 5000 : null,
      minRating: random.int(0, 4) === 0 ? random.int(1, 4) : null,
      types: random.int(0, 4) === 0 ? random.sample(TYPES, 2) : null,
      services: random.int(0, 4) === 0 ? random.sample(SERVICES, 1) : null,
      // DISTANCE needs a point (the service refuses it otherwise).
      sort: random.pick(SEARCH_SORTS.filter((sort) => sort !== 'DISTANCE' || place.near)),
      seed: addDays(today(), random.int(0, 6)),
      limit: random.int(3, 8),
      ...place,
    };
  }

  it('answers every page of random searches as the definition does, after random bookings and edits', async () => {
    let compared = 0;
    let pricedStays = 0;
    let faceted = 0;
    let near = 0;
    for (let round = 0; round < 6; round++) {
      await randomEdits(60);
      // Each night carries its lodging's province key, whatever moved.
      const [drift] = await app.orm.em.getConnection().execute<Array<{ count: number }>>(
        `select count(*)::int as count from room_nights n join hotels h on h.id = n.hotel_id
          where n.region_key is distinct from lodging_region_key(h.region)`,
      );
      expect(drift!.count).toBe(0);
      for (let i = 0; i < 25; i++) {
        const query = randomQuery();
        let after: SearchQuery['after'] = null;
        for (let page = 0; page < 20; page++) {
          const paged = { ...query, after };
          const expected = shown(await runSearch(app.orm.em.getConnection(), paged));
          const actual = await runSearchPage(app.orm.em.getConnection(), paged);
          expect(shown(actual), JSON.stringify(paged)).toEqual(expected);
          compared += actual.length;
          if (query.sort === 'PRICE_ASC' && query.nights > 1) pricedStays += actual.length;
          if (query.near) near += actual.length;
          if (page === 0 && actual.length > 0) {
            const all = await runSearch(app.orm.em.getConnection(), { ...query, limit: null });
            expect(actual[0]!.facets, JSON.stringify(query)).toEqual(facetsOf(all));
            faceted++;
          }
          if (actual.length < query.limit!) break;
          const last = actual.at(-1)!;
          after = { key: last.sortKey, id: last.id };
        }
      }
    }
    // The generated searches find something: the comparison is not of empty pages.
    expect(compared).toBeGreaterThan(300);
    expect(pricedStays).toBeGreaterThan(50);
    expect(faceted).toBeGreaterThan(50);
    expect(near).toBeGreaterThan(30);
  }, 240_000);
});

describe('a PRICE_ASC page of several nights (the threshold walk) against the definition', () => {
  const random = new Random(3320261127);

  beforeAll(async () => {
    for (let i = 0; i < 50; i++) {
      await createHotel(app.orm, {
        name: `계단 숙소 ${i}`,
        type: random.pick(TYPES),
        address: `계단시 중구 ${i}`,
        rooms: Array.from({ length: random.int(1, 3) }, () => ({
          capacity: random.int(1, 4),
          basePrice: 50_000,
          unitCount: random.int(1, 3),
        })),
        days: 14,
      });
    }
    // Nights of one room type far apart in price (5,000–200,000), so a lodging's cheapest night says little of
    // its stay; some nights closed, some with a minimum stay, some sold out.
    await app.orm.em.getConnection().execute(
      `update room_nights n set price = 5000 * (1 + abs(hashtext(n.room_id || ':' || n.date)) % 40),
              closed = abs(hashtext(n.date || ':' || n.room_id)) % 17 = 0,
              min_stay = 1 + abs(hashtext(n.room_id || '/' || n.date)) % 3 / 2,
              sold = least(n.total, abs(hashtext(n.date || '/' || n.room_id)) % 5 / 4)
         from hotels h where h.id = n.hotel_id and h.address like '계단시%'`,
    );
  });

  it('answers every page as the whole-list statement does, with cursors, price filters and small pages', async () => {
    let compared = 0;
    for (let i = 0; i < 25; i++) {
      const nights = random.int(2, 5);
      const startDate = addDays(today(), random.int(0, 13 - nights));
      const low = random.int(0, 2) === 0 ? random.int(2, 30) * 10_000 : null;
      const query: SearchQuery = {
        words: ['계단시'],
        startDate,
        endDate: addDays(startDate, nights),
        nights,
        rooms: 1,
        persons: random.int(1, 4),
        minPrice: low,
        maxPrice: random.int(0, 2) === 0 ? (low ?? 0) + random.int(5, 40) * 10_000 : null,
        types: random.int(0, 3) === 0 ? random.sample(TYPES, 3) : null,
        sort: 'PRICE_ASC',
        seed: today(),
        limit: random.int(1, 4),
      };
      let after: SearchQuery['after'] = null;
      for (let page = 0; page < 60; page++) {
        const paged = { ...query, after };
        const expected = shown(await runSearch(app.orm.em.getConnection(), paged));
        const actual = await runSearchPage(app.orm.em.getConnection(), paged);
        expect(shown(actual), JSON.stringify(paged)).toEqual(expected);
        compared += actual.length;
        if (actual.length < query.limit!) break;
        after = { key: actual.at(-1)!.sortKey, id: actual.at(-1)!.id };
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 240_000);
});

/** The facets by their definition: every match counted by type and by each service it offers. */
function facetsOf(rows: SearchRow[]): SearchPageRow['facets'] {
  const types: Record<string, number> = {};
  const services: Record<string, number> = {};
  for (const row of rows) {
    types[row.type] = (types[row.type] ?? 0) + 1;
    for (const name of row.services) services[name] = (services[name] ?? 0) + 1;
  }
  return { types, services };
}

describe('the total beyond the count bound', () => {
  const query = `query ($criteria: SearchInput!, $sort: SearchSort) {
    searchHotels(criteria: $criteria, sort: $sort, first: 5) {
      totalCount totalAtLeast edges { node { id } } facets { atLeast types { count } }
    }
  }`;
  interface Answer {
    searchHotels: {
      totalCount: number;
      totalAtLeast: boolean;
      edges: Array<{ node: { id: number } }>;
      facets: { atLeast: boolean; types: Array<{ count: number }> };
    };
  }

  it('counts up to the bound and says when more lodgings match', async () => {
    await seedScale(app.orm.em.fork(), SEARCH_COUNT_BOUND + 10, 3, undefined, '통영');
    const stay = { ...stayFromToday(1), rooms: 1, persons: 2 };
    // DISTANCE needs a station or landmark to measure from (search-place.test.ts).
    for (const sort of SEARCH_SORTS.filter((sort) => sort !== 'DISTANCE')) {
      const many = await app.graphql<Answer>(query, { criteria: { ...stay, region: '통영' }, sort });
      expect(many.data?.searchHotels).toMatchObject({ totalCount: SEARCH_COUNT_BOUND, totalAtLeast: true });
      expect(many.data?.searchHotels.edges).toHaveLength(5);
      // The facets count the same bounded matches: lower bounds then, each at most the bound.
      const { atLeast, types } = many.data!.searchHotels.facets;
      expect(atLeast).toBe(true);
      expect(types.reduce((sum, type) => sum + type.count, 0)).toBeGreaterThanOrEqual(SEARCH_COUNT_BOUND);
      expect(Math.max(...types.map((type) => type.count))).toBeLessThanOrEqual(SEARCH_COUNT_BOUND);
    }
    const few = await app.graphql<Answer>(query, { criteria: { ...stay, region: '통영 1010호점' } });
    expect(few.data?.searchHotels).toMatchObject({ totalCount: 1, totalAtLeast: false });
    expect(few.data?.searchHotels.facets.atLeast).toBe(false);
    expect(few.data?.searchHotels.facets.types.map((type) => type.count).sort()).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });
});
