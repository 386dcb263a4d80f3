import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { DAY_USE_OFFER_MESSAGES } from '@shim/common/day-use-offer';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';
import { PinnedClock } from '../../platform/clock';
import { issueKey, keyed } from '../api-keys/api-key-fixtures';

/** Today is 2026-12-01 in Seoul (the clock is pinned). */
const clock = new PinnedClock('2026-12-01T03:00:00Z');
let app: TestApp;
let tokenA: string;
let tokenB: string;
let memberToken: string;
let roomA1: number;
let roomA2: number;
let roomB: number;
let hotelA: number;

const OFFER = {
  enabled: true,
  opens: '10:00',
  closes: '22:00',
  weekendOpens: '12:00',
  weekendCloses: '22:00',
  lastStart: '18:00',
  bufferMinutes: 30,
  maxRooms: 2,
  durations: [
    { hours: 4, price: 35_000 },
    { hours: 3, price: 30_000 },
  ],
};

const putOffer = (roomId: number, body: Record<string, unknown>, token = tokenA) =>
  app.request('PUT', `/api/manager/rooms/${roomId}/day-use`, { body, token });
const putDays = (roomId: number, body: Record<string, unknown>, token = tokenA) =>
  app.request('PUT', `/api/manager/rooms/${roomId}/day-use/days`, { body, token });
const getDays = (roomId: number, from: string, to: string) =>
  app.request('GET', `/api/manager/rooms/${roomId}/day-use/days?from=${from}&to=${to}`, { token: tokenA });

const SAVE = `mutation($input: SaveDayUseOfferInput!) {
  saveDayUseOffer(input: $input) { offer { enabled opens closes weekendOpens lastStart maxRooms durations { hours price } } }
}`;
const UPDATE_DAYS = `mutation($input: UpdateDayUseDaysInput!) {
  updateDayUseDays(input: $input) { updatedDays preview days { roomId date prices { hours price } maxRooms closed } }
}`;

beforeAll(async () => {
  // WEBHOOK_ALLOW_PRIVATE: calendar.changed is registered for a receiver on this machine.
  app = await startTestApp({ CALENDAR_WRITES_PER_MINUTE: '1000', WEBHOOK_ALLOW_PRIVATE: 'true' }, { clock });
  const a = await createUser(app.orm, 'ROLE_MANAGER', { name: '관리자A' });
  const b = await createUser(app.orm, 'ROLE_MANAGER', { name: '관리자B' });
  const member = await createUser(app.orm, 'ROLE_USER');
  tokenA = (await loginAs(app, a.email)).accessToken;
  tokenB = (await loginAs(app, b.email)).accessToken;
  memberToken = (await loginAs(app, member.email)).accessToken;
  const mine = await createHotel(app.orm, {
    manager: a,
    rooms: [
      { name: '디럭스', basePrice: 100_000, unitCount: 5 },
      { name: '스위트', basePrice: 200_000, unitCount: 2 },
    ],
  });
  const theirs = await createHotel(app.orm, { manager: b, rooms: [{ name: '남의 방' }] });
  [roomA1, roomA2, roomB, hotelA] = [mine.rooms[0]!.id, mine.rooms[1]!.id, theirs.rooms[0]!.id, mine.hotel.id];
});
afterAll(() => app.close());

