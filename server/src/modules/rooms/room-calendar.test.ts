import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, setNight } from '../../../test/hotel-fixtures';
import { PinnedClock } from '../../platform/clock';

/** Today is 2026-12-01 in Seoul for every rule below (the clock is pinned; fixtures' own nights do not matter). */
const clock = new PinnedClock('2026-12-01T03:00:00Z');
let app: TestApp;
let tokenA: string;
let tokenB: string;
let memberToken: string;
let roomA1: number;
let roomA2: number;
let roomB: number;
let hotelA: number;

interface RestNight {
  date: string;
  price: number;
  roomsToSell: number;
  sold: number;
  held: number;
  closed: boolean;
  minStay: number;
  holiday: string | null;
}

const put = (roomId: number, body: Record<string, unknown>, token = tokenA) =>
  app.request('PUT', `/api/manager/rooms/${roomId}/calendar`, { body, token });
const get = (roomId: number, from: string, to: string, token = tokenA) =>
  app.request('GET', `/api/manager/rooms/${roomId}/calendar?from=${from}&to=${to}`, { token });
const nightsOf = async (roomId: number, from: string, to: string) => (await get(roomId, from, to)).json<RestNight[]>();
const night = async (roomId: number, date: string) => (await nightsOf(roomId, date, date))[0]!;

beforeAll(async () => {
  // One manager edits here far more often than a person would in a minute; the limit has its own app below.
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
  // The fixture's flat nights start at the real today: drop them, so the edit below opens December for the
  // pinned today, priced by night-price.ts, whatever the real date.
  await app.orm.em.getConnection().execute('delete from room_nights where hotel_id = ?', [hotelA]);
  for (const room of [roomA1, roomA2])
    expect((await put(room, { from: '2026-12-01', to: '2027-01-10', minStay: 1 })).status).toBe(200);
});
afterAll(() => app.close());

describe('GET /api/manager/rooms/{rId}/calendar', () => {
  it('answers each night with its price, counts, closed, minimum stay and holiday', async () => {
    await setNight(app.orm, roomA1, '2026-12-24', { sold: 1, held: 2 });
    const nights = await nightsOf(roomA1, '2026-12-24', '2026-12-25');
    expect(nights).toEqual([
      {
        date: '2026-12-24',
        price: 130_000,
        roomsToSell: 5,
        sold: 1,
        held: 2,
        closed: false,
        minStay: 1,
        holiday: null,
      },
      expect.objectContaining({ date: '2026-12-25', holiday: '성탄절' }),
    ]);
  });

  it('refuses bad, reversed and over-long ranges with Korean 400s', async () => {
    expect(await get(roomA1, '2026-02-30', '2026-12-31')).toMatchObject({
      status: 400,
      body: { message: CALENDAR_MESSAGES.datesInvalid },
    });
    expect((await get(roomA1, '2026-12-10', '2026-12-09')).json()).toEqual({
      message: CALENDAR_MESSAGES.rangeReversed,
    });
    expect((await get(roomA1, '2026-12-01', '2027-12-02')).json()).toEqual({ message: CALENDAR_MESSAGES.rangeTooLong });
  });

  it("answers another manager's room type as unknown, and a member 403", async () => {
    expect((await get(roomB, '2026-12-01', '2026-12-02')).status).toBe(404);
    expect((await get(roomA1, '2026-12-01', '2026-12-02', tokenB)).status).toBe(404);
    expect((await get(roomA1, '2026-12-01', '2026-12-02', memberToken)).status).toBe(403);
  });
});

