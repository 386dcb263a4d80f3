import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minStayMessage } from '@shim/common/stay-messages';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { PinnedClock } from '../../platform/clock';

/**
 * What the calendar's edits do to guests, through the stay offer: a closed night leaves search
 * and cannot be held, a minimum stay refuses shorter stays arriving that night, and a held room keeps the
 * price it was held at. Today is 2026-12-01 in Seoul.
 */
const clock = new PinnedClock('2026-12-01T03:00:00Z');
let app: TestApp;
let managerToken: string;
let memberToken: string;
let hotelId: number;
let roomId: number;
const REGION = '캘린더특별시';

const edit = (body: Record<string, unknown>) =>
  app.request('PUT', `/api/manager/rooms/${roomId}/calendar`, { body, token: managerToken });
const prepare = (checkin: string, checkout: string) =>
  app.request('POST', '/api/reservations/prepare', {
    token: memberToken,
    body: {
      hId: hotelId,
      rId: roomId,
      checkin,
      checkout,
      roomCount: 1,
      people: 2,
      phone: '01012345678',
      termsAgreed: true,
    },
  });
const searchNames = async (startDate: string, endDate: string) => {
  const answer = await app.request('POST', '/api/search', {
    body: { region: REGION, startDate, endDate, numberOfRooms: 1, numberOfPeople: 2 },
  });
  return answer.status === 204 ? [] : answer.json<Array<{ hName: string }>>().map((hit) => hit.hName);
};

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  const manager = await createUser(app.orm, 'ROLE_MANAGER', { name: '펜션 사장' });
  const member = await createUser(app.orm, 'ROLE_USER', { name: '김손님' });
  managerToken = (await loginAs(app, manager.email)).accessToken;
  memberToken = (await loginAs(app, member.email)).accessToken;
  const created = await createHotel(app.orm, {
    name: '달력 펜션',
    address: `${REGION} 달력구 1`,
    manager,
    rooms: [{ basePrice: 100_000, unitCount: 3 }],
  });
  [hotelId, roomId] = [created.hotel.id, created.rooms[0]!.id];
  await app.orm.em.getConnection().execute('delete from room_nights where hotel_id = ?', [hotelId]);
  expect((await edit({ from: '2026-12-01', to: '2026-12-31', minStay: 1 })).status).toBe(200);
});
afterAll(() => app.close());

describe('a closed night', () => {
  it('leaves search and cannot be held, for any stay that contains it', async () => {
    expect(await searchNames('2026-12-06', '2026-12-08')).toEqual(['달력 펜션']);
    expect((await edit({ from: '2026-12-07', to: '2026-12-07', closed: true })).status).toBe(200);
    expect(await searchNames('2026-12-06', '2026-12-08')).toEqual([]);
    expect(await searchNames('2026-12-07', '2026-12-08')).toEqual([]);
    // The night before and the night after stay on sale.
    expect(await searchNames('2026-12-06', '2026-12-07')).toEqual(['달력 펜션']);
    expect(await searchNames('2026-12-08', '2026-12-09')).toEqual(['달력 펜션']);
    const refused = await prepare('2026-12-06', '2026-12-08');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
  });
});

describe('a minimum stay', () => {
  it('refuses a shorter stay arriving that night, with the issue words', async () => {
    expect((await edit({ from: '2026-12-11', to: '2026-12-11', minStay: 2 })).status).toBe(200);
    expect(await prepare('2026-12-11', '2026-12-12')).toMatchObject({
      status: 400,
      body: { message: minStayMessage(2) },
    });
    // Arriving the night before, the stay only passes through 12-11: its own minimum (1) applies.
    expect((await prepare('2026-12-10', '2026-12-12')).status).toBe(200);
    expect((await prepare('2026-12-11', '2026-12-13')).status).toBe(200);
  });
});

describe('a held room', () => {
  it('keeps the price it was held at when the night is repriced', async () => {
    const held = await prepare('2026-12-15', '2026-12-16');
    expect(held.status).toBe(200);
    const { reservationId, totalAmount } = held.json<{ reservationId: number; totalAmount: number }>();
    expect((await edit({ from: '2026-12-15', to: '2026-12-15', price: 300_000 })).status).toBe(200);
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ total: number }>>('select total_amount as total from reservations where id = ?', [
        reservationId,
      ]);
    expect(row!.total).toBe(totalAmount);
    const night = await app.request('GET', `/api/manager/rooms/${roomId}/calendar?from=2026-12-15&to=2026-12-15`, {
      token: managerToken,
    });
    expect(night.json<Array<{ price: number; held: number }>>()[0]).toMatchObject({ price: 300_000, held: 1 });
  });
});
