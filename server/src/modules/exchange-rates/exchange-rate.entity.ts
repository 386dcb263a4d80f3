import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Won per one unit of a visitor currency (JPY per 1 yen), as the admin last set it: one row per currency. */
@Entity({ tableName: 'exchange_rates' })
export class ExchangeRate {
  [OptionalProps]?: 'updatedAt' | 'updatedBy';

  @PrimaryKey({ type: 'string', columnType: 'char(3)' })
  currency!: string;

  /** Exact decimal text (numeric(14, 6)): a float would turn 9.21 into 9.2100000000000008. */
  @Property({ type: 'decimal', precision: 14, scale: 6 })
  wonPerUnit!: string;

  /** The day the rate is quoted for (기준일), in Seoul. */
  @Property({ type: 'date' })
  effectiveDate!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date = new Date();

  /** The administrator who saved it; null once that account is gone. */
  @Property({ type: 'integer', nullable: true })
  updatedBy?: number | null;
}
