import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { book, nights } from '../../../test/booking-fixtures';
import { createUser, loginAs, tokensByRole } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, setNight, stayFromToday } from '../../../test/hotel-fixtures';
import { member } from '../../../test/member-fixtures';
import { livePhotos } from '../../../test/uploads';
import { KakaoGeocoder } from '../../platform/geocoding/kakao-local';
import { createLogger } from '../../platform/logger';
import { INVENTORY_DAYS_AHEAD } from '../rooms/inventory.service';

let app: TestApp;
let dataDir: string;
let tokenA: string;
let tokenB: string;
let managerAId: number;
let serviceIds: number[];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shim-manager-hotels-'));
  app = await startTestApp({ DATA_DIR: dataDir });
  const a = await createUser(app.orm, 'ROLE_MANAGER', { name: '관리자A' });
  const b = await createUser(app.orm, 'ROLE_MANAGER', { name: '관리자B' });
  managerAId = a.id;
  tokenA = (await loginAs(app, a.email)).accessToken;
  tokenB = (await loginAs(app, b.email)).accessToken;
  const rows = await app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ id: number }>>(
      `insert into services (name) values ('무료 Wi-Fi'), ('주차'), ('수영장') on conflict (name) do update set name = excluded.name returning id`,
    );
  serviceIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const png = (width = 64) =>
  sharp({ create: { width, height: 48, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toBuffer();

/** The photos stored and not deleted (a deleted one is kept, marked, for the backups' retention). */
const uploaded = () => livePhotos(app);

const hotelCount = async () => {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ count: number }>>(`select count(*)::int as count from hotels where manager_id = ?`, [managerAId]);
  return row!.count;
};

const dto = (overrides: Record<string, unknown> = {}) => ({
  name: '테헤란 스테이',
  type: '호텔',
  location: '서울특별시 강남구 테헤란로 152',
  stars: 4,
  serviceIds: serviceIds.slice(0, 2),
  rooms: [
    { type: '디럭스 더블', price: 120_000, count: 3, people: 2 },
    { type: '스탠다드 트윈', price: 90_000 },
  ],
  ...overrides,
});

/** The manager hotel of REST-NOTES, as much as these tests read of it. */
interface RestHotel {
  id: number;
  name: string;
  images: string[];
  rooms: Array<{ rid: number; rId: number; type: string; image: string | null }>;
  message?: string;
  [key: string]: unknown;
}

type Photo = { bytes: Buffer; name: string; type: string; field?: string };

async function postForm(token: string, body: unknown, photos: Photo[] = [], url = '/api/manager/hotels') {
  const form = new FormData();
  if (body !== undefined)
    form.set('hotelDto', new Blob([JSON.stringify(body)], { type: 'application/json' }), 'hotelDto.json');
  for (const photo of photos)
    form.append(photo.field ?? 'images', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const response = await fetch(`${app.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as RestHotel };
}

async function created(token = tokenA, body = dto(), photos?: Photo[]) {
  const answer = await postForm(token, body, photos ?? [{ bytes: await png(), name: 'a.png', type: 'image/png' }]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const search = (region: string) => {
  const { startDate, endDate } = stayFromToday(3, 1);
  return app.request('POST', '/api/search', {
    body: { region, startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 },
  });
};

describe('creating a lodging (POST /api/manager/hotels, multipart)', () => {
  it('stores it PENDING with geocoded coordinates, rooms with defaults, photos re-encoded and nights opened', async () => {
    const photos = [
      { bytes: await png(80), name: 'main.png', type: 'image/png' },
      { bytes: await png(60), name: 'sub.png', type: 'image/png' },
    ];
    const body = await created(tokenA, dto({ name: '테스트 신규 호텔' }), photos);
    expect(body).toMatchObject({
      name: '테스트 신규 호텔',
      location: '서울특별시 강남구 테헤란로 152',
      type: 'Hotel',
      typeLabel: '호텔',
      stars: 4,
      status: '대기',
      latitude: 37.5006,
      longitude: 127.0366,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      serviceIds: serviceIds.slice(0, 2),
      message: LODGING_MESSAGES.hotelCreated,
    });
    expect(body.rooms).toMatchObject([
      { type: '디럭스 더블', price: 120_000, count: 3, people: 2, active: true, checkinTime: '15:00' },
      // The new-room defaults of spec §9.
      { type: '스탠다드 트윈', price: 90_000, count: 1, people: 2, active: true },
    ]);
    expect(body.rooms[0]!.rid).toBe(body.rooms[0]!.rId);
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toBe(`${app.url}/images/hotel/${body.id}.jpg`);
    expect(body.images[1]).toBe(`${app.url}/images/hotel/${body.id}_1.jpg`);
    const served = await fetch(body.images[0]!);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 80 });
    expect(meta.exif).toBeUndefined();

    const today = todayInSeoul();
    const opened = await nights(app.orm, body.rooms[0]!.rid, today, addDays(today, INVENTORY_DAYS_AHEAD + 5));
    expect(opened).toHaveLength(INVENTORY_DAYS_AHEAD);
    expect(opened[0]).toMatchObject({ date: today, total: 3, held: 0, sold: 0 });

    // Pending: not in search, not visible to visitors, visible to its manager.
    expect((await search('테스트 신규 호텔')).status).toBe(204);
    expect((await app.request('GET', `/api/hotels/${body.id}`)).status).toBe(404);
    expect((await app.request('GET', `/api/hotels/${body.id}`, { token: tokenA })).status).toBe(200);

    // Approved (the admin console's call; here by SQL): found in search.
    await app.orm.em.fork().getConnection().execute(`update hotels set status = 'APPROVED' where id = ?`, [body.id]);
    expect((await search('테스트 신규 호텔')).json<Array<{ hId: number }>>().map((h) => h.hId)).toContain(body.id);
    const listed = await app.request('GET', '/api/manager/hotels', { token: tokenA });
    expect(listed.json<Array<{ id: number; status: string }>>().find((h) => h.id === body.id)?.status).toBe('승인');
  });

  it('takes the address of any 시/군/구 of the demo regions and refuses an unknown one', async () => {
    const district = await created(tokenA, dto({ location: '부산 해운대구 우동 1394', type: '모텔', stars: null }), []);
    expect(district).toMatchObject({
      location: '부산 해운대구 우동 1394',
      latitude: 35.1631,
      type: 'Motel',
      stars: null,
    });
    const before = await hotelCount();
    const unknown = await postForm(tokenA, dto({ location: '화성특별시 우주구 달로 1' }));
    expect(unknown).toMatchObject({ status: 404, body: { message: LODGING_MESSAGES.addressNotFound } });
    expect(await hotelCount()).toBe(before);
  });

  it('refuses missing names and addresses, bad stars and bad rooms with the spec messages', async () => {
    const before = await hotelCount();
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: '  ' }, 400, LODGING_MESSAGES.hotelNameRequired],
      [{ location: '' }, 400, LODGING_MESSAGES.addressRequired],
      [{ stars: 6 }, 400, LODGING_MESSAGES.hotelStarRange],
      [{ type: '모텔', stars: 3 }, 400, LODGING_MESSAGES.hotelStarNotAllowed],
      [{ type: '우주정거장' }, 400, LODGING_MESSAGES.hotelTypeInvalid],
      [{ rooms: [{ type: '' }] }, 400, LODGING_MESSAGES.roomNameRequired],
      [{ rooms: [{ type: '방', count: 0 }] }, 400, LODGING_MESSAGES.roomCountInvalid],
      [{ rooms: [{ type: '방', price: -1 }] }, 400, LODGING_MESSAGES.roomPriceInvalid],
      [{ checkInTime: '25:00' }, 400, LODGING_MESSAGES.hotelTimeInvalid],
      [{ serviceIds: [999_999] }, 400, LODGING_MESSAGES.hotelServiceInvalid],
    ];
    for (const [overrides, status, message] of cases) {
      const answer = await postForm(tokenA, dto(overrides));
      expect(answer, JSON.stringify(overrides)).toMatchObject({ status, body: { message } });
    }
    expect(await hotelCount()).toBe(before);
  });

  it('refuses a renamed text file, an oversize file and a sixth photo, leaving no file and no row', async () => {
    const beforeFiles = await uploaded();
    const before = await hotelCount();
    const text = { bytes: Buffer.from('not an image at all, just text'), name: 'photo.jpg', type: 'image/jpeg' };
    expect(
      await postForm(tokenA, dto(), [{ bytes: await png(), name: 'ok.png', type: 'image/png' }, text]),
    ).toMatchObject({ status: 400, body: { message: MESSAGES.imageTypeInvalid } });
    const big = { bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), name: 'big.jpg', type: 'image/jpeg' };
    expect(await postForm(tokenA, dto(), [big])).toMatchObject({
      status: 413,
      body: { message: MESSAGES.imageTooLarge },
    });
    const six = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => ({ bytes: await png(), name: `${i}.png`, type: 'image/png' })),
    );
    expect(await postForm(tokenA, dto(), six)).toMatchObject({
      status: 400,
      body: { message: LODGING_MESSAGES.hotelPhotosTooMany },
    });
    expect(await hotelCount()).toBe(before);
    expect(await uploaded()).toEqual(beforeFiles);
  });

  it('adds photos up to five in all and refuses the sixth (POST /api/manager/hotels/{id}/images)', async () => {
    const hotel = await created();
    const four = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => ({ bytes: await png(), name: `${i}.gif`, type: 'image/png' })),
    );
    const added = await postForm(tokenA, undefined, four, `/api/manager/hotels/${hotel.id}/images`);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.images).toHaveLength(5);
    const filesBefore = await uploaded();
    const sixth = await postForm(
      tokenA,
      undefined,
      [{ bytes: await png(), name: 'six.png', type: 'image/png' }],
      `/api/manager/hotels/${hotel.id}/images`,
    );
    expect(sixth).toMatchObject({ status: 400, body: { message: LODGING_MESSAGES.hotelPhotosTooMany } });
    expect(await uploaded()).toEqual(filesBefore);

    // Keeping three of them, the third first: it becomes the main photo, the dropped photos are deleted.
    const kept = [added.body.images[2], added.body.images[0], added.body.images[4]];
    const edited = await app.request('PUT', `/api/manager/hotels/${hotel.id}`, {
      token: tokenA,
      body: { images: kept },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.json<{ images: string[] }>().images).toEqual(kept);
    expect((await uploaded()).length).toBe(filesBefore.length - 2);
    const detail = await app.request('GET', `/api/hotels/${hotel.id}`, { token: tokenA });
    expect(detail.json<{ images: Array<{ imageType: string; imageUrl: string }> }>().images[0]).toEqual({
      imageType: 'main',
      imageUrl: kept[0],
    });
  });
});

describe('room photos and failed writes', () => {
  it('stores room photos sent as room_{index} on create and room_{id} afterwards', async () => {
    const body = await created(tokenA, dto(), [
      { bytes: await png(), name: 'main.png', type: 'image/png' },
      { bytes: await png(40), name: 'room.png', type: 'image/png', field: 'room_1' },
    ]);
    expect(body.images).toHaveLength(1);
    const rooms = body.rooms;
    expect(rooms[0]!.image).toBeNull();
    expect(rooms[1]!.image).toBe(`${app.url}/images/hotel/rooms/${rooms[1]!.rid}.jpg`);
    expect((await fetch(rooms[1]!.image!)).status).toBe(200);

    const added = await postForm(
      tokenA,
      undefined,
      [{ bytes: await png(), name: 'r.png', type: 'image/png', field: `room_${rooms[0]!.rid}` }],
      `/api/manager/hotels/${body.id}/images`,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.rooms[0]!.image).toMatch(/\/images\/hotel\/rooms\/\d+\.jpg$/);
    expect(added.body.images).toHaveLength(1);
    const unknownRoom = await postForm(
      tokenA,
      undefined,
      [{ bytes: await png(), name: 'r.png', type: 'image/png', field: 'room_99999999' }],
      `/api/manager/hotels/${body.id}/images`,
    );
    expect(unknownRoom).toMatchObject({ status: 400, body: { message: LODGING_MESSAGES.roomUnknown } });
  });

  it('removes the photos it wrote when the transaction fails after writing them', async () => {
    const hotel = await created(tokenA, dto(), []);
    const connection = app.orm.em.fork().getConnection();
    // A fault only this test can cause: the fourth photo's row is refused after the files are on disk.
    await connection.execute(`alter table hotel_images add constraint test_fault check (position < 3)`);
    try {
      const before = await uploaded();
      const four = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => ({ bytes: await png(), name: `${i}.png`, type: 'image/png' })),
      );
      const failed = await postForm(tokenA, undefined, four, `/api/manager/hotels/${hotel.id}/images`);
      expect(failed.status).toBe(500);
      expect(await uploaded()).toEqual(before);
      const rows = await connection.execute<Array<{ count: number }>>(
        `select count(*)::int as count from hotel_images where hotel_id = ?`,
        [hotel.id],
      );
      expect(rows[0]!.count).toBe(0);
    } finally {
      await connection.execute(`alter table hotel_images drop constraint test_fault`);
    }
  });
});

describe('ownership: manager A against manager B', () => {
  it('answers 404 to B for every call on A’s lodging, over REST and GraphQL, and changes nothing', async () => {
    const hotel = await created();
    const id = hotel.id as number;
    const rest = [
      await app.request('GET', `/api/manager/hotels/${id}`, { token: tokenB }),
      await app.request('PUT', `/api/manager/hotels/${id}`, { token: tokenB, body: { name: '빼앗긴 호텔' } }),
      await app.request('DELETE', `/api/manager/hotels/${id}`, { token: tokenB }),
      await postForm(
        tokenB,
        undefined,
        [{ bytes: await png(), name: 'x.png', type: 'image/png' }],
        `/api/manager/hotels/${id}/images`,
      ),
    ];
    for (const answer of rest) expect(answer).toMatchObject({ status: 404, body: { message: MESSAGES.invalidHotel } });
    const unknown = await app.request('GET', '/api/manager/hotels/99999999', { token: tokenB });
    expect(unknown).toMatchObject({ status: 404, body: { message: MESSAGES.invalidHotel } });
    const list = await app.request('GET', '/api/manager/hotels', { token: tokenB });
    expect(list.json<Array<{ id: number }>>().map((h) => h.id)).not.toContain(id);

    const graph = [
      await app.graphql(`query($id: Int!) { managerHotel(id: $id) { id } }`, { id }, tokenB),
      await app.graphql(
        `mutation($input: UpdateManagerHotelInput!) { updateManagerHotel(input: $input) { hotel { id } } }`,
        { input: { id, name: '빼앗긴 호텔' } },
        tokenB,
      ),
      await app.graphql(
        `mutation($input: DeleteManagerHotelInput!) { deleteManagerHotel(input: $input) { id } }`,
        { input: { id } },
        tokenB,
      ),
    ];
    for (const answer of graph) expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const mine = await app.graphql<{ managerHotels: { totalCount: number; edges: Array<{ node: { id: number } }> } }>(
      `{ managerHotels(first: 100) { totalCount edges { node { id } } } }`,
      {},
      tokenB,
    );
    const counts = await app.graphql<{ managerHotelTypeCounts: Array<{ type: string; count: number }> }>(
      `{ managerHotelTypeCounts { type count } }`,
      {},
      tokenB,
    );
    const hotelsOfB = mine.data!.managerHotels.totalCount;
    expect(counts.data!.managerHotelTypeCounts.reduce((sum, row) => sum + row.count, 0)).toBe(hotelsOfB);
    expect(mine.data!.managerHotels.edges.map((edge) => edge.node.id)).not.toContain(id);

    const still = await app.request('GET', `/api/manager/hotels/${id}`, { token: tokenA });
    expect(still.json()).toMatchObject({ name: hotel.name, images: hotel.images });
  });

  it('refuses visitors, members, administrators and pending managers', async () => {
    const { token: memberToken } = await member(app);
    const roles = await tokensByRole(app);
    for (const role of ['ROLE_ADMIN', 'ROLE_PENDING'] as const) {
      expect((await app.request('GET', '/api/manager/hotels', { token: roles[role] })).status, role).toBe(403);
      expect((await app.request('DELETE', '/api/manager/hotels/1', { token: roles[role] })).status, role).toBe(403);
      const denied = await app.graphql(`{ managerHotels { edges { node { id } } } }`, {}, roles[role]);
      expect(denied.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
    }
    expect((await app.request('GET', '/api/manager/hotels')).status).toBe(401);
    expect((await app.request('GET', '/api/manager/hotels', { token: memberToken })).status).toBe(403);
    expect((await postForm(memberToken, dto())).status).toBe(403);
    const graph = await app.graphql(`{ managerHotels { edges { node { id } } } }`, {}, memberToken);
    expect(graph.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('rooms and their nights', () => {
  it('changes the future totals and prices, refuses a count below what a night has sold, and hides deactivated rooms', async () => {
    const hotel = await created();
    const room = hotel.rooms[0] as { rid: number; type: string };
    const today = todayInSeoul();
    const busy = addDays(today, 7);
    await setNight(app.orm, room.rid, busy, { sold: 2, held: 1 });
    const rooms = (over: Record<string, unknown>) => [
      { rid: room.rid, type: room.type, price: 120_000, count: 3, people: 2, ...over },
    ];

    const below = await app.request('PUT', `/api/manager/hotels/${hotel.id}`, {
      token: tokenA,
      body: { rooms: rooms({ count: 2 }) },
    });
    expect(below).toMatchObject({ status: 409, body: { message: `${LODGING_MESSAGES.roomCountBelowSold}${busy}` } });

    const raised = await app.request('PUT', `/api/manager/hotels/${hotel.id}`, {
      token: tokenA,
      body: { rooms: [...rooms({ count: 5, price: 150_000 }), { type: '패밀리 스위트', price: 300_000, people: 4 }] },
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    const after = await nights(app.orm, room.rid, today, addDays(today, 10));
    expect(after.every((night) => night.total === 5)).toBe(true);
    expect(after.find((night) => night.date === busy)).toMatchObject({ sold: 2, held: 1, total: 5 });
    // The second room was left out and never reserved: deleted; the new one has its nights.
    const body = raised.json<{ rooms: Array<{ rid: number; type: string; count: number }> }>();
    expect(body.rooms.map((r) => r.type)).toEqual([room.type, '패밀리 스위트']);
    expect(await nights(app.orm, body.rooms[1]!.rid, today, addDays(today, 3))).toHaveLength(3);
    const [priced] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ price: number }>>(`select price from room_nights where room_id = ? and date = ? `, [
        room.rid,
        today,
      ]);
    expect([150_000, 180_000, 195_000]).toContain(priced!.price);

    await app.orm.em.fork().getConnection().execute(`update hotels set status = 'APPROVED' where id = ?`, [hotel.id]);
    const off = await app.request('PUT', `/api/manager/hotels/${hotel.id}`, {
      token: tokenA,
      body: {
        rooms: [
          ...rooms({ count: 5, price: 150_000, active: false }),
          { rid: body.rooms[1]!.rid, type: '패밀리 스위트', price: 300_000, people: 4 },
        ],
      },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const detail = await app.request('GET', `/api/hotels/${hotel.id}`);
    expect(detail.json<{ rooms: Array<{ rid: number }> }>().rooms.map((r) => r.rid)).toEqual([body.rooms[1]!.rid]);
    expect(off.json<{ rooms: Array<{ active: boolean }> }>().rooms[0]!.active).toBe(false);
  });

  it('refuses a count below a night’s rooms in 대실 use (with its nights, or in its busiest half hour)', async () => {
    const hotel = await created();
    const room = hotel.rooms[0] as { rid: number; type: string };
    const busy = addDays(todayInSeoul(), 9);
    // 1 night sold, 1 대실 room in that night's hours, 3 대실 rooms at 14:00: the room type cannot go below 3.
    const slots = `{${Array.from({ length: 48 }, (_, i) => (i === 28 ? 3 : 0)).join(',')}}`;
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `update room_nights set total = 3, sold = 1, day_use = ?::smallint[], day_use_night_peak = 1
          where room_id = ? and date = ?`,
        [slots, room.rid, busy],
      );
    const withCount = (count: number) =>
      app.request('PUT', `/api/manager/hotels/${hotel.id}`, {
        token: tokenA,
        body: { rooms: [{ rid: room.rid, type: room.type, price: 120_000, count, people: 2 }] },
      });
    expect(await withCount(2)).toMatchObject({
      status: 409,
      body: { message: `${LODGING_MESSAGES.roomCountBelowSold}${busy}` },
    });
    expect((await withCount(3)).status).toBe(200);
  });

  it('refuses another lodging’s room id', async () => {
    const mine = await created();
    const other = await created(tokenB);
    const answer = await app.request('PUT', `/api/manager/hotels/${mine.id}`, {
      token: tokenA,
      body: { rooms: [{ rid: other.rooms[0]!.rid, type: '남의 방' }] },
    });
    expect(answer).toMatchObject({ status: 400, body: { message: LODGING_MESSAGES.roomUnknown } });
  });
});

describe('deleting a lodging', () => {
  it('is refused while a confirmed stay is upcoming; afterwards the lodging is gone and its reservations stay', async () => {
    const a = await createUser(app.orm, 'ROLE_MANAGER');
    const token = (await loginAs(app, a.email)).accessToken;
    const { hotel, rooms } = await createHotel(app.orm, { manager: a, name: '삭제될 호텔', rooms: [{ unitCount: 2 }] });
    const guest = await member(app);
    const { startDate, endDate } = stayFromToday(5, 1);
    const booked = await book(
      app,
      { hId: hotel.id, rId: rooms[0]!.id, checkin: startDate, checkout: endDate, people: 2, roomCount: 1 },
      guest.token,
    );
    expect((await app.request('DELETE', `/api/manager/hotels/${hotel.id}`, { token })).json()).toEqual({
      message: LODGING_MESSAGES.hotelHasUpcomingStays,
    });
    const refused = await app.graphql(
      `mutation($input: DeleteManagerHotelInput!) { deleteManagerHotel(input: $input) { id } }`,
      { input: { id: hotel.id } },
      token,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: LODGING_MESSAGES.hotelHasUpcomingStays,
      extensions: { code: 'CONFLICT' },
    });

    // The stay is over (moved into the past): now it can go.
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update reservations set check_in = check_in - 30, check_out = check_out - 30 where hotel_id = ?`, [
        hotel.id,
      ]);
    const deleted = await app.request('DELETE', `/api/manager/hotels/${hotel.id}`, { token });
    expect(deleted).toMatchObject({ status: 200, body: { message: LODGING_MESSAGES.hotelDeleted } });
    expect((await app.request('GET', `/api/manager/hotels/${hotel.id}`, { token })).status).toBe(404);
    expect((await app.request('GET', '/api/manager/hotels', { token })).json()).toEqual([]);
    // A deleted lodging is gone, not unknown (410 for its page and its API).
    expect((await app.request('GET', `/api/hotels/${hotel.id}`, { token })).status).toBe(410);
    expect((await search('삭제될 호텔')).status).toBe(204);
    const mine = await app.request('GET', '/api/mypage/reservations', { token: guest.token });
    expect(mine.json<Array<{ reservationId: number }>>().map((r) => r.reservationId)).toContain(
      booked.prepared.reservationId,
    );
    const [payments] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ count: number }>>(`select count(*)::int as count from payments where reservation_id = ?`, [
        booked.prepared.reservationId,
      ]);
    expect(payments!.count).toBe(1);
  });
});

