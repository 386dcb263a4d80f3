/**
 * bench:booking's 대실 phase: `clients` buyers at a time race through the services (in this process) for 대실 hours
 * and the nights around them on a few room types and one date; then a brute-force minute timeline of what was
 * held counts the room-hours used twice (must be 0) and the 대실 rooms past an offer's limit (must be 0).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays } from '@shim/common/dates';
import type { AppServices, RequestContext } from '../../server/src/platform/context';
import { AppError } from '../../server/src/platform/errors';
import { prepare } from '../../server/src/modules/reservations/booking.service';
import { prepareDayUse } from '../../server/src/modules/reservations/day-use.service';

const BUFFER_MINUTES = 30;
const MINUTE = 60_000;

type Ask =
  | { kind: 'NIGHT'; hotelId: number; roomId: number; checkIn: string; checkOut: string }
  | { kind: 'DAY_USE'; hotelId: number; roomId: number; date: string; start: string; hours: number };

export interface DayUsePhase {
  row: string;
  check: string;
}

export async function runDayUsePhase(
  orm: MikroORM,
  services: AppServices,
  options: { clients: number; asks: number; today: string; roomTypes: number },
): Promise<DayUsePhase> {
  const connection = orm.em.getConnection();
  const rooms = await connection.execute<Array<{ id: number; hotel_id: number; unit_count: number }>>(
    'select id, hotel_id, unit_count from rooms where active order by id desc limit ?',
    [options.roomTypes],
  );
  for (const room of rooms) {
    await connection.execute(
      `insert into day_use_offers (room_id, enabled, opens, closes, last_start, buffer_minutes, max_rooms, durations)
       values (?, true, '08:00', '23:00', '20:00', ?, ?, '[{"hours":2,"price":30000},{"hours":3,"price":40000},{"hours":4,"price":50000}]')
       -- The scale set's own offers (scale.seeder.ts) give way to the phase's, which its timeline assumes.
       on conflict (room_id) do update set enabled = true, opens = excluded.opens, closes = excluded.closes,
         weekend_opens = null, weekend_closes = null, last_start = excluded.last_start,
         buffer_minutes = excluded.buffer_minutes, max_rooms = excluded.max_rooms, durations = excluded.durations`,
      [room.id, BUFFER_MINUTES, Math.max(1, Math.ceil(room.unit_count * 0.6))],
    );
  }
  const date = addDays(options.today, 5);
  const asks: Ask[] = Array.from({ length: options.asks }, () => {
    const room = rooms[Math.floor(Math.random() * rooms.length)]!;
    const at = { hotelId: room.hotel_id, roomId: room.id };
    const pick = Math.random();
    if (pick < 0.15) return { kind: 'NIGHT', ...at, checkIn: date, checkOut: addDays(date, 1) };
    if (pick < 0.25) return { kind: 'NIGHT', ...at, checkIn: addDays(date, -1), checkOut: date };
    const hours = 2 + Math.floor(Math.random() * 3);
    // From 08:00 to the last start (20:00), ending by closing (23:00).
    const last = Math.min(40, 46 - 2 * hours);
    const slot = 16 + Math.floor(Math.random() * (last - 16 + 1));
    const start = `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
    return { kind: 'DAY_USE', ...at, date, start, hours };
  });

  let next = 0;
  let held = 0;
  let soldOut = 0;
  const errors = new Map<string, number>();
  const started = performance.now();
  const buyer = async (lane: number) => {
    for (let i = next++; i < asks.length; i = next++) {
      const ask = asks[i]!;
      const ctx = guestContext(services, lane * 100_000 + i);
      try {
        if (ask.kind === 'NIGHT') {
          await prepare(ctx, { ...ask, roomCount: 1, persons: 2, phone: '010-2222-3333' });
        } else {
          await prepareDayUse(ctx, { ...ask, persons: 2, phone: '010-2222-3333' });
        }
        held += 1;
      } catch (error) {
        if (error instanceof AppError && error.code === 'SOLD_OUT') soldOut += 1;
        else {
          const why = error instanceof AppError ? `${error.code} ${error.message}` : String(error).slice(0, 120);
          errors.set(why, (errors.get(why) ?? 0) + 1);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, lane) => buyer(lane)));
  const seconds = (performance.now() - started) / 1000;
  const dayUses = asks.filter((ask) => ask.kind === 'DAY_USE').length;
  const row =
    `대실 phase: ${options.clients} clients, ${asks.length} asks (${dayUses} 대실, ${asks.length - dayUses} nights) on ` +
    `${rooms.length} room types: ${held} held, ${soldOut} sold out, ${[...errors.values()].reduce((sum, n) => sum + n, 0)} errors, ${(asks.length / seconds).toFixed(0)} answers/s, ` +
    `${(held / seconds).toFixed(0)} holds/s`;
  // What went wrong other than a sold-out answer, by message: a bench must show it, not just count it.
  const why = [...errors].map(([text, count]) => `${count}× ${text}`).join('; ');
  const roomIds = rooms.map((room) => room.id);
  return { row: why ? `${row} (${why})` : row, check: await timelineCheck(orm, roomIds, date) };
}

/** A guest's context of its own (its own IP, so no guest allowance binds the bench). */
function guestContext(services: AppServices, n: number): RequestContext {
  const em = services.orm.em.fork();
  return {
    app: services,
    em,
    connection: em.getConnection(),
    publicReads: em.getConnection(),
    user: null,
    tokenRejected: false,
    apiKey: null,
    apiKeyRejected: false,
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    browserKey: null,
    requestId: `day-use-${n}`,
    logger: services.logger,
    selfUrl: '',
    origin: '',
    clock: services.clock,
  } as unknown as RequestContext;
}

