import type { EntityManager } from '@mikro-orm/postgresql';
import type { StayKind } from '@shim/common/day-use';
import type { Locale } from '@shim/common/locales';
import type { ReservationStatus } from '@shim/common/reservations';
import { executeNamed, idArray, type SqlRunner } from '../../db/named';
import type { NotificationChannel, NotificationStatus } from './notification.entity';

/** Everything a booking's notices say, and to whom they go. */
export interface BookingFactsRow {
  reservationId: number;
  orderId: string;
  bookingNumber: string;
  status: ReservationStatus;
  hotelName: string;
  hotelAddress: string;
  checkinTime: string;
  checkoutTime: string;
  hotelPhone: string | null;
  roomName: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  persons: number;
  roomCount: number;
  totalAmount: number;
  canceledAmount: number;
  createdAt: Date;
  confirmedAt: Date | null;
  canceledAt: Date | null;
  /** payments/money-state.ts: REFUNDING while Toss's answer to a refund is not recorded. */
  moneyState: string;
  /** The booking's phone (a guest's, or the member's given at checkout): a Korean mobile or E.164 abroad. */
  phone: string | null;
  /** A guest's optional e-mail: their notices go there too, and carry them when SMS cannot. */
  guestEmail: string | null;
  /** The language the guest booked in: their notices are written in it. */
  locale: Locale;
  memberId: number | null;
  memberEmail: string | null;
  memberPhone: string | null;
  managerEmail: string | null;
  /** A 대실 (`DAY_USE`) has its hours and the lodging's free-cancel window. */
  kind: StayKind;
  dayUseStartsAt: Date | null;
  dayUseEndsAt: Date | null;
  dayUseFreeCancelMinutes: number;
}

/** The facts of the bookings `ids` (those that exist), for composing their notices in one transaction. */
export async function bookingFactsOf(em: EntityManager, ids: readonly number[]): Promise<BookingFactsRow[]> {
  const rows = await executeNamed<BookingFactsRow>(
    em,
    `select r.id as "reservationId", r.order_id as "orderId", r.booking_number as "bookingNumber", r.status, h.name as "hotelName",
            h.address as "hotelAddress", h.phone as "hotelPhone", rm.name as "roomName",
            coalesce(rm.checkin_time, h.checkin_time) as "checkinTime",
            coalesce(rm.checkout_time, h.checkout_time) as "checkoutTime",
            to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
            r.guest_name as "guestName", r.persons, r.room_count as "roomCount", r.total_amount as "totalAmount",
            r.canceled_amount as "canceledAmount", r.created_at as "createdAt",
            r.confirmed_at as "confirmedAt", r.canceled_at as "canceledAt", r.money_state as "moneyState", r.phone, r.guest_email as "guestEmail", r.locale, u.id as "memberId", u.email as "memberEmail",
            u.phone as "memberPhone", m.email as "managerEmail", r.kind, r.day_use_starts_at as "dayUseStartsAt",
            r.day_use_ends_at as "dayUseEndsAt", h.day_use_free_cancel_minutes as "dayUseFreeCancelMinutes"
       from reservations r
       join hotels h on h.id = r.hotel_id
       join rooms rm on rm.id = r.room_id
       left join users u on u.id = coalesce(r.user_id, r.claimed_user_id)
       left join users m on m.id = h.manager_id
      where r.id = any(:ids::int[])`,
    { ids: idArray(ids) },
  );
  const instant = (at: Date | string | null) => (at === null ? null : new Date(at));
  return rows.map((row) => ({
    ...row,
    createdAt: new Date(row.createdAt),
    confirmedAt: instant(row.confirmedAt),
    canceledAt: instant(row.canceledAt),
    dayUseStartsAt: instant(row.dayUseStartsAt),
    dayUseEndsAt: instant(row.dayUseEndsAt),
  }));
}

export interface NewNotification {
  key: string;
  event: string;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  reservationId: number | null;
  /** Why it is kept unsent (a daily cap): stored SUPPRESSED with this reason, and never sent. */
  suppressed?: string;
  /** The app clock's now, for messages the daily caps count (else the database's now). */
  createdAt?: Date;
}

/** A message just recorded, to be sent. */
export interface QueuedNotification {
  id: number;
  channel: NotificationChannel;
}