describe('the 대실 offer', () => {
  it('is null until saved, then answers as saved with durations in hours order', async () => {
    const before = await app.request('GET', `/api/manager/rooms/${roomA1}/day-use`, { token: tokenA });
    expect(before).toMatchObject({ status: 200, body: null });
    const saved = await putOffer(roomA1, OFFER);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      ...OFFER,
      durations: [
        { hours: 3, price: 30_000 },
        { hours: 4, price: 35_000 },
      ],
    });
    const again = await app.request('GET', `/api/manager/rooms/${roomA1}/day-use`, { token: tokenA });
    expect(again.body).toEqual(saved.body);
  });

  it.each([
    [{ opens: '22:00', closes: '10:00' }, DAY_USE_OFFER_MESSAGES.hoursReversed],
    [{ opens: '10:15' }, DAY_USE_OFFER_MESSAGES.timeInvalid],
    [{ weekendCloses: null }, DAY_USE_OFFER_MESSAGES.weekendHoursPair],
    [{ lastStart: '22:00' }, DAY_USE_OFFER_MESSAGES.lastStartOutside],
    [{ lastStart: '09:30' }, DAY_USE_OFFER_MESSAGES.lastStartOutside],
    [{ durations: [] }, DAY_USE_OFFER_MESSAGES.durationsCount],
    [
      { durations: [1, 2, 3, 4, 5, 6, 7].map((hours) => ({ hours, price: 10_000 })) },
      DAY_USE_OFFER_MESSAGES.durationsCount,
    ],
    [{ durations: [{ hours: 13, price: 10_000 }] }, DAY_USE_OFFER_MESSAGES.hoursRange],
    [
      {
        durations: [
          { hours: 3, price: 1 },
          { hours: 3, price: 2 },
        ].map((d) => ({ ...d, price: 100 })),
      },
      DAY_USE_OFFER_MESSAGES.hoursRepeated,
    ],
    [{ durations: [{ hours: 3, price: 30_050 }] }, DAY_USE_OFFER_MESSAGES.priceRange],
    [{ durations: [{ hours: 3, price: -100 }] }, DAY_USE_OFFER_MESSAGES.priceRange],
    [{ opens: '10:00', closes: '12:00', lastStart: '10:00' }, DAY_USE_OFFER_MESSAGES.durationTooLong(4)],
    [{ bufferMinutes: 241 }, DAY_USE_OFFER_MESSAGES.bufferRange],
    [{ maxRooms: 6 }, DAY_USE_OFFER_MESSAGES.maxRoomsOverTotal(5)],
  ])('refuses %j with its Korean message and changes nothing', async (change, message) => {
    const refused = await putOffer(roomA1, { ...OFFER, ...change });
    expect(refused).toMatchObject({ status: 400, body: { message } });
    const kept = await app.request('GET', `/api/manager/rooms/${roomA1}/day-use`, { token: tokenA });
    expect(kept.body).toMatchObject({ opens: '10:00', maxRooms: 2 });
  });

  it('is the manager own: another manager and a member are refused, over REST and GraphQL', async () => {
    expect((await putOffer(roomB, OFFER)).status).toBe(404);
    expect((await putOffer(roomA1, OFFER, tokenB)).status).toBe(404);
    expect((await putOffer(roomA1, OFFER, memberToken)).status).toBe(403);
    const foreign = await app.graphql(SAVE, { input: { roomId: roomB, ...OFFER } }, tokenA);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('saves through GraphQL and is read on the manager room type', async () => {
    const saved = await app.graphql<{ saveDayUseOffer: { offer: { maxRooms: number } } }>(
      SAVE,
      { input: { roomId: roomA2, ...OFFER, weekendOpens: null, weekendCloses: null, maxRooms: 1 } },
      tokenA,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveDayUseOffer.offer).toMatchObject({ maxRooms: 1, weekendOpens: null });
    const read = await app.graphql<{ managerHotel: { rooms: Array<{ id: number; dayUseOffer: unknown }> } }>(
      `query($id: Int!) { managerHotel(id: $id) { rooms { id dayUseOffer { opens lastStart bufferMinutes durations { hours } } } } }`,
      { id: hotelA },
      tokenA,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.managerHotel.rooms.find((room) => room.id === roomA2)?.dayUseOffer).toEqual({
      opens: '10:00',
      lastStart: '18:00',
      bufferMinutes: 30,
      durations: [{ hours: 3 }, { hours: 4 }],
    });
  });
});

