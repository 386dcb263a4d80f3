import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReservationStatus } from '@shim/common/reservations';
import { executeNamed } from '../../db/named';
import type { TossPayment } from '../../platform/payments/toss';
import { noticeConfirmedSql } from '../notifications/notification.service';
import { reservationEventCtes } from '../webhooks/webhook-outbox.repository';
import { moneySourcesSql, type MoneyState } from '../payments/money-state';
import {
  attemptInsertCte,
  attemptOf,
  attemptParams,
  attemptSettleCte,
  settleParams,
  type AttemptIntent,
  type PaymentAttempt,
} from '../payments/payment-attempt.repository';
import { paymentInsertCte, paymentInsertParams } from '../payments/payment.repository';
import { holdOpenSql } from './hold.repository';
import { shiftNightsCtes, shiftParams } from './nights.repository';

/** The SQL of paying for a hold: the payment attempt, the confirmation, a pending order's details. */

/** What completion needs to know of the order (one statement, no entity hydration on the hot path). */
export interface PayableRow {
  id: number;
  orderId: string;
  userId: number | null;
  status: ReservationStatus;
  totalAmount: number;
  holdExpiresAt: Date;
  roomId: number;
  roomCount: number;
  checkIn: string;
  checkOut: string;
  userCouponId: number | null;
  couponGone: boolean | null;
  moneyState: MoneyState;
}

const PAYABLE_COLUMNS = `r.id, r.order_id as "orderId", r.user_id as "userId", r.status, r.total_amount as "totalAmount",
  r.hold_expires_at as "holdExpiresAt", r.room_id as "roomId", r.room_count as "roomCount",
  to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
  r.user_coupon_id as "userCouponId", r.money_state as "moneyState"`;

export interface PaymentAttemptInput {
  orderId: string;
  paymentKey: string;
  amount: number;
  reservationId: number | null;
  callerId: number | null;
  userCouponId: number | null;
  now: Date;
}

/**
 * The usual completion in one round trip: records the paymentKey on the reservation only when every
 * check passes (the right order and reservation, the caller's, an open hold, the amount, an unspent
 * coupon, a guest's phone, the coupon the payment was opened with, no money moving yet) and, in the same
 * statement, the confirm attempt (money NONE → AUTHORIZING). Answers the order and its attempt, or nothing.
 */
export async function markPayable(
  em: EntityManager,
  attempt: PaymentAttemptInput,
  intent: AttemptIntent,
): Promise<(PayableRow & { attempt: PaymentAttempt }) | undefined> {
  const [row] = await executeNamed<PayableRow & { attempt: PaymentAttempt }>(
    em,
    `with moved as (
       update reservations r set attempted_payment_key = :paymentKey, money_state = 'AUTHORIZING'
        where r.order_id = :orderId and (:reservationId::int is null or r.id = :reservationId)
          and (r.user_id is null or :callerId::int is null or r.user_id = :callerId)
          and ${holdOpenSql('r')} and r.total_amount = :amount
          and r.money_state in (${moneySourcesSql('AUTHORIZING')})
          and (r.user_coupon_id is null or exists (select 1 from user_coupons c
                where c.id = r.user_coupon_id and c.used_at is null and c.deleted_at is null))
          and (r.user_id is not null or (r.phone is not null and r.claimed_user_id is null))
          and (:userCouponId::int is null or r.user_coupon_id = :userCouponId)
        returning ${PAYABLE_COLUMNS}, false as "couponGone"),
     ${attemptInsertCte('moved')}
     select moved.*, (select row_to_json(a) from attempt a) as attempt from moved`,
    { ...attempt, ...attemptParams(intent) },
    { prepared: 'payment.attempt' },
  );
  return row && { ...row, attempt: attemptOf(row.attempt) };
}

/** The order as completion's refusal reads it (whether its coupon was spent meanwhile, too). */
export async function payableByOrder(em: EntityManager, orderId: string): Promise<PayableRow | undefined> {
  const [row] = await executeNamed<PayableRow>(
    em,
    `select ${PAYABLE_COLUMNS}, (c.used_at is not null or c.deleted_at is not null) as "couponGone"
       from reservations r left join user_coupons c on c.id = r.user_coupon_id
      where r.order_id = :orderId`,
    { orderId },
  );
  return row;
}

export interface Confirmation {
  confirmed: boolean;
  couponHeld: boolean;
  wasPending: boolean;
  paymentId: number | null;
}

