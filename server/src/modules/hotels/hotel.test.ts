import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { Landmark } from '../landmarks/landmark.entity';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createUser, loginAs } from '../../../test/fixtures';
import { countQueries, createHotel, setNight, stayFromToday } from '../../../test/hotel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface RestRoom {
  rId: number;
  rid: number;
  type: string;
  people: number;
  price: number;
  totalPrice: number | null;
  availableCount: number | null;
  availabilities: Array<{ date: string; availableCount: number; price: number }>;
}
interface RestDetail {
  hId: number;
  hid: number;
  hName: string;
  type: string;
  minPrice: number | null;
  avgScore: number;
  reviewCount: number;
  images: Array<{ imageType: string; imageUrl: string }>;
  services: Array<{ serviceName: string }>;
  rooms: RestRoom[];
  reviews: Array<{ reviewId: number; userName: string; score: number; content: string; createdAt: string }>;
  landmarks: Array<{ name: string; distanceKm: number; travelMinutes: number }>;
}

const detail = (body: Record<string, unknown>) => app.request('POST', '/api/detail', { body });

describe('POST /api/detail', () => {
  it('gives each room its availability for the stay: the fewest units free over the nights', async () => {
    const reviewer = await createUser(app.orm, 'ROLE_USER', { name: '리뷰어' });
    const { hotel, rooms } = await createHotel(app.orm, {
      name: '상세 호텔',
      type: 'HANOK',
      services: ['조식 제공'],
      reviews: [5, 3],
      reviewer,
      rooms: [
        { name: '온돌방', capacity: 2, basePrice: 100_000, unitCount: 3 },
        { name: '독채', capacity: 6, basePrice: 300_000, unitCount: 1 },
      ],
    });
    const stay = stayFromToday(7, 2);
    await setNight(app.orm, rooms[0]!.id, stay.startDate, { sold: 1 });
    await setNight(app.orm, rooms[0]!.id, addDays(stay.startDate, 1), { held: 2, price: 120_000 });
    await setNight(app.orm, rooms[1]!.id, stay.startDate, { sold: 1 });

    const answer = await detail({ hId: hotel.id, ...stay, roomCount: 1, people: 2 });
    expect(answer.status).toBe(200);
    const body = answer.json<RestDetail>();
    expect(body).toMatchObject({
      hId: hotel.id,
      hid: hotel.id,
      hName: '상세 호텔',
      type: 'Hanok',
      minPrice: 110_000,
      avgScore: 4,
      reviewCount: 2,
      images: [{ imageType: 'main', imageUrl: `${app.url}/images/hotel/${hotel.id}.jpg` }],
      services: [{ serviceName: '조식 제공' }],
    });
    expect(body.rooms).toEqual([
      expect.objectContaining({
        rId: rooms[0]!.id,
        rid: rooms[0]!.id,
        type: '온돌방',
        people: 2,
        price: 110_000,
        totalPrice: 220_000,
        stayTotal: 225_000,
        availableCount: 1,
        availabilities: [
          { date: stay.startDate, availableCount: 2, price: 100_000 },
          { date: addDays(stay.startDate, 1), availableCount: 1, price: 120_000 },
        ],
      }),
      expect.objectContaining({ rId: rooms[1]!.id, type: '독채', availableCount: 0 }),
    ]);
    // Public review lists mask the author as the inquiry board does (리뷰어 → 리*어).
    expect(body.reviews.map((review) => [review.userName, review.score])).toEqual([
      ['리*어', 5],
      ['리*어', 3],
    ]);

    // Two rooms: the 온돌방 has one free on the second night, so nothing is bookable.
    const two = (await detail({ hId: hotel.id, ...stay, roomCount: 2, people: 2 })).json<RestDetail>();
    expect(two.minPrice).toBeNull();
  });

  it('answers bad input with 400 and an unknown or hidden lodging with 404, in the spec words', async () => {
    const { hotel } = await createHotel(app.orm);
    const stay = { ...stayFromToday(3), roomCount: 1, people: 2 };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...stay, hId: 'abc' }, 400, MESSAGES.invalidHotel],
      [{ ...stay, hId: 987654 }, 404, MESSAGES.invalidHotel],
      [{ ...stay, hId: hotel.id, startDate: '' }, 400, MESSAGES.datesRequired],
      [{ ...stay, hId: hotel.id, endDate: stay.startDate }, 400, MESSAGES.checkoutAfterCheckin],
      [{ ...stay, hId: hotel.id, roomCount: 6 }, 400, MESSAGES.detailRoomsRange],
      [{ ...stay, hId: hotel.id, roomCount: 0 }, 400, MESSAGES.roomsAtLeastOne],
      [{ ...stay, hId: hotel.id, people: 21 }, 400, MESSAGES.personsRange],
    ];
    for (const [body, status, message] of cases) {
      expect(await detail(body), message).toMatchObject({ status, body: { message } });
    }
  });

  it('shows a pending lodging only to an administrator and its own manager', async () => {
    const owner = await createUser(app.orm, 'ROLE_MANAGER');
    const other = await createUser(app.orm, 'ROLE_MANAGER');
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const { hotel } = await createHotel(app.orm, { status: 'PENDING', manager: owner });
    const get = async (email?: string) =>
      (
        await app.request('GET', `/api/hotels/${hotel.id}`, {
          token: email ? (await loginAs(app, email)).accessToken : undefined,
        })
      ).status;
    expect(await get()).toBe(404);
    expect(await get(other.email)).toBe(404);
    expect(await get(owner.email)).toBe(200);
    expect(await get(admin.email)).toBe(200);
  });

  it('answers a lodging its manager deleted as gone (410, GONE), to everyone, over REST and GraphQL', async () => {
    const owner = await createUser(app.orm, 'ROLE_MANAGER');
    const { hotel } = await createHotel(app.orm, { status: 'DELETED', manager: owner });
    const token = (await loginAs(app, owner.email)).accessToken;
    for (const asked of [undefined, token]) {
      const rest = await app.request('GET', `/api/hotels/${hotel.id}`, { token: asked });
      expect(rest).toMatchObject({ status: 410, body: { message: MESSAGES.hotelGone } });
    }
    const graph = await app.graphql(`{ hotel(id: ${hotel.id}) { name } }`);
    expect(graph.errors?.[0]).toMatchObject({ message: MESSAGES.hotelGone, extensions: { code: 'GONE' } });
  });

  it('lists the six nearest landmarks, nearest first, with travel minutes at 20 km/h', async () => {
    const em = app.orm.em.fork();
    // One degree of latitude is about 111.2 km: landmark i lies about 1.1·i km north.
    for (let i = 7; i >= 1; i--) {
      em.create(Landmark, {
        id: 100 + i,
        sheetRow: 100 + i,
        name: `명소 ${i}`,
        location: '테스트',
        latitude: 36 + i * 0.01,
        longitude: 128,
      });
    }
    await em.flush();
    const { hotel } = await createHotel(app.orm, { latitude: 36, longitude: 128 });
    const body = (await detail({ hId: hotel.id, ...stayFromToday(1), roomCount: 1, people: 1 })).json<RestDetail>();
    expect(body.landmarks.map((landmark) => landmark.name)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `명소 ${i}`));
    expect(body.landmarks[0]).toMatchObject({ distanceKm: 1.1, travelMinutes: 4 });
    expect(body.landmarks[5]).toMatchObject({ distanceKm: 6.7, travelMinutes: 21 });
  });

  it('reads a lodging with a fixed number of statements, however many rooms and reviews', async () => {
    const small = await createHotel(app.orm, { rooms: [{}], reviews: [4] });
    const large = await createHotel(app.orm, { rooms: [{}, {}, {}, {}, {}], reviews: [5, 4, 3, 2, 1, 5, 4] });
    const stay = { ...stayFromToday(2, 3), roomCount: 1, people: 2 };
    const smallCount = await countQueries(app.orm, () => detail({ hId: small.hotel.id, ...stay }));
    const largeCount = await countQueries(app.orm, () => detail({ hId: large.hotel.id, ...stay }));
    expect(largeCount).toBe(smallCount);
    expect(largeCount).toBeLessThanOrEqual(8);
  });
});

