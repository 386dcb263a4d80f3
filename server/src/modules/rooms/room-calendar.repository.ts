import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, type SqlRunner } from '../../db/named';
import type { NightTakings } from './room-calendar.rules';

/** The manager calendar's SQL: its nights, their edits and the edits' history. */

export interface CalendarRoom {
  id: number;
  hotelId: number;
  name: string;
  unitCount: number;
  basePrice: number;
}

export interface CalendarNightRow {
  roomId: number;
  date: string;
  price: number;
  roomsToSell: number;
  sold: number;
  held: number;
  closed: boolean;
  minStay: number;
}

const literal = (list: ReadonlyArray<string | number>) => `{${list.join(',')}}`;

const NIGHT_COLUMNS = `room_id as "roomId", to_char(date, 'YYYY-MM-DD') as date, price, total as "roomsToSell",
       sold, held, closed, min_stay as "minStay"`;

/** The room types among `roomIds` that `managerId` manages (lodging not deleted); others are simply absent. */
export async function managedRooms(
  on: SqlRunner,
  managerId: number,
  roomIds: readonly number[],
): Promise<CalendarRoom[]> {
  return executeNamed<CalendarRoom>(
    on,
    `select r.id, r.hotel_id as "hotelId", r.name, r.unit_count as "unitCount", r.base_price as "basePrice"
       from rooms r join hotels h on h.id = r.hotel_id
      where r.id = any(:roomIds::int[]) and h.manager_id = :managerId and h.status <> 'DELETED'
      order by r.id`,
    { roomIds: literal(roomIds), managerId },
  );
}

/** The opened nights of `roomIds` from `from` to `to` (inclusive), by room type then date. */
export async function calendarNights(
  on: SqlRunner,
  roomIds: readonly number[],
  from: string,
  to: string,
): Promise<CalendarNightRow[]> {
  return executeNamed<CalendarNightRow>(
    on,
    `select ${NIGHT_COLUMNS} from room_nights
      where room_id = any(:roomIds::int[]) and date between cast(:from as date) and cast(:to as date)
      order by room_id, date`,
    { roomIds: literal(roomIds), from, to },
  );
}

/** A locked night with its 대실 takings (rooms-to-sell's floor: room-calendar.rules.ts `nightTaken`). */
export type LockedNight = CalendarNightRow & NightTakings;

/** The 대실 rooms of a row: during its night's hours, and in its date's busiest half hour (0 when none). */
export const DAY_USE_TAKINGS = `day_use_night_peak as "dayUseNightPeak",
       coalesce((select max(s) from unnest(day_use) s), 0)::int as "dayUsePeak"`;

/**
 * Locks the edit's nights (`dates` of `roomIds`) in one order, so two edits or an edit and a hold cannot
 * deadlock, and answers them as they are now.
 */
export async function lockNights(
  tx: EntityManager,
  roomIds: readonly number[],
  dates: readonly string[],
): Promise<LockedNight[]> {
  return executeNamed<LockedNight>(
    tx,
    `select ${NIGHT_COLUMNS}, ${DAY_USE_TAKINGS} from room_nights
      where room_id = any(:roomIds::int[]) and date = any(:dates::date[])
      order by date, room_id for update`,
    { roomIds: literal(roomIds), dates: literal(dates) },
  );
}

export interface NightEdit {
  roomIds: number[];
  dates: string[];
  /** Per night; null keeps the night's price. */
  prices: Array<number | null>;
  roomsToSell: number | null;
  closed: boolean | null;
  minStay: number | null;
  changedBy: number;
  changedByName: string;
  changedAt: Date;
}

/**
 * Sets the given values on the nights (locked by `lockNights`) and records one `room_night_changes` row per
 * night and field that changed, in the same statement; answers the nights as they now are.
 */
