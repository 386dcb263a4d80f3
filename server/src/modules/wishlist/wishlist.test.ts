import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../../test/harness';
import { countQueries, createHotel, setNight, stayFromToday } from '../../../test/hotel-fixtures';
import { member } from '../../../test/member-fixtures';
import { PinnedClock, type Clock } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import type { User } from '../users/user.entity';
import { clampedToToday, myWishlist } from './wishlist.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A request context for calling the service directly as `user`, on a fresh EntityManager. */
function contextAs(user: User, clock: Clock = app.clock): RequestContext {
  const em = app.orm.em.fork();
  return {
    em,
    connection: em.getConnection(),
    publicReads: em.getConnection(),
    user: { id: user.id, role: user.role, email: user.email, name: user.name },
    tokenRejected: false,
    clock,
  } as RequestContext;
}

interface RestItem {
  hId: number;
  hid: number;
  hName: string;
  hname: string;
  type: string;
  region: string;
  minPrice: number | null;
  avgScore: number;
  reviewCount: number;
  image: string | null;
}

const list = (token: string, query = '') => app.request('GET', `/api/wishlist${query}`, { token });
const add = (token: string, hotelId: number | string) => app.request('POST', `/api/wishlist/${hotelId}`, { token });
const remove = (token: string, hotelId: number | string) =>
  app.request('DELETE', `/api/wishlist/${hotelId}`, { token });
const names = async (token: string, query = '') =>
  (await list(token, query)).json<RestItem[]>().map((item) => item.hName);