describe('review figures', () => {
  it('follow reviews as they are written, changed and deleted (triggers on reviews)', async () => {
    const { hotel } = await createHotel(app.orm, { reviews: [5, 4] });
    const figures = async () => {
      const body = (await app.request('GET', `/api/hotels/${hotel.id}`)).json<RestDetail>();
      return [body.avgScore, body.reviewCount];
    };
    expect(await figures()).toEqual([4.5, 2]);
    const sql = app.orm.em.getConnection();
    await sql.execute(
      `insert into reviews (hotel_id, score, content, created_at) values (?, 1, '별로', now()), (?, 2, '그냥', now())`,
      [hotel.id, hotel.id],
    );
    expect(await figures()).toEqual([3, 4]);
    await sql.execute(`update reviews set score = 5 where hotel_id = ? and score = 1`, [hotel.id]);
    expect(await figures()).toEqual([4, 4]);
    await sql.execute(`delete from reviews where hotel_id = ? and score <> 4`, [hotel.id]);
    expect(await figures()).toEqual([4, 1]);
  });
});

describe('GET /api/hotels/{id} and /api/rooms/{id}', () => {
  it('gives the lodging without a stay, and a room type with its lodging', async () => {
    const { hotel, rooms } = await createHotel(app.orm, {
      name: '복원 호텔',
      rooms: [{ name: '디럭스', basePrice: 150_000, capacity: 3, unitCount: 4 }],
    });
    const hotelAnswer = await app.request('GET', `/api/hotels/${hotel.id}`);
    expect(hotelAnswer.json<RestDetail>()).toMatchObject({
      hName: '복원 호텔',
      minPrice: 150_000,
      rooms: [{ rId: rooms[0]!.id, price: 150_000, availableCount: null, availabilities: [] }],
    });
    const roomAnswer = await app.request('GET', `/api/rooms/${rooms[0]!.id}`);
    expect(roomAnswer).toMatchObject({
      status: 200,
      body: {
        rId: rooms[0]!.id,
        rid: rooms[0]!.id,
        hId: hotel.id,
        hName: '복원 호텔',
        type: '디럭스',
        people: 3,
        price: 150_000,
        count: 4,
        checkinTime: '15:00',
        checkoutTime: '11:00',
      },
    });
    expect(await app.request('GET', '/api/rooms/999999')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.invalidRoom },
    });
    expect(await app.request('GET', '/api/hotels/x')).toMatchObject({
      status: 400,
      body: { message: MESSAGES.invalidHotel },
    });
  });

  it('answers a missing image with a JSON 404', async () => {
    expect(await app.request('GET', '/images/hotel/999999.jpg')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.imageNotFound },
    });
  });
});