describe('the 대실 days of the rates calendar', () => {
  it('sets prices by hours, rooms and closed on the chosen weekdays, keeping other hours, and records history', async () => {
    const first = await putDays(roomA1, {
      from: '2026-12-04',
      to: '2026-12-12',
      weekdays: [5, 6],
      prices: [{ hours: 3, price: 28_000 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ updatedDays: 4, preview: false });
    const second = await putDays(roomA1, { from: '2026-12-05', to: '2026-12-05', maxRooms: 1, closed: true });
    expect(second.status).toBe(200);
    const days = await getDays(roomA1, '2026-12-04', '2026-12-06');
    expect(days.body).toEqual([
      { date: '2026-12-04', prices: { '3': 28_000 }, maxRooms: null, closed: false, holiday: null },
      { date: '2026-12-05', prices: { '3': 28_000 }, maxRooms: 1, closed: true, holiday: null },
    ]);
    const changes = await app.request(
      'GET',
      `/api/manager/rooms/${roomA1}/day-use/days/changes?from=2026-12-05&to=2026-12-05`,
      { token: tokenA },
    );
    expect(changes.body).toEqual([
      expect.objectContaining({ field: 'closed', before: 'false', after: 'true', changedBy: '관리자A' }),
      expect.objectContaining({ field: 'maxRooms', before: null, after: '1' }),
      expect.objectContaining({ field: 'price:3', before: null, after: '28000' }),
    ]);
    const graph = await app.graphql<{
      managerHotel: {
        rooms: Array<{ id: number; dayUseDays: Array<{ date: string; changes: Array<{ field: string }> }> }>;
      };
    }>(
      `query($id: Int!) { managerHotel(id: $id) { rooms { id dayUseDays(from: "2026-12-05", to: "2026-12-05") {
         date prices { hours price } changes { field } } } } }`,
      { id: hotelA },
      tokenA,
    );
    expect(graph.errors).toBeUndefined();
    const day = graph.data?.managerHotel.rooms.find((room) => room.id === roomA1)?.dayUseDays[0];
    expect(day).toMatchObject({ date: '2026-12-05', prices: [{ hours: 3, price: 28_000 }] });
    expect(day?.changes.map((change) => change.field)).toEqual(['closed', 'maxRooms', 'price:3']);
  });

  it('edits many room types in one GraphQL call, and a preview writes nothing', async () => {
    const input = { roomIds: [roomA1, roomA2], from: '2026-12-20', to: '2026-12-21', maxRooms: 1, preview: true };
    const preview = await app.graphql<{ updateDayUseDays: { updatedDays: number; preview: boolean } }>(
      UPDATE_DAYS,
      { input },
      tokenA,
    );
    expect(preview.data?.updateDayUseDays).toMatchObject({ updatedDays: 4, preview: true });
    expect((await getDays(roomA1, '2026-12-20', '2026-12-21')).body).toEqual([]);
    const applied = await app.graphql<{ updateDayUseDays: { updatedDays: number } }>(
      UPDATE_DAYS,
      { input: { ...input, preview: false } },
      tokenA,
    );
    expect(applied.data?.updateDayUseDays.updatedDays).toBe(4);
    expect((await getDays(roomA2, '2026-12-20', '2026-12-21')).body).toHaveLength(2);
  });

  it.each([
    [{ from: '2026-11-30', to: '2026-12-01', closed: true }, 400, CALENDAR_MESSAGES.pastNight],
    [{ from: '2026-12-10', to: '2026-12-10' }, 400, DAY_USE_OFFER_MESSAGES.nothingToChange],
    [
      { from: '2026-12-10', to: '2026-12-10', prices: [{ hours: 5, price: 40_000 }] },
      400,
      DAY_USE_OFFER_MESSAGES.dayHoursNotOffered(5),
    ],
    [
      { from: '2026-12-10', to: '2026-12-10', prices: [{ hours: 3, price: 28_010 }] },
      400,
      DAY_USE_OFFER_MESSAGES.priceRange,
    ],
    [{ from: '2026-12-10', to: '2026-12-10', maxRooms: 6 }, 400, DAY_USE_OFFER_MESSAGES.maxRoomsOverTotal(5)],
  ])('refuses %j with %i and its Korean message', async (body, status, message) => {
    expect(await putDays(roomA1, body)).toMatchObject({ status, body: { message } });
  });

  it('tells integrators of a 대실 day edit by calendar.changed, as of nights, and nothing on a preview', async () => {
    const registered = await app.request('POST', '/api/manager/webhooks', {
      token: tokenA,
      body: { url: 'http://127.0.0.1:9/hook', events: ['calendar.changed'] },
    });
    expect(registered.status).toBe(200);
    const events = () =>
      app.orm.em
        .getConnection()
        .execute<{ data: Record<string, unknown> }[]>(
          `select data from webhook_events where type = 'calendar.changed' and hotel_id = ? order by id`,
          [hotelA],
        );
    const edit = { from: '2026-12-28', to: '2026-12-29', prices: [{ hours: 4, price: 33_000 }], maxRooms: 1 };
    expect((await putDays(roomA1, { ...edit, preview: true })).status).toBe(200);
    expect(await events()).toEqual([]);
    expect((await putDays(roomA1, edit)).status).toBe(200);
    expect((await events()).map((event) => event.data)).toEqual([
      {
        hotelId: hotelA,
        roomIds: [roomA1],
        from: '2026-12-28',
        to: '2026-12-30',
        changes: { dayUse: { prices: { '4': 33_000 }, maxRooms: 1, closed: null } },
      },
    ]);
  });

  it('asks for an offer first, and keeps other managers out', async () => {
    expect(await putDays(roomB, { from: '2026-12-10', to: '2026-12-10', closed: true }, tokenB)).toMatchObject({
      status: 400,
      body: { message: DAY_USE_OFFER_MESSAGES.offerRequired },
    });
    expect((await putDays(roomB, { from: '2026-12-10', to: '2026-12-10', closed: true })).status).toBe(404);
  });
});

describe('a calendar:write key', () => {
  it('edits the 대실 days and reads the offer, but never saves the offer', async () => {
    const { key } = await issueKey(app, tokenA, 'ROLE_MANAGER', { scopes: ['calendar:write'] });
    const days = await keyed(app, key, UPDATE_DAYS, {
      variables: { input: { roomIds: [roomA1], from: '2026-12-24', to: '2026-12-24', closed: true } },
    });
    expect(days.body.errors).toBeUndefined();
    const read = await keyed(
      app,
      key,
      `query($id: Int!) { managerHotel(id: $id) { rooms { dayUseOffer { opens } } } }`,
      {
        variables: { id: hotelA },
      },
    );
    expect(read.body.errors).toBeUndefined();
    const save = await keyed(app, key, SAVE, { variables: { input: { roomId: roomA1, ...OFFER } } });
    expect(save.status).toBe(403);
    expect(save.body.errors?.[0]?.message).toBe(API_KEY_MESSAGES.scopeMissing);
  });
});

describe('the 대실 settings of the lodging and of coupons', () => {
  it('keeps the lodging free-cancellation window of a 대실 (default 60 minutes), 0–1,440', async () => {
    const before = await app.request('GET', `/api/manager/hotels/${hotelA}`, { token: tokenA });
    expect(before.body).toMatchObject({ dayUseFreeCancelMinutes: 60 });
    const set = await app.request('PUT', `/api/manager/hotels/${hotelA}`, {
      body: { dayUseFreeCancelMinutes: 90 },
      token: tokenA,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ dayUseFreeCancelMinutes: 90 });
    const refused = await app.request('PUT', `/api/manager/hotels/${hotelA}`, {
      body: { dayUseFreeCancelMinutes: 1441 },
      token: tokenA,
    });
    expect(refused).toMatchObject({ status: 400, body: { message: DAY_USE_OFFER_MESSAGES.freeCancelRange } });
    const graph = await app.graphql<{ managerHotel: { dayUseFreeCancelMinutes: number } }>(
      `query($id: Int!) { managerHotel(id: $id) { dayUseFreeCancelMinutes } }`,
      { id: hotelA },
      tokenA,
    );
    expect(graph.data?.managerHotel.dayUseFreeCancelMinutes).toBe(90);
  });

  it('lets an administrator open a coupon to 대실, nights only by default', async () => {
    const admin = await createUser(app.orm, 'ROLE_ADMIN');
    const token = (await loginAs(app, admin.email)).accessToken;
    const body = { name: '대실 쿠폰', type: 'FIXED', discountValue: 5000, expiryDate: '2027-01-31' };
    const nightsOnly = await app.request('POST', '/api/admin/coupons', { body, token });
    expect(nightsOnly.body).toMatchObject({ appliesToDayUse: false });
    const dayUse = await app.request('POST', '/api/admin/coupons', { body: { ...body, appliesToDayUse: true }, token });
    expect(dayUse.body).toMatchObject({ appliesToDayUse: true });
    const edited = await app.request('PUT', `/api/admin/coupons/${(dayUse.body as { id: number }).id}`, {
      body,
      token,
    });
    expect(edited.body).toMatchObject({ coupon: { appliesToDayUse: false } });
  });
});
