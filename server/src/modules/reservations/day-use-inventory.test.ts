import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { DAY_USE_MESSAGES } from '@shim/common/day-use-messages';
import { complete, payInWindow } from '../../../test/booking-fixtures';
import { createHotel } from '../../../test/hotel-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PinnedClock } from '../../platform/clock';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { prepare } from './booking.service';
import { prepareDayUse } from './day-use.service';
import { releaseExpiredHolds } from './hold.repository';
import { cancellationQuote, cancelReservation } from './reservation.service';

/**
 * 대실 and nights share one room type's rooms (docs/decisions/reservations.md "대실 inventory"): buyers racing
 * through the real services on parallel connections sell exactly what a brute-force minute timeline says fits.
 */
const clock = new PinnedClock(new Date());
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock, limitFactor: 10 });
});
afterAll(() => app.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BUFFER = 30;
let buyer = 0;

/** A guest's request context of its own (an IP and connection of its own), as a checkout's would be. */
function guest(): RequestContext {
  buyer += 1;
  const em = app.orm.em.fork();
  return {
    app: app.http.services,
    em,
    connection: em.getConnection(),
    publicReads: em.getConnection(),
    user: null,
    tokenRejected: false,
    apiKey: null,
    apiKeyRejected: false,
    ip: `10.8.${Math.floor(buyer / 250)}.${buyer % 250}`,
    browserKey: null,
    requestId: `day-use-${buyer}`,
    logger: app.http.services.logger,
    selfUrl: app.url,
    origin: app.url,
    clock,
  } as unknown as RequestContext;
}

/** A room type of `units` rooms (check-in 15:00, check-out 11:00) with a 대실 offer of 08:00–23:00. */
async function roomType(units: number, maxRooms: number) {
  const { hotel, rooms } = await createHotel(app.orm, {
    type: 'MOTEL',
    rooms: [{ unitCount: units, basePrice: 80_000 }],
  });
  const room = rooms[0]!;
  await app.orm.em.getConnection().execute(
    `insert into day_use_offers (room_id, enabled, opens, closes, last_start, buffer_minutes, max_rooms, durations)
     values (?, true, '08:00', '23:00', '20:00', ?, ?, ?::jsonb)`,
    [room.id, BUFFER, maxRooms, JSON.stringify([2, 3, 4].map((hours) => ({ hours, price: 20_000 + hours * 5_000 })))],
  );
  return { hotelId: hotel.id, roomId: room.id };
}

type Ask =
  | { kind: 'NIGHT'; checkIn: string; checkOut: string }
  | { kind: 'DAY_USE'; date: string; start: string; hours: number };

/** The instants a request holds its room: a night from 15:00 to 11:00 the next morning, a use to its buffer's end. */
function spans(ask: Ask): Array<[number, number]> {
  const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`).getTime();
  if (ask.kind === 'DAY_USE') {
    const from = at(ask.date, ask.start);
    return [[from, from + ask.hours * HOUR + BUFFER * MINUTE]];
  }
  const out: Array<[number, number]> = [];
  for (let night = ask.checkIn; night < ask.checkOut; night = addDays(night, 1)) {
    out.push([at(night, '15:00'), at(addDays(night, 1), '11:00')]);
  }
  return out;
}

/** Minute by minute over [from, until): the rooms and the 대실 rooms in use, and the room-minutes over `total`. */
function timeline(sold: Ask[], from: number, until: number, total: number, maxRooms: number) {
  let overMinutes = 0;
  let dayUseOver = 0;
  const all = sold.map((ask) => ({ day: ask.kind === 'DAY_USE', spans: spans(ask) }));
  for (let t = from; t < until; t += MINUTE) {
    let used = 0;
    let dayUse = 0;
    for (const one of all) {
      if (one.spans.some(([a, b]) => a <= t && t < b)) {
        used += 1;
        if (one.day) dayUse += 1;
      }
    }
    overMinutes += Math.max(0, used - total);
    dayUseOver += Math.max(0, dayUse - maxRooms);
  }
  return { overMinutes, dayUseOver };
}

const fits = (sold: Ask[], ask: Ask, from: number, until: number, total: number, maxRooms: number) => {
  const after = timeline([...sold, ask], from, until, total, maxRooms);
  return after.overMinutes === 0 && after.dayUseOver === 0;
};

async function attempt(room: { hotelId: number; roomId: number }, ask: Ask): Promise<'SOLD' | 'SOLD_OUT'> {
  try {
    if (ask.kind === 'NIGHT') {
      await prepare(guest(), {
        ...room,
        checkIn: ask.checkIn,
        checkOut: ask.checkOut,
        roomCount: 1,
        persons: 2,
        phone: '010-2222-3333',
      });
    } else {
      await prepareDayUse(guest(), {
        ...room,
        date: ask.date,
        start: ask.start,
        hours: ask.hours,
        persons: 2,
        phone: '010-2222-3333',
      });
    }
    return 'SOLD';
  } catch (error) {
    if (error instanceof AppError && error.code === 'SOLD_OUT') return 'SOLD_OUT';
    throw error;
  }
}

const sql = () => app.orm.em.fork().getConnection();

/** The date's half-hour 대실 counts and the nights' peaks as stored, against what the reservations say they are. */
async function storedSlots(roomId: number, date: string) {
  const [row] = await sql().execute<Array<{ day_use: number[] | null }>>(
    `select day_use from room_nights where room_id = ? and date = ?`,
    [roomId, date],
  );
  return (row?.day_use ?? Array(48).fill(0)).map(Number);
}

describe('대실 and nights racing for one room type', () => {
  it('sells exactly the uses and nights that fit, hour by hour, with no room used twice', async () => {
    const total = 4;
    const maxRooms = 3;
    const room = await roomType(total, maxRooms);
    const date = addDays(todayInSeoul(clock.now()), 6);
    const before = addDays(date, -1);
    const after = addDays(date, 1);
    // Random but repeatable: a small linear congruential generator.
    let seed = 20261202;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const asks: Ask[] = [];
    for (let i = 0; i < 48; i++) {
      const pick = random(10);
      if (pick < 2) asks.push({ kind: 'NIGHT', checkIn: date, checkOut: after });
      else if (pick < 3) asks.push({ kind: 'NIGHT', checkIn: before, checkOut: date });
      else if (pick < 4) asks.push({ kind: 'NIGHT', checkIn: before, checkOut: after });
      else {
        const hours = 2 + random(3);
        const slot = 16 + random(2 * (20 - 8) + 1); // 08:00 … 20:00 on the half hour
        const start = `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
        // The offer closes at 23:00: a later end is the rules' refusal, not the inventory's.
        if (slot * 30 + hours * 60 > 23 * 60) continue;
        asks.push({ kind: 'DAY_USE', date, start, hours });
      }
    }
    const outcomes = await Promise.all(asks.map((ask) => attempt(room, ask)));
    const sold = asks.filter((_, i) => outcomes[i] === 'SOLD');
    const refused = asks.filter((_, i) => outcomes[i] === 'SOLD_OUT');
    expect(sold.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);

    const from = new Date(`${before}T00:00:00+09:00`).getTime();
    const until = new Date(`${addDays(after, 1)}T00:00:00+09:00`).getTime();
    // 0 double-used room-minutes, and never more 대실 rooms at once than the offer allows.
    expect(timeline(sold, from, until, total, maxRooms)).toEqual({ overMinutes: 0, dayUseOver: 0 });
    // Nothing refused would have fit beside what was sold (sold only grows during the race).
    for (const ask of refused) expect(fits(sold, ask, from, until, total, maxRooms), JSON.stringify(ask)).toBe(false);

    // The database says the same: its reservations are the sold set, its half hours their uses.
    const held = await sql().execute<Array<{ kind: string }>>(
      `select kind from reservations where room_id = ? and status = 'PENDING'`,
      [room.roomId],
    );
    expect(held).toHaveLength(sold.length);
    const slots = await storedSlots(room.roomId, date);
    const expected = Array.from({ length: 48 }, (_, k) => {
      const t = new Date(`${date}T00:00:00+09:00`).getTime() + k * 30 * MINUTE;
      return sold.filter((ask) => ask.kind === 'DAY_USE' && spans(ask).some(([a, b]) => a <= t && t < b)).length;
    });
    expect(slots).toEqual(expected);

    // Every hold expires: the half hours and the nights' peaks all come back.
    clock.advance(HOUR);
    await releaseExpiredHolds(app.orm.em.fork(), clock.now(), room.roomId);
    const rows = await sql().execute<Array<{ held: number; day_use: number[] | null; day_use_night_peak: number }>>(
      `select held, day_use, day_use_night_peak from room_nights where room_id = ? and date between ? and ?`,
      [room.roomId, before, after],
    );
    for (const row of rows) {
      expect(row.held).toBe(0);
      expect(row.day_use_night_peak).toBe(0);
      expect((row.day_use ?? []).map(Number).every((count) => count === 0)).toBe(true);
    }
    clock.set(new Date());
  });
});