describe('PUT /api/manager/rooms/{rId}/calendar', () => {
  it('changes only the nights of the chosen weekdays', async () => {
    const answer = await put(roomA2, { from: '2026-12-01', to: '2026-12-20', weekdays: [5, 6], price: 300_000 });
    // Fridays 4, 11, 18 and Saturdays 5, 12, 19 of December 2026.
    expect(answer.json()).toMatchObject({ updatedNights: 6, preview: false });
    const nights = await nightsOf(roomA2, '2026-12-03', '2026-12-06');
    expect(nights.map((n) => [n.date, n.price])).toEqual([
      ['2026-12-03', 200_000],
      ['2026-12-04', 300_000],
      ['2026-12-05', 300_000],
      ['2026-12-06', 200_000],
    ]);
  });

  it('changes tonight but refuses a past night', async () => {
    expect((await put(roomA1, { from: '2026-12-01', to: '2026-12-01', minStay: 2 })).status).toBe(200);
    expect(await put(roomA1, { from: '2026-11-30', to: '2026-12-01', minStay: 2 })).toMatchObject({
      status: 400,
      body: { message: CALENDAR_MESSAGES.pastNight },
    });
  });

  it('refuses a price of 0 or above 10,000,000원, a minimum stay outside 1–30, and an empty edit', async () => {
    const range = { from: '2026-12-02', to: '2026-12-02' };
    for (const price of [0, 10_000_001, 1.5])
      expect((await put(roomA1, { ...range, price })).json()).toEqual({ message: CALENDAR_MESSAGES.priceRange });
    for (const minStay of [0, 31])
      expect((await put(roomA1, { ...range, minStay })).json()).toEqual({ message: CALENDAR_MESSAGES.minStayRange });
    expect((await put(roomA1, range)).json()).toEqual({ message: CALENDAR_MESSAGES.nothingToChange });
    expect((await put(roomA1, { ...range, price: 10_000_000 })).status).toBe(200);
    expect(await night(roomA1, '2026-12-02')).toMatchObject({ price: 10_000_000, minStay: 1 });
  });

  it('refuses rooms to sell below what is sold or held, naming the first such night, and changes nothing', async () => {
    await setNight(app.orm, roomA1, '2026-12-10', { sold: 3 });
    await setNight(app.orm, roomA1, '2026-12-12', { held: 4 });
    const before = await nightsOf(roomA1, '2026-12-08', '2026-12-14');
    const answer = await put(roomA1, { from: '2026-12-08', to: '2026-12-14', roomsToSell: 2, price: 99_000 });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: CALENDAR_MESSAGES.roomsToSellBelowTaken('디럭스', '2026-12-10', 3) },
    });
    expect(await nightsOf(roomA1, '2026-12-08', '2026-12-14')).toEqual(before);
    expect(before.every((n) => n.roomsToSell === 5)).toBe(true);
    // A refused edit records nothing either.
    const history = await app.graphql<{ managerHotel: { rooms: Array<{ nights: Array<{ changes: unknown[] }> }> } }>(
      `query ($id: Int!) { managerHotel(id: $id) { rooms { nights(from: "2026-12-09", to: "2026-12-09") { changes { id } } } } }`,
      { id: hotelA },
      tokenA,
    );
    expect(history.data!.managerHotel.rooms.flatMap((room) => room.nights[0]!.changes)).toEqual([]);
    expect((await put(roomA1, { from: '2026-12-08', to: '2026-12-09', roomsToSell: 6 })).json()).toEqual({
      message: CALENDAR_MESSAGES.roomsToSellRange('디럭스', 5),
    });
  });

  it('counts the 대실 in use: refuses rooms to sell below a night with its 대실, or below the busiest 대실 half hour', async () => {
    // 12-17: 1 night sold and 2 대실 rooms in its night's hours; 12-18: 4 대실 rooms at 14:00–14:30, no night.
    const slots = (busy: number) => `{${Array.from({ length: 48 }, (_, i) => (i === 28 ? busy : 0)).join(',')}}`;
    const sql = app.orm.em.getConnection();
    await sql.execute(
      `update room_nights set sold = 1, day_use = ?::smallint[], day_use_night_peak = 2 where room_id = ? and date = ?`,
      [slots(2), roomA1, '2026-12-17'],
    );
    await sql.execute(`update room_nights set day_use = ?::smallint[] where room_id = ? and date = ?`, [
      slots(4),
      roomA1,
      '2026-12-18',
    ]);
    expect(await put(roomA1, { from: '2026-12-17', to: '2026-12-17', roomsToSell: 2 })).toMatchObject({
      status: 409,
      body: { message: CALENDAR_MESSAGES.roomsToSellBelowTaken('디럭스', '2026-12-17', 3) },
    });
    expect(await put(roomA1, { from: '2026-12-18', to: '2026-12-18', roomsToSell: 3 })).toMatchObject({
      status: 409,
      body: { message: CALENDAR_MESSAGES.roomsToSellBelowTaken('디럭스', '2026-12-18', 4) },
    });
    expect((await nightsOf(roomA1, '2026-12-17', '2026-12-18')).map((n) => n.roomsToSell)).toEqual([5, 5]);
    expect((await put(roomA1, { from: '2026-12-17', to: '2026-12-17', roomsToSell: 3 })).status).toBe(200);
    expect((await put(roomA1, { from: '2026-12-18', to: '2026-12-18', roomsToSell: 4 })).status).toBe(200);
    expect((await nightsOf(roomA1, '2026-12-17', '2026-12-18')).map((n) => n.roomsToSell)).toEqual([3, 4]);
  });

  it('previews the nights it would touch without writing them', async () => {
    const answer = await put(roomA1, { from: '2026-12-15', to: '2026-12-16', price: 111_000, preview: true });
    expect(answer.json()).toMatchObject({
      updatedNights: 2,
      preview: true,
      nights: [
        { date: '2026-12-15', price: 111_000 },
        { date: '2026-12-16', price: 111_000 },
      ],
    });
    expect((await night(roomA1, '2026-12-15')).price).toBe(100_000);
  });

  it('opens nights not opened yet inside the range, priced as the daily opening would, then edits them', async () => {
    const answer = await put(roomA1, { from: '2027-06-01', to: '2027-06-02', minStay: 2 });
    expect(answer.json()).toMatchObject({ updatedNights: 2 });
    expect(await nightsOf(roomA1, '2027-06-01', '2027-06-02')).toMatchObject([
      { price: 100_000, minStay: 2, roomsToSell: 5 },
      { price: 100_000, minStay: 2 },
    ]);
  });

  it("answers another manager's room type 404 and changes nothing", async () => {
    expect((await put(roomB, { from: '2026-12-20', to: '2026-12-20', price: 1000 })).status).toBe(404);
    expect((await put(roomA1, { from: '2026-12-20', to: '2026-12-20', price: 1000 }, tokenB)).status).toBe(404);
  });
});

