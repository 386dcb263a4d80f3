import { Entity, Enum, PrimaryKey, Property, Unique, OptionalProps } from '@mikro-orm/core';

export const COUPON_TYPES = ['PERCENT', 'FIXED'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** A coupon type (spec §3): PERCENT (rounded down) or FIXED won, valid through expiryDate. */
@Entity({ tableName: 'coupons' })
export class Coupon {
  [OptionalProps]?:
    | 'createdAt'
    | 'expiryDate'
    | 'systemKey'
    | 'code'
    | 'minOrderAmount'
    | 'maxDiscount'
    | 'startDate'
    | 'appliesToDayUse';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Enum({ items: [...COUPON_TYPES], type: 'string' })
  type!: CouponType;

  /** Percent for PERCENT, won for FIXED. */
  @Property({ type: 'integer' })
  discountValue!: number;

  /** Last day of validity (`YYYY-MM-DD`, Asia/Seoul); null never expires. */
  @Property({ type: 'date', nullable: true })
  expiryDate?: string | null;

  /** Coupons the system issues by itself (`SIGNUP`) are found by this key, not by name. */
  @Unique()
  @Property({ type: 'string', length: 30, nullable: true })
  systemKey?: string | null;

  /** What a member types to receive this coupon (쿠폰 등록), upper-case; null: issued by the administrator only. */
  @Property({ type: 'string', length: 20, nullable: true })
  code?: string | null;

  /** 최소 주문 금액: the stay total before the coupon must reach it (common/src/coupon-rules.ts); 0 is none. */
  @Property({ type: 'integer', default: 0 })
  minOrderAmount: number = 0;

  /** 최대 할인 금액 of a PERCENT coupon, in won; null is no cap. */
  @Property({ type: 'integer', nullable: true })
  maxDiscount?: number | null;

  /** 사용 시작일 (`YYYY-MM-DD`, Asia/Seoul): held before it, spent from it; null is at once. */
  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  /** Whether the coupon may discount a 대실 too; a coupon is for nights unless it says so. */
  @Property({ type: 'boolean', default: false })
  appliesToDayUse: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
