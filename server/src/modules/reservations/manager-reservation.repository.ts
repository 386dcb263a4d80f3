import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed, formatNamed } from '../../db/named';
import { normalizeBookingNumber } from '@shim/common/booking-number';
import type { ReservationStatus } from '@shim/common/reservations';

/** The manager console's reservation SQL (spec §2 reservations): named bindings, one manager's lodgings only. */

/** Which bookings a manager's list shows: the search text, the statuses, member or not. */
export interface ManagerReservationQuery {
  managerId: number;
  /** Guest name (part of it), the booking number (any case, dashes), the id or the orderId; blank: every booking. */
  search: string;
  /** null: every paid booking. */
  statuses: ReservationStatus[] | null;
  member: 'ALL' | 'MEMBER' | 'NON_MEMBER';
  /** Stays whose check-in falls in this period (the export), else any. */
  checkInFrom?: string | null;
  checkInTo?: string | null;
}

/**
 * Only bookings that were paid (`confirmed_at`): an unpaid hold is no reservation of the lodging yet, and
 * an expired one was never one. A booking the guest removed from their history stays in the manager's.
 */
function filterSql(q: ManagerReservationQuery, withMember: boolean): string {
  const parts = ['h.manager_id = :managerId', 'r.confirmed_at is not null'];
  if (q.search) {
    parts.push(`(r.guest_name ilike :like escape '\\' or r.order_id = :search or cast(r.id as text) = :search
                 or r.booking_number = :bookingNumber)`);
  }
  if (q.statuses && q.statuses.length > 0) parts.push('r.status in (:statuses)');
  if (withMember && q.member === 'MEMBER') parts.push('r.user_id is not null');
  if (withMember && q.member === 'NON_MEMBER') parts.push('r.user_id is null');
  if (q.checkInFrom) parts.push('r.check_in >= cast(:checkInFrom as date)');
  if (q.checkInTo) parts.push('r.check_in <= cast(:checkInTo as date)');
  return parts.join(' and ');
}

function bindingsOf(q: ManagerReservationQuery): Record<string, unknown> {
  return {
    managerId: q.managerId,
    search: q.search,
    bookingNumber: normalizeBookingNumber(q.search),
    like: `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
    statuses: q.statuses ?? [],
    checkInFrom: q.checkInFrom ?? null,
    checkInTo: q.checkInTo ?? null,
  };
}

/**
 * A page of ids, newest booking first (numbers are given in booking order): below `afterId` when given
 * (GraphQL's cursor), else after skipping `offset` rows (REST's page number).
 */
export async function managerReservationIds(
  connection: AbstractSqlConnection,
  q: ManagerReservationQuery,
  page: { limit: number; afterId: number | null; offset?: number },
): Promise<number[]> {
  const keyset = page.afterId !== null ? 'and r.id < :afterId' : '';
  const sql = `select r.id from reservations r join hotels h on h.id = r.hotel_id
     where ${filterSql(q, true)} ${keyset}
     order by r.id desc limit :limit offset :offset`;
  const rows = await executeNamed<{ id: number }>(connection, sql, {
    ...bindingsOf(q),
    afterId: page.afterId,
    limit: page.limit,
    offset: page.offset ?? 0,
  });
  return rows.map((row) => row.id);
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
 * The export's statement (spec §7 manager export), newest booking first: one column per sheet column, in the
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
       to_char(r.created_at at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as "createdAt"
     from reservations r join hotels h on h.id = r.hotel_id join rooms rm on rm.id = r.room_id
     where ${filterSql(q, true)}
     order by r.id desc`;
  return formatNamed(connection, sql, bindingsOf(q));
}
