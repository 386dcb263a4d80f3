import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import type { RequestContext } from '../../platform/context';
import { executePrepared } from '../../db/prepared';
import { AppError } from '../../platform/errors';
import { TossError, type PaymentSettings, type TossPayment } from '../../platform/payments/toss';
import { shiftNightsCtes, shiftParams } from '../reservations/holds';
import { applyCompletionDetails } from '../reservations/completion-details';
import { ORDER_ID_PATTERN } from '../reservations/order-id';
import { Payment } from './payment.entity';

export interface CompleteRequest {
  orderId: string;
  paymentKey: string;
  amount: number;
  /** Only TOSS_PAY (spec §9); absent means TOSS_PAY. */
  payMethod?: string | null;
  /** When sent, must be the order's reservation. */
  reservationId?: number | null;
  /** A guest's phone when prepare had none (docs/rest-clients.md). */
  phone?: string | null;
  /** A coupon the order did not have at prepare: applied only if the amount is its couponed price. */
  userCouponId?: number | null;
}

/** `POST /api/payments/complete`'s answer (REST-NOTES). */
export interface PaymentCompletion {
  paymentId: number;
  reservationId: number;
  orderId: string;
  amount: number;
  reservationStatus: string;
}

/** Where the payment window comes from (Toss's SDK with the client key, or the local sandbox). */
export const paymentSettings = (ctx: RequestContext): PaymentSettings => ctx.app.adapters.toss.settings;

/** Thrown when the booking can no longer take the payment (recordPayment wrote nothing). */
class NotRecordable extends Error {
  constructor(readonly appError: AppError) {
    super(appError.message);
  }
}

/**
 * Completes a card payment: the amount must be the prepared total and the hold still valid (a booking
 * prepared without the guest's phone, token or coupon gets them first: applyCompletionDetails); then Toss
 * confirms it (outside any row lock, Idempotency-Key = orderId), and one transaction confirms the
 * reservation, turns its holds into sales, spends the coupon and stores the payment. A payment Toss took
 * but that cannot be recorded is cancelled at Toss. The same completion sent twice answers the same.
 */
export async function completePayment(
  ctx: RequestContext,
  input: CompleteRequest,
  now = new Date(),
): Promise<PaymentCompletion> {
  if ((input.payMethod ?? 'TOSS_PAY') !== 'TOSS_PAY') throw AppError.badInput(MESSAGES.paymentMethodUnsupported);
  if (!ORDER_ID_PATTERN.test(input.orderId)) throw AppError.notFound(MESSAGES.reservationNotFound);
  if (!input.paymentKey || input.paymentKey.length > 200) throw AppError.badInput(MESSAGES.paymentFailed);
  if (!Number.isSafeInteger(input.amount)) throw AppError.badInput(MESSAGES.paymentAmountMismatch);
  if (input.reservationId != null && !Number.isSafeInteger(input.reservationId))
    throw AppError.notFound(MESSAGES.reservationNotFound);
  if (input.userCouponId != null && !Number.isSafeInteger(input.userCouponId))
    throw AppError.notFound(MESSAGES.couponNotFound);

  // The usual case in one round trip: the paymentKey is recorded on the reservation only when every check
  // below passes (the right order and reservation, the caller's, PENDING, the amount, the hold, the coupon).
  const userId = ctx.user?.id ?? null;
  const [payable] = await executePrepared<PayableRow>(
    ctx.em,
    'payment.attempt',
    `update reservations r set attempted_payment_key = ?
      where r.order_id = ? and (?::int is null or r.id = ?) and (r.user_id is null or ?::int is null or r.user_id = ?)
        and r.status = 'PENDING' and r.total_amount = ? and r.hold_expires_at > ?
        and (r.user_coupon_id is null or exists (select 1 from user_coupons c
              where c.id = r.user_coupon_id and c.used_at is null and c.deleted_at is null))
        and (r.user_id is not null or (r.phone is not null and r.claimed_user_id is null))
        and (?::int is null or r.user_coupon_id = ?)
      returning ${PAYABLE_COLUMNS}, false as "couponGone"`,
    [
      input.paymentKey,
      input.orderId,
      input.reservationId ?? null,
      input.reservationId ?? null,
      userId,
      userId,
      input.amount,
      now,
      input.userCouponId ?? null,
      input.userCouponId ?? null,
    ],
  );
  let reservation = payable;
  if (!reservation) {
    // Prepared without the guest's phone, the member's token or the coupon: those come now, or never.
    await applyCompletionDetails(ctx, input.orderId, input.amount, input, now);
    const looked = await refusal(ctx, input, now);
    if ('paymentId' in looked) return looked;
    reservation = looked;
  }
  const approved = await confirmAtToss(ctx, input);

  try {
    const paymentId = await recordPayment(ctx, reservation, approved, now);
    return {
      paymentId,
      reservationId: reservation.id,
      orderId: reservation.orderId,
      amount: approved.totalAmount,
      reservationStatus: statusLabel('CONFIRMED'),
    };
  } catch (error) {
    // A twin request may have recorded this very payment meanwhile: then it is the same answer.
    const twin = await ctx.em.fork().findOne(Payment, { orderId: input.orderId });
    if (twin && twin.paymentKey === input.paymentKey) return sameCompletion(twin, reservation, input);
    await refundUnrecorded(ctx, input.paymentKey, input.orderId);
    if (error instanceof NotRecordable) throw error.appError;
    throw error;
  }
}