const UPDATE = `mutation ($input: UpdateRoomCalendarInput!) {
  updateRoomCalendar(input: $input) { updatedNights nights { roomId date price closed } }
}`;

describe('updateRoomCalendar (GraphQL)', () => {
  it('changes several room types in one call, all or nothing', async () => {
    const both = { roomIds: [roomA1, roomA2], from: '2026-12-21', to: '2026-12-22', closed: true };
    const answer = await app.graphql<{ updateRoomCalendar: { updatedNights: number } }>(
      UPDATE,
      { input: both },
      tokenA,
    );
    expect(answer.data?.updateRoomCalendar.updatedNights).toBe(4);

    const withForeign = { roomIds: [roomA1, roomB], from: '2026-12-23', to: '2026-12-23', closed: true };
    const refused = await app.graphql(UPDATE, { input: withForeign }, tokenA);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await setNight(app.orm, roomA2, '2026-12-23', { sold: 2 });
    const short = await app.graphql(
      UPDATE,
      { input: { ...withForeign, roomIds: [roomA1, roomA2], roomsToSell: 1 } },
      tokenA,
    );
    expect(short.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await night(roomA1, '2026-12-23')).toMatchObject({ closed: false, roomsToSell: 5 });
  });

  it("records who changed what, and Room.nights shows a night's history", async () => {
    await put(roomA2, { from: '2026-12-28', to: '2026-12-28', price: 250_000, closed: true });
    await put(roomA2, { from: '2026-12-28', to: '2026-12-28', price: 270_000, preview: true });
    const answer = await app.graphql<{
      managerHotel: { rooms: Array<{ id: number; nights: Array<{ price: number; changes: unknown[] }> }> };
    }>(
      `query ($id: Int!) { managerHotel(id: $id) { rooms(includeInactive: true) { id
        nights(from: "2026-12-28", to: "2026-12-28") { price closed changes { field before after changedBy } } } } }`,
      { id: hotelA },
      tokenA,
    );
    const suite = answer.data!.managerHotel.rooms.find((room) => room.id === roomA2)!;
    expect(suite.nights[0]!.price).toBe(250_000);
    expect(suite.nights[0]!.changes).toEqual(
      expect.arrayContaining([
        // 연말연시: 200,000원 + 30 %, as the night opened; the preview left nothing behind.
        { field: 'price', before: '260000', after: '250000', changedBy: '관리자A' },
        { field: 'closed', before: 'false', after: 'true', changedBy: '관리자A' },
      ]),
    );
    expect(suite.nights[0]!.changes).toHaveLength(2);
  });

  it('reads a change back with its time, through GraphQL and REST alike', async () => {
    expect((await put(roomA1, { from: '2026-12-30', to: '2026-12-30', price: 155_000 })).status).toBe(200);
    const answer = await app.graphql<{
      managerHotel: { rooms: Array<{ id: number; nights: Array<{ changes: Array<Record<string, unknown>> }> }> };
    }>(
      `query ($id: Int!) { managerHotel(id: $id) { rooms { id
        nights(from: "2026-12-30", to: "2026-12-30") { changes { field after changedBy changedAt } } } } }`,
      { id: hotelA },
      tokenA,
    );
    expect(answer.errors).toBeUndefined();
    const changes = answer.data!.managerHotel.rooms.find((room) => room.id === roomA1)!.nights[0]!.changes;
    // The pinned clock's instant, as GraphQL's DateTime writes it.
    expect(changes).toEqual([
      { field: 'price', after: '155000', changedBy: '관리자A', changedAt: clock.now().toISOString() },
    ]);

    const rest = await app.request(
      'GET',
      `/api/manager/rooms/${roomA1}/calendar/changes?from=2026-12-29&to=2026-12-31`,
      {
        token: tokenA,
      },
    );
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual([
      {
        id: expect.any(Number),
        date: '2026-12-30',
        field: 'price',
        before: expect.any(String),
        after: '155000',
        changedBy: '관리자A',
        changedAt: clock.now().toISOString(),
      },
    ]);
    const foreign = await app.request(
      'GET',
      `/api/manager/rooms/${roomA1}/calendar/changes?from=2026-12-29&to=2026-12-31`,
      {
        token: tokenB,
      },
    );
    expect(foreign.status).toBe(404);
  });

  it('bounds how many nights one request reads', async () => {
    // 14 × 366 nights × 2 room types is over the 10,000 one request may read.
    const aliases = Array.from(
      { length: 14 },
      (_, i) => `n${i}: nights(from: "2026-12-01", to: "2027-12-01") { date }`,
    );
    const answer = await app.graphql(
      `query ($id: Int!) { managerHotel(id: $id) { rooms { ${aliases.join(' ')} } } }`,
      { id: hotelA },
      tokenA,
    );
    expect(answer.errors?.some((error) => error.message === CALENDAR_MESSAGES.readTooLarge)).toBe(true);
  });
});

