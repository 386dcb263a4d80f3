import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed, formatNamed } from '../../db/named';
import { normalizeBookingNumber } from '@shim/common/booking-number';
import type { StayKind } from '@shim/common/day-use';
import type { ReservationStatus } from '@shim/common/reservations';
import { normalizePhone } from '@shim/common/validation';

/** The manager console's reservation SQL (spec §2 reservations): named bindings, one manager's lodgings only. */

/** Which stay date the period filters: the check-in, a night in the house, or the check-out. */
export type StayDateMode = 'ARRIVING' | 'STAYING' | 'DEPARTING';
/** BOOKED: newest booking first (the documented default); the others order by check-in. */
export type ManagerReservationSort = 'BOOKED' | 'CHECK_IN_UPCOMING' | 'CHECK_IN_ASC' | 'CHECK_IN_DESC';

/** Which bookings a manager's list and export show (one definition for both), and their order. */
export interface ManagerReservationQuery {
  managerId: number;
  /** Guest name (part of it), phone (any spelling), booking number (any case, dashes), id or orderId; blank: all. */
  search: string;
  /** null: every paid booking. */
  statuses: ReservationStatus[] | null;
  member: 'ALL' | 'MEMBER' | 'NON_MEMBER';
  /** The period's Asia/Seoul dates, inclusive; either end may be open. */
  dateMode: StayDateMode;
  from: string | null;
  to: string | null;
  hotelId: number | null;
  roomId: number | null;
  /** 숙박 or 대실 only; null: both. */
  kind: StayKind | null;
  sort: ManagerReservationSort;
  /** Asia/Seoul today: where "upcoming" starts. */
  today: string;
}

/**
 * Only bookings that were paid (`confirmed_at`): an unpaid hold is no reservation of the lodging yet, and
 * an expired one was never one. A booking the guest removed from their history stays in the manager's.
 */
function filterSql(q: ManagerReservationQuery, withMember: boolean): string {
  const parts = ['h.manager_id = :managerId', 'r.confirmed_at is not null'];
  if (q.search) {
    const phone = phoneDigitsOf(q.search) ? ' or r.phone like :phoneLike' : '';
    parts.push(`(r.guest_name ilike :like escape '\\' or r.order_id = :search or cast(r.id as text) = :search
                 or r.booking_number = :bookingNumber${phone})`);
  }
  if (q.statuses && q.statuses.length > 0) parts.push('r.status in (:statuses)');
  if (withMember && q.member === 'MEMBER') parts.push('r.user_id is not null');
  if (withMember && q.member === 'NON_MEMBER') parts.push('r.user_id is null');
  if (q.hotelId !== null) parts.push('r.hotel_id = :hotelId');
  if (q.roomId !== null) parts.push('r.room_id = :roomId');
  if (q.kind !== null) parts.push('r.kind = :kind');
  // Staying: a night in the house within the period (the check-out morning is no night).
  const [fromColumn, fromOp, toColumn] =
    q.dateMode === 'ARRIVING'
      ? ['r.check_in', '>=', 'r.check_in']
      : q.dateMode === 'DEPARTING'
        ? ['r.check_out', '>=', 'r.check_out']
        : ['r.check_out', '>', 'r.check_in'];
  if (q.from) parts.push(`${fromColumn} ${fromOp} cast(:from as date)`);
  if (q.to) parts.push(`${toColumn} <= cast(:to as date)`);
  return parts.join(' and ');
}

/** The digits of a search that reads as (part of) a phone: four digits at least (a `+` code too), in any spelling. */
function phoneDigitsOf(search: string): string | null {
  const digits = normalizePhone(search);
  return digits && /^\+?\d{4,}$/.test(digits) ? digits : null;
}

