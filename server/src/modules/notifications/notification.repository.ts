import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReservationStatus } from '@shim/common/reservations';
import { executeNamed } from '../../db/named';
import type { NotificationChannel, NotificationStatus } from './notification.entity';

/** Everything a booking's notices say, and to whom they go. */
export interface BookingFactsRow {
  reservationId: number;
  orderId: string;
  status: ReservationStatus;
  hotelName: string;
  hotelAddress: string;
  checkinTime: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  persons: number;
  roomCount: number;
  totalAmount: number;
  canceledAmount: number;
  /** The booking's phone (a guest's, or the member's given at checkout). */
  phone: string | null;
  memberId: number | null;
  memberEmail: string | null;
  memberPhone: string | null;
  managerEmail: string | null;
}

export async function bookingFacts(em: EntityManager, reservationId: number): Promise<BookingFactsRow | undefined> {
  const [row] = await executeNamed<BookingFactsRow>(
    em,
    `select r.id as "reservationId", r.order_id as "orderId", r.status, h.name as "hotelName",
            h.address as "hotelAddress", h.checkin_time as "checkinTime", rm.name as "roomName",
            to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
            r.guest_name as "guestName", r.persons, r.room_count as "roomCount", r.total_amount as "totalAmount",
            r.canceled_amount as "canceledAmount", r.phone, u.id as "memberId", u.email as "memberEmail",
            u.phone as "memberPhone", m.email as "managerEmail"
       from reservations r
       join hotels h on h.id = r.hotel_id
       join rooms rm on rm.id = r.room_id
       left join users u on u.id = coalesce(r.user_id, r.claimed_user_id)
       left join users m on m.id = h.manager_id
      where r.id = :reservationId`,
    { reservationId },
  );
  return row;
}

export interface NewNotification {
  key: string;
  event: string;
  channel: NotificationChannel;
  recipient: string;
  subject: string | null;
  body: string;
  reservationId: number | null;
}

/** Inserts the messages not recorded yet (by key) and answers the ids of the new ones. */
export async function insertNotifications(em: EntityManager, rows: NewNotification[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) {
    const [inserted] = await executeNamed<{ id: number }>(
      em,
      `insert into notifications (key, event, channel, recipient, subject, body, reservation_id)
       values (:key, :event, :channel, :recipient, :subject, :body, :reservationId)
       on conflict (key) do nothing returning id`,
      { ...row },
    );
    if (inserted) ids.push(inserted.id);
  }
  return ids;
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
}

export async function notificationById(em: EntityManager, id: number): Promise<NotificationRow | undefined> {
  const [row] = await executeNamed<NotificationRow>(
    em,
    `select id, key, event, channel, recipient, subject, body, status, attempts, attempted_at as "attemptedAt"
       from notifications where id = :id`,
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
