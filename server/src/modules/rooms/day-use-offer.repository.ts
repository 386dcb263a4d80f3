import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray, type SqlRunner } from '../../db/named';
import type { DayUseDuration } from '@shim/common/day-use';

/** The 대실 offer's SQL: offers, the rates calendar's 대실 days, their edits and the edits' history. */

export interface DayUseOfferRow {
  roomId: number;
  enabled: boolean;
  opens: string;
  closes: string;
  weekendOpens: string | null;
  weekendCloses: string | null;
  lastStart: string;
  bufferMinutes: number;
  maxRooms: number;
  durations: DayUseDuration[];
  updatedAt: Date;
}

export interface DayUseDayRow {
  roomId: number;
  date: string;
  /** Won by hours (`{"3": 28000}`); null: the offer's prices. */
  prices: Record<string, number> | null;
  maxRooms: number | null;
  closed: boolean;
}

const OFFER_COLUMNS = `room_id as "roomId", enabled, to_char(opens, 'HH24:MI') as opens,
       to_char(closes, 'HH24:MI') as closes, to_char(weekend_opens, 'HH24:MI') as "weekendOpens",
       to_char(weekend_closes, 'HH24:MI') as "weekendCloses", to_char(last_start, 'HH24:MI') as "lastStart",
       buffer_minutes as "bufferMinutes", max_rooms as "maxRooms", durations, updated_at as "updatedAt"`;

const DAY_COLUMNS = `room_id as "roomId", to_char(date, 'YYYY-MM-DD') as date, prices, max_rooms as "maxRooms", closed`;

const dates = (list: readonly string[]) => `{${list.join(',')}}`;

// Raw SQL answers timestamptz as text, which GraphQL's DateTime refuses.
const withUpdatedAt = (row: DayUseOfferRow): DayUseOfferRow => ({ ...row, updatedAt: new Date(row.updatedAt) });

/** The offers of `roomIds` (room types without one are absent). */
export async function offersOf(on: SqlRunner, roomIds: readonly number[]): Promise<DayUseOfferRow[]> {
  const rows = await executeNamed<DayUseOfferRow>(
    on,
    `select ${OFFER_COLUMNS} from day_use_offers where room_id = any(:roomIds::int[]) order by room_id`,
    { roomIds: idArray(roomIds) },
  );
  return rows.map(withUpdatedAt);
}

export type DayUseOfferValues = Omit<DayUseOfferRow, 'roomId' | 'updatedAt'>;

/** Writes `roomId`'s offer whole (created on its first save) and answers it as stored. */
export async function saveOffer(
  on: SqlRunner,
  roomId: number,
  offer: DayUseOfferValues,
  at: Date,
): Promise<DayUseOfferRow> {
  const [row] = await executeNamed<DayUseOfferRow>(
    on,
    `insert into day_use_offers as o (room_id, enabled, opens, closes, weekend_opens, weekend_closes, last_start,
            buffer_minutes, max_rooms, durations, updated_at)
     values (:roomId, :enabled, cast(:opens as time), cast(:closes as time), cast(:weekendOpens as time),
             cast(:weekendCloses as time), cast(:lastStart as time), :bufferMinutes, :maxRooms,
             cast(:durations as jsonb), :at)
     on conflict (room_id) do update
        set enabled = excluded.enabled, opens = excluded.opens, closes = excluded.closes,
            weekend_opens = excluded.weekend_opens, weekend_closes = excluded.weekend_closes,
            last_start = excluded.last_start, buffer_minutes = excluded.buffer_minutes,
            max_rooms = excluded.max_rooms, durations = excluded.durations, updated_at = excluded.updated_at
     returning ${OFFER_COLUMNS}`,
    { roomId, ...offer, durations: JSON.stringify(offer.durations), at },
  );
  return withUpdatedAt(row!);
}

/** The days of `roomIds` with overrides from `from` to `to` (inclusive), by room type then date. */
export async function daysBetween(
  on: SqlRunner,
  roomIds: readonly number[],
  from: string,
  to: string,
): Promise<DayUseDayRow[]> {
  return executeNamed<DayUseDayRow>(
    on,
    `select ${DAY_COLUMNS} from day_use_days
      where room_id = any(:roomIds::int[]) and date between cast(:from as date) and cast(:to as date)
      order by room_id, date`,
    { roomIds: idArray(roomIds), from, to },
  );
}

/**
 * Makes a row for every day of the edit (`dates` × `roomIds`) and locks them in one order (date, then room
 * type, as the nights' edit), so two edits cannot deadlock.
 */
export async function lockDays(tx: EntityManager, roomIds: readonly number[], days: readonly string[]): Promise<void> {
  await executeNamed(
    tx,
    `insert into day_use_days (room_id, date)
     select r.id, d.date from unnest(:dates::date[]) as d(date) cross join unnest(:roomIds::int[]) as r(id)
      order by d.date, r.id
     on conflict (room_id, date) do nothing`,
    { roomIds: idArray(roomIds), dates: dates(days) },
  );
  await executeNamed(
    tx,
    `select 1 from day_use_days where room_id = any(:roomIds::int[]) and date = any(:dates::date[])
      order by date, room_id for update`,
    { roomIds: idArray(roomIds), dates: dates(days) },
  );
}

