import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import type { Hotel } from '../src/modules/hotels/hotel.entity';
import { uploadedFileOf, uploadsDirOf } from '../src/modules/hotels/image-paths';
import type { Room } from '../src/modules/rooms/room.entity';
import type { User } from '../src/modules/users/user.entity';
import { giveCoupon, payInWindow, sandboxPayment } from './booking-fixtures';
import { createUser, loginAs } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { createHotel, stayFromToday } from './hotel-fixtures';

/*
 * A browser client written for the original service's documented `/api` (issue 16), served from another
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
  await createUser(app.orm, 'ROLE_MANAGER');
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
    expect(preview.body).toEqual({ basePrice: 160_000, taxes: 5_000, couponDiscount: 16_000, totalAmount: 149_000 });

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