/**
 * Records a payment Toss approved, in ONE statement (its own transaction: no BEGIN/COMMIT round trips,
 * and the nights' row locks last only until its commit): the coupon, when there is one, is locked (`for
 * no key update`, as an update takes it: a `for update` would also block the key-share lock a prepare's
 * insert takes on it, in the opposite order to the nights) and must still be unspent; then the reservation is confirmed (only if still PENDING and the coupon held),
 * the coupon spent, the payment stored and the nights' holds turned into sales, locked in date order as
 * every inventory writer does (ARCHITECTURE §3). Nothing is written unless it all can be.
 */
async function recordPayment(
  ctx: RequestContext,
  reservation: PayableRow,
  approved: TossPayment,
  now: Date,
): Promise<number> {
  const couponId = reservation.userCouponId ?? null;
  const [recorded] = await executePrepared<{
    confirmed: boolean;
    couponHeld: boolean;
    wasPending: boolean;
    paymentId: number | null;
  }>(
    ctx.em,
    'payment.record',
    `with coupon as (
       select id from user_coupons where id = ?::int and used_at is null and deleted_at is null
        for no key update),
     coupon_held as (select ?::int is null or exists (select 1 from coupon) as held),
     confirmed as (
       update reservations set status = 'CONFIRMED', confirmed_at = ?
        where id = ? and status = 'PENDING' and (select held from coupon_held)
       returning id),
     spent as (
       update user_coupons set used_at = ?, used_by_reservation_id = ?
        where id in (select id from coupon) and exists (select 1 from confirmed)
       returning id),
     payment as (
       insert into payments (reservation_id, method, payment_key, order_id, amount, status, approved_at,
         canceled_amount, provider_method, receipt_url, created_at)
       select id, 'TOSS_PAY', ?, ?, ?, ?, ?, 0, ?, ?, ? from confirmed
       returning id),
     ${shiftNightsCtes('exists (select 1 from confirmed)')}
     select exists (select 1 from confirmed) as confirmed, (select held from coupon_held) as "couponHeld",
            exists (select 1 from reservations where id = ? and status = 'PENDING') as "wasPending",
            (select id from payment) as "paymentId"`,
    [
      couponId,
      couponId,
      now,
      reservation.id,
      now,
      reservation.id,
      approved.paymentKey,
      approved.orderId,
      approved.totalAmount,
      approved.status,
      approved.approvedAt ? new Date(approved.approvedAt) : now,
      approved.method ?? null,
      approved.receipt?.url ?? null,
      now,
      ...shiftParams(reservation.roomId, reservation.checkIn, reservation.checkOut, {
        held: -reservation.roomCount,
        sold: reservation.roomCount,
      }),
      reservation.id,
    ],
  );
  if (!recorded?.confirmed) {
    // A released hold says so even when the coupon went too (`wasPending`: as the statement began).
    const reason = recorded?.wasPending && !recorded.couponHeld ? MESSAGES.couponUnavailable : MESSAGES.holdExpired;
    throw new NotRecordable(AppError.conflict(reason));
  }
  return recorded.paymentId!;
}

const PAYABLE_COLUMNS = `r.id, r.order_id as "orderId", r.user_id as "userId", r.status, r.total_amount as "totalAmount",
  r.hold_expires_at as "holdExpiresAt", r.room_id as "roomId", r.room_count as "roomCount",
  to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
  r.user_coupon_id as "userCouponId"`;

