import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * The settlement tables (migration Settlements). Written and read only through settlement.repository.ts's SQL;
 * the triggers of that migration keep a closed statement, its lines and its adjustments as they were at close.
 */

/** A calendar month (Asia/Seoul) the closing job has closed for every lodging. */
@Entity({ tableName: 'settlement_months' })
export class SettlementMonth {
  @PrimaryKey({ type: 'date' })
  month!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  closedAt!: Date;
}

/** One lodging's statement of one closed month; `paidOn` is the one thing written after close. */
@Entity({ tableName: 'settlement_statements' })
@Unique({ name: 'settlement_statements_hotel_month_unique', properties: ['hotelId', 'month'] })
export class SettlementStatementRecord {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  hotelId!: number;

  @Property({ type: 'date' })
  month!: string;

  /** The platform's rate at close (COMMISSION_RATE_PERCENT), so a later change never rewrites history. */
  @Property({ type: 'decimal', precision: 5, scale: 2 })
  commissionRate!: string;

  @Property({ type: 'integer' })
  grossAmount!: number;

  @Property({ type: 'integer' })
  refundAmount!: number;

  @Property({ type: 'integer' })
  netSales!: number;

  @Property({ type: 'integer' })
  commissionAmount!: number;

  @Property({ type: 'integer' })
  paymentFeeAmount!: number;

  @Property({ type: 'integer' })
  adjustmentAmount!: number;

  @Property({ type: 'integer' })
  payoutAmount!: number;

  @Property({ type: 'integer' })
  lineCount!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  closedAt!: Date;

  @Property({ type: 'date', nullable: true })
  paidOn?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  paidAt?: Date | null;
}

/** A paid booking as a statement counted it at close. */
@Entity({ tableName: 'settlement_lines' })
export class SettlementLineRecord {
  @PrimaryKey({ type: 'integer' })
  statementId!: number;

  @PrimaryKey({ type: 'integer' })
  reservationId!: number;

  @Property({ type: 'string', length: 14 })
  bookingNumber!: string;

  @Property({ type: 'string', length: 64 })
  orderId!: string;

  @Property({ type: 'string', length: 255 })
  roomName!: string;

  @Property({ type: 'date' })
  checkIn!: string;

  @Property({ type: 'date' })
  checkOut!: string;

  @Property({ type: 'string', length: 20 })
  status!: string;

  @Property({ type: 'integer' })
  paidAmount!: number;

  @Property({ type: 'integer' })
  refundAmount!: number;

  @Property({ type: 'integer' })
  netAmount!: number;

  @Property({ type: 'integer' })
  commissionAmount!: number;

  @Property({ type: 'integer' })
  paymentFeeAmount!: number;

  @Property({ type: 'integer' })
  payoutAmount!: number;
}

/** A correction of an earlier month's booking (a refund or payment after its statement closed). */
@Entity({ tableName: 'settlement_adjustments' })
export class SettlementAdjustmentRecord {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  statementId!: number;

  @Property({ type: 'integer' })
  reservationId!: number;

  @Property({ type: 'string', length: 14 })
  bookingNumber!: string;

  @Property({ type: 'date' })
  originMonth!: string;

  @Property({ type: 'string', length: 100 })
  reason!: string;

  @Property({ type: 'integer' })
  amount!: number;
}
