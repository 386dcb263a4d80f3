import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { countQueries, createHotel, setNight, stayFromToday } from '../../../test/hotel-fixtures';
import { createUser, loginAs } from '../../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface RestHit {
  hId: number;
  hid: number;
  hName: string;
  hname: string;
  type: string;
  region: string;
  minPrice: number;
  avgScore: number;
  reviewCount: number;
  services: Array<{ serviceName: string }>;
  image: string | null;
}

const search = (body: Record<string, unknown>) => app.request('POST', '/api/search', { body });
const criteria = (region: string, rooms = 1, persons = 2, offset = 10, nights = 1) => ({
  region,
  ...stayFromToday(offset, nights),
  numberOfRooms: rooms,
  numberOfPeople: persons,
});
const names = async (body: Record<string, unknown>) => {
  const answer = await search(body);
  return answer.status === 204
    ? []
    : answer
        .json<RestHit[]>()
        .map((hit) => hit.hName)
        .sort();
};

describe('POST /api/search', () => {
  it('matches the region, the address or the name, keeping the first two words', async () => {
    await createHotel(app.orm, { name: '가람 호텔', address: '가람특별시 나래구 다솜로 1' });
    await createHotel(app.orm, {
      name: '나래구 게스트하우스',
      address: '바다광역시 해변구 모래로 2',
      type: 'GUESTHOUSE',
    });
    await createHotel(app.orm, { name: '엉뚱한 모텔', address: '산들도 숲속시 다솜로 3', type: 'MOTEL' });

    expect(await names(criteria('가람'))).toEqual(['가람 호텔']);
    expect(await names(criteria('나래구'))).toEqual(['가람 호텔', '나래구 게스트하우스']);
    expect(await names(criteria('다솜로'))).toEqual(['가람 호텔', '엉뚱한 모텔']);
    expect(await names(criteria('가람특별시 나래구 다솜로 1'))).toEqual(['가람 호텔']);
    // Every word must appear somewhere: 숲속시 and 다솜로 are both in the third address only.
    expect(await names(criteria('숲속시 다솜로'))).toEqual(['엉뚱한 모텔']);
    // LIKE wildcards are plain characters.
    expect((await search(criteria('%'))).status).toBe(204);
  });

  it('finds one-character words, and needs a word whole, not just its two-character pieces', async () => {
    // The first address holds every two-character piece of 보름달보 (보름, 름달, 달보: the bigram index's
    // lookup) but not the word itself; only the second holds it.
    await createHotel(app.orm, { name: '보름 호텔', address: '보름달시 달보구 1' });
    await createHotel(app.orm, { name: '달빛 호텔', address: '보름달보시 은하구 2' });

    expect(await names(criteria('보름달보'))).toEqual(['달빛 호텔']);
    expect(await names(criteria('름'))).toEqual(['달빛 호텔', '보름 호텔']);
    expect(await names(criteria('은하구'))).toEqual(['달빛 호텔']);
  });

  it('answers the spec list shape with the REST-NOTES spellings', async () => {
    const { hotel } = await createHotel(app.orm, {
      name: '모양 호텔',
      address: '모양특별시 모양구 모양로 5',
      type: 'TOURIST_HOTEL',
      services: ['무료 Wi-Fi', '주차 가능'],
      reviews: [5, 4, 4],
      rooms: [{ basePrice: 90_000 }],
    });
    const answer = await search(criteria('모양특별시'));
    expect(answer.status).toBe(200);
    expect(answer.json<RestHit[]>()).toEqual([
      {
        hId: hotel.id,
        hid: hotel.id,
        hName: '모양 호텔',
        hname: '모양 호텔',
        id: hotel.id,
        type: 'Tourist Hotel',
        star: null,
        address: '모양특별시 모양구 모양로 5',
        region: '모양특별시 모양구',
        latitude: 37.5665,
        longitude: 126.978,
        minPrice: 90_000,
        stayPrice: 90_000,
        // Added for new clients: what the card shows, taxes and fees included (docs/rest-clients.md).
        stayTotal: 95_000,
        avgScore: 4.3,
        reviewCount: 3,
        active: true,
        services: [{ serviceName: '무료 Wi-Fi' }, { serviceName: '주차 가능' }],
        image: `${app.url}/images/hotel/${hotel.id}.jpg`,
        // Ten days ahead: a full refund until seven days before (REFUND_TIERS).
        freeCancellationUntil: addDays(criteria('모양특별시').startDate, -7),
        // Km from a station or landmark searched (place=): none here.
        distanceKm: null,
      },
    ]);
  });

  it('shows the services as they are now: added, removed and renamed (names kept on the lodging)', async () => {
    const { hotel } = await createHotel(app.orm, {
      name: '편의 호텔',
      address: '편의시 편의구 1',
      services: ['편의 수영장', '편의 주차'],
    });
    const services = async () =>
      (await search(criteria('편의시'))).json<RestHit[]>()[0]!.services.map((service) => service.serviceName);
    expect(await services()).toEqual(['편의 수영장', '편의 주차']);
    const sql = app.orm.em.getConnection();
    await sql.execute(`insert into services (name) values ('편의 사우나')`);
    await sql.execute(
      `insert into hotel_services (hotel_id, service_id) select ?, id from services where name = '편의 사우나'`,
      [hotel.id],
    );
    expect(await services()).toEqual(['편의 수영장', '편의 주차', '편의 사우나']);
    await sql.execute(
      `delete from hotel_services where hotel_id = ? and service_id = (select id from services where name = '편의 주차')`,
      [hotel.id],
    );
    await sql.execute(`update services set name = '편의 실내 수영장' where name = '편의 수영장'`);
    expect(await services()).toEqual(['편의 실내 수영장', '편의 사우나']);
    await sql.execute(`delete from services where name = '편의 사우나'`);
    expect(await services()).toEqual(['편의 실내 수영장']);
  });

  it('shows a lodging as it is now after it changed', async () => {
    const { hotel } = await createHotel(app.orm, { name: '변경 호텔', address: '변경시 변경구 1', reviews: [4] });
    const hit = async () => (await search(criteria('변경시'))).json<RestHit[]>()[0]!;
    expect(await hit()).toMatchObject({ hName: '변경 호텔', type: 'Hotel', star: null, avgScore: 4, reviewCount: 1 });
    const sql = app.orm.em.getConnection();
    await sql.execute(
      `update hotels set name = '바뀐 호텔', type = 'MOTEL', star = 3, address = '변경시 새구 2', region = '변경시 새구',
              latitude = 35.1, longitude = 129.04 where id = ?`,
      [hotel.id],
    );
    expect(await hit()).toMatchObject({
      hName: '바뀐 호텔',
      hname: '바뀐 호텔',
      type: 'Motel',
      star: 3,
      address: '변경시 새구 2',
      region: '변경시 새구',
      latitude: 35.1,
      longitude: 129.04,
    });
    await sql.execute(`update hotel_images set path = '/images/motel/' || hotel_id || '.jpg' where hotel_id = ?`, [
      hotel.id,
    ]);
    expect((await hit()).image).toBe(`${app.url}/images/motel/${hotel.id}.jpg`);
    await sql.execute(`delete from hotel_images where hotel_id = ?`, [hotel.id]);
    expect((await hit()).image).toBeNull();
    await sql.execute(
      `insert into hotel_images (hotel_id, kind, position, path) values (?, 'MAIN', 0, '/images/motel/new.jpg')`,
      [hotel.id],
    );
    expect((await hit()).image).toBe(`${app.url}/images/motel/new.jpg`);

    // A review changes the score, read with the matches in one statement.
    await sql.execute(`insert into reviews (hotel_id, score, content, created_at) values (?, 2, '별로', now())`, [
      hotel.id,
    ]);
    let after: RestHit | undefined;
    const statements = await countQueries(app.orm, async () => {
      after = await hit();
    });
    expect(after).toMatchObject({ hName: '바뀐 호텔', avgScore: 3, reviewCount: 2 });
    expect(statements).toBe(1);
  });

  it('answers 204 with no body when nothing matches', async () => {
    const response = await fetch(`${app.url}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(criteria('없는지역')),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('needs the rooms free on every night of the stay', async () => {
    const { rooms } = await createHotel(app.orm, {
      name: '매진 호텔',
      address: '매진시 매진구 1',
      rooms: [{ unitCount: 2 }],
    });
    const stay = criteria('매진시', 1, 2, 10, 3);
    expect(await names(stay)).toEqual(['매진 호텔']);
    await setNight(app.orm, rooms[0]!.id, addDays(stay.startDate, 1), { held: 1 });
    expect(await names(stay)).toEqual(['매진 호텔']);
    expect(await names({ ...stay, numberOfRooms: 2, numberOfPeople: 2 })).toEqual([]);
    await setNight(app.orm, rooms[0]!.id, addDays(stay.startDate, 2), { sold: 2 });
    expect(await names(stay)).toEqual([]);
    // The night after check-out does not count.
    expect(await names({ ...stay, endDate: addDays(stay.startDate, 2) })).toEqual(['매진 호텔']);
    // Nights beyond the inventory (not opened yet) are not free.
    expect(await names(criteria('매진시', 1, 2, 38, 5))).toEqual([]);
  });

  it('answers one-night stays (their own statement) by that night alone, at its price', async () => {
    const { rooms } = await createHotel(app.orm, {
      name: '하룻밤 호텔',
      address: '하룻밤시 하룻밤구 1',
      rooms: [
        { name: '작은 방', basePrice: 80_000, unitCount: 1 },
        { name: '큰 방', basePrice: 90_000, unitCount: 2, capacity: 4 },
      ],
    });
    const night = criteria('하룻밤시', 1, 2, 11, 1);
    const price = async (body: Record<string, unknown>) => {
      const answer = await search(body);
      return answer.status === 204 ? null : answer.json<RestHit[]>()[0]!.minPrice;
    };
    await setNight(app.orm, rooms[0]!.id, night.startDate, { price: 85_000 });
    expect(await price(night)).toBe(85_000);
    await setNight(app.orm, rooms[0]!.id, night.startDate, { held: 1 });
    expect(await price(night)).toBe(90_000);
    await setNight(app.orm, rooms[1]!.id, night.startDate, { sold: 1 });
    expect(await price(night)).toBe(90_000);
    expect(await price({ ...night, numberOfRooms: 2 })).toBeNull();
    await setNight(app.orm, rooms[1]!.id, night.startDate, { held: 1 });
    expect(await price(night)).toBeNull();
    // The next night is untouched; a night beyond the inventory is not free.
    expect(await price(criteria('하룻밤시', 1, 2, 12, 1))).toBe(80_000);
    expect(await price(criteria('하룻밤시', 1, 2, 45, 1))).toBeNull();
  });

  it('needs room for the persons: capacity times rooms', async () => {
    await createHotel(app.orm, {
      name: '정원 호텔',
      address: '정원시 정원구 1',
      rooms: [{ capacity: 2, unitCount: 2 }],
    });
    expect(await names(criteria('정원시', 1, 2))).toEqual(['정원 호텔']);
    expect(await names(criteria('정원시', 1, 3))).toEqual([]);
    expect(await names(criteria('정원시', 2, 4))).toEqual(['정원 호텔']);
    expect(await names(criteria('정원시', 3, 4))).toEqual([]);
    expect(await names(criteria('정원시', 1, 3, 10, 2))).toEqual([]);
    expect(await names(criteria('정원시', 2, 4, 10, 2))).toEqual(['정원 호텔']);
  });

  it('hides pending and inactive lodgings and inactive room types', async () => {
    await createHotel(app.orm, { name: '대기 호텔', address: '숨김시 숨김구 1', status: 'PENDING' });
    await createHotel(app.orm, { name: '비활성 호텔', address: '숨김시 숨김구 2', active: false });
    await createHotel(app.orm, { name: '닫힌 객실 호텔', address: '숨김시 숨김구 3', rooms: [{ active: false }] });
    await createHotel(app.orm, { name: '보이는 호텔', address: '숨김시 숨김구 4' });
    expect(await names(criteria('숨김시'))).toEqual(['보이는 호텔']);
    // Stays of several nights take the other statement shape: the same rule.
    expect(await names(criteria('숨김시', 1, 2, 10, 3))).toEqual(['보이는 호텔']);
  });

  it("follows a room type's capacity and active flag changed after its nights were opened", async () => {
    const { rooms } = await createHotel(app.orm, {
      name: '개조 호텔',
      address: '개조시 개조구 1',
      rooms: [{ capacity: 2, unitCount: 1 }],
    });
    const editRoom = (set: string) =>
      app.orm.em.getConnection().execute(`update rooms set ${set} where id = ?`, [rooms[0]!.id]);
    expect(await names(criteria('개조시', 1, 4))).toEqual([]);
    await editRoom('capacity = 4');
    expect(await names(criteria('개조시', 1, 4))).toEqual(['개조 호텔']);
    expect(await names(criteria('개조시', 1, 4, 10, 3))).toEqual(['개조 호텔']);
    await editRoom('active = false');
    expect(await names(criteria('개조시', 1, 2))).toEqual([]);
    expect(await names(criteria('개조시', 1, 2, 10, 3))).toEqual([]);
    await editRoom('active = true, capacity = 1');
    expect(await names(criteria('개조시', 1, 2))).toEqual([]);
    expect(await names(criteria('개조시', 1, 1))).toEqual(['개조 호텔']);
  });

  it('gives the lowest average nightly price of the room types that fit', async () => {
    const { rooms } = await createHotel(app.orm, {
      name: '요금 호텔',
      address: '요금시 요금구 1',
      rooms: [
        { name: '싼 방', basePrice: 100_000, unitCount: 1 },
        { name: '비싼 방', basePrice: 110_000, unitCount: 1 },
        { name: '큰 방', basePrice: 50_000, unitCount: 1, capacity: 1 },
      ],
    });
    const stay = criteria('요금시', 1, 2, 12, 2);
    await setNight(app.orm, rooms[0]!.id, addDays(stay.startDate, 1), { price: 140_000 });
    const price = async () => (await search(stay)).json<RestHit[]>()[0]!.minPrice;
    // 싼 방 averages 120,000 over the two nights; 큰 방 holds one person only.
    expect(await price()).toBe(110_000);
    await setNight(app.orm, rooms[1]!.id, stay.startDate, { sold: 1 });
    expect(await price()).toBe(120_000);
  });

  it('answers bad input with 400 and the spec words', async () => {
    const ok = criteria('서울');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...ok, region: '' }, MESSAGES.destinationRequired],
      [{ ...ok, region: '가'.repeat(51) }, MESSAGES.regionTooLong],
      [{ ...ok, startDate: undefined }, MESSAGES.datesRequired],
      [{ ...ok, endDate: '2026-13-01' }, MESSAGES.datesInvalid],
      [{ ...ok, endDate: ok.startDate }, MESSAGES.checkoutAfterCheckin],
      [{ ...ok, ...stayFromToday(-1) }, MESSAGES.pastCheckin],
      [{ ...ok, numberOfRooms: 0 }, MESSAGES.roomsAtLeastOne],
      [{ ...ok, numberOfRooms: 11 }, MESSAGES.searchRoomsRange],
      [{ ...ok, numberOfRooms: 'two' }, MESSAGES.roomsAtLeastOne],
      [{ ...ok, numberOfPeople: 21 }, MESSAGES.personsRange],
    ];
    for (const [body, message] of cases) {
      expect(await search(body), message).toMatchObject({ status: 400, body: { message } });
    }
    expect((await search({ ...ok, numberOfRooms: '10', numberOfPeople: '20' })).status).not.toBe(400);
  });

  it('answers a search of 20 lodgings with one SQL statement', async () => {
    for (let i = 0; i < 20; i++) {
      await createHotel(app.orm, { address: `쿼리시 쿼리구 ${i}`, services: ['수영장'], reviews: [4, 5] });
    }
    let hits: RestHit[] = [];
    const first = await countQueries(app.orm, async () => {
      hits = (await search(criteria('쿼리시'))).json<RestHit[]>();
    });
    expect(hits).toHaveLength(20);
    expect(first).toBe(1);
  });
});

describe('GraphQL searchHotels', () => {
  const query = `query ($criteria: SearchInput!, $stay: StayInput, $filter: SearchFilter, $sort: SearchSort, $first: Int,
      $after: String) {
    searchHotels(criteria: $criteria, filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      priceRange { lowest highest }
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id name type minPrice(stay: $stay) avgScore reviewCount services { name } imageUrl region wishlisted } }
    }
  }`;
  interface Answer {
    searchHotels: {
      totalCount: number;
      priceRange: { lowest: number; highest: number } | null;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      edges: Array<{ cursor: string; node: { name: string; type: string; minPrice: number; avgScore: number | null } }>;
    };
  }
  const stay = { region: '그래프시', ...stayFromToday(5), rooms: 1, persons: 2 };
  const { region: _region, ...stayOnly } = stay;
  const run = async (variables: Record<string, unknown>) => {
    const answer = await app.graphql<Answer>(query, { criteria: stay, stay: stayOnly, ...variables });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.searchHotels;
  };

  beforeAll(async () => {
    const lodgings: Array<[string, 'HOTEL' | 'MOTEL' | 'HANOK', number, number[], string[]]> = [
      ['가 호텔', 'HOTEL', 150_000, [5, 5], ['수영장', '주차 "가능"']],
      ['나 모텔', 'MOTEL', 50_000, [3], ['주차 "가능"']],
      ['다 한옥', 'HANOK', 120_000, [4, 5], []],
      ['라 호텔', 'HOTEL', 90_000, [], ['수영장']],
      ['마 모텔', 'MOTEL', 70_000, [2, 3], []],
    ];
    for (const [name, type, basePrice, reviews, services] of lodgings) {
      await createHotel(app.orm, {
        name,
        type,
        address: `그래프시 그래프구 ${name}`,
        rooms: [{ basePrice }],
        reviews,
        services,
      });
    }
  });

  it('sorts by price and by rating, and pages with cursors', async () => {
    const byPrice = await run({ sort: 'PRICE_ASC', first: 2 });
    expect(byPrice.totalCount).toBe(5);
    expect(byPrice.edges.map((edge) => edge.node.name)).toEqual(['나 모텔', '마 모텔']);
    expect(byPrice.pageInfo.hasNextPage).toBe(true);
    const next = await run({ sort: 'PRICE_ASC', first: 2, after: byPrice.pageInfo.endCursor });
    expect(next.edges.map((edge) => edge.node.name)).toEqual(['라 호텔', '다 한옥']);
    const last = await run({ sort: 'PRICE_ASC', first: 2, after: next.pageInfo.endCursor });
    expect(last.edges.map((edge) => edge.node.name)).toEqual(['가 호텔']);
    expect(last.pageInfo.hasNextPage).toBe(false);

    const byRating = await run({ sort: 'RATING_DESC' });
    expect(byRating.edges.map((edge) => [edge.node.name, edge.node.avgScore])).toEqual([
      ['가 호텔', 5],
      ['다 한옥', 4.5],
      ['나 모텔', 3],
      ['마 모텔', 2.5],
      ['라 호텔', null],
    ]);
  });

  it('keeps the recommended order stable across pages', async () => {
    const all = (await run({})).edges.map((edge) => edge.node.name);
    const first = await run({ first: 3 });
    const rest = await run({ first: 3, after: first.pageInfo.endCursor });
    expect([...first.edges, ...rest.edges].map((edge) => edge.node.name)).toEqual(all);
    expect([...all].sort()).toEqual(['가 호텔', '나 모텔', '다 한옥', '라 호텔', '마 모텔']);
  });

  it('filters by price range, rating and type', async () => {
    const filtered = async (filter: Record<string, unknown>) =>
      (await run({ filter, sort: 'PRICE_ASC' })).edges.map((edge) => edge.node.name);
    expect(await filtered({ minPrice: 60_000, maxPrice: 120_000 })).toEqual(['마 모텔', '라 호텔', '다 한옥']);
    expect(await filtered({ minRating: 3 })).toEqual(['나 모텔', '다 한옥', '가 호텔']);
    expect(await filtered({ types: ['MOTEL', 'HANOK'] })).toEqual(['나 모텔', '마 모텔', '다 한옥']);
    expect(await filtered({ services: ['수영장'] })).toEqual(['라 호텔', '가 호텔']);
    expect(await filtered({ services: ['수영장', '주차 "가능"'] })).toEqual(['가 호텔']);
    expect(await filtered({ services: ['없는 시설'] })).toEqual([]);
  });

  it('counts the matches of the filters and gives the price bounds of all but the price filter', async () => {
    const all = await run({ first: 1 });
    expect(all.totalCount).toBe(5);
    expect(all.priceRange).toEqual({ lowest: 50_000, highest: 150_000 });
    const cheap = await run({ first: 1, filter: { maxPrice: 80_000 } });
    expect(cheap.totalCount).toBe(2);
    expect(cheap.priceRange).toEqual({ lowest: 50_000, highest: 150_000 });
    const motels = await run({ first: 1, filter: { types: ['MOTEL'] } });
    expect(motels.totalCount).toBe(2);
    expect(motels.priceRange).toEqual({ lowest: 50_000, highest: 70_000 });
    // No row left by the price range: the bounds still come from the other filters.
    const none = await run({ filter: { types: ['HANOK'], maxPrice: 10_000 } });
    expect(none.totalCount).toBe(0);
    expect(none.priceRange).toEqual({ lowest: 120_000, highest: 120_000 });
    expect((await run({ filter: { services: ['없는 시설'] } })).priceRange).toBeNull();
  });

  it("answers a page's prices for its own stay and its hearts in one statement more, another stay in one more", async () => {
    const { accessToken } = await loginAs(app, (await createUser(app.orm)).email);
    let page: Answer['searchHotels'] | undefined;
    const alone = await countQueries(app.orm, () => app.graphql(query, { criteria: stay, stay: stayOnly }));
    const withHearts = await countQueries(app.orm, async () => {
      page = (await app.graphql<Answer>(query, { criteria: stay, stay: stayOnly }, accessToken)).data!.searchHotels;
    });
    expect(page!.edges).toHaveLength(5);
    // The token's account, then the wishlist of the whole page.
    expect(withHearts).toBe(alone + 2);
    const other = { ...stayFromToday(6), rooms: 1, persons: 2 };
    const priced = await countQueries(app.orm, async () => {
      const answer = await app.graphql<Answer>(query, { criteria: stay, stay: other });
      expect(answer.data!.searchHotels.edges.every((edge) => edge.node.minPrice > 0)).toBe(true);
    });
    expect(priced).toBe(alone + 1);
  });

  it('lists the service names for the filter', async () => {
    const answer = await app.graphql<{ searchServices: string[] }>('{ searchServices }');
    expect(answer.data?.searchServices).toEqual(expect.arrayContaining(['수영장', '주차 "가능"']));
  });

  it('answers bad criteria and cursors as BAD_USER_INPUT in the spec words', async () => {
    const tooLong = await app.graphql(query, { criteria: { ...stay, region: '가'.repeat(51) } });
    expect(tooLong.errors?.[0]).toMatchObject({
      message: MESSAGES.regionTooLong,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const rooms = await app.graphql(query, { criteria: { ...stay, rooms: 11 } });
    expect(rooms.errors?.[0]?.message).toBe(MESSAGES.searchRoomsRange);
    const cursor = await app.graphql(query, { criteria: stay, after: 'nonsense' });
    expect(cursor.errors?.[0]).toMatchObject({
      message: MESSAGES.invalidCursor,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

// Last in the file: it empties hotel_images for every lodging of this test database.
describe('POST /api/search after hotel_images is truncated', () => {
  it('shows no photo any more', async () => {
    const { hotel } = await createHotel(app.orm, { name: '사진 호텔', address: '사진시 사진구 1' });
    const image = async () => (await search(criteria('사진시'))).json<RestHit[]>()[0]!.image;
    expect(await image()).toBe(`${app.url}/images/hotel/${hotel.id}.jpg`);
    await app.orm.em.getConnection().execute('truncate hotel_images');
    expect(await image()).toBeNull();
  });
});
