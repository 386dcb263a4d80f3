import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, type NamedParams } from '../../db/named';
import type { TossPayment } from '../../platform/payments/toss';
import { Payment } from './payment.entity';

/** The money recorded for bookings: one row per payment Toss approved, with what was refunded of it. */

export const paymentOfOrder = (em: EntityManager, orderId: string): Promise<Payment | null> =>
  em.findOne(Payment, { orderId });

export const paymentOfReservation = (em: EntityManager, reservationId: number): Promise<Payment | null> =>
  em.findOne(Payment, { reservation: reservationId });

/**
 * The CTE `payment` that stores an approved payment for the reservation ids `confirmedCte` returns, for a
 * statement that confirms the booking and records its money together (nothing is written unless both
 * are). Its parameters come from `paymentInsertParams`.
 */
export const paymentInsertCte = (confirmedCte: string): string => `payment as (
       insert into payments (reservation_id, method, payment_key, order_id, amount, status, approved_at,
         canceled_amount, provider_method, easy_pay_provider, receipt_url, created_at)
       select id, 'TOSS_PAY', :paymentKey, :paymentOrderId, :paymentAmount, :paymentStatus, :approvedAt, 0,
              :providerMethod, :easyPayProvider, :receiptUrl, :now
         from ${confirmedCte}
       returning id)`;

export const paymentInsertParams = (approved: TossPayment, now: Date): NamedParams => ({
  paymentKey: approved.paymentKey,
  paymentOrderId: approved.orderId,
  paymentAmount: approved.totalAmount,
  paymentStatus: approved.status,
  approvedAt: approved.approvedAt ? new Date(approved.approvedAt) : now,
  providerMethod: approved.method ?? null,
  easyPayProvider: approved.easyPay?.provider ?? null,
  receiptUrl: approved.receipt?.url ?? null,
  now,
});

/** Records what Toss says was refunded of a payment in all, with Toss's status. */
export async function recordRefundedAtToss(
  em: EntityManager,
  paymentId: number,
  refunded: number,
  status: string,
): Promise<void> {
  await executeNamed(em, 'update payments set canceled_amount = :refunded, status = :status where id = :paymentId', {
    paymentId,
    refunded,
    status,
  });
}
