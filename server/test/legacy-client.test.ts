import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import type { Hotel } from '../src/modules/hotels/hotel.entity';
import { uploadedFileOf } from '../src/modules/hotels/image-paths';
import { uploadsDirOf } from '../src/platform/storage/photo-storage';
import { Room } from '../src/modules/rooms/room.entity';
import type { User } from '../src/modules/users/user.entity';
import { giveCoupon, payInWindow, sandboxPayment } from './booking-fixtures';
import { createUser, loginAs, PASSWORD } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { createHotel, stayFromToday } from './hotel-fixtures';
import { deletedPhotos, livePhotos } from './uploads';

/*
 * A browser client written for the original service's documented `/api`, served from another
 * origin: every request below is sent as that client sends it, with its exact body, and must get a 2xx in
 * the documented shape; every image URL in the answers must load from that other origin.
 */
const CLIENT_ORIGIN = 'http://legacy-client.example';

let app: TestApp;
let dataDir: string;
let hotel: Hotel;
let room: Room;
let member: User;
let memberToken: string;
let adminToken: string;
let managerToken: string;
const imageUrls = new Set<string>();

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  json<T = Record<string, unknown>>(): T;
}

/** A request as the client on CLIENT_ORIGIN sends it: its Origin, its bearer when it has one. */
async function call(method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { origin: CLIENT_ORIGIN };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(app.url + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed: unknown = text ? JSON.parse(text) : null;
  collectImages(parsed);
  return { status: response.status, headers: response.headers, body: parsed, json: <T>() => parsed as T };
}

/** Every image field of an answer (`image`, `imageUrl`, `hotelImage`), to be loaded afterwards. */
function collectImages(value: unknown): void {
  if (Array.isArray(value)) value.forEach(collectImages);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (['image', 'imageUrl', 'hotelImage'].includes(key) && typeof inner === 'string') imageUrls.add(inner);
      else collectImages(inner);
    }
  }
}