describe('GraphQL hotel', () => {
  it('gives rooms with their offer for the stay, reviews and nearby landmarks in one statement', async () => {
    const { hotel, rooms } = await createHotel(app.orm, {
      name: '그래프 호텔',
      rooms: [{ unitCount: 2 }],
      reviews: [4],
    });
    const stay = stayFromToday(4, 2);
    await setNight(app.orm, rooms[0]!.id, stay.startDate, { sold: 2 });
    const variables = { id: hotel.id, stay: { ...stay, rooms: 1, persons: 2 } };
    let answer: Awaited<ReturnType<typeof app.graphql<{ hotel: Record<string, unknown> }>>> | undefined;
    const statements = await countQueries(app.orm, async () => {
      answer = await app.graphql<{ hotel: Record<string, unknown> }>(
        `query ($id: Int!, $stay: StayInput!) {
          hotel(id: $id, stay: $stay) {
            name minPrice(stay: $stay) avgScore reviewCount info checkinTime
            images { kind url }
            rooms { id name offer(stay: $stay) { availableCount bookable price stayPrice nights { date availableCount price } } }
            reviews(first: 5) { totalCount pageInfo { hasNextPage } edges { node { author { name } score content createdAt } } }
            nearbyLandmarks { name distanceKm travelMinutes }
          }
        }`,
        variables,
      );
    });
    expect(answer!.errors, JSON.stringify(answer!.errors)).toBeUndefined();
    expect(answer!.data?.hotel).toMatchObject({
      name: '그래프 호텔',
      minPrice: null,
      rooms: [{ name: '객실 1', offer: { availableCount: 0, bookable: false } }],
      reviews: { totalCount: 1, pageInfo: { hasNextPage: false }, edges: [{ node: { score: 4 } }] },
    });
    // The detail statement answers every field asked for its own stay.
    expect(statements).toBe(1);

    // Another stay on the same lodging: its own prices, asked of the rooms and the lodging.
    const later = { ...stayFromToday(10, 1), rooms: 1, persons: 2 };
    const other = await app.graphql<{ hotel: { minPrice: number; rooms: Array<{ offer: { bookable: boolean } }> } }>(
      `query ($id: Int!, $later: StayInput!) {
        hotel(id: $id) { minPrice(stay: $later) rooms { offer(stay: $later) { bookable availableCount } } }
      }`,
      { id: hotel.id, later },
    );
    expect(other.errors, JSON.stringify(other.errors)).toBeUndefined();
    expect(other.data?.hotel.rooms[0]!.offer).toMatchObject({ bookable: true, availableCount: 2 });
    expect(other.data?.hotel.minPrice).toBeGreaterThan(0);

    const room = await app.graphql<{ room: { name: string; hotel: { name: string; type: string } } }>(
      `{ room(id: ${rooms[0]!.id}) { name hotel { name type checkinTime } } }`,
    );
    expect(room.data?.room).toMatchObject({ name: '객실 1', hotel: { name: '그래프 호텔', type: 'HOTEL' } });
    const noRoom = await app.graphql('{ room(id: 987654) { name } }');
    expect(noRoom.errors?.[0]).toMatchObject({ message: MESSAGES.invalidRoom, extensions: { code: 'NOT_FOUND' } });

    const missing = await app.graphql(`{ hotel(id: 987654) { name } }`);
    expect(missing.errors?.[0]).toMatchObject({ message: MESSAGES.invalidHotel, extensions: { code: 'NOT_FOUND' } });
    const badStay = await app.graphql(`query ($stay: StayInput) { hotel(id: ${hotel.id}, stay: $stay) { name } }`, {
      stay: { ...stay, rooms: 6, persons: 2 },
    });
    expect(badStay.errors?.[0]).toMatchObject({
      message: MESSAGES.detailRoomsRange,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badOffer = await app.graphql(
      `query ($stay: StayInput!) { hotel(id: ${hotel.id}) { rooms { offer(stay: $stay) { price } } } }`,
      { stay: { ...stay, rooms: 6, persons: 2 } },
    );
    expect(badOffer.errors?.[0]).toMatchObject({ message: MESSAGES.detailRoomsRange });
  });

  it("pages a lodging's reviews with cursors, newest first", async () => {
    const { hotel } = await createHotel(app.orm, { name: '리뷰 많은 호텔', reviews: [5, 4, 3, 2, 1] });
    const page = (after: string | null) =>
      app.graphql<{
        hotel: {
          reviews: { edges: Array<{ node: { id: number } }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
        };
      }>(
        `query ($after: String) { hotel(id: ${hotel.id}) {
          reviews(first: 2, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id } } } } }`,
        { after },
      );
    const seen: number[] = [];
    let after: string | null = null;
    for (let i = 0; i < 3; i++) {
      const answer = await page(after);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
      const reviews = answer.data!.hotel.reviews;
      seen.push(...reviews.edges.map((edge) => edge.node.id));
      expect(reviews.pageInfo.hasNextPage).toBe(i < 2);
      after = reviews.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it("shows a lodging's approval state to its manager and administrators only", async () => {
    const owner = await createUser(app.orm, 'ROLE_MANAGER');
    const other = await createUser(app.orm, 'ROLE_MANAGER');
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const { hotel } = await createHotel(app.orm, { name: '상태 호텔', status: 'PENDING', manager: owner });
    const query = `{ hotel(id: ${hotel.id}) { name status active } }`;
    const as = async (email: string) => app.graphql(query, {}, (await loginAs(app, email)).accessToken);
    const mine = await as(owner.email);
    expect(mine.errors, JSON.stringify(mine.errors)).toBeUndefined();
    expect(mine.data).toMatchObject({ hotel: { status: 'PENDING', active: true } });
    expect((await as(admin.email)).data).toMatchObject({ hotel: { status: 'PENDING' } });
    // Another manager does not see the pending lodging at all; on an approved one the state is refused.
    expect((await as(other.email)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { hotel: open } = await createHotel(app.orm, { name: '공개 호텔' });
    const theirs = await app.graphql(
      `{ hotel(id: ${open.id}) { name status } }`,
      {},
      (await loginAs(app, other.email)).accessToken,
    );
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await app.graphql(`{ hotel(id: ${open.id}) { name status } }`);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
