import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Reservation } from '../reservations/reservation.entity';

export const PAYMENT_METHODS = ['TOSS_PAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A card payment approved by Toss Payments for one reservation (one per orderId, one per paymentKey). */
@Entity({ tableName: 'payments' })
export class Payment {
  [OptionalProps]?: 'canceledAmount' | 'createdAt' | 'method' | 'receiptUrl' | 'providerMethod' | 'easyPayProvider';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Reservation, { deleteRule: 'restrict', index: true })
  reservation!: Reservation;

  @Property({ type: 'string', length: 20, default: 'TOSS_PAY' })
  method: PaymentMethod = 'TOSS_PAY';

  @Unique()
  @Property({ type: 'string', length: 200 })
  paymentKey!: string;

  @Unique()
  @Property({ type: 'string', length: 64 })
  orderId!: string;

  @Property({ type: 'integer' })
  amount!: number;

  /** Toss's payment status: DONE, PARTIAL_CANCELED, CANCELED. */
  @Property({ type: 'string', length: 30 })
  status!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  approvedAt!: Date;

  @Property({ type: 'integer', default: 0 })
  canceledAmount: number = 0;

  /** Toss's own method name (카드, 간편결제, ...). */
  @Property({ type: 'string', length: 30, nullable: true })
  providerMethod?: string | null;

  /** Toss's `easyPay.provider` when the method is 간편결제 (카카오페이, 네이버페이, 토스페이). */
  @Property({ type: 'string', length: 30, nullable: true })
  easyPayProvider?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  receiptUrl?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