export interface DayEdit {
  roomIds: readonly number[];
  dates: readonly string[];
  /** Won by hours to set (other hours keep theirs); null keeps every price. */
  prices: Record<string, number> | null;
  maxRooms: number | null;
  closed: boolean | null;
  changedBy: number;
  changedByName: string;
  changedAt: Date;
}

/**
 * Sets the given values on the days (locked by `lockDays`) and records one `day_use_day_changes` row per day
 * and field that changed (`price:4` for the 4-hour price), in the same statement; answers the days as they are.
 */
export async function applyDayEdit(tx: EntityManager, edit: DayEdit): Promise<DayUseDayRow[]> {
  return executeNamed<DayUseDayRow>(
    tx,
    `with target as (
       select d.room_id, d.date, d.prices as old_prices, d.max_rooms as old_max_rooms, d.closed as old_closed
         from day_use_days d
        where d.room_id = any(:roomIds::int[]) and d.date = any(:dates::date[])
     ), updated as (
       update day_use_days d
          set prices = case when cast(:prices as jsonb) is null then d.prices
                            else coalesce(d.prices, '{}'::jsonb) || cast(:prices as jsonb) end,
              max_rooms = coalesce(cast(:maxRooms as smallint), d.max_rooms),
              closed = coalesce(cast(:closed as boolean), d.closed)
         from target t
        where d.room_id = t.room_id and d.date = t.date
       returning d.room_id, d.date, d.prices, d.max_rooms, d.closed, t.old_prices, t.old_max_rooms, t.old_closed
     ), recorded as (
       insert into day_use_day_changes
              (room_id, date, field, before_value, after_value, changed_by, changed_by_name, changed_at)
       select u.room_id, u.date, c.field, c.before_value, c.after_value, :changedBy, :changedByName, :changedAt
         from updated u
         cross join lateral (
           select 'price:' || k.hours as field, u.old_prices ->> k.hours as before_value,
                  u.prices ->> k.hours as after_value
             from jsonb_object_keys(coalesce(cast(:prices as jsonb), '{}'::jsonb)) as k(hours)
           union all
           values ('maxRooms', u.old_max_rooms::text, u.max_rooms::text),
                  ('closed', u.old_closed::text, u.closed::text)
         ) as c(field, before_value, after_value)
        where c.after_value is not null and c.before_value is distinct from c.after_value
     )
     -- A data-modifying WITH runs to completion whether or not it is read.
     select u.room_id as "roomId", to_char(u.date, 'YYYY-MM-DD') as date, u.prices, u.max_rooms as "maxRooms",
            u.closed
       from updated u
      order by u.date, u.room_id`,
    {
      roomIds: idArray(edit.roomIds),
      dates: dates(edit.dates),
      prices: edit.prices === null ? null : JSON.stringify(edit.prices),
      maxRooms: edit.maxRooms,
      closed: edit.closed,
      changedBy: edit.changedBy,
      changedByName: edit.changedByName,
      changedAt: edit.changedAt,
    },
  );
}

export interface DayChangeRow {
  id: number;
  roomId: number;
  date: string;
  field: string;
  before: string | null;
  after: string;
  changedBy: string;
  changedAt: Date;
}

const CHANGE_COLUMNS = `c.id::int as id, c.room_id as "roomId", to_char(c.date, 'YYYY-MM-DD') as date, c.field,
       c.before_value as before, c.after_value as after, c.changed_by_name as "changedBy", c.changed_at as "changedAt"`;

const withChangedAt = (row: DayChangeRow): DayChangeRow => ({ ...row, changedAt: new Date(row.changedAt) });

/** The recorded changes of the days `keys` (`roomId` and `date`), newest first, at most `limit` a day. */
export async function dayChanges(
  on: SqlRunner,
  keys: ReadonlyArray<{ roomId: number; date: string }>,
  limit: number,
): Promise<DayChangeRow[]> {
  const rows = await executeNamed<DayChangeRow>(
    on,
    `select ${CHANGE_COLUMNS}
       from unnest(:roomIds::int[], :dates::date[]) as k(room_id, date)
       cross join lateral (
         select * from day_use_day_changes c
          where c.room_id = k.room_id and c.date = k.date
          order by c.id desc limit :limit
       ) c
      order by c.room_id, c.date, c.id desc`,
    {
      roomIds: idArray(keys.map((key) => key.roomId)),
      dates: dates(keys.map((key) => key.date)),
      limit,
    },
  );
  return rows.map(withChangedAt);
}

/** The recorded changes of `roomId`'s days from `from` to `to` (inclusive), by date then newest first. */
export async function roomDayChangesBetween(
  on: SqlRunner,
  roomId: number,
  from: string,
  to: string,
  limit: number,
): Promise<DayChangeRow[]> {
  const rows = await executeNamed<DayChangeRow>(
    on,
    `select ${CHANGE_COLUMNS} from day_use_day_changes c
      where c.room_id = :roomId and c.date between cast(:from as date) and cast(:to as date)
      order by c.date, c.id desc
      limit :limit`,
    { roomId, from, to, limit },
  );
  return rows.map(withChangedAt);
}