/** Inserts the messages not recorded yet (by key), in one statement; answers the new ones to send. */
export async function insertNotifications(em: EntityManager, rows: NewNotification[]): Promise<QueuedNotification[]> {
  if (rows.length === 0) return [];
  const records = rows.map(({ suppressed, createdAt, ...row }) => ({
    ...row,
    status: suppressed ? 'SUPPRESSED' : 'PENDING',
    reason: suppressed ?? null,
    createdAt: createdAt?.toISOString() ?? null,
  }));
  const inserted = await executeNamed<QueuedNotification & { status: NotificationStatus }>(
    em,
    `insert into notifications
            (key, event, channel, recipient, subject, body, reservation_id, status, last_error, created_at)
     select key, event, channel, recipient, subject, body, "reservationId", status, reason, coalesce("createdAt", now())
       from jsonb_to_recordset(:records::jsonb) as x(key text, event text, channel text, recipient text, subject text,
            body text, "reservationId" int, status text, reason text, "createdAt" timestamptz)
     on conflict (key) do nothing
     returning id, channel, status`,
    { records: JSON.stringify(records) },
  );
  return inserted.filter((row) => row.status !== 'SUPPRESSED').map(({ id, channel }) => ({ id, channel }));
}

/* ---------- daily caps ---------- */

/**
 * Holds, until `tx` ends, the right to count and add messages for these recipients (`SMS:010...`,
 * `EMAIL:a@b`, `ACCOUNT:7`): two bookings of one number composed at once cannot both take the last one.
 * Sorted, so two transactions wanting the same ones never wait on each other in a circle.
 */
export async function lockRecipients(tx: EntityManager, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await executeNamed(
    tx,
    `select pg_advisory_xact_lock(hashtextextended('notice-cap:' || key, 0))
       from jsonb_array_elements_text(:keys::jsonb) with ordinality as k(key, n) order by n`,
    { keys: JSON.stringify([...new Set(keys)].sort()) },
  );
}

/**
 * Messages (not suppressed) to each recipient on its channel recorded in [from, until), each counted up to its
 * `upTo` (its cap): a number that hears of many bookings a day costs no more to check than one at its cap.
 */
export async function countToRecipients(
  em: EntityManager,
  filter: {
    recipients: Array<{ channel: NotificationChannel; recipient: string; upTo: number }>;
    from: Date;
    until: Date;
  },
): Promise<Array<{ channel: NotificationChannel; recipient: string; count: number }>> {
  if (filter.recipients.length === 0) return [];
  return executeNamed(
    em,
    `select k.channel, k.recipient, (select count(*)::int from (
              select 1 from notifications n
               where n.recipient = k.recipient and n.created_at >= :from and n.created_at < :until
                 and n.channel = k.channel and n.status <> 'SUPPRESSED'
               limit k."upTo") counted) as count
       from jsonb_to_recordset(:recipients::jsonb) as k(channel text, recipient text, "upTo" int)`,
    { recipients: JSON.stringify(filter.recipients), from: filter.from, until: filter.until },
  );
}

/** SMS (not suppressed) of the bookings each member's account made, recorded in [from, until), up to `upTo`. */
export async function countSmsOfMembers(
  em: EntityManager,
  filter: { memberIds: number[]; from: Date; until: Date; upTo: number },
): Promise<Array<{ memberId: number; count: number }>> {
  if (filter.memberIds.length === 0) return [];
  return executeNamed(
    em,
    `select m.id as "memberId", (select count(*)::int from (
              select 1 from reservations r join notifications n on n.reservation_id = r.id
               where r.user_id = m.id and n.channel = 'SMS' and n.status <> 'SUPPRESSED'
                 and n.created_at >= :from and n.created_at < :until
               limit :upTo) counted) as count
       from unnest(:ids::int[]) as m(id)`,
    { ids: idArray(filter.memberIds), from: filter.from, until: filter.until, upTo: filter.upTo },
  );
}

export interface NotificationRow {
  id: number;
  key: string;
  event: string;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  status: NotificationStatus;
  attempts: number;
  attemptedAt: Date | null;
  /** The language of the booking it tells of (`ko` for the rest). */
  locale: string;
}

export async function notificationById(em: EntityManager, id: number): Promise<NotificationRow | undefined> {
  const [row] = await executeNamed<NotificationRow>(
    em,
    `select n.id, n.key, n.event, n.channel, n.recipient, n.subject, n.body, n.status, n.attempts,
            n.attempted_at as "attemptedAt", coalesce(r.locale, 'ko') as locale
       from notifications n left join reservations r on r.id = n.reservation_id
      where n.id = :id`,
    { id },
  );
  return row;
}

