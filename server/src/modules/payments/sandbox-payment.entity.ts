import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A payment in the local Toss sandbox (ARCHITECTURE §6): created by its payment window, approved by
 * confirm, cancelled by cancel. `scenario` makes the confirm refuse the card or hang (tests, demos).
 */
@Entity({ tableName: 'sandbox_payments' })
export class SandboxPayment {
  [OptionalProps]?:
    'status' | 'approvedAt' | 'canceledAmount' | 'scenario' | 'responses' | 'cancels' | 'createdAt' | 'easyPay';

  @PrimaryKey({ type: 'string', length: 200 })
  paymentKey!: string;

  @Property({ type: 'string', length: 64, index: true })
  orderId!: string;

  @Property({ type: 'string', length: 100 })
  orderName!: string;

  @Property({ type: 'integer' })
  amount!: number;

  /** READY (window passed, not confirmed), DONE, PARTIAL_CANCELED, CANCELED, ABORTED. */
  @Property({ type: 'string', length: 30, default: 'READY' })
  status: string = 'READY';

  @Property({ type: 'string', length: 40, nullable: true })
  scenario?: string | null;

  /** The easy-pay wallet the window paid with (카카오페이, 네이버페이, 토스페이); null for a card. */
  @Property({ type: 'string', length: 30, nullable: true })
  easyPay?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  canceledAmount: number = 0;

  /** Answers already given per Idempotency-Key: a replay gets the same answer. */
  @Property({ type: 'json', default: '{}' })
  responses: Record<string, { status: number; body: unknown }> = {};

  /** Toss's `cancels`: every refund of it, each with its transactionKey. */
  @Property({ type: 'json', default: '[]' })
  cancels: Array<{ transactionKey: string; cancelAmount: number; cancelReason: string; canceledAt: string }> = [];

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