describe('holiday eves at the weekend price', () => {
  it('sets each holiday eve that is not a Friday or Saturday night to the weekend price', async () => {
    const answer = await app.request('POST', `/api/manager/rooms/${roomA1}/calendar/holiday-eves`, {
      body: { from: '2027-02-01', to: '2027-03-01' },
      token: tokenA,
    });
    // 설날 2027-02-06 (Sat)…02-09: eves 02-05 (Fri) and 02-06 (Sat) are weekend nights already; 삼일절 eve 02-28.
    expect(answer.json<{ nights: RestNight[] }>().nights.map((n) => [n.date, n.price])).toEqual([
      ['2027-02-07', 120_000],
      ['2027-02-08', 120_000],
      ['2027-02-28', 120_000],
    ]);
  });
});

describe('calendar.changed for integrators', () => {
  it('records one event for the lodging in the edit’s transaction, and none for a preview', async () => {
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
    expect((await put(roomA1, { from: '2026-12-20', to: '2026-12-21', price: 99_000, preview: true })).status).toBe(
      200,
    );
    expect(await events()).toEqual([]);
    expect((await put(roomA1, { from: '2026-12-20', to: '2026-12-21', price: 99_000 })).status).toBe(200);
    expect((await events()).map((event) => event.data)).toEqual([
      {
        hotelId: hotelA,
        roomIds: [roomA1],
        from: '2026-12-20',
        to: '2026-12-22',
        changes: { price: 99_000, roomsToSell: null, closed: null, minStay: null },
      },
    ]);
  });
});

describe('a base price change in the lodging form', () => {
  it('reprices the future nights but those priced in the calendar', async () => {
    expect((await put(roomA2, { from: '2027-01-05', to: '2027-01-05', price: 333_000 })).status).toBe(200);
    const rooms = [
      { rid: roomA1, type: '디럭스', price: 100_000, count: 5, people: 2 },
      { rid: roomA2, type: '스위트', price: 250_000, count: 2, people: 2 },
    ];
    const answer = await app.request('PUT', `/api/manager/hotels/${hotelA}`, { token: tokenA, body: { rooms } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await night(roomA2, '2027-01-05')).price).toBe(333_000);
    // A Wednesday out of season: the new base price itself.
    expect((await night(roomA2, '2027-01-06')).price).toBe(250_000);
  });
});

