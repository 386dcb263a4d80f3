import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { checkRoomFacts, roomFactsLine } from '@shim/common/room-facts';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { setNight, stayFromToday } from '../../../test/hotel-fixtures';

/** A room type's facts (bed, ㎡, amenities, description) from the manager's form to the public page. */

let app: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shim-room-facts-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  const manager = await createUser(app.orm, 'ROLE_MANAGER', { name: '객실관리자' });
  token = (await loginAs(app, manager.email)).accessToken;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface RestRoom {
  rid: number;
  type: string;
  bedType: string | null;
  size: number | null;
  amenities: string[];
  description: string | null;
}

async function createRest(rooms: unknown[]) {
  const form = new FormData();
  const dto = { name: '사실 호텔', type: '호텔', location: '서울특별시 강남구 테헤란로 152', stars: 3, rooms };
  form.set('hotelDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }), 'hotelDto.json');
  const response = await fetch(`${app.url}/api/manager/hotels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { id: number; rooms: RestRoom[] } & object };
}

const approve = (id: number) =>
  app.orm.em.fork().getConnection().execute(`update hotels set status = 'APPROVED' where id = ?`, [id]);

const FACTS = {
  bedType: '퀸',
  size: 32,
  amenities: ['무료 와이파이', ' 욕조 ', '무료 와이파이', '오션뷰'],
  description: '  바다가 보이는 방입니다.  ',
};

describe('the rules (common/room-facts.ts)', () => {
  it('keeps valid facts tidy and names the first broken rule in Korean', () => {
    expect(checkRoomFacts(FACTS)).toEqual({
      facts: {
        bedType: '퀸',
        size: 32,
        amenities: ['무료 와이파이', '욕조', '오션뷰'],
        description: '바다가 보이는 방입니다.',
      },
    });
    expect(checkRoomFacts({ bedType: ' ', amenities: null, description: '' })).toEqual({
      facts: { bedType: null, size: null, amenities: [], description: null },
    });
    const problem = (input: Parameters<typeof checkRoomFacts>[0]) =>
      (checkRoomFacts(input) as { problem?: string }).problem;
    expect(problem({ bedType: '물침대' })).toBe(MESSAGES.roomBedTypeInvalid);
    for (const size of [0, 1001, 12.5, -3]) expect(problem({ size })).toBe(MESSAGES.roomSizeInvalid);
    expect(problem({ size: 1 })).toBeUndefined();
    expect(problem({ size: 1000 })).toBeUndefined();
    expect(problem({ amenities: ['가'.repeat(21)] })).toBe(MESSAGES.roomAmenityTooLong);
    expect(problem({ amenities: ['가'.repeat(20)] })).toBeUndefined();
    expect(problem({ amenities: Array.from({ length: 21 }, (_, i) => `편의 ${i}`) })).toBe(
      MESSAGES.roomAmenitiesTooMany,
    );
    expect(problem({ amenities: Array.from({ length: 20 }, (_, i) => `편의 ${i}`) })).toBeUndefined();
    expect(problem({ description: '가'.repeat(1001) })).toBe(MESSAGES.roomDescriptionTooLong);
    expect(problem({ description: '가'.repeat(1000) })).toBeUndefined();
    expect(roomFactsLine({ bedType: '킹', size: 45 })).toBe('킹 침대 · 45㎡');
    expect(roomFactsLine({ bedType: '온돌', size: null })).toBe('온돌');
    expect(roomFactsLine({ bedType: null, size: null })).toBeNull();
  });
});

describe('REST: the manager form and the public detail', () => {
  it('refuses broken facts with the Korean message and writes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bedType: '해먹' }, MESSAGES.roomBedTypeInvalid],
      [{ size: 0 }, MESSAGES.roomSizeInvalid],
      [{ size: 1001 }, MESSAGES.roomSizeInvalid],
      [{ amenities: Array.from({ length: 21 }, (_, i) => `태그${i}`) }, MESSAGES.roomAmenitiesTooMany],
      [{ amenities: ['가'.repeat(21)] }, MESSAGES.roomAmenityTooLong],
      [{ amenities: '욕조' }, MESSAGES.roomAmenityInvalid],
      [{ description: '가'.repeat(1001) }, MESSAGES.roomDescriptionTooLong],
    ];
    for (const [facts, message] of cases) {
      const answer = await createRest([{ type: '디럭스', price: 100_000, ...facts }]);
      expect(answer, JSON.stringify(facts)).toMatchObject({ status: 400, body: { message } });
    }
  });

  it('stores them, keeps them on an old client’s edit without them, clears them on null and shows them publicly', async () => {
    const created = await createRest([
      { type: '오션 퀸', price: 100_000, count: 2, ...FACTS },
      { type: '스탠다드', price: 80_000 },
    ]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [ocean, plain] = created.body.rooms;
    expect(ocean).toMatchObject({
      type: '오션 퀸',
      bedType: '퀸',
      size: 32,
      amenities: ['무료 와이파이', '욕조', '오션뷰'],
      description: '바다가 보이는 방입니다.',
    });
    expect(plain).toMatchObject({ bedType: null, size: null, amenities: [], description: null });

    // An old client sends rooms in REST-NOTES' fields only: the facts stay.
    const edited = await app.request('PUT', `/api/manager/hotels/${created.body.id}`, {
      token,
      body: {
        rooms: [
          { rid: ocean!.rid, type: '오션 퀸 리뉴얼', price: 110_000, count: 2, people: 2 },
          { rid: plain!.rid, type: '스탠다드', price: 80_000, bedType: '트윈', size: 18, description: null },
        ],
      },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const rooms = edited.json<{ rooms: RestRoom[] }>().rooms;
    expect(rooms[0]).toMatchObject({
      type: '오션 퀸 리뉴얼',
      bedType: '퀸',
      size: 32,
      amenities: ['무료 와이파이', '욕조', '오션뷰'],
    });
    expect(rooms[1]).toMatchObject({ bedType: '트윈', size: 18, amenities: [], description: null });

    await approve(created.body.id);
    const detail = await app.request('GET', `/api/hotels/${created.body.id}`);
    expect(detail.status).toBe(200);
    const shown = detail.json<{ rooms: Array<RestRoom & { rid: number }> }>().rooms;
    expect(shown.find((room) => room.rid === ocean!.rid)).toMatchObject({
      bedType: '퀸',
      size: 32,
      amenities: ['무료 와이파이', '욕조', '오션뷰'],
      description: '바다가 보이는 방입니다.',
    });
    const one = await app.request('GET', `/api/rooms/${plain!.rid}`);
    expect(one.json()).toMatchObject({ bedType: '트윈', size: 18, amenities: [], description: null });
  });
});

const CREATE = `mutation($input: CreateManagerHotelInput!) {
  createManagerHotel(input: $input) {
    hotel { id rooms(includeInactive: true) { id name bedType size amenities description } }
  }
}`;
const UPDATE = `mutation($input: UpdateManagerHotelInput!) {
  updateManagerHotel(input: $input) {
    hotel { id rooms(includeInactive: true) { id name bedType size amenities description } }
  }
}`;

interface GraphRoom {
  id: number;
  name: string;
  bedType: string | null;
  size: number | null;
  amenities: string[];
  description: string | null;
}

describe('GraphQL: the manager input round trip and the public detail', () => {
  it('accepts and returns the facts, refuses broken ones, and the detail shows them with closed nights and minimum stays', async () => {
    const made = await app.graphql<{ createManagerHotel: { hotel: { id: number; rooms: GraphRoom[] } } }>(
      CREATE,
      {
        input: {
          name: '그래프 객실 사실',
          type: 'HOTEL',
          address: '서울특별시 강남구 테헤란로 152',
          rooms: [
            {
              name: '킹 스위트',
              basePrice: 200_000,
              unitCount: 3,
              capacity: 2,
              bedType: '킹',
              size: 45,
              amenities: ['욕조'],
            },
            { name: '온돌방', basePrice: 90_000, unitCount: 3, capacity: 2, bedType: '온돌', description: '바닥 난방' },
          ],
        },
      },
      token,
    );
    expect(made.errors).toBeUndefined();
    const hotel = made.data!.createManagerHotel.hotel;
    expect(hotel.rooms).toMatchObject([
      { name: '킹 스위트', bedType: '킹', size: 45, amenities: ['욕조'], description: null },
      { name: '온돌방', bedType: '온돌', size: null, amenities: [], description: '바닥 난방' },
    ]);
    const [king, ondol] = hotel.rooms;

    const refused = await app.graphql(
      UPDATE,
      { input: { id: hotel.id, rooms: [{ id: king!.id, name: '킹 스위트', size: 2000 }] } },
      token,
    );
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.roomSizeInvalid);

    // Facts left out stay; a null clears one.
    const updated = await app.graphql<{ updateManagerHotel: { hotel: { rooms: GraphRoom[] } } }>(
      UPDATE,
      {
        input: {
          id: hotel.id,
          rooms: [
            { id: king!.id, name: '킹 스위트', basePrice: 200_000, unitCount: 3, amenities: ['욕조', '발코니'] },
            { id: ondol!.id, name: '온돌방', basePrice: 90_000, unitCount: 3, bedType: null },
          ],
        },
      },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateManagerHotel.hotel.rooms).toMatchObject([
      { bedType: '킹', size: 45, amenities: ['욕조', '발코니'] },
      { bedType: null, description: '바닥 난방' },
    ]);

    await approve(hotel.id);
    const stay = { ...stayFromToday(5, 1), rooms: 1, persons: 2 };
    // The ondol room is closed on the stay's night; the king suite asks arrivals that night for two nights.
    await setNight(app.orm, ondol!.id, stay.startDate, { closed: true });
    await setNight(app.orm, king!.id, stay.startDate, { min_stay: 2 });
    const detail = await app.graphql<{
      hotel: {
        rooms: Array<GraphRoom & { offer: { closed: boolean; minStay: number | null; availableCount: number } }>;
      };
    }>(
      `query($id: Int!, $stay: StayInput!) {
         hotel(id: $id, stay: $stay) {
           rooms { id bedType size amenities description offer(stay: $stay) { closed minStay availableCount bookable } }
         }
       }`,
      { id: hotel.id, stay },
    );
    expect(detail.errors).toBeUndefined();
    const byId = new Map(detail.data!.hotel.rooms.map((room) => [room.id, room]));
    expect(byId.get(king!.id)).toMatchObject({
      bedType: '킹',
      size: 45,
      amenities: ['욕조', '발코니'],
      offer: { closed: false, minStay: 2, availableCount: 3, bookable: false },
    });
    expect(byId.get(ondol!.id)).toMatchObject({
      description: '바닥 난방',
      offer: { closed: true, availableCount: 0, bookable: false },
    });

    // The same offer asked of a room alone (not through the detail statement) says the same.
    const alone = await app.graphql<{ room: { offer: { closed: boolean; minStay: number | null } } }>(
      `query($id: Int!, $stay: StayInput!) { room(id: $id) { bedType offer(stay: $stay) { closed minStay } } }`,
      { id: king!.id, stay },
    );
    expect(alone.errors).toBeUndefined();
    expect(alone.data!.room).toMatchObject({ bedType: '킹', offer: { closed: false, minStay: 2 } });

    // The REST twin of the detail with a stay carries them too.
    const rest = await app.request('POST', '/api/detail', {
      body: { hotelId: hotel.id, checkIn: stay.startDate, checkOut: stay.endDate, rooms: 1, persons: 2 },
    });
    const restRooms = rest.json<{ rooms: Array<{ rid: number; closed: boolean; minStay: number | null }> }>().rooms;
    expect(restRooms.find((room) => room.rid === ondol!.id)).toMatchObject({ closed: true });
    expect(restRooms.find((room) => room.rid === king!.id)).toMatchObject({ closed: false, minStay: 2 });
  });
});