/**
 * When the one-statement check did not record the paymentKey: reads the order and says why, answers a
 * completion sent again as the first time, or, if the order became payable meanwhile, records the key.
 */
async function refusal(
  ctx: RequestContext,
  input: CompleteRequest,
  now: Date,
): Promise<PayableRow | PaymentCompletion> {
  const [reservation] = await ctx.em.execute<PayableRow[]>(
    `select ${PAYABLE_COLUMNS}, (c.used_at is not null or c.deleted_at is not null) as "couponGone"
       from reservations r left join user_coupons c on c.id = r.user_coupon_id
      where r.order_id = ?`,
    [input.orderId],
  );
  if (!reservation || (input.reservationId != null && input.reservationId !== reservation.id)) {
    throw AppError.notFound(MESSAGES.reservationNotFound);
  }
  if (reservation.userId && ctx.user && reservation.userId !== ctx.user.id) throw AppError.forbidden();

  // The payment is stored in the same transaction that confirms: only a non-PENDING order can have one.
  if (reservation.status !== 'PENDING') {
    const recorded = await ctx.em.findOne(Payment, { orderId: input.orderId });
    if (recorded) return sameCompletion(recorded, reservation, input);
  }
  if (input.amount !== reservation.totalAmount) throw AppError.badInput(MESSAGES.paymentAmountMismatch);
  if (reservation.status !== 'PENDING') throw AppError.conflict(MESSAGES.holdExpired);
  if (new Date(reservation.holdExpiresAt) <= now) throw AppError.conflict(MESSAGES.holdExpired);
  if (reservation.couponGone) throw AppError.conflict(MESSAGES.couponUnavailable);

  await ctx.em.execute('update reservations set attempted_payment_key = ? where id = ?', [
    input.paymentKey,
    reservation.id,
  ]);
  return reservation;
}

/** What completion needs to know of the order (one statement, no entity hydration on the hot path). */
interface PayableRow {
  id: number;
  orderId: string;
  userId: number | null;
  status: string;
  totalAmount: number;
  holdExpiresAt: Date;
  roomId: number;
  roomCount: number;
  checkIn: string;
  checkOut: string;
  userCouponId: number | null;
  couponGone: boolean | null;
}

/** Toss's confirm; after a timeout the payment is looked up, since it may have gone through. */
async function confirmAtToss(ctx: RequestContext, input: CompleteRequest): Promise<TossPayment> {
  const toss = ctx.app.adapters.toss;
  const body = { paymentKey: input.paymentKey, orderId: input.orderId, amount: input.amount };
  try {
    return await toss.confirm(ctx.selfUrl, body, input.orderId);
  } catch (error) {
    if (!(error instanceof TossError)) throw error;
    if (error.kind === 'timeout') {
      const found = await toss.get(ctx.selfUrl, input.paymentKey).catch(() => null);
      if (found?.status === 'DONE' && found.orderId === input.orderId && found.totalAmount === input.amount)
        return found;
    }
    throw error.toAppError();
  }
}

/** Never money without a booking: the whole payment goes back. Failures are logged for a person to see. */
async function refundUnrecorded(ctx: RequestContext, paymentKey: string, orderId: string): Promise<void> {
  try {
    await ctx.app.adapters.toss.cancel(
      ctx.selfUrl,
      paymentKey,
      { cancelReason: '예약을 확정할 수 없어 결제를 취소합니다.' },
      `void-${orderId}`,
    );
    ctx.logger.warn({ orderId }, '기록할 수 없는 결제를 취소했습니다');
  } catch (error) {
    ctx.logger.error({ err: error, orderId, paymentKey }, '기록할 수 없는 결제의 취소에 실패했습니다: 수동 환불 필요');
  }
}

function sameCompletion(payment: Payment, reservation: PayableRow, input: CompleteRequest): PaymentCompletion {
  if (payment.paymentKey !== input.paymentKey || payment.amount !== input.amount) {
    throw AppError.conflict(MESSAGES.reservationNotPayable);
  }
  return {
    paymentId: payment.id,
    reservationId: reservation.id,
    orderId: reservation.orderId,
    amount: payment.amount,
    reservationStatus: statusLabel('CONFIRMED'),
  };
}