/**
 * Confirms a booking Toss was paid for, in ONE statement (its own transaction: the nights' row locks last
 * only until its commit): the coupon, if any, is locked (`for no key update`, as an update takes it: a
 * `for update` would also block the key-share lock a prepare's insert takes on it, in the opposite order
 * to the nights) and must still be unspent; then the reservation is confirmed (only if still PENDING and
 * the coupon held), the coupon spent, the payment stored (payments' CTE), the holds turned into sales, the
 * money becomes PAID with the confirm attempt settled, and the confirmation's notices enqueued (noticed: in
 * this commit, never without it).
 */
export async function confirmPaid(
  em: EntityManager,
  reservation: Pick<PayableRow, 'id' | 'userCouponId' | 'roomId' | 'checkIn' | 'checkOut' | 'roomCount'>,
  approved: TossPayment,
  confirmAttemptId: number,
  now: Date,
): Promise<Confirmation | undefined> {
  const [row] = await executeNamed<Confirmation>(
    em,
    `with coupon as (
       select id from user_coupons where id = :couponId::int and used_at is null and deleted_at is null
        for no key update),
     coupon_held as (select :couponId::int is null or exists (select 1 from coupon) as held),
     confirmed as (
       update reservations set status = 'CONFIRMED', confirmed_at = :now, money_state = 'PAID'
        where id = :reservationId and status = 'PENDING' and money_state in (${moneySourcesSql('PAID')})
          and (select held from coupon_held)
       returning id),
     ${attemptSettleCte('exists (select 1 from confirmed)')},
     spent as (
       update user_coupons set used_at = :now, used_by_reservation_id = :reservationId
        where id in (select id from coupon) and exists (select 1 from confirmed)
       returning id),
     ${paymentInsertCte('confirmed')},
     ${shiftNightsCtes('exists (select 1 from confirmed)')},
     noticed as (select ${noticeConfirmedSql('confirmed.id')} from confirmed),
     ${reservationEventCtes('reservation.confirmed', 'CONFIRMED', 'confirmed', ':now')}
     select exists (select 1 from confirmed) as confirmed, (select held from coupon_held) as "couponHeld",
            (select count(*) from noticed) as noticed, (select count(*) from webhook_queued) as "webhooksQueued",
            exists (select 1 from reservations where id = :reservationId and status = 'PENDING') as "wasPending",
            (select id from payment) as "paymentId"`,
    {
      couponId: reservation.userCouponId ?? null,
      reservationId: reservation.id,
      ...paymentInsertParams(approved, now),
      ...settleParams(confirmAttemptId, 'DONE', approved.totalAmount, now),
      ...shiftParams({
        roomId: reservation.roomId,
        from: reservation.checkIn,
        to: reservation.checkOut,
        held: -reservation.roomCount,
        sold: reservation.roomCount,
      }),
    },
    { prepared: 'payment.record' },
  );
  return row;
}

/** A PENDING order prepared without the guest's phone, the member's token or the coupon. */
export interface PendingOrder {
  id: number;
  userId: number | null;
  claimedUserId: number | null;
  phone: string | null;
  basePrice: number;
  userCouponId: number | null;
}

export async function openOrder(em: EntityManager, orderId: string, now: Date): Promise<PendingOrder | undefined> {
  const [order] = await executeNamed<PendingOrder>(
    em,
    `select r.id, r.user_id as "userId", r.claimed_user_id as "claimedUserId", r.phone, r.base_price as "basePrice",
            r.user_coupon_id as "userCouponId"
       from reservations r where r.order_id = :orderId and ${holdOpenSql('r')}`,
    { orderId, now },
  );
  return order;
}

/** Completes a PENDING order's details, if nobody changed its owner or coupon meanwhile. */
export async function completeOrder(
  em: EntityManager,
  order: PendingOrder,
  change: {
    ownerId: number | null;
    phone: string | null;
    coupon: { id: number; discount: number; total: number } | null;
  },
): Promise<void> {
  await executeNamed(
    em,
    `update reservations
        set user_id = :ownerId, phone = coalesce(:phone, (select u.phone from users u where u.id = :ownerId)),
            user_coupon_id = coalesce(:couponId, user_coupon_id),
            coupon_discount = coalesce(:couponDiscount, coupon_discount),
            total_amount = coalesce(:couponTotal, total_amount)
      where id = :id and status = 'PENDING' and user_id is not distinct from :previousUserId
        and user_coupon_id is not distinct from :previousCouponId`,
    {
      ownerId: change.ownerId,
      phone: change.phone,
      couponId: change.coupon?.id ?? null,
      couponDiscount: change.coupon?.discount ?? null,
      couponTotal: change.coupon?.total ?? null,
      id: order.id,
      previousUserId: order.userId,
      previousCouponId: order.userCouponId,
    },
  );
}