function bindingsOf(q: ManagerReservationQuery): Record<string, unknown> {
  return {
    managerId: q.managerId,
    search: q.search,
    bookingNumber: normalizeBookingNumber(q.search),
    like: `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    phoneLike: `%${phoneDigitsOf(q.search) ?? ''}%`,
    statuses: q.statuses ?? [],
    from: q.from,
    to: q.to,
    hotelId: q.hotelId,
    roomId: q.roomId,
    kind: q.kind,
    today: q.today,
  };
}

/**
 * The order's keys, all ascending whole numbers, then the id as the tie-break: a keyset cursor is the keys and
 * the id. Upcoming first: check-in today or later soonest first, then past check-ins most recent first.
 */
function sortKeysOf(sort: ManagerReservationSort): string[] {
  switch (sort) {
    case 'BOOKED':
      return ['-r.id'];
    case 'CHECK_IN_ASC':
      return [`r.check_in - date '2000-01-01'`];
    case 'CHECK_IN_DESC':
      return [`date '2000-01-01' - r.check_in`];
    case 'CHECK_IN_UPCOMING':
      return [`(r.check_in < cast(:today as date))::int`, `abs(r.check_in - cast(:today as date))`];
  }
}

const orderSql = (sort: ManagerReservationSort): string =>
  [...sortKeysOf(sort).map((key) => `${key} asc`), 'r.id asc'].join(', ');

/** How many values a cursor of this order holds (its keys and the id). */
export const cursorLengthOf = (sort: ManagerReservationSort): number => sortKeysOf(sort).length + 1;

/**
 * A page of ids with their cursor values, in the query's order: after `after` (GraphQL's keyset cursor: the
 * sort keys and the id) when given, else after skipping `offset` rows (REST's page number).
 */
export async function managerReservationIds(
  connection: AbstractSqlConnection,
  q: ManagerReservationQuery,
  page: { limit: number; after: number[] | null; offset?: number },
): Promise<Array<{ id: number; cursor: number[] }>> {
  const keys = sortKeysOf(q.sort);
  const keyset = page.after
    ? `and (${keys.map((key) => `(${key})`).join(', ')}, r.id) > (${page.after.map((_, i) => `cast(:c${i} as int)`).join(', ')})`
    : '';
  const cursorBindings = Object.fromEntries((page.after ?? []).map((value, i) => [`c${i}`, value]));
  const sql = `select r.id, ${keys.map((key, i) => `(${key})::int as k${i}`).join(', ')}
     from reservations r join hotels h on h.id = r.hotel_id
     where ${filterSql(q, true)} ${keyset}
     order by ${orderSql(q.sort)} limit :limit offset :offset`;
  const rows = await executeNamed<Record<string, number>>(connection, sql, {
    ...bindingsOf(q),
    ...cursorBindings,
    limit: page.limit,
    offset: page.offset ?? 0,
  });
  return rows.map((row) => ({ id: row.id!, cursor: [...keys.map((_, i) => Number(row[`k${i}`])), row.id!] }));
}

/** The tab counts (spec §2: all / member / non-member) of the search and status filter. */
export async function managerReservationCounts(
  connection: AbstractSqlConnection,
  q: ManagerReservationQuery,
): Promise<{ all: number; member: number; nonMember: number }> {
  const sql = `select count(*)::int as all, count(r.user_id)::int as member
     from reservations r join hotels h on h.id = r.hotel_id
     where ${filterSql(q, false)}`;
  const [row] = await executeNamed<{ all: number; member: number }>(connection, sql, bindingsOf(q));
  const all = row?.all ?? 0;
  const member = row?.member ?? 0;
  return { all, member, nonMember: all - member };
}

/**
 * The export's statement (spec §7 manager export), in the list's order: one column per sheet column, in the
 * order of manager-reservation.export.ts's headers (`member` and `status` as codes the sheet puts in words).
 * The spreadsheet thread reads it through a cursor, so a two-year export never stands on the event loop.
 */
export function managerExportStatement(connection: AbstractSqlConnection, q: ManagerReservationQuery): string {
  const sql = `select r.booking_number as "bookingNumber", r.id as "reservationId", r.order_id as "orderId",
       r.user_id is not null as member,
       r.guest_name as "guestName", coalesce(r.phone, '') as phone, h.name as "hotelName", rm.name as "roomType",
       to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
       (r.check_out - r.check_in)::int as nights, r.room_count as "roomCount", r.persons as people, r.status,
       r.total_amount as "totalAmount", r.canceled_amount as "canceledAmount",
       to_char(r.created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as "createdAt",
       r.kind, case when r.kind = 'DAY_USE' then to_char(r.day_use_starts_at at time zone 'Asia/Seoul', 'HH24:MI')
         || '–' || to_char(r.day_use_ends_at at time zone 'Asia/Seoul', 'HH24:MI') else '' end as "dayUseHours"
     from reservations r join hotels h on h.id = r.hotel_id join rooms rm on rm.id = r.room_id
     where ${filterSql(q, true)}
     order by ${orderSql(q.sort)}`;
  return formatNamed(connection, sql, bindingsOf(q));
}