/** Records the intent: an attempt begins now (committed before the provider is called). */
export async function beginAttempt(em: EntityManager, id: number, now: Date): Promise<void> {
  await executeNamed(
    em,
    `update notifications set status = 'SENDING', attempts = attempts + 1, attempted_at = :now
      where id = :id and status <> 'SENT'`,
    { id, now },
  );
}

export async function recordSent(em: EntityManager, id: number, providerId: string | null, now: Date): Promise<void> {
  await executeNamed(
    em,
    `update notifications set status = 'SENT', provider_id = :providerId, sent_at = :now, last_error = null
      where id = :id`,
    { id, providerId, now },
  );
}

/** An attempt's failure: PENDING (nothing reached the provider), SENDING (outcome unknown) or FAILED. */
export async function recordFailure(
  em: EntityManager,
  id: number,
  status: Exclude<NotificationStatus, 'SENT'>,
  error: string,
): Promise<void> {
  await executeNamed(
    em,
    `update notifications set status = :status, last_error = :error where id = :id and status <> 'SENT'`,
    { id, status, error: error.slice(0, 2000) },
  );
}

/* ---------- the administrator's view ---------- */

/** Which rows each view of 알림 발송 현황 shows: retrying is everything not yet settled. */
const VIEW_SQL = {
  SENT: `n.status = 'SENT'`,
  RETRYING: `n.status in ('PENDING', 'SENDING')`,
  FAILED: `n.status = 'FAILED'`,
  SUPPRESSED: `n.status = 'SUPPRESSED'`,
} as const;

export interface AdminNotificationRow extends NotificationRow {
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  orderId: string | null;
}

export async function findNotifications(
  em: EntityManager,
  filter: { view: keyof typeof VIEW_SQL | null; beforeId: number | null; limit: number },
): Promise<AdminNotificationRow[]> {
  return executeNamed<AdminNotificationRow>(
    em,
    `select n.id, n.key, n.event, n.channel, n.recipient, n.subject, n.body, n.status, n.attempts,
            n.attempted_at as "attemptedAt", n.last_error as "lastError", n.created_at as "createdAt",
            n.sent_at as "sentAt", r.order_id as "orderId"
       from notifications n left join reservations r on r.id = n.reservation_id
      where ${filter.view ? VIEW_SQL[filter.view] : 'true'} and (:beforeId::int is null or n.id < :beforeId)
      order by n.id desc limit :limit`,
    filter,
  );
}

/** The messages written for one booking (any channel and state), oldest first: its detail's 보낸 메시지. */
export function notificationsOfReservation(on: SqlRunner, reservationId: number): Promise<AdminNotificationRow[]> {
  return executeNamed<AdminNotificationRow>(
    on,
    `select n.id, n.key, n.event, n.channel, n.recipient, n.subject, n.body, n.status, n.attempts,
            n.attempted_at as "attemptedAt", n.last_error as "lastError", n.created_at as "createdAt",
            n.sent_at as "sentAt", r.order_id as "orderId"
       from notifications n join reservations r on r.id = n.reservation_id
      where n.reservation_id = :reservationId
      order by n.created_at, n.id`,
    { reservationId },
  );
}

export async function countNotifications(em: EntityManager): Promise<Record<keyof typeof VIEW_SQL, number>> {
  const [row] = await executeNamed<Record<keyof typeof VIEW_SQL, number>>(
    em,
    `select count(*) filter (where ${VIEW_SQL.SENT})::int as "SENT",
            count(*) filter (where ${VIEW_SQL.RETRYING})::int as "RETRYING",
            count(*) filter (where ${VIEW_SQL.FAILED})::int as "FAILED",
            count(*) filter (where ${VIEW_SQL.SUPPRESSED})::int as "SUPPRESSED"
       from notifications n`,
  );
  return row!;
}

/** A FAILED message back to PENDING for another round of attempts; false when it was not FAILED. */
export async function reopenFailed(em: EntityManager, id: number): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `update notifications set status = 'PENDING', attempts = 0, retry_at = null
      where id = :id and status = 'FAILED' returning id`,
    { id },
  );
  return rows.length > 0;
}
