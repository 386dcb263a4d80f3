import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** A stay of the member's that a withdrawal would leave without its guest. */
export interface MemberUpcomingStay {
  orderId: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
}

/**
 * Locks the account's row, so a booking being inserted for it waits for the withdrawal (its foreign key
 * takes a share lock on this row) and then fails, rather than slipping in after the check below.
 */
export async function lockAccount(em: EntityManager, userId: number): Promise<{ passwordHash: string | null } | null> {
  const [row] = await executeNamed<{ passwordHash: string | null }>(
    em,
    `select password_hash as "passwordHash" from users where id = :userId for update`,
    { userId },
  );
  return row ?? null;
}

/**
 * The member's stays still ahead: confirmed and not checked out (Seoul date), or a hold whose payment
 * window is open (the money may still arrive), by check-in.
 */
export function memberUpcomingStays(
  em: EntityManager,
  userId: number,
  today: string,
  now: Date,
): Promise<MemberUpcomingStay[]> {
  return executeNamed<MemberUpcomingStay>(
    em,
    `select r.order_id as "orderId", h.name as "hotelName", r.check_in::text as "checkIn", r.check_out::text as "checkOut"
       from reservations r join hotels h on h.id = r.hotel_id
      where r.user_id = :userId
        and ((r.status = 'CONFIRMED' and r.check_out > cast(:today as date))
             or (r.status = 'PENDING' and r.hold_expires_at > :now))
      order by r.check_in, r.id`,
    { userId, today, now },
  );
}

/**
 * Inquiries are kept as complaint records (전자상거래법: 3 years) without who wrote them: the author's name
 * becomes the withdrawn-member label, the reply address and phone go, and the account link is cut.
 */
export async function anonymiseInquiries(em: EntityManager, userId: number, label: string): Promise<void> {
  await executeNamed(
    em,
    `update inquiries set author_name = :label, contact_email = null, phone_number = null, user_id = null
      where user_id = :userId`,
    { userId, label },
  );
}

/** Failed-login counts are keyed by the address; they go with it. */
export async function forgetLoginFailures(em: EntityManager, email: string): Promise<void> {
  await executeNamed(em, `delete from login_failures where email = :email`, { email });
}
