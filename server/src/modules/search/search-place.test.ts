import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { POINT_PLACE_RADIUS_KM } from '@shim/common/places';
import { stayTotal } from '@shim/common/stay-offer';
import type { LodgingType } from '@shim/common/lodging';
import { Random } from '../../seeds/random';
import { startTestApp, type GraphqlAnswer, type TestApp } from '../../../test/harness';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';
import { cellDegrees, MAP_PIN_LIMIT } from './search-map.service';
import { runSearch } from './search.repository';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** 강남역 as the places table holds it (server/src/db/places/data/stations.ts). */
const GANGNAM = { id: 'station:S1102-0222', latitude: 37.49805, longitude: 127.02795 };
const KM_PER_DEGREE = (6371 * Math.PI) / 180;

/** The point `north` km north and `east` km east of a point. */
const moved = (from: { latitude: number; longitude: number }, north: number, east: number) => ({
  latitude: from.latitude + north / KM_PER_DEGREE,
  longitude: from.longitude + east / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180)),
});

/** Great-circle km, as the search measures it. */
function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const stay = { ...stayFromToday(5), rooms: 1, persons: 2 };

const SEARCH = `query ($criteria: SearchInput!, $sort: SearchSort, $after: String, $first: Int) {
  searchHotels(criteria: $criteria, sort: $sort, first: $first, after: $after) {
    totalCount edges { distanceKm node { id name stayTotal(stay: { startDate: "${stay.startDate}", endDate: "${stay.endDate}", rooms: 1, persons: 2 }) } }
    pageInfo { hasNextPage endCursor }
  }
}`;
interface SearchAnswer {
  searchHotels: {
    totalCount: number;
    edges: Array<{ distanceKm: number | null; node: { id: number; name: string; stayTotal: number } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

/** Every page of a search, 2 at a time (the cursor of every sort, DISTANCE's float key among them). */
async function allPages(criteria: Record<string, unknown>, sort = 'RECOMMENDED') {
  const edges: SearchAnswer['searchHotels']['edges'] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page++) {
    const answer: GraphqlAnswer<SearchAnswer> = await app.graphql<SearchAnswer>(SEARCH, {
      criteria,
      sort,
      after,
      first: 2,
    });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    edges.push(...answer.data!.searchHotels.edges);
    if (!answer.data!.searchHotels.pageInfo.hasNextPage) break;
    after = answer.data!.searchHotels.pageInfo.endCursor;
  }
  return edges;
}

describe('a search around a place', () => {
  /** Lodgings at known distances from 강남역: inside the radius, just past it and far; two districts. */
  const lodgings: Array<{ id: number; name: string; latitude: number; longitude: number; address: string }> = [];

  beforeAll(async () => {
    const spots: Array<[name: string, north: number, east: number, district: string]> = [
      ['역앞 호텔', 0.2, 0.1, '강남구'],
      ['동쪽 호텔', 0, 1.4, '강남구'],
      ['서쪽 호텔', 0.3, -1.9, '서초구'],
      ['남쪽 모텔', -2.6, 0.5, '서초구'],
      ['경계 안 호텔', 0, 2.95, '강남구'],
      ['경계 밖 호텔', 0, 3.05, '강남구'],
      ['먼 호텔', 6, 6, '강남구'],
      ['다른 도시 호텔', -200, 100, '서초구'],
    ];
    for (const [name, north, east, district] of spots) {
      const point = moved(GANGNAM, north, east);
      const address = `서울특별시 ${district} 장소로 ${lodgings.length + 1}`;
      const { hotel } = await createHotel(app.orm, { name, address, ...point, rooms: [{ basePrice: 80_000 }] });
      lodgings.push({ id: hotel.id, name, address, ...point });
    }
    // Not for guests: never found, however close.
    await createHotel(app.orm, {
      name: '승인 대기 호텔',
      address: '서울특별시 강남구 장소로 99',
      ...GANGNAM,
      status: 'PENDING',
    });
  });

  const near = () =>
    lodgings
      .map((lodging) => ({ ...lodging, km: haversineKm(GANGNAM, lodging) }))
      .filter((lodging) => lodging.km <= POINT_PLACE_RADIUS_KM)
      .sort((a, b) => a.km - b.km);

  it('finds a station’s lodgings within the radius, nearest first, each with its distance', async () => {
    const criteria = { ...stay, region: '', place: GANGNAM.id };
    const edges = await allPages(criteria, 'DISTANCE');
    const expected = near();
    expect(expected.map((lodging) => lodging.name)).toEqual([
      '역앞 호텔',
      '동쪽 호텔',
      '서쪽 호텔',
      '남쪽 모텔',
      '경계 안 호텔',
    ]);
    expect(edges.map((edge) => edge.node.id)).toEqual(expected.map((lodging) => lodging.id));
    expect(edges.map((edge) => edge.distanceKm)).toEqual(expected.map((lodging) => Math.round(lodging.km * 10) / 10));
    expect(edges.every((edge) => edge.node.stayTotal > 0)).toBe(true);
    // Any other sort keeps the same lodgings and the distances.
    for (const sort of ['RECOMMENDED', 'PRICE_ASC', 'RATING_DESC']) {
      const others = await allPages(criteria, sort);
      expect(
        others.map((edge) => edge.node.id).sort((a, b) => a - b),
        sort,
      ).toEqual(expected.map((lodging) => lodging.id).sort((a, b) => a - b));
      expect(others.every((edge) => edge.distanceKm !== null && edge.distanceKm <= POINT_PLACE_RADIUS_KM)).toBe(true);
    }
  });

  it('finds a landmark’s lodgings the same way (one distance code for both)', async () => {
    await app.orm.em
      .getConnection()
      .execute('insert into landmarks (id, sheet_row, name, location, latitude, longitude) values (?, ?, ?, ?, ?, ?)', [
        9101,
        9101,
        '장소 시험 명소',
        '서울 강남구',
        GANGNAM.latitude,
        GANGNAM.longitude,
      ]);
    const edges = await allPages({ ...stay, region: '', place: 'landmark:9101' }, 'DISTANCE');
    expect(edges.map((edge) => edge.node.id)).toEqual(near().map((lodging) => lodging.id));
  });

  it('finds a district’s lodgings by their address, wherever their point is', async () => {
    const edges = await allPages({ ...stay, region: '', place: 'sigungu:11680' });
    expect(edges.map((edge) => edge.node.id).sort((a, b) => a - b)).toEqual(
      lodgings.filter((lodging) => lodging.address.includes('강남구')).map((lodging) => lodging.id),
    );
    expect(edges.every((edge) => edge.distanceKm === null)).toBe(true);
  });

  it('searches the map area before the place, and the place before the typed region', async () => {
    const box = {
      south: GANGNAM.latitude - 0.01,
      west: GANGNAM.longitude - 0.01,
      north: GANGNAM.latitude + 0.01,
      east: GANGNAM.longitude + 0.03,
    };
    const edges = await allPages({ ...stay, region: '부산', place: 'sigungu:11680', bounds: box });
    const inBox = lodgings.filter(
      (lodging) =>
        lodging.latitude >= box.south &&
        lodging.latitude <= box.north &&
        lodging.longitude >= box.west &&
        lodging.longitude <= box.east,
    );
    expect(inBox.length).toBeGreaterThan(1);
    expect(edges.map((edge) => edge.node.id).sort((a, b) => a - b)).toEqual(inBox.map((lodging) => lodging.id));
    const byPlace = await allPages({ ...stay, region: '부산', place: GANGNAM.id });
    expect(byPlace).toHaveLength(near().length);
  });

  it('refuses 가까운순 without a station or landmark, and a place that names nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...stay, region: '서울' }, MESSAGES.searchDistanceNeedsPoint],
      [{ ...stay, region: '', place: 'sigungu:11680' }, MESSAGES.searchDistanceNeedsPoint],
      [
        { ...stay, region: '', bounds: { south: 37, west: 127, north: 38, east: 128 } },
        MESSAGES.searchDistanceNeedsPoint,
      ],
      [{ ...stay, region: '', place: 'station:NOWHERE' }, MESSAGES.searchPlaceUnknown],
      [{ ...stay, region: '', place: 'nonsense' }, MESSAGES.searchPlaceUnknown],
    ];
    for (const [criteria, message] of cases) {
      const answer = await app.graphql(SEARCH, { criteria, sort: 'DISTANCE' });
      expect(answer.errors?.[0], JSON.stringify(criteria)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const rest = await app.request('POST', '/api/search', {
        body: { ...criteria, checkIn: stay.startDate, checkOut: stay.endDate, sort: 'DISTANCE' },
      });
      expect(rest.status).toBe(400);
      expect(rest.json()).toEqual({ message });
    }
    const unknownSort = await app.request('POST', '/api/search?sort=NEAREST', {
      body: { ...stay, region: '서울', checkIn: stay.startDate, checkOut: stay.endDate },
    });
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.json()).toEqual({ message: MESSAGES.searchSortInvalid });
  });

  it('answers the same through REST: place, bounds and sort=DISTANCE, as a list and as a page', async () => {
    const body = {
      region: '',
      place: GANGNAM.id,
      checkIn: stay.startDate,
      checkOut: stay.endDate,
      rooms: 1,
      persons: 2,
    };
    const graphql = await allPages({ ...stay, region: '', place: GANGNAM.id }, 'DISTANCE');
    const list = await app.request('POST', '/api/search', { body: { ...body, sort: 'DISTANCE' } });
    expect(list.status).toBe(200);
    const hits = list.json<Array<{ hId: number; distanceKm: number; stayTotal: number }>>();
    expect(hits.map((hit) => [hit.hId, hit.distanceKm, hit.stayTotal])).toEqual(
      graphql.map((edge) => [edge.node.id, edge.distanceKm, edge.node.stayTotal]),
    );
    const page = await app.request('POST', '/api/search?page=1&size=2&sort=DISTANCE', { body });
    expect(page.json<Array<{ hId: number }>>().map((hit) => hit.hId)).toEqual(
      graphql.slice(2, 4).map((edge) => edge.node.id),
    );
    const boxed = await app.request('POST', '/api/search?bounds=37.4,126.9,37.6,127.1', {
      body: { ...body, place: undefined },
    });
    const boxedGraphql = await allPages({
      ...stay,
      region: '',
      bounds: { south: 37.4, west: 126.9, north: 37.6, east: 127.1 },
    });
    expect(
      boxed
        .json<Array<{ hId: number }>>()
        .map((hit) => hit.hId)
        .sort((a, b) => a - b),
    ).toEqual(boxedGraphql.map((edge) => edge.node.id).sort((a, b) => a - b));
  });
});