describe('REST wishlist', () => {
  it('adds, lists in the spec shape and removes, each call idempotent', async () => {
    const { token } = await member(app);
    const { hotel } = await createHotel(app.orm, {
      name: '찜 한옥',
      type: 'HANOK',
      address: '전라북도 전주시 완산구 1',
      rooms: [{ basePrice: 120_000 }, { basePrice: 80_000 }, { basePrice: 50_000, active: false }],
      reviews: [5, 4],
    });
    expect(await list(token)).toMatchObject({ status: 200, body: [] });

    expect(await add(token, hotel.id)).toMatchObject({ status: 200, body: { hId: hotel.id, wishlisted: true } });
    expect((await add(token, hotel.id)).status).toBe(200);
    const answer = await list(token);
    expect(answer.json<RestItem[]>()).toEqual([
      {
        hId: hotel.id,
        hid: hotel.id,
        hName: '찜 한옥',
        hname: '찜 한옥',
        id: hotel.id,
        type: 'Hanok',
        star: null,
        address: '전라북도 전주시 완산구 1',
        region: '전라북도 전주시',
        minPrice: 80_000,
        // Without a stay there is no stay total.
        stayPrice: null,
        stayTotal: null,
        avgScore: 4.5,
        reviewCount: 2,
        image: `${app.url}/images/hotel/${hotel.id}.jpg`,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);

    expect(await remove(token, hotel.id)).toMatchObject({ status: 200, body: { wishlisted: false } });
    expect((await remove(token, hotel.id)).status).toBe(200);
    expect((await list(token)).body).toEqual([]);
  });

  it('lists the newest first and leaves out lodgings that are hidden later', async () => {
    const { token } = await member(app);
    const first = await createHotel(app.orm, { name: '먼저 호텔' });
    const second = await createHotel(app.orm, { name: '나중 호텔' });
    await add(token, first.hotel.id);
    await add(token, second.hotel.id);
    expect(await names(token)).toEqual(['나중 호텔', '먼저 호텔']);

    await app.orm.em.getConnection().execute('update hotels set active = false where id = ?', [first.hotel.id]);
    expect(await names(token)).toEqual(['나중 호텔']);
    await app.orm.em.getConnection().execute('update hotels set active = true where id = ?', [first.hotel.id]);
    expect(await names(token)).toEqual(['나중 호텔', '먼저 호텔']);
  });

  it('refuses unknown, pending and hidden lodgings with 404, and a non-numeric id with 400', async () => {
    const { token } = await member(app);
    const pending = await createHotel(app.orm, { status: 'PENDING' });
    const hidden = await createHotel(app.orm, { active: false });
    for (const id of [999_999, pending.hotel.id, hidden.hotel.id]) {
      expect(await add(token, id), String(id)).toMatchObject({ status: 404, body: { message: MESSAGES.invalidHotel } });
    }
    expect(await add(token, 'abc')).toMatchObject({ status: 400, body: { message: MESSAGES.invalidHotel } });
    expect((await remove(token, 'abc')).status).toBe(400);
    expect((await list(token)).body).toEqual([]);
  });

  it('prices the list for a stay: the search price, null when nothing is free', async () => {
    const { token } = await member(app);
    const { hotel, rooms } = await createHotel(app.orm, {
      name: '요금 펜션',
      type: 'PENSION',
      rooms: [
        { basePrice: 100_000, unitCount: 1, capacity: 2 },
        { basePrice: 200_000, unitCount: 1, capacity: 6 },
      ],
    });
    await add(token, hotel.id);
    const stay = stayFromToday(7, 2);
    await setNight(app.orm, rooms[0]!.id, addDays(stay.startDate, 1), { price: 140_000 });
    const minPrice = async (query: string) => (await list(token, query)).json<RestItem[]>()[0]!.minPrice;
    const q = (rooms: number, persons: number) =>
      `?checkIn=${stay.startDate}&checkOut=${stay.endDate}&rooms=${rooms}&persons=${persons}`;

    expect(await minPrice('')).toBe(100_000);
    expect(await minPrice(q(1, 2))).toBe(120_000);
    // Four persons need the big room; two rooms are more than either type has free.
    expect(await minPrice(q(1, 4))).toBe(200_000);
    expect(await minPrice(q(2, 2))).toBeNull();
    // Rooms and persons default to 1 and 2.
    expect(await minPrice(`?checkIn=${stay.startDate}&checkOut=${stay.endDate}`)).toBe(120_000);
    await setNight(app.orm, rooms[0]!.id, stay.startDate, { sold: 1 });
    expect(await minPrice(q(1, 2))).toBe(200_000);
  });

  it('prices a stay whose check-in is past from today (Asia/Seoul) instead of refusing it', async () => {
    const { user, token } = await member(app);
    const { hotel } = await createHotel(app.orm, { rooms: [{ basePrice: 70_000 }] });
    await add(token, hotel.id);
    const today = todayInSeoul();
    const answer = await list(token, `?checkIn=${addDays(today, -1)}&checkOut=${today}&rooms=1&persons=2`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.json<RestItem[]>().map((item) => item.minPrice)).toEqual([70_000]);
    // At 08:59 in Seoul it is still yesterday in UTC: that client's "today" is our yesterday.
    const seoulMorning = new Date(`${today}T08:59:00+09:00`);
    const utcToday = seoulMorning.toISOString().slice(0, 10);
    expect(utcToday).toBe(addDays(today, -1));
    const entries = await myWishlist(contextAs(user, new PinnedClock(seoulMorning)), {
      startDate: utcToday,
      endDate: addDays(utcToday, 1),
      rooms: 1,
      persons: 2,
    });
    expect(entries.map((entry) => entry.minPrice)).toEqual([70_000]);
  });

  it('clamps only past check-ins, keeping a later check-out', () => {
    const stay = { rooms: 1, persons: 2 };
    expect(clampedToToday({ ...stay, startDate: '2026-03-09', endDate: '2026-03-12' }, '2026-03-10')).toMatchObject({
      startDate: '2026-03-10',
      endDate: '2026-03-12',
    });
    expect(clampedToToday({ ...stay, startDate: '2026-03-08', endDate: '2026-03-09' }, '2026-03-10')).toMatchObject({
      startDate: '2026-03-10',
      endDate: '2026-03-11',
    });
    const future = { ...stay, startDate: '2026-03-11', endDate: '2026-03-12' };
    expect(clampedToToday(future, '2026-03-10')).toBe(future);
    const bad = { ...stay, startDate: 'yesterday', endDate: '' };
    expect(clampedToToday(bad, '2026-03-10')).toBe(bad);
  });

  it('answers a bad stay with 400 and the spec words', async () => {
    const { token } = await member(app);
    const stay = stayFromToday(3);
    const cases: Array<[string, string]> = [
      [`?checkIn=${stay.startDate}`, MESSAGES.datesRequired],
      [`?checkIn=${stay.startDate}&checkOut=${stay.startDate}`, MESSAGES.checkoutAfterCheckin],
      [`?checkIn=${stay.startDate}&checkOut=${stay.endDate}&rooms=6`, MESSAGES.detailRoomsRange],
      [`?checkIn=${stay.startDate}&checkOut=${stay.endDate}&persons=0`, MESSAGES.personsAtLeastOne],
      [`?rooms=2`, MESSAGES.datesRequired],
    ];
    for (const [query, message] of cases) {
      expect(await list(token, query), query).toMatchObject({ status: 400, body: { message } });
    }
  });

  it("shows each member only their own list; one member's delete leaves another's alone", async () => {
    const alice = await member(app, '앨리스');
    const bob = await member(app, '밥');
    const { hotel } = await createHotel(app.orm, { name: '공유 호텔' });
    await add(alice.token, hotel.id);
    expect(await names(bob.token)).toEqual([]);
    expect((await remove(bob.token, hotel.id)).status).toBe(200);
    expect(await names(alice.token)).toEqual(['공유 호텔']);
    expect((await app.request('GET', '/api/wishlist')).status).toBe(401);
    expect((await app.request('POST', `/api/wishlist/${hotel.id}`)).status).toBe(401);
    expect((await app.request('DELETE', `/api/wishlist/${hotel.id}`)).status).toBe(401);
    expect(await names(alice.token)).toEqual(['공유 호텔']);
  });
});

describe('GraphQL wishlist', () => {
  it('adds, lists with a stay and removes', async () => {
    const { token } = await member(app);
    const { hotel } = await createHotel(app.orm, {
      name: '그래프 리조트',
      type: 'RESORT',
      rooms: [{ basePrice: 90_000 }],
    });
    const added = await app.graphql(
      'mutation ($id: Int!) { addToWishlist(input: { hotelId: $id }) { hotel { id wishlisted } } }',
      { id: hotel.id },
      token,
    );
    expect(added.data).toEqual({ addToWishlist: { hotel: { id: hotel.id, wishlisted: true } } });
    const query = `query ($stay: StayInput) {
      myWishlist(stay: $stay) {
        totalCount
        edges { addedAt node { id name type region minPrice(stay: $stay) avgScore reviewCount imageUrl } }
      }
    }`;
    const listed = await app.graphql<{ myWishlist: { totalCount: number; edges: unknown[] } }>(
      query,
      { stay: { ...stayFromToday(4), rooms: 1, persons: 2 } },
      token,
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.myWishlist).toEqual({
      totalCount: 1,
      edges: [
        {
          addedAt: expect.any(String),
          node: {
            id: hotel.id,
            name: '그래프 리조트',
            type: 'RESORT',
            region: '서울특별시 중구',
            minPrice: 90_000,
            avgScore: null,
            reviewCount: 0,
            imageUrl: `/images/hotel/${hotel.id}.jpg`,
          },
        },
      ],
    });
    const unknown = await app.graphql(
      'mutation { addToWishlist(input: { hotelId: 999999 }) { hotel { id } } }',
      {},
      token,
    );
    expect(unknown.errors?.[0]).toMatchObject({ message: MESSAGES.invalidHotel, extensions: { code: 'NOT_FOUND' } });
    const removed = await app.graphql(
      'mutation ($id: Int!) { removeFromWishlist(input: { hotelId: $id }) { hotel { id wishlisted } } }',
      { id: hotel.id },
      token,
    );
    expect(removed.data).toEqual({ removeFromWishlist: { hotel: { id: hotel.id, wishlisted: false } } });
    const empty = await app.graphql<{ myWishlist: { edges: unknown[] } }>(query, {}, token);
    expect(empty.data!.myWishlist.edges).toEqual([]);
    const anonymous = await app.graphql(query, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('pages the wishlist with cursors, newest first', async () => {
    const { token } = await member(app);
    const ids: number[] = [];
    for (const name of ['첫째 숙소', '둘째 숙소', '셋째 숙소']) {
      const { hotel } = await createHotel(app.orm, { name });
      expect((await add(token, hotel.id)).status).toBeLessThan(300);
      ids.unshift(hotel.id);
    }
    type Page = {
      myWishlist: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: { id: number } }> };
    };
    const page = async (after: string | null) =>
      (
        await app.graphql<Page>(
          'query ($after: String) { myWishlist(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } }',
          { after },
          token,
        )
      ).data!.myWishlist;
    const first = await page(null);
    expect(first.edges.map((edge) => edge.node.id)).toEqual(ids.slice(0, 2));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page(first.pageInfo.endCursor);
    expect(second.edges.map((edge) => edge.node.id)).toEqual(ids.slice(2));
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('marks wishlisted lodgings on a search page and a detail, with one statement for the page', async () => {
    const { token } = await member(app);
    const saved = await createHotel(app.orm, {
      name: '하트 호텔 가',
      address: '하트시 하트구 1',
      rooms: [{ basePrice: 50_000 }],
    });
    await createHotel(app.orm, { name: '하트 호텔 나', address: '하트시 하트구 2', rooms: [{ basePrice: 60_000 }] });
    expect((await add(token, saved.hotel.id)).status).toBeLessThan(300);
    const stay = { region: '하트시', ...stayFromToday(3), rooms: 1, persons: 2 };
    const searchQuery = `query ($criteria: SearchInput!) {
      searchHotels(criteria: $criteria, sort: PRICE_ASC) { edges { node { name wishlisted } } }
    }`;
    type Answer = { searchHotels: { edges: Array<{ node: { name: string; wishlisted: boolean } }> } };
    const hearts = async (withToken?: string) =>
      (await app.graphql<Answer>(searchQuery, { criteria: stay }, withToken)).data!.searchHotels.edges.map((edge) => [
        edge.node.name,
        edge.node.wishlisted,
      ]);
    expect(await hearts(token)).toEqual([
      ['하트 호텔 가', true],
      ['하트 호텔 나', false],
    ]);
    expect(await hearts()).toEqual([
      ['하트 호텔 가', false],
      ['하트 호텔 나', false],
    ]);
    // The page's hearts cost one statement whatever its size: the search (its province lookup and its page,
    // search-page.repository.ts), the account and one lookup.
    const statements = await countQueries(app.orm, () => hearts(token));
    expect(statements).toBe(4);
    const detail = await app.graphql<{ hotel: { wishlisted: boolean } }>(
      'query ($id: Int!) { hotel(id: $id) { wishlisted } }',
      { id: saved.hotel.id },
      token,
    );
    expect(detail.data?.hotel.wishlisted).toBe(true);
    const listed = await app.graphql<{ myWishlist: { edges: Array<{ node: { wishlisted: boolean } }> } }>(
      '{ myWishlist { edges { node { wishlisted } } } }',
      {},
      token,
    );
    expect(listed.data?.myWishlist.edges).toEqual([{ node: { wishlisted: true } }]);
  });
});