describe('GraphQL twins, services and the address lookup', () => {
  it('creates and edits a lodging, lists services and geocodes addresses', async () => {
    const services = await app.request('GET', '/api/services');
    expect(services.json<Array<{ serviceId: number; serviceName: string }>>()).toEqual(
      expect.arrayContaining([
        { serviceId: serviceIds[0], serviceName: '무료 Wi-Fi', id: serviceIds[0], name: '무료 Wi-Fi' },
      ]),
    );
    const createdHotel = await app.graphql<{
      createManagerHotel: {
        hotel: {
          id: number;
          status: string;
          star: number | null;
          checkinTime: string;
          rooms: Array<{ id: number; unitCount: number }>;
          services: Array<{ id: number; name: string }>;
        };
      };
    }>(
      `mutation($input: CreateManagerHotelInput!) {
         createManagerHotel(input: $input) {
           message
           hotel {
             id status star checkinTime rejectionReason
             rooms(includeInactive: true) { id name basePrice unitCount capacity active }
             services { id name }
           }
         }
       }`,
      {
        input: {
          name: '그래프 한옥',
          type: 'HANOK',
          address: '전북특별자치도 전주시 완산구 은행로 30',
          rooms: [{ name: '온돌방' }, { name: '별채', basePrice: 90_000, unitCount: 2, capacity: 4, active: false }],
          serviceIds: [serviceIds[2]],
        },
      },
      tokenA,
    );
    expect(createdHotel.errors).toBeUndefined();
    const hotel = createdHotel.data!.createManagerHotel.hotel;
    expect(hotel).toMatchObject({
      status: 'PENDING',
      star: null,
      checkinTime: '15:00',
      rejectionReason: null,
      rooms: [
        { name: '온돌방', basePrice: 0, unitCount: 1, capacity: 2, active: true },
        { name: '별채', basePrice: 90_000, unitCount: 2, capacity: 4, active: false },
      ],
      services: [{ id: serviceIds[2] }],
    });

    // What only the owner reads is refused to another manager and to visitors, however the lodging is reached.
    const owned = `query($id: Int!) { hotel(id: $id) { id rooms(includeInactive: true) { id } } }`;
    expect((await app.graphql(owned, { id: hotel.id }, tokenA)).errors).toBeUndefined();
    const bookable = await app.graphql<{ hotel: { rooms: unknown[] } }>(
      `query($id: Int!) { hotel(id: $id) { rooms { id } } }`,
      { id: hotel.id },
      tokenA,
    );
    expect(bookable.data?.hotel.rooms).toHaveLength(1);
    await app.orm.em.fork().getConnection().execute(`update hotels set status = 'APPROVED' where id = ?`, [hotel.id]);
    const outsider = await app.graphql(owned, { id: hotel.id }, tokenB);
    expect(outsider.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const roomActive = `query($id: Int!) { room(id: $id) { id active } }`;
    const room = { id: hotel.rooms[0]!.id };
    expect((await app.graphql(roomActive, room, tokenB)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.graphql(roomActive, room)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const updated = await app.graphql<{ updateManagerHotel: { hotel: { name: string; checkoutTime: string } } }>(
      `mutation($input: UpdateManagerHotelInput!) { updateManagerHotel(input: $input) { hotel { name checkoutTime } } }`,
      { input: { id: hotel.id, name: '그래프 한옥 본채', checkoutTime: '12:00' } },
      tokenA,
    );
    expect(updated.data?.updateManagerHotel.hotel).toEqual({ name: '그래프 한옥 본채', checkoutTime: '12:00' });
    const star = await app.graphql(
      `mutation($input: UpdateManagerHotelInput!) { updateManagerHotel(input: $input) { hotel { id } } }`,
      { input: { id: hotel.id, star: 3 } },
      tokenA,
    );
    expect(star.errors?.[0]?.message).toBe(LODGING_MESSAGES.hotelStarNotAllowed);

    const found = await app.request(
      'GET',
      `/api/manager/geocode?address=${encodeURIComponent('강원 속초시 조양동 1')}`,
      {
        token: tokenA,
      },
    );
    expect(found.json()).toMatchObject({ latitude: 38.207, longitude: 128.5918 });
    const missing = await app.request('GET', `/api/manager/geocode?address=${encodeURIComponent('없는시 없는구')}`, {
      token: tokenA,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: LODGING_MESSAGES.addressNotFound } });
    const empty = await app.request('GET', '/api/manager/geocode?address=', { token: tokenA });
    expect(empty).toMatchObject({ status: 400, body: { message: LODGING_MESSAGES.addressRequired } });
    const graph = await app.graphql<{ geocodeAddress: { latitude: number } }>(
      `{ geocodeAddress(address: "제주특별자치도 서귀포시 중문관광로 72") { latitude longitude } }`,
      {},
      tokenA,
    );
    expect(graph.data?.geocodeAddress).toEqual({ latitude: 33.2485, longitude: 126.4122 });
  });

  it('pages the manager’s lodgings newest first over GraphQL while REST answers the whole array', async () => {
    const older = (await created()).id as number;
    const newer = (await created()).id as number;
    type Page = {
      managerHotels: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: Array<{ node: { id: number; status: string } }>;
      };
    };
    const query = `query($after: String) { managerHotels(first: 1, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id status } } } }`;
    const first = (await app.graphql<Page>(query, {}, tokenA)).data!.managerHotels;
    expect(first.edges.map((edge) => edge.node.id)).toEqual([newer]);
    expect(first.edges[0]?.node.status).toBe('PENDING');
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await app.graphql<Page>(query, { after: first.pageInfo.endCursor }, tokenA)).data!.managerHotels;
    expect(second.edges.map((edge) => edge.node.id)).toEqual([older]);
    const rest = await app.request('GET', '/api/manager/hotels', { token: tokenA });
    expect(rest.json<unknown[]>()).toHaveLength(first.totalCount);
    const tooMany = await app.graphql(`{ managerHotels(first: 101) { totalCount } }`, {}, tokenA);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('speaks the Kakao Local API shape at the stand-in, key required', async () => {
    const geocoder = new KakaoGeocoder(app.config, createLogger('silent', false));
    const url = `${app.url}/local/kakao-local/v2/local/search/address.json?query=${encodeURIComponent('서울 마포구')}`;
    expect((await fetch(url)).status).toBe(401);
    const answer = await fetch(url, { headers: { authorization: `KakaoAK ${geocoder.localKey}` } });
    const body = (await answer.json()) as {
      documents: Array<{ x: string; y: string; address_name: string }>;
      meta: object;
    };
    expect(body.documents[0]).toMatchObject({ address_name: '서울특별시 마포구', x: '126.9019', y: '37.5663' });
    expect(body.meta).toMatchObject({ total_count: 1 });
  });
});