const MAP = `query ($criteria: SearchInput!, $filter: SearchFilter, $bounds: MapBoundsInput!, $zoom: Int!, $stay: StayInput!) {
  searchMap(criteria: $criteria, filter: $filter, bounds: $bounds, zoom: $zoom) {
    totalCount clustered
    pins { id name latitude longitude stayTotal(stay: $stay) }
    clusters { latitude longitude count south west north east }
  }
}`;
/** The map for these variables, pins priced for the criteria's stay (as the results page asks). */
const mapOf = (
  variables: Record<string, unknown> & {
    criteria: { startDate: string; endDate: string; rooms: number; persons: number; [field: string]: unknown };
  },
) => {
  const { startDate, endDate, rooms, persons } = variables.criteria;
  return app.graphql<MapAnswer>(MAP, { ...variables, stay: { startDate, endDate, rooms, persons } });
};
interface MapAnswer {
  searchMap: {
    totalCount: number;
    clustered: boolean;
    pins: Array<{ id: number; name: string; latitude: number; longitude: number; stayTotal: number }>;
    clusters: Array<{
      latitude: number;
      longitude: number;
      count: number;
      south: number;
      west: number;
      north: number;
      east: number;
    }>;
  };
}

describe('the map (searchMap) against a brute-force filter', () => {
  const random = new Random(20261201);
  const TYPES: LodgingType[] = ['HOTEL', 'MOTEL', 'PENSION'];
  /** Every lodging of the map's area, guest-visible or not. */
  const all: Array<{ id: number; type: LodgingType; latitude: number; longitude: number; visible: boolean }> = [];
  // An area no other test uses: the map's lodgings are all of these.
  const AREA = { south: 10, west: 100, north: 10.5, east: 100.5 };
  const latitude = () => AREA.south + random.int(0, 5000) / 10_000;
  const longitude = () => AREA.west + random.int(0, 5000) / 10_000;

  beforeAll(async () => {
    // Lodgings with rooms, some not for guests, on a few spots so small boxes hold several.
    for (let i = 0; i < 40; i++) {
      const type = random.pick(TYPES);
      const status = random.int(0, 9) === 0 ? 'PENDING' : 'APPROVED';
      const active = random.int(0, 9) !== 0;
      const point = { latitude: latitude(), longitude: longitude() };
      const { hotel } = await createHotel(app.orm, {
        name: `지도 숙소 ${i}`,
        type,
        address: `지도시 지도구 ${i}`,
        ...point,
        status,
        active,
        rooms: Array.from({ length: random.int(1, 3) }, () => ({
          capacity: random.int(1, 4),
          basePrice: random.int(3, 30) * 5000,
          unitCount: random.int(0, 2),
        })),
        days: 14,
      });
      all.push({ id: hotel.id, type, ...point, visible: status === 'APPROVED' && active });
    }
    // Many more without rooms (counted by the clusters, never a pin), so large boxes pass MAP_PIN_LIMIT.
    const bare = Array.from({ length: 500 }, (_, i) => ({
      name: `지도 빈 숙소 ${i}`,
      type: random.pick(TYPES),
      latitude: latitude(),
      longitude: longitude(),
      status: random.int(0, 19) === 0 ? 'PENDING' : 'APPROVED',
    }));
    const rows = await app.orm.em.getConnection().execute<Array<{ id: number }>>(
      `insert into hotels (name, type, address, region, info, latitude, longitude, status, active, created_at)
       select name, type, '지도시 빈구 1', '지도시 빈구', '', latitude, longitude, status, true, now()
         from jsonb_to_recordset(?::jsonb) as r(name text, type text, latitude float8, longitude float8, status text)
       returning id`,
      [JSON.stringify(bare)],
    );
    rows.forEach((row, i) => all.push({ id: row.id, ...bare[i]!, visible: bare[i]!.status === 'APPROVED' }));
  });

  function randomBox() {
    const kind = random.int(0, 9);
    // Nothing there; all of the area (and nothing of the other tests'); most of it (its clusters' cells cut by
    // the box's edges); else a small random box inside or across it.
    if (kind === 0) return { south: 50, west: 10, north: 51, east: 11 };
    if (kind === 1) return { south: 0, west: 90, north: 20, east: 110 };
    if (kind <= 4) {
      const [south, west] = [latitude() - 0.2, longitude() - 0.2];
      return { south, west, north: south + 0.4, east: west + 0.4 };
    }
    const [south, north] = [latitude() - 0.05, latitude() + 0.05].sort((a, b) => a - b);
    const [west, east] = [longitude() - 0.05, longitude() + 0.05].sort((a, b) => a - b);
    return { south: south!, west: west!, north: north!, east: east! };
  }

  /** Random boxes and zooms through searchMap, each against the brute force; how many of each kind. */
  async function checkBoxes(count: number) {
    let pinned = 0;
    let clustered = 0;
    let empty = 0;
    for (let i = 0; i < count; i++) {
      const bounds = randomBox();
      const zoom = random.int(3, 14);
      const types = random.int(0, 2) === 0 ? random.sample(TYPES, 2) : null;
      const rooms = random.int(1, 2);
      const criteria = { ...stay, rooms, region: '' };
      const answer = await mapOf({ criteria, filter: { types }, bounds, zoom });
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const map = answer.data!.searchMap;
      const inBox = all.filter(
        (lodging) =>
          lodging.visible &&
          (!types || types.includes(lodging.type)) &&
          lodging.latitude >= bounds.south &&
          lodging.latitude <= bounds.north &&
          lodging.longitude >= bounds.west &&
          lodging.longitude <= bounds.east,
      );
      const context = JSON.stringify({ bounds, zoom, types, inBox: inBox.length });
      if (inBox.length > MAP_PIN_LIMIT) {
        clustered++;
        expect(map.clustered, context).toBe(true);
        expect(map.pins).toEqual([]);
        const size = cellDegrees(zoom);
        const cells = new Map<string, number>();
        for (const lodging of inBox) {
          const key = `${Math.floor(lodging.longitude / size)}:${Math.floor(lodging.latitude / size)}`;
          cells.set(key, (cells.get(key) ?? 0) + 1);
        }
        const counted = new Map(
          map.clusters.map((cluster) => [
            `${Math.round(cluster.west / size)}:${Math.round(cluster.south / size)}`,
            cluster.count,
          ]),
        );
        expect(counted, context).toEqual(cells);
        // The clusters sum to the matches, each mean point inside its cell.
        expect(map.clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe(inBox.length);
        expect(map.totalCount).toBe(inBox.length);
        for (const cluster of map.clusters) {
          expect(cluster.latitude).toBeGreaterThanOrEqual(cluster.south - 1e-6);
          expect(cluster.latitude).toBeLessThanOrEqual(cluster.north + 1e-6);
          expect(cluster.longitude).toBeGreaterThanOrEqual(cluster.west - 1e-6);
          expect(cluster.longitude).toBeLessThanOrEqual(cluster.east + 1e-6);
        }
      } else {
        expect(map.clustered, context).toBe(false);
        expect(map.clusters).toEqual([]);
        // The bookable ones, priced by the search's definition (the whole-list statement).
        const priced =
          inBox.length === 0
            ? []
            : await runSearch(app.orm.em.getConnection(), {
                words: [],
                hotelIds: inBox.map((lodging) => lodging.id),
                startDate: stay.startDate,
                endDate: stay.endDate,
                nights: 1,
                rooms,
                persons: stay.persons,
                sort: 'RECOMMENDED',
                seed: stay.startDate,
                limit: null,
              });
        const expected = priced.map((row) => [row.id, stayTotal(row.stayPrice, rooms)]).sort((a, b) => a[0]! - b[0]!);
        expect(
          map.pins.map((pin) => [pin.id, pin.stayTotal]).sort((a, b) => a[0]! - b[0]!),
          context,
        ).toEqual(expected);
        expect(map.totalCount).toBe(map.pins.length);
        if (map.pins.length > 0) pinned++;
        else empty++;
      }
    }
    return { pinned, clustered, empty };
  }

  /** The cell counts the triggers keep, against the same counts grouped from `hotels` now. */
  async function expectCellsKept() {
    const connection = app.orm.em.getConnection();
    const kept = await connection.execute<Array<Record<string, number>>>(
      `select level, cell_x, cell_y, type, count, round(latitude_sum::numeric, 6)::float8 as lat,
              round(longitude_sum::numeric, 6)::float8 as lng
         from lodging_map_cells where count <> 0 order by 1, 2, 3, 4`,
    );
    const grouped = await connection.execute<Array<Record<string, number>>>(
      `select z.level, floor(h.longitude / lodging_map_cell(z.level))::int as cell_x,
              floor(h.latitude / lodging_map_cell(z.level))::int as cell_y, h.type::text as type, count(*)::int as count,
              round(sum(h.latitude)::numeric, 6)::float8 as lat, round(sum(h.longitude)::numeric, 6)::float8 as lng
         from hotels h cross join generate_series(0, 12) as z(level)
        where h.status = 'APPROVED' and h.active
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    expect(kept.length).toBeGreaterThan(100);
    expect(kept).toEqual(grouped);
  }

  it('pins the bookable lodgings of a box of few, clusters a box of many, each as the brute force says', async () => {
    const first = await checkBoxes(60);
    // The random boxes reach every branch.
    expect(first.pinned).toBeGreaterThan(5);
    expect(first.clustered).toBeGreaterThan(3);
    expect(first.empty).toBeGreaterThan(0);
    await expectCellsKept();
  }, 240_000);

  it('keeps the cell counts right as lodgings move, hide, change type, get approved and go', async () => {
    const connection = app.orm.em.getConnection();
    for (let round = 0; round < 3; round++) {
      // Several rows a statement, as bulk edits send them, and single rows.
      const moved = random.sample(all, 30);
      for (const lodging of moved) Object.assign(lodging, { latitude: latitude(), longitude: longitude() });
      await connection.execute(
        `update hotels h set latitude = r.latitude, longitude = r.longitude
           from jsonb_to_recordset(?::jsonb) as r(id int, latitude float8, longitude float8) where h.id = r.id`,
        [JSON.stringify(moved.map(({ id, latitude, longitude }) => ({ id, latitude, longitude })))],
      );
      for (const lodging of random.sample(all, 10)) {
        lodging.visible = !lodging.visible;
        await connection.execute(`update hotels set status = ?, active = true where id = ?`, [
          lodging.visible ? 'APPROVED' : 'PENDING',
          lodging.id,
        ]);
      }
      const retyped = random.sample(all, 10);
      for (const lodging of retyped) lodging.type = random.pick(TYPES);
      await connection.execute(
        `update hotels h set type = r.type from jsonb_to_recordset(?::jsonb) as r(id int, type text) where h.id = r.id`,
        [JSON.stringify(retyped.map(({ id, type }) => ({ id, type })))],
      );
      // Edits that leave the map alone (the review counters' kind) change nothing.
      await connection.execute(`update hotels set info = info || '.' where id = any(?::int[])`, [
        `{${random
          .sample(all, 20)
          .map((lodging) => lodging.id)
          .join(',')}}`,
      ]);
      const gone = random.sample(
        all.filter((lodging) => lodging.id > all[39]!.id),
        5,
      );
      await connection.execute(`delete from hotels where id = any(?::int[])`, [
        `{${gone.map((lodging) => lodging.id).join(',')}}`,
      ]);
      for (const lodging of gone) all.splice(all.indexOf(lodging), 1);
      await expectCellsKept();
      const checked = await checkBoxes(20);
      expect(checked.clustered + checked.pinned + checked.empty).toBe(20);
    }
    // The map reads the kept counts: one off there shows in a country-sized view.
    const everything = { criteria: { ...stay, region: '' }, bounds: { south: 0, west: 90, north: 20, east: 110 } };
    const before = await mapOf({ ...everything, zoom: 8 });
    await connection.execute(`update lodging_map_cells set count = count + 1 where level = 8`);
    const off = await mapOf({ ...everything, zoom: 8 });
    await connection.execute(`update lodging_map_cells set count = count - 1 where level = 8`);
    expect(off.data!.searchMap.totalCount).toBeGreaterThan(before.data!.searchMap.totalCount);
  }, 240_000);

  it('answers the same through GET /api/search/map', async () => {
    const bounds = { south: 9, west: 99, north: 11, east: 101 };
    for (const zoom of [5, 12]) {
      const graphql = await mapOf({ criteria: { ...stay, region: '' }, bounds, zoom });
      const rest = await app.request(
        'GET',
        `/api/search/map?checkIn=${stay.startDate}&checkOut=${stay.endDate}&rooms=1&persons=2&bounds=9,99,11,101&zoom=${zoom}`,
      );
      expect(rest.status).toBe(200);
      const body = rest.json<Omit<MapAnswer['searchMap'], 'pins'> & { pins: Array<Record<string, unknown>> }>();
      // A REST pin is a search result: the GraphQL pin's fields are among its own.
      const pins = body.pins.map(({ id, name, latitude, longitude, stayTotal }) => ({
        id,
        name,
        latitude,
        longitude,
        stayTotal,
      }));
      expect({ ...body, pins }).toEqual(graphql.data!.searchMap);
    }
    const small = `/api/search/map?checkIn=${stay.startDate}&checkOut=${stay.endDate}&rooms=1&persons=2&bounds=10,100,10.1,100.1&zoom=14`;
    const pins = await app.request('GET', small);
    expect(pins.json<MapAnswer['searchMap']>().clustered).toBe(false);
  });

  it('refuses a malformed map area or zoom with a 400 in Korean, never a 500', async () => {
    const criteria = { ...stay, region: '' };
    const badBounds = [
      { south: 38, west: 127, north: 37, east: 128 },
      { south: 37, west: 128, north: 38, east: 127 },
      { south: -91, west: 127, north: 38, east: 128 },
      { south: 37, west: 127, north: 38, east: 181 },
      { south: 1e300, west: 127, north: 1e301, east: 128 },
    ];
    for (const bounds of badBounds) {
      const map = await mapOf({ criteria, bounds, zoom: 10 });
      expect(map.errors?.[0], JSON.stringify(bounds)).toMatchObject({
        message: MESSAGES.searchBoundsInvalid,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const list = await app.graphql(SEARCH, { criteria: { ...criteria, bounds } });
      expect(list.errors?.[0]?.message).toBe(MESSAGES.searchBoundsInvalid);
    }
    // Numbers JSON cannot carry as finite floats: GraphQL's own input error, not a server error.
    const huge = await app.request('POST', '/graphql', {
      raw: JSON.stringify({ query: MAP, variables: { criteria, zoom: 10 } }).replace(
        '"zoom":10',
        '"zoom":10,"bounds":{"south":1e400,"west":127,"north":38,"east":128}',
      ),
    });
    expect(huge.status).toBeLessThan(500);
    expect(JSON.stringify(huge.body)).toContain('errors');
    for (const zoom of [-1, 21]) {
      const map = await mapOf({ criteria, bounds: { south: 37, west: 127, north: 38, east: 128 }, zoom });
      expect(map.errors?.[0]?.message).toBe(MESSAGES.searchZoomInvalid);
    }
    const stayQuery = `checkIn=${stay.startDate}&checkOut=${stay.endDate}&rooms=1&persons=2`;
    const restCases: Array<[string, string]> = [
      ['bounds=NaN,127,38,128&zoom=10', MESSAGES.searchBoundsInvalid],
      ['bounds=37,127,38&zoom=10', MESSAGES.searchBoundsInvalid],
      ['bounds=38,127,37,128&zoom=10', MESSAGES.searchBoundsInvalid],
      ['bounds=1e400,127,38,128&zoom=10', MESSAGES.searchBoundsInvalid],
      ['bounds=37,127,38,999&zoom=10', MESSAGES.searchBoundsInvalid],
      ['bounds=37,,38,128&zoom=10', MESSAGES.searchBoundsInvalid],
      ['bounds=가,나,다,라&zoom=10', MESSAGES.searchBoundsInvalid],
      ['zoom=10', MESSAGES.searchBoundsInvalid],
      ['bounds=37,127,38,128&zoom=abc', MESSAGES.searchZoomInvalid],
      ['bounds=37,127,38,128&zoom=99', MESSAGES.searchZoomInvalid],
    ];
    for (const [query, message] of restCases) {
      const answer = await app.request('GET', `/api/search/map?${stayQuery}&${encodeURI(query)}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json()).toEqual({ message });
      const list = await app.request('POST', `/api/search?${encodeURI(query)}`, {
        body: { region: '', checkIn: stay.startDate, checkOut: stay.endDate, rooms: 1, persons: 2 },
      });
      // The list has no zoom: only the area's rule applies to it.
      if (message === MESSAGES.searchBoundsInvalid && query.includes('bounds')) {
        expect(list.status, query).toBe(400);
        expect(list.json()).toEqual({ message });
      }
    }
  });
});