describe('bounded writes', () => {
  const LIMIT = 3;
  let bounded: TestApp;
  const graphqlWrite = (input: Record<string, unknown>, token: string) =>
    bounded.graphql<{ updateRoomCalendar: { updatedNights: number } }>(UPDATE, { input }, token);
  /** A manager of its own (its own minute of writes) and its lodging's room types. */
  const managerWith = async (roomCount: number) => {
    const manager = await createUser(bounded.orm, 'ROLE_MANAGER');
    const made = await createHotel(bounded.orm, {
      manager,
      rooms: Array.from({ length: roomCount }, (_, i) => ({ name: `객실 ${i + 1}` })),
    });
    return {
      token: (await loginAs(bounded, manager.email)).accessToken,
      hotelId: made.hotel.id,
      rooms: made.rooms.map((room) => room.id),
    };
  };
  const footprint = async (hotelId: number) =>
    (
      await bounded.orm.em.getConnection().execute<Array<{ nights: number; changes: number }>>(
        `select (select count(*)::int from room_nights where hotel_id = ?) as nights,
                (select count(*)::int from room_night_changes c join rooms r on r.id = c.room_id
                  where r.hotel_id = ?) as changes`,
        [hotelId, hotelId],
      )
    )[0]!;

  beforeAll(async () => {
    bounded = await startTestApp({ CALENDAR_WRITES_PER_MINUTE: String(LIMIT) }, { clock });
  });
  afterAll(() => bounded.close());

  it('refuses a write of 50 room types × 366 nights (18,300) with a Korean 400, before any database work', async () => {
    const { token, hotelId, rooms } = await managerWith(50);
    const before = await footprint(hotelId);
    const year = { roomIds: rooms, from: '2026-12-01', to: '2027-12-01', price: 90_000 };
    const refused = await graphqlWrite(year, token);
    expect(refused.errors?.[0]).toMatchObject({
      message: '한 번에 바꿀 수 있는 박 수는 10,000박까지예요. 기간이나 객실을 나눠 주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Room types nobody owns are not even looked up: the size is refused first.
    const unknown = Array.from({ length: 50 }, (_, i) => 9_000_000 + i);
    expect((await graphqlWrite({ ...year, roomIds: unknown }, token)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    // 28 room types × 366 nights = 10,248 are over.
    expect((await graphqlWrite({ ...year, roomIds: rooms.slice(0, 28) }, token)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await footprint(hotelId)).toEqual(before);
    // The nights written are counted: the 52 Saturdays of 50 room types (2,600) fit.
    const fits = await graphqlWrite({ ...year, weekdays: [6], preview: true }, token);
    expect(fits.errors).toBeUndefined();
    expect(fits.data?.updateRoomCalendar.updatedNights).toBe(50 * 52);
  });

  it('answers 429 past the writes a manager may make in a minute, on REST, GraphQL and its API keys alike', async () => {
    const { token, rooms } = await managerWith(1);
    const rest = (body: Record<string, unknown>) =>
      bounded.request('PUT', `/api/manager/rooms/${rooms[0]}/calendar`, { body, token });
    const issued = await bounded.graphql<{ issueApiKey: { key: string } }>(
      `mutation { issueApiKey(input: { name: "채널 매니저", scopes: ["calendar:write"] }) { key } }`,
      {},
      token,
    );
    const key = issued.data!.issueApiKey.key;
    const night = { roomIds: rooms, from: '2026-12-12', to: '2026-12-12' };
    // Refused input counts nothing; a preview counts (it costs what the edit does).
    expect((await rest({ from: '2026-12-12', to: '2026-12-12' })).status).toBe(400);
    expect((await rest({ from: '2026-12-10', to: '2026-12-10', price: 80_000, preview: true })).status).toBe(200);
    expect((await graphqlWrite({ ...night, closed: true }, token)).errors).toBeUndefined();
    expect((await graphqlWrite({ ...night, minStay: 2 }, key)).errors).toBeUndefined();

    expect(await rest({ from: '2026-12-12', to: '2026-12-12', price: 81_000 })).toMatchObject({
      status: 429,
      body: { message: CALENDAR_MESSAGES.tooManyEdits },
    });
    for (const caller of [token, key]) {
      expect((await graphqlWrite({ ...night, price: 81_000 }, caller)).errors?.[0]).toMatchObject({
        message: CALENDAR_MESSAGES.tooManyEdits,
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    }
    const [stored] = (
      await bounded.request('GET', `/api/manager/rooms/${rooms[0]}/calendar?from=2026-12-12&to=2026-12-12`, { token })
    ).json<RestNight[]>();
    expect(stored).toMatchObject({ closed: true, minStay: 2 });
    expect(stored!.price).not.toBe(81_000);

    // Another manager has a minute of its own.
    const other = await managerWith(1);
    expect((await graphqlWrite({ ...night, roomIds: other.rooms, price: 81_000 }, other.token)).errors).toBeUndefined();
  });
});