/**
 * Minute by minute over the day before, the date and the day after: every held or sold night (its check-in to the
 * next check-out) and 대실 (its start to its buffer's end) of each room type, against its rooms and its offer.
 */
async function timelineCheck(orm: MikroORM, roomIds: number[], date: string): Promise<string> {
  const connection = orm.em.getConnection();
  const rows = await connection.execute<
    Array<{
      room_id: number;
      kind: string;
      check_in: string;
      check_out: string;
      starts: Date | null;
      until: Date | null;
      room_count: number;
      checkin: string;
      checkout: string;
      total: number;
      max_rooms: number;
    }>
  >(
    `select r.room_id, r.kind, to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
            r.day_use_starts_at as starts, r.day_use_held_until as until, r.room_count,
            coalesce(rm.checkin_time, h.checkin_time) as checkin, coalesce(rm.checkout_time, h.checkout_time) as checkout,
            (select n.total from room_nights n where n.room_id = r.room_id and n.date = ?) as total,
            (select o.max_rooms from day_use_offers o where o.room_id = r.room_id) as max_rooms
       from reservations r join rooms rm on rm.id = r.room_id join hotels h on h.id = r.hotel_id
      where r.room_id in (${roomIds.map(() => '?').join(',')}) and r.status in ('PENDING', 'CONFIRMED')`,
    [date, ...roomIds],
  );
  const at = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`).getTime();
  const from = at(addDays(date, -1), '00:00');
  const until = at(addDays(date, 2), '00:00');
  let doubleMinutes = 0;
  let overLimit = 0;
  for (const roomId of roomIds) {
    const mine = rows.filter((row) => row.room_id === roomId);
    if (mine.length === 0) continue;
    const spans = mine.flatMap((row) => {
      if (row.kind === 'DAY_USE') {
        return [
          { day: true, n: row.room_count, a: new Date(row.starts!).getTime(), b: new Date(row.until!).getTime() },
        ];
      }
      const nights = [];
      for (let night = row.check_in; night < row.check_out; night = addDays(night, 1)) {
        nights.push({
          day: false,
          n: row.room_count,
          a: at(night, row.checkin),
          b: at(addDays(night, 1), row.checkout),
        });
      }
      return nights;
    });
    const { total, max_rooms: maxRooms } = mine[0]!;
    for (let t = from; t < until; t += MINUTE) {
      let used = 0;
      let dayUse = 0;
      for (const span of spans) {
        if (span.a <= t && t < span.b) {
          used += span.n;
          if (span.day) dayUse += span.n;
        }
      }
      doubleMinutes += Math.max(0, used - total);
      overLimit += Math.max(0, dayUse - maxRooms);
    }
  }
  return (
    `대실 timeline (${roomIds.length} room types, ${rows.length} held or sold, by the minute): ` +
    `double-used room-hours: ${doubleMinutes / 60}; 대실 room-hours past an offer's limit: ${overLimit / 60}`
  );
}