export async function applyNightEdit(tx: EntityManager, edit: NightEdit): Promise<CalendarNightRow[]> {
  return executeNamed<CalendarNightRow>(
    tx,
    `with target as (
       select t.room_id, t.date, t.price, n.price as old_price, n.total as old_total, n.closed as old_closed,
              n.min_stay as old_min_stay
         from unnest(:roomIds::int[], :dates::date[], :prices::int[]) as t(room_id, date, price)
         join room_nights n on n.room_id = t.room_id and n.date = t.date
     ), updated as (
       update room_nights n
          set price = coalesce(t.price, n.price),
              total = coalesce(cast(:roomsToSell as smallint), n.total),
              closed = coalesce(cast(:closed as boolean), n.closed),
              min_stay = coalesce(cast(:minStay as smallint), n.min_stay)
         from target t
        where n.room_id = t.room_id and n.date = t.date
       returning n.room_id, n.date, n.price, n.total, n.sold, n.held, n.closed, n.min_stay,
                 t.old_price, t.old_total, t.old_closed, t.old_min_stay
     ), recorded as (
       insert into room_night_changes
              (room_id, date, field, before_value, after_value, changed_by, changed_by_name, changed_at)
       select u.room_id, u.date, c.field, c.before_value, c.after_value, :changedBy, :changedByName, :changedAt
         from updated u
         cross join lateral (values
           ('price', u.old_price::text, u.price::text),
           ('roomsToSell', u.old_total::text, u.total::text),
           ('closed', u.old_closed::text, u.closed::text),
           ('minStay', u.old_min_stay::text, u.min_stay::text)
         ) as c(field, before_value, after_value)
        where c.before_value is distinct from c.after_value
     )
     -- A data-modifying WITH runs to completion whether or not it is read.
     select u.room_id as "roomId", to_char(u.date, 'YYYY-MM-DD') as date, u.price, u.total as "roomsToSell",
            u.sold, u.held, u.closed, u.min_stay as "minStay"
       from updated u
      order by u.date, u.room_id`,
    {
      roomIds: literal(edit.roomIds),
      dates: literal(edit.dates),
      prices: literal(edit.prices.map((price) => price ?? 'NULL')),
      roomsToSell: edit.roomsToSell,
      closed: edit.closed,
      minStay: edit.minStay,
      changedBy: edit.changedBy,
      changedByName: edit.changedByName,
      changedAt: edit.changedAt,
    },
  );
}

export interface NightChangeRow {
  id: number;
  roomId: number;
  date: string;
  field: string;
  before: string | null;
  after: string;
  changedBy: string;
  changedAt: Date;
}

// Raw SQL answers timestamptz as text (`2026-11-28 20:34:01.716+00`), which GraphQL's DateTime refuses.
const withDate = (row: NightChangeRow): NightChangeRow => ({ ...row, changedAt: new Date(row.changedAt) });

/** The recorded changes of the nights `keys` (`roomId` and `date`), newest first, at most `limit` a night. */
export async function nightChanges(
  on: SqlRunner,
  keys: ReadonlyArray<{ roomId: number; date: string }>,
  limit: number,
): Promise<NightChangeRow[]> {
  const rows = await executeNamed<NightChangeRow>(
    on,
    `select c.id::int as id, c.room_id as "roomId", to_char(c.date, 'YYYY-MM-DD') as date, c.field,
            c.before_value as before, c.after_value as after, c.changed_by_name as "changedBy",
            c.changed_at as "changedAt"
       from unnest(:roomIds::int[], :dates::date[]) as k(room_id, date)
       cross join lateral (
         select * from room_night_changes c
          where c.room_id = k.room_id and c.date = k.date
          order by c.id desc limit :limit
       ) c
      order by c.room_id, c.date, c.id desc`,
    { roomIds: literal(keys.map((key) => key.roomId)), dates: literal(keys.map((key) => key.date)), limit },
  );
  return rows.map(withDate);
}

/** The recorded changes of the nights of `roomId` from `from` to `to` (inclusive), by date then newest first. */
export async function roomChangesBetween(
  on: SqlRunner,
  roomId: number,
  from: string,
  to: string,
  limit: number,
): Promise<NightChangeRow[]> {
  const rows = await executeNamed<NightChangeRow>(
    on,
    `select c.id::int as id, c.room_id as "roomId", to_char(c.date, 'YYYY-MM-DD') as date, c.field,
            c.before_value as before, c.after_value as after, c.changed_by_name as "changedBy",
            c.changed_at as "changedAt"
       from room_night_changes c
      where c.room_id = :roomId and c.date between cast(:from as date) and cast(:to as date)
      order by c.date, c.id desc
      limit :limit`,
    { roomId, from, to, limit },
  );
  return rows.map(withDate);
}