const ok = (answer: Answer) => expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
const twoHundred = (answer: Answer) => {
  ok(answer);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  // The client is on another origin: the answer must be readable there.
  expect(answer.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
};

async function putPhoto(imagePath: string): Promise<void> {
  const file = uploadedFileOf(uploadsDirOf(dataDir), imagePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shim-legacy-'));
  app = await startTestApp({ DATA_DIR: dataDir, CORS_ORIGINS: CLIENT_ORIGIN });
  member = await createUser(app.orm, 'ROLE_USER', { name: '김고객' });
  memberToken = (await loginAs(app, member.email)).accessToken;
  adminToken = (await loginAs(app, (await createUser(app.orm, 'ROLE_ADMIN')).email)).accessToken;
  managerToken = (await loginAs(app, (await createUser(app.orm, 'ROLE_MANAGER')).email)).accessToken;
  await createUser(app.orm, 'ROLE_PENDING');
  const created = await createHotel(app.orm, {
    name: '관광 호텔',
    type: 'TOURIST_HOTEL',
    address: '부산광역시 해운대구 해운대로 1',
    rooms: [{ name: '디럭스', capacity: 4, basePrice: 80_000, unitCount: 3 }],
    reviews: [5],
    reviewer: member,
  });
  hotel = created.hotel;
  room = created.rooms[0]!;
  const sql = app.orm.em.getConnection();
  // Photos where the demo seed and the manager console put them (lower-case folders on disk).
  const main = `/images/tourist-hotel/${hotel.id}.jpg`;
  const sub = `/images/tourist-hotel/${hotel.id}_1.jpg`;
  const roomPhoto = `/images/tourist-hotel/rooms/${room.id}.jpg`;
  const reviewPhoto = `/images/reviews/${hotel.id}-1.jpg`;
  await sql.execute(`update hotel_images set path = ? where hotel_id = ?`, [main, hotel.id]);
  await sql.execute(`insert into hotel_images (hotel_id, kind, position, path) values (?, 'SUB', 1, ?)`, [
    hotel.id,
    sub,
  ]);
  await sql.execute('update rooms set image_path = ? where id = ?', [roomPhoto, room.id]);
  await sql.execute('update reviews set image_path = ? where hotel_id = ?', [reviewPhoto, hotel.id]);
  for (const photo of [main, sub, roomPhoto, reviewPhoto]) await putPhoto(photo);
}, 60_000);

afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a client of the documented API, from another origin', () => {
  it('loads photos at the documented paths, the type spelled as the API spells it', async () => {
    for (const url of [
      `/images/Tourist%20Hotel/${hotel.id}.jpg`,
      `/images/Tourist%20Hotel/${hotel.id}_1.jpg`,
      `/images/Tourist%20Hotel/rooms/${room.id}.jpg`,
      `/images/tourist-hotel/${hotel.id}.jpg`,
    ]) {
      const photo = await fetch(app.url + url, { headers: { origin: CLIENT_ORIGIN } });
      expect(photo.status, url).toBe(200);
      expect(photo.headers.get('content-type'), url).toBe('image/jpeg');
      expect(photo.headers.get('cross-origin-resource-policy'), url).toBe('cross-origin');
    }
    expect((await fetch(`${app.url}/images/Hotel/${hotel.id}.jpg`)).status).toBe(404);
  });

  it('may send JSON with a bearer from its origin (the preflight answers)', async () => {
    const preflight = await fetch(`${app.url}/api/reservations/prepare`, {
      method: 'OPTIONS',
      headers: {
        origin: CLIENT_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  it('searches and opens the detail with numberOfRooms / numberOfPeople', async () => {
    const { startDate, endDate } = stayFromToday(5);
    const search = await call('POST', '/api/search', {
      region: '부산',
      startDate,
      endDate,
      numberOfRooms: 1,
      numberOfPeople: 2,
    });
    twoHundred(search);
    expect(search.json<Array<Record<string, unknown>>>()).toEqual([
      expect.objectContaining({
        hId: hotel.id,
        type: 'Tourist Hotel',
        image: `${app.url}/images/tourist-hotel/${hotel.id}.jpg`,
      }),
    ]);

    const detail = await call('POST', '/api/detail', {
      hId: hotel.id,
      startDate,
      endDate,
      numberOfRooms: 1,
      numberOfPeople: 2,
    });
    twoHundred(detail);
    expect(detail.body).toMatchObject({
      hId: hotel.id,
      hName: '관광 호텔',
      type: 'Tourist Hotel',
      images: [
        { imageType: 'main', imageUrl: `${app.url}/images/tourist-hotel/${hotel.id}.jpg` },
        { imageType: 'sub', imageUrl: `${app.url}/images/tourist-hotel/${hotel.id}_1.jpg` },
      ],
      rooms: [{ rId: room.id, type: '디럭스', image: `${app.url}/images/tourist-hotel/rooms/${room.id}.jpg` }],
      reviews: [{ score: 5, image: `${app.url}/images/reviews/${hotel.id}-1.jpg` }],
    });
    twoHundred(await call('GET', `/api/hotels/${hotel.id}`));
    twoHundred(await call('GET', `/api/rooms/${room.id}`));
  });

  it('books as a member: prepare with uId and no token, phone and coupon at completion with the bearer', async () => {
    const { startDate, endDate } = stayFromToday(12, 2);
    const coupon = await giveCoupon(app.orm, member, 'PERCENT', 10);
    const preview = await call(
      'GET',
      `/api/reservations/preview?hId=${hotel.id}&rId=${room.id}&checkin=${startDate}&checkout=${endDate}&roomCount=1&people=2&userCouponId=${coupon}&userId=${member.id}`,
      undefined,
      memberToken,
    );
    twoHundred(preview);
    // Every documented field as before; `stayTotal` (taxes and fees included, before the coupon) is an addition.
    expect(preview.body).toEqual({
      basePrice: 160_000,
      taxes: 5_000,
      stayTotal: 165_000,
      couponDiscount: 16_000,
      totalAmount: 149_000,
    });

    const prepare = await call('POST', '/api/reservations/prepare', {
      rId: room.id,
      hId: hotel.id,
      uId: member.id,
      checkin: startDate,
      checkout: endDate,
      people: 2,
      price: 149_000,
      roomCount: null,
    });
    twoHundred(prepare);
    const prepared = prepare.json<{ orderId: string; reservationId: number; totalAmount: number; orderName: string }>();
    expect(prepare.body).toMatchObject({
      orderId: expect.any(String),
      reservationId: expect.any(Number),
      totalAmount: 165_000,
      amount: 165_000,
      hotelName: '관광 호텔',
      type: '디럭스',
    });

    // The client opens the payment window for the price it showed, the coupon taken off.
    const paid = await payInWindow(app, { ...prepared, totalAmount: 149_000 });
    const complete = await call(
      'POST',
      '/api/payments/complete',
      {
        reId: prepared.reservationId,
        rId: room.id,
        hId: hotel.id,
        orderId: prepared.orderId,
        userId: member.id,
        phone: '01012345678',
        paymentKey: paid.paymentKey,
        amount: 149_000,
        payMethod: 'TOSS_PAY',
        userCouponId: coupon,
      },
      memberToken,
    );
    twoHundred(complete);
    expect(complete.body).toEqual({
      paymentId: expect.any(Number),
      reservationId: prepared.reservationId,
      amount: 149_000,
      reservationStatus: statusLabel('CONFIRMED'),
    });
    expect((await sandboxPayment(app.orm, paid.paymentKey!))?.status).toBe('DONE');

    // My page: the booking is the member's, `price` is what was paid, the breakdown beside it.
    for (const url of ['/api/mypage/reservations', '/mypage/reservations']) {
      const mine = await call('GET', url, undefined, memberToken);
      twoHundred(mine);
      expect(mine.json<unknown[]>()).toEqual([
        expect.objectContaining({
          reservationId: prepared.reservationId,
          price: 149_000,
          basePrice: 160_000,
          taxesAndFees: 5_000,
          coupon: 16_000,
          total: 149_000,
          status: '예약 완료',
          hotelImage: `${app.url}/images/tourist-hotel/${hotel.id}.jpg`,
        }),
      ]);
    }
    const coupons = await call('GET', '/api/coupons/my-coupons', undefined, memberToken);
    twoHundred(coupons);
    expect(coupons.json<Array<{ userCouponId: number }>>().map((c) => c.userCouponId)).not.toContain(coupon);
  });

  it('books as a guest: prepare with no phone, the phone at completion, looked up and cancelled with it', async () => {
    const { startDate, endDate } = stayFromToday(20);
    const prepare = await call('POST', '/api/reservations/prepare', {
      rId: room.id,
      hId: hotel.id,
      uId: null,
      checkin: startDate,
      checkout: endDate,
      people: 2,
      price: 85_000,
      roomCount: null,
    });
    twoHundred(prepare);
    const prepared = prepare.json<{ orderId: string; reservationId: number; totalAmount: number; orderName: string }>();
    const paid = await payInWindow(app, prepared);
    const complete = await call('POST', '/api/payments/complete', {
      reId: prepared.reservationId,
      rId: room.id,
      hId: hotel.id,
      orderId: prepared.orderId,
      userId: null,
      phone: '010-5555-6666',
      paymentKey: paid.paymentKey,
      amount: prepared.totalAmount,
      payMethod: 'TOSS_PAY',
      userCouponId: null,
    });
    twoHundred(complete);
    expect(complete.body).toMatchObject({ reservationId: prepared.reservationId, amount: 85_000 });

    const lookup = await call('GET', `/api/reservations/guest?orderId=${prepared.orderId}&phone=01055556666`);
    twoHundred(lookup);
    expect(lookup.body).toMatchObject({
      orderId: prepared.orderId,
      status: '예약 완료',
      hotelImage: `${app.url}/images/tourist-hotel/${hotel.id}.jpg`,
    });
    twoHundred(await call('GET', `/api/reservations/order/${prepared.orderId}`));
    // Stronger than the original service: a cancel by id alone is refused; with the proof it goes through.
    expect(await call('PUT', `/api/reservations/${prepared.reservationId}/cancel`)).toMatchObject({
      status: 401,
      body: { message: MESSAGES.unauthenticated },
    });
    const cancel = await call(
      'PUT',
      `/api/reservations/${prepared.reservationId}/cancel?orderId=${prepared.orderId}&phone=01055556666`,
    );
    twoHundred(cancel);
    expect(cancel.body).toMatchObject({ message: '예약이 성공적으로 취소되었습니다.', canceledAmount: 85_000 });
  });

  it('lists users by the short role names as well as ROLE_*', async () => {
    for (const [role, expected] of [
      ['ALL', null],
      ['USER', 'ROLE_USER'],
      ['MANAGER', 'ROLE_MANAGER'],
      ['PENDING', 'ROLE_PENDING'],
      ['ROLE_USER', 'ROLE_USER'],
    ] as const) {
      const answer = await call('GET', `/api/admin/users?role=${role}&searchQuery=`, undefined, adminToken);
      twoHundred(answer);
      const roles = new Set(answer.json<Array<{ role: string }>>().map((user) => user.role));
      if (expected) expect([...roles], role).toEqual([expected]);
      else expect(roles.size, role).toBeGreaterThanOrEqual(4);
    }
  });

  it('reads the wishlist with yesterday as check-in (a client counting today in UTC)', async () => {
    twoHundred(await call('POST', `/api/wishlist/${hotel.id}`, undefined, memberToken));
    const yesterday = addDays(todayInSeoul(), -1);
    const answer = await call(
      'GET',
      `/api/wishlist?checkIn=${yesterday}&checkOut=${todayInSeoul()}&rooms=1&persons=2`,
      undefined,
      memberToken,
    );
    twoHundred(answer);
    expect(answer.json<unknown[]>()).toEqual([
      expect.objectContaining({
        hId: hotel.id,
        minPrice: 80_000,
        image: `${app.url}/images/tourist-hotel/${hotel.id}.jpg`,
      }),
    ]);
    const reviews = await call('GET', '/api/reviews/my-reviews', undefined, memberToken);
    twoHundred(reviews);
    expect(reviews.json<unknown[]>()).toEqual([
      expect.objectContaining({ image: `${app.url}/images/reviews/${hotel.id}-1.jpg` }),
    ]);
  });

  it('loads every image URL the answers above carried, from the other origin', async () => {
    expect(imageUrls.size).toBeGreaterThanOrEqual(4);
    for (const url of imageUrls) {
      expect(url.startsWith(`${app.url}/images/`), url).toBe(true);
      const photo = await fetch(url, { headers: { origin: CLIENT_ORIGIN } });
      expect(photo.status, url).toBe(200);
      expect(photo.headers.get('cross-origin-resource-policy'), url).toBe('cross-origin');
    }
  });
});

/** A multipart form as that client posts it (the `hotelDto` JSON as a Blob, photos beside it), from its origin. */
async function postForm(url: string, token: string, dto: unknown, photos: Buffer[] = []): Promise<Answer> {
  const form = new FormData();
  if (dto !== undefined) form.set('hotelDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }));
  for (const photo of photos) form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
  const response = await fetch(app.url + url, {
    method: 'POST',
    headers: { origin: CLIENT_ORIGIN, authorization: `Bearer ${token}` },
    body: form,
  });
  const parsed: unknown = await response.json();
  return { status: response.status, headers: response.headers, body: parsed, json: <T>() => parsed as T };
}

const jpeg = (width: number) =>
  sharp({ create: { width, height: 30, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'camera-owner' } } })
    .toBuffer();
const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

interface ManagerHotelJson {
  id: number;
  name: string;
  type: string;
  typeLabel: string;
  status: string;
  rejectionReason: string | null;
  images: string[];
  rooms: Array<{ rid: number; type: string; image: string | null }>;
}

describe('the manager and admin consoles of that client', () => {
  let created: ManagerHotelJson;

  it("creates a lodging whose new rooms carry the form's row keys and inline photos", async () => {
    const roomPhoto = await jpeg(48);
    const body = {
      name: '레거시 호텔',
      type: '호텔',
      location: '서울특별시 강남구 테헤란로 152',
      stars: 4,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      info: '',
      serviceIds: [],
      rooms: [
        { id: 1764211234567, type: '디럭스', price: 120000, count: 2, people: 2, image: dataUrl(roomPhoto) },
        { id: 1764211234999, type: '스탠다드', price: 90000, count: 1, people: 2, image: null },
      ],
    };
    const answer = await postForm('/api/manager/hotels', managerToken, body, [await jpeg(64)]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    created = answer.json<ManagerHotelJson>();
    expect(created).toMatchObject({ type: 'Hotel', typeLabel: '호텔', status: '대기', rejectionReason: null });
    expect(created.rooms.map((item) => item.type)).toEqual(['디럭스', '스탠다드']);
    // Our own ids, never the client's keys; the inline photo stored as an uploaded one would be (re-encoded).
    expect(created.rooms.map((item) => item.rid)).not.toContain(1764211234567);
    expect(created.rooms[1]!.image).toBeNull();
    const photo = await fetch(created.rooms[0]!.image!, { headers: { origin: CLIENT_ORIGIN } });
    expect(photo.status).toBe(200);
    const stored = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 48 });
    expect(stored.exif).toBeUndefined();

    // An inline photo that is no image is refused with the upload's message, never dropped.
    const refused = await postForm('/api/manager/hotels', managerToken, {
      ...body,
      rooms: [{ ...body.rooms[0], image: `data:image/jpeg;base64,${Buffer.from('not a photo').toString('base64')}` }],
    });
    expect(refused).toMatchObject({ status: 400, body: { message: MESSAGES.imageTypeInvalid } });
  });

  it('reads its lodgings with the English type it groups by', async () => {
    const list = await call('GET', '/api/manager/hotels', undefined, managerToken);
    twoHundred(list);
    expect(list.json<ManagerHotelJson[]>()).toEqual([expect.objectContaining({ id: created.id, type: 'Hotel' })]);
    const one = await call('GET', `/api/manager/hotels/${created.id}`, undefined, managerToken);
    twoHundred(one);
    expect(one.body).toMatchObject({ id: created.id, type: 'Hotel', typeLabel: '호텔' });
  });

  it('saves an edit whose images hold the data URL of a photo it uploads right after', async () => {
    const newPhoto = await jpeg(40);
    const edit = await call(
      'PUT',
      `/api/manager/hotels/${created.id}`,
      {
        name: '레거시 호텔 본관',
        type: '호텔',
        location: '서울특별시 강남구 테헤란로 152',
        stars: 4,
        images: [created.images[0], dataUrl(newPhoto)],
        // The rooms as the client read them, the second with a new photo picked in the form.
        rooms: created.rooms.map((item, index) => ({ ...item, image: index === 1 ? dataUrl(newPhoto) : item.image })),
      },
      managerToken,
    );
    twoHundred(edit);
    const edited = edit.json<ManagerHotelJson>();
    expect(edited).toMatchObject({ name: '레거시 호텔 본관', images: created.images });
    expect(edited.rooms[0]!.image).toBe(created.rooms[0]!.image);
    expect((await fetch(edited.rooms[1]!.image!)).headers.get('content-type')).toBe('image/jpeg');
    const upload = await postForm(`/api/manager/hotels/${created.id}/images`, managerToken, undefined, [newPhoto]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(upload.json<ManagerHotelJson>().images).toHaveLength(2);

    // A room added by the edit has no id to keep its inline photo under yet: refused, nothing saved.
    const added = await call(
      'PUT',
      `/api/manager/hotels/${created.id}`,
      { rooms: [...edited.rooms, { type: '패밀리', price: 150000, count: 1, people: 4, image: dataUrl(newPhoto) }] },
      managerToken,
    );
    expect(added).toMatchObject({ status: 400, body: { message: LODGING_MESSAGES.roomPhotoAfterSave } });
    const after = await call('GET', `/api/manager/hotels/${created.id}`, undefined, managerToken);
    expect(after.json<ManagerHotelJson>().rooms).toHaveLength(2);
  });

  it('lists lodgings for the admin with a numeric rating, 0 without reviews, and 1% commission', async () => {
    const all = await call('GET', '/api/admin/hotels/all', undefined, adminToken);
    twoHundred(all);
    const rows = all.json<Array<{ hId: number; averageRating: unknown }>>();
    expect(rows.find((row) => row.hId === created.id)?.averageRating).toBe(0);
    expect(rows.find((row) => row.hId === hotel.id)?.averageRating).toBe(5);
    for (const row of rows) expect(typeof row.averageRating, String(row.hId)).toBe('number');

    const revenue = await call('GET', '/api/admin/trend/total-revenue', undefined, adminToken);
    for (const url of ['/api/admin/commission/current-month', '/api/admin/trend/commission/current-month']) {
      const commission = await call('GET', url, undefined, adminToken);
      twoHundred(commission);
      // Every payment of this file is of this month: the month's commission is 1% of all of it.
      expect(commission.body, url).toBe(Math.round((revenue.body as number) / 100));
    }
  });

  it("shows the manager a rejected lodging as 거절 with the administrator's reason", async () => {
    const reject = await call(
      'POST',
      `/api/admin/hotels/reject/${created.id}`,
      { reason: '사진이 숙소와 다릅니다.' },
      adminToken,
    );
    twoHundred(reject);
    const one = await call('GET', `/api/manager/hotels/${created.id}`, undefined, managerToken);
    expect(one.body).toMatchObject({
      status: '거절',
      statusCode: 'REJECTED',
      rejectionReason: '사진이 숙소와 다릅니다.',
    });
  });

  it('reads a waiting inquiry as PENDING, on the board and in the admin list', async () => {
    const written = await call('POST', '/api/inquiries/non-member', {
      title: '주차 문의',
      content: '주차 되나요?',
      authorName: '김쉼',
      contactEmail: 'guest@example.com',
      secret: false,
    });
    twoHundred(written);
    expect(written.body).toMatchObject({ status: 'PENDING' });
    const id = written.json<{ id: number }>().id;
    const board = await call('GET', '/api/inquiries/board');
    twoHundred(board);
    // Spec §9: a two-character name is shown as it is.
    expect(board.json<unknown[]>()).toContainEqual(
      expect.objectContaining({ id, status: 'PENDING', authorName: '김쉼' }),
    );
    const admin = await call('GET', `/api/inquiries/${id}`, undefined, adminToken);
    expect(admin.body).toMatchObject({ status: 'PENDING' });
  });

  it('ends every session with a password change, the one that made it too (docs/rest-clients.md)', async () => {
    const change = await call(
      'PUT',
      '/api/manager/account/password',
      { currentPassword: PASSWORD, newPassword: 'N3wPassw0rd!' },
      managerToken,
    );
    twoHundred(change);
    expect(await call('GET', '/api/manager/hotels', undefined, managerToken)).toMatchObject({ status: 401 });
  });
});

describe('social login from that client, round trip through the local OAuth stand-in', () => {
  /** The stand-in's consent form, submitted for `email`; answers where it sends the browser. */
  async function consent(login: Response, email: string): Promise<URL> {
    expect(login.status).toBe(302);
    const page = new URL(login.headers.get('location')!);
    const form = new URLSearchParams({
      client_id: page.searchParams.get('client_id')!,
      redirect_uri: page.searchParams.get('redirect_uri')!,
      state: page.searchParams.get('state')!,
      email,
      name: '소셜 회원',
      email_verified: 'true',
    });
    const granted = await fetch(page.origin + page.pathname, { method: 'POST', body: form, redirect: 'manual' });
    expect(granted.status).toBe(302);
    return new URL(granted.headers.get('location')!);
  }
  const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0]!;

  it("Kakao: back to the client's /kakao/callback, whose code GET /api/kakao/callback turns into tokens", async () => {
    // The client sends the browser from its login page, with no parameter: its Referer names it.
    const login = await fetch(`${app.url}/api/kakao/login`, {
      redirect: 'manual',
      headers: { referer: `${CLIENT_ORIGIN}/login` },
    });
    const cookie = cookieOf(login);
    const back = await consent(login, 'kakao.legacy@example.com');
    expect(back.pathname).toBe('/api/kakao/return');

    // Another browser (no state cookie) is sent to the client without a code: it shows 'Invalid access'.
    const forged = await fetch(back, { redirect: 'manual' });
    const refused = new URL(forged.headers.get('location')!);
    expect(refused.origin + refused.pathname).toBe(`${CLIENT_ORIGIN}/kakao/callback`);
    expect(refused.searchParams.has('code')).toBe(false);

    const returned = await fetch(back, { redirect: 'manual', headers: { cookie } });
    const page = new URL(returned.headers.get('location')!);
    expect(page.origin + page.pathname).toBe(`${CLIENT_ORIGIN}/kakao/callback`);
    const code = page.searchParams.get('code')!;
    const tokens = await call('GET', `/api/kakao/callback?code=${encodeURIComponent(code)}`);
    twoHundred(tokens);
    expect(tokens.body).toMatchObject({
      grantType: 'Bearer',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const me = await call('GET', '/api/auth/me', undefined, tokens.json<{ accessToken: string }>().accessToken);
    expect(me.body).toMatchObject({ email: 'kakao.legacy@example.com', role: 'ROLE_USER' });
    // The code is good once.
    expect((await call('GET', `/api/kakao/callback?code=${encodeURIComponent(code)}`)).status).toBe(401);
  });

  it("Google: back to the client's /google/callback with the token pair in the query", async () => {
    const login = await fetch(`${app.url}/api/google/login?return_to=${encodeURIComponent(CLIENT_ORIGIN)}`, {
      redirect: 'manual',
    });
    const back = await consent(login, 'google.legacy@example.com');
    expect(back.pathname).toBe('/api/google/callback');
    const returned = await fetch(back, { redirect: 'manual', headers: { cookie: cookieOf(login) } });
    const page = new URL(returned.headers.get('location')!);
    expect(page.origin + page.pathname).toBe(`${CLIENT_ORIGIN}/google/callback`);
    const me = await call('GET', '/api/auth/me', undefined, page.searchParams.get('access_token')!);
    expect(me.body).toMatchObject({ email: 'google.legacy@example.com' });
    expect(page.searchParams.get('refresh_token')).toEqual(expect.any(String));
  });

  it('returns only to CORS_ORIGINS: any other return_to is refused', async () => {
    const evil = await call('GET', `/api/google/login?return_to=${encodeURIComponent('https://evil.example')}`);
    expect(evil).toMatchObject({ status: 400, body: { message: MESSAGES.socialReturnNotAllowed } });
    // A Referer from elsewhere is not a return address: the login returns to our own client.
    const login = await fetch(`${app.url}/api/google/login`, {
      redirect: 'manual',
      headers: { referer: 'https://evil.example/page' },
    });
    const back = await consent(login, 'google.own@example.com');
    const returned = await fetch(back, { redirect: 'manual', headers: { cookie: cookieOf(login) } });
    expect(new URL(returned.headers.get('location')!).origin).toBe(app.url);
  });
});

describe("the original client's last gaps, replayed as it sends them", () => {
  let token: string;
  let lodging: ManagerHotelJson;

  beforeAll(async () => {
    token = (await loginAs(app, (await createUser(app.orm, 'ROLE_MANAGER')).email)).accessToken;
    const answer = await postForm('/api/manager/hotels', token, {
      name: '마지막 호텔',
      type: '호텔',
      location: '서울특별시 강남구 테헤란로 152',
      rooms: [
        { id: 1764211230000, type: '디럭스', price: 120000, count: 2, people: 2, image: dataUrl(await jpeg(48)) },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    lodging = answer.json<ManagerHotelJson>();
  });

  it("lets the OAuth stand-in's consent form return to the client origin, and to no other", async () => {
    for (const provider of ['kakao', 'google']) {
      const login = await fetch(`${app.url}/api/${provider}/login`, {
        redirect: 'manual',
        headers: { referer: `${CLIENT_ORIGIN}/login` },
      });
      const page = await fetch(login.headers.get('location')!);
      expect(page.status, provider).toBe(200);
      const policy = new Map(
        (page.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name!, values] as const;
        }),
      );
      // Chromium applies form-action to the redirects after the POST, the last one to the client's page.
      expect(policy.get('form-action'), provider).toEqual(["'self'", CLIENT_ORIGIN]);
      expect(policy.get('script-src'), provider).toEqual(["'none'"]);
    }
  });

  it('adds a room whose row carries the form key `id: Date.now()` and no rid, photo included', async () => {
    const key = Date.now();
    const photo = await jpeg(56);
    const edit = await call(
      'PUT',
      `/api/manager/hotels/${lodging.id}`,
      {
        name: lodging.name,
        rooms: [
          ...lodging.rooms,
          { id: key, type: '패밀리', price: 150000, count: 1, people: 4, image: dataUrl(photo) },
        ],
      },
      token,
    );
    twoHundred(edit);
    const rooms = edit.json<ManagerHotelJson>().rooms;
    expect(rooms.map((item) => item.type)).toEqual(['디럭스', '패밀리']);
    const added = rooms[1]!;
    expect(added.rid).not.toBe(key);
    expect(added.image).toBe(`${app.url}/images/hotel/rooms/${added.rid}.jpg`);
    const stored = await fetch(added.image!, { headers: { origin: CLIENT_ORIGIN } });
    expect(await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).toMatchObject({ width: 56 });
    lodging = edit.json<ManagerHotelJson>();

    // Another lodging's room is still not this one's to edit: refused, nothing saved.
    const foreign = await call(
      'PUT',
      `/api/manager/hotels/${lodging.id}`,
      { rooms: [...lodging.rooms, { id: room.id, type: '남의 객실', price: 1000, count: 1, people: 2 }] },
      token,
    );
    expect(foreign).toMatchObject({ status: 400, body: { message: LODGING_MESSAGES.roomUnknown } });
    const after = await call('GET', `/api/manager/hotels/${lodging.id}`, undefined, token);
    expect(after.json<ManagerHotelJson>().rooms.map((item) => item.rid)).toEqual(rooms.map((item) => item.rid));
    expect((await app.orm.em.fork().findOneOrFail(Room, room.id)).name).toBe('디럭스');
  });

  it('serves a replaced room photo at its documented path, the old one deleted only after the save', async () => {
    const first = lodging.rooms[0]!;
    const documented = `/images/hotel/rooms/${first.rid}.jpg`;
    const roomFiles = () => livePhotos(app, 'hotel/rooms/').then((keys) => keys.map((key) => path.basename(key)));
    expect(await roomFiles()).toContain(`${first.rid}.jpg`);
    for (const [version, width] of [
      [1, 72],
      [2, 88],
    ] as const) {
      const photo = dataUrl(await jpeg(width));
      // The rooms as the client read them, the first with a new photo picked in the form.
      const rooms = lodging.rooms.map((item, index) => ({ ...item, image: index === 0 ? photo : item.image }));
      const edit = await call('PUT', `/api/manager/hotels/${lodging.id}`, { rooms }, token);
      twoHundred(edit);
      lodging = edit.json<ManagerHotelJson>();
      expect(lodging.rooms[0]!.image).toBe(`${app.url}${documented}?v=${version}`);
      // The path the client builds itself, with the type as the API spells it, serves the current photo.
      for (const url of [`${app.url}/images/Hotel/rooms/${first.rid}.jpg`, lodging.rooms[0]!.image!]) {
        const photo = await fetch(url, { headers: { origin: CLIENT_ORIGIN } });
        expect(photo.status, url).toBe(200);
        expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata(), url).toMatchObject({ width });
      }
      const bare = await fetch(app.url + documented);
      expect(bare.headers.get('cache-control')).toBe('no-cache');
      const etag = bare.headers.get('etag')!;
      // As a browser revalidates (fetch() with If-None-Match alone would add `Cache-Control: no-cache`).
      const revalidated = await fetch(app.url + documented, {
        headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
      });
      expect(revalidated.status).toBe(304);
      const files = await roomFiles();
      expect(files.filter((file) => file.startsWith(`${first.rid}`))).toEqual([`${first.rid}_${version}.jpg`]);
      // Deferred: the replaced photo stays stored, marked, for the backups' retention (docs/decisions/photos.md).
      expect(await deletedPhotos(app, `hotel/rooms/${first.rid}`)).toContain(
        `hotel/rooms/${version === 1 ? first.rid : `${first.rid}_1`}.jpg`,
      );
    }
  });

  it('reads public posts off the board rows (content and answer), 10 rows by default, 20 for the admin', async () => {
    const sql = app.orm.em.getConnection();
    await sql.execute(
      `insert into inquiries (title, content, author_name, secret, created_at)
       select '게시판 ' || n, '내용 ' || n, '김손님', n % 2 = 0, now() - n * interval '1 minute'
       from generate_series(1, 24) n`,
    );
    const written = await call('POST', '/api/inquiries/non-member', {
      title: '체크인 문의',
      content: '몇 시부터 들어가나요?',
      authorName: '박손님',
      contactEmail: 'guest2@example.com',
      secret: false,
    });
    twoHundred(written);
    const id = written.json<{ id: number }>().id;
    twoHundred(await call('POST', `/api/inquiries/${id}/answer`, { answer: '15시부터입니다.' }, adminToken));

    const board = await call('GET', '/api/inquiries/board');
    twoHundred(board);
    const rows = board.json<Array<Record<string, unknown>>>();
    expect(rows).toHaveLength(10);
    expect(Number(board.headers.get('x-total-count'))).toBeGreaterThanOrEqual(26);
    expect(rows[0]).toMatchObject({
      id,
      content: '몇 시부터 들어가나요?',
      answer: '15시부터입니다.',
      status: 'ANSWERED',
      answeredAt: expect.any(String),
    });
    // A secret post's row keeps its content to its author and administrators.
    const secret = rows.find((row) => row.secret === true)!;
    expect(secret).toMatchObject({ readable: false, content: null, answer: null });
    expect(JSON.stringify(rows)).not.toContain('guest2@example.com');

    const adminList = await call('GET', '/api/inquiries', undefined, adminToken);
    twoHundred(adminList);
    expect(adminList.json<unknown[]>()).toHaveLength(20);
  });
});
