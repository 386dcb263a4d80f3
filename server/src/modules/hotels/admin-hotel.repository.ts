import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';
import type { LodgingType } from '@shim/common/lodging';
import type { HotelStatus } from './hotel.entity';

/** A lodging as the admin console lists it (spec §3 admin hotel), before the month's revenue is added. */
export interface AdminHotelRecord {
  id: number;
  name: string;
  type: LodgingType;
  region: string;
  address: string;
  status: HotelStatus;
  active: boolean;
  managerName: string | null;
  averageRating: number | null;
  bookingCount: number;
}

export interface AdminHotelQuery {
  searchQuery: string | null;
  types: LodgingType[] | null;
  status: HotelStatus | null;
  beforeId: number | null;
  limit: number;
}

/** A PostgreSQL array literal for one bound parameter (knex would spread a JS array into a list). */
export const pgArray = (values: ReadonlyArray<number | string> | null): string | null =>
  values === null ? null : `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A lodging's paid bookings (cancelled and refunded ones left out), of the hotels row aliased `h`. */
const bookingCountSql = (h: string) =>
  `(select count(*) from reservations r
     where r.hotel_id = ${h}.id and r.status in ('CONFIRMED', 'REVIEWED', 'NO_SHOW'))::int`;

/** The paid bookings of each lodging, as the admin list counts them. */
export async function countBookings(em: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await executeNamed<{ id: number; bookingCount: number }>(
    em,
    `select h.id, ${bookingCountSql('h')} as "bookingCount" from hotels h where h.id = any(:ids::int[])`,
    { ids: idArray(ids) },
  );
  return new Map(rows.map((row) => [row.id, row.bookingCount]));
}

/** Lodgings newest first, by name or region, types and approval status. */
export async function findAdminHotels(em: EntityManager, query: AdminHotelQuery): Promise<AdminHotelRecord[]> {
  return executeNamed<AdminHotelRecord>(
    em,
    `select h.id, h.name, h.type, h.region, h.address, h.status, h.active, u.name as "managerName",
              case when h.review_count > 0 then round(h.review_score_sum::numeric / h.review_count, 1)::float8 end
                as "averageRating",
              ${bookingCountSql('h')} as "bookingCount"
         from hotels h left join users u on u.id = h.manager_id
        where h.status <> 'DELETED'
          and (:like::text is null or h.name ilike :like or h.region ilike :like)
          and (:types::text[] is null or h.type = any(:types::text[]))
          and (:status::text is null or h.status = :status)
          and (:beforeId::int is null or h.id < :beforeId)
        order by h.id desc
        limit :limit`,
    {
      like: query.searchQuery ? `%${escapeLike(query.searchQuery)}%` : null,
      types: pgArray(query.types),
      status: query.status,
      beforeId: query.beforeId,
      limit: query.limit,
    },
  );
}

/**
 * Paid amounts net of refunds, per lodging, of payments approved in the calendar month (Asia/Seoul) that
 * holds `now`. The admin console's one revenue figure; the dashboards' shared definition may replace it.
 */

/** Moves lodgings from one approval status to another with the reason (null but for a rejection); answers how many moved. */
export async function moveHotelStatus(
  em: EntityManager,
  ids: number[],
  from: HotelStatus,
  to: HotelStatus,
  reason: string | null = null,
): Promise<number> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `update hotels set status = :to, rejection_reason = :reason
        where status = :from and id = any(:ids::int[]) returning id`,
    { ids: pgArray(ids), from, to, reason },
  );
  return rows.length;
}

export async function setHotelActive(em: EntityManager, id: number, active: boolean): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `update hotels set active = :active where id = :id returning id`,
    { id, active },
  );
  return rows.length === 1;
}

export async function hotelExists(em: EntityManager, id: number): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(em, `select id from hotels where id = :id`, { id });
  return rows.length === 1;
}