describe('a night and a 대실 on one room', () => {
  const oneRoom = () => roomType(1, 1);
  const dayAhead = (days: number) => addDays(todayInSeoul(clock.now()), days);

  it('a night sold first refuses a 대실 running into its check-in, buffer included; an earlier one fits', async () => {
    const room = await oneRoom();
    const date = dayAhead(8);
    expect(await attempt(room, { kind: 'NIGHT', checkIn: date, checkOut: addDays(date, 1) })).toBe('SOLD');
    // 12:00 + 3 h ends at 15:00, its buffer at 15:30: past the 15:00 check-in.
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '12:00', hours: 3 })).toBe('SOLD_OUT');
    // 12:00 + 2 h and its buffer end at 14:30.
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '12:00', hours: 2 })).toBe('SOLD');
  });

  it('a 대실 sold first refuses the night whose check-in it overlaps, not the night before it', async () => {
    const room = await oneRoom();
    const date = dayAhead(9);
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '13:00', hours: 2 })).toBe('SOLD');
    expect(await attempt(room, { kind: 'NIGHT', checkIn: date, checkOut: addDays(date, 1) })).toBe('SOLD_OUT');
    // The night before checks out at 11:00, before the use starts.
    expect(await attempt(room, { kind: 'NIGHT', checkIn: addDays(date, -1), checkOut: date })).toBe('SOLD');
    // Now a morning use clashes with that night's stay until 11:00.
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '09:00', hours: 2 })).toBe('SOLD_OUT');
  });

  it('keeps the cleaning buffer between two uses', async () => {
    const room = await oneRoom();
    const date = dayAhead(10);
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '16:00', hours: 2 })).toBe('SOLD');
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '18:00', hours: 2 })).toBe('SOLD_OUT');
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '18:30', hours: 2 })).toBe('SOLD');
    await expect(
      prepareDayUse(guest(), { ...room, date, start: '12:15', hours: 2, persons: 2, phone: '010-2222-3333' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(
      prepareDayUse(guest(), {
        ...room,
        date: dayAhead(11),
        start: '21:30',
        hours: 2,
        persons: 2,
        phone: '010-2222-3333',
      }),
    ).rejects.toMatchObject({ message: DAY_USE_MESSAGES.dayUseOutsideHours });
  });
});

describe('a 대실 paid and cancelled as a night is', () => {
  it('confirms by the payment, refunds all before the free-cancel deadline and gives its hours back', async () => {
    const room = await roomType(1, 1);
    const date = addDays(todayInSeoul(clock.now()), 12);
    const use = { ...room, date, start: '14:00', hours: 3, persons: 2, phone: '010-2222-3333' };
    const prepared = await prepareDayUse(guest(), use);
    expect(prepared.totalAmount).toBe(35_000 + 5_000);
    expect(prepared.orderName).toContain('대실 3시간');
    const paid = await payInWindow(app, prepared);
    const answer = await complete(app, prepared, paid);
    expect(answer.status).toBe(200);
    const [confirmed] = await sql().execute<Array<{ status: string; kind: string }>>(
      'select status, kind from reservations where id = ?',
      [prepared.reservationId],
    );
    expect(confirmed).toEqual({ status: 'CONFIRMED', kind: 'DAY_USE' });
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '15:00', hours: 2 })).toBe('SOLD_OUT');

    const proof = { orderId: prepared.orderId, phone: '010-2222-3333' };
    // Free until an hour (the lodging's default) before the start; nothing back from then on.
    const free = await cancellationQuote(guest(), prepared.reservationId, { by: 'guest', proof });
    expect(free).toMatchObject({ refundRate: 100, validUntil: new Date(prepared.startsAt.getTime() - HOUR) });
    const now = clock.now();
    clock.set(new Date(prepared.startsAt.getTime() - HOUR));
    const late = await cancellationQuote(guest(), prepared.reservationId, { by: 'guest', proof });
    expect(late).toMatchObject({ refundRate: 0, refundAmount: 0, validUntil: null });
    clock.set(now);

    const canceled = await cancelReservation(guest(), prepared.reservationId, {
      by: 'guest',
      proof: { orderId: prepared.orderId, phone: '010-2222-3333' },
    });
    expect(canceled).toMatchObject({ canceledAmount: prepared.totalAmount, refundRate: 100 });
    expect((await storedSlots(room.roomId, date)).every((count) => count === 0)).toBe(true);
    expect(await attempt(room, { kind: 'DAY_USE', date, start: '15:00', hours: 2 })).toBe('SOLD');
  });
});
