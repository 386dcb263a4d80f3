import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';
import type { CouponType } from './coupon.entity';

/** A coupon type's conditions as stored. */
export interface CouponConditions {
  minOrderAmount: number;
  maxDiscount: number | null;
  startDate: string | null;
  /** Whether it may discount a 대실 (a coupon is for nights unless it says so). */
  appliesToDayUse: boolean;
}

/** The SQL of coupons, with named parameters. */

/** Creates a coupon type the system hands out (the sign-up coupon) unless its key exists already. */
export async function ensureSystemCoupon(
  em: EntityManager,
  coupon: { systemKey: string; name: string; type: CouponType; discount: number; createdAt: Date },
): Promise<void> {
  await executeNamed(
    em,
    `insert into coupons (name, type, discount_value, system_key, created_at)
     values (:name, :type, :discount, :systemKey, :createdAt)
     on conflict (system_key) do nothing`,
    coupon,
  );
}

/** A coupon type by its code, locked until the transaction ends (a member's two clicks give one copy). */
export async function lockCouponByCode(
  em: EntityManager,
  code: string,
): Promise<{ id: number; expiryDate: string | null } | undefined> {
  const [row] = await executeNamed<{ id: number; expiryDate: string | null }>(
    em,
    `select id, to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate" from coupons where code = :code for update`,
    { code },
  );
  return row;
}

/** Whether the member ever held the coupon type (held, used or deleted): a code gives it once. */
export async function everHeld(em: EntityManager, userId: number, couponId: number): Promise<boolean> {
  const [row] = await executeNamed<{ held: boolean }>(
    em,
    `select exists (select 1 from user_coupons where user_id = :userId and coupon_id = :couponId) as held`,
    { userId, couponId },
  );
  return row?.held ?? false;
}

/** A coupon the member spent, with the booking it went to (which may since have been cancelled). */
export interface UsedCouponRecord {
  userCouponId: number;
  name: string;
  type: CouponType;
  discount: number;
  usedAt: Date;
  reservationId: number | null;
  orderId: string | null;
  bookingNumber: string | null;
  hotelName: string | null;
  checkIn: string | null;
  checkOut: string | null;
  couponDiscount: number | null;
}

/** The member's spent coupons, last used first (deleted ones too: what was spent stays on record). */
export async function findUsedCoupons(em: EntityManager, userId: number): Promise<UsedCouponRecord[]> {
  const rows = await executeNamed<UsedCouponRecord>(
    em,
    `select uc.id as "userCouponId", c.name, c.type, c.discount_value as discount, uc.used_at as "usedAt",
            r.id as "reservationId", r.order_id as "orderId", r.booking_number as "bookingNumber",
            h.name as "hotelName", r.check_in::text as "checkIn", r.check_out::text as "checkOut",
            r.coupon_discount as "couponDiscount"
       from user_coupons uc
       join coupons c on c.id = uc.coupon_id
       left join reservations r on r.id = uc.used_by_reservation_id and r.user_id = uc.user_id
       left join hotels h on h.id = r.hotel_id
      where uc.user_id = :userId and uc.used_at is not null
      order by uc.used_at desc, uc.id desc`,
    { userId },
  );
  return rows.map((row) => ({ ...row, usedAt: new Date(row.usedAt) }));
}

/** Coupon types' conditions (common/src/coupon-rules.ts), by id. */
export function findCouponTerms(
  em: EntityManager,
  ids: readonly number[],
): Promise<Array<{ id: number; type: CouponType; discountValue: number } & CouponConditions>> {
  return executeNamed(
    em,
    `select id, type, discount_value as "discountValue", min_order_amount as "minOrderAmount",
            max_discount as "maxDiscount", to_char(start_date, 'YYYY-MM-DD') as "startDate",
            applies_to_day_use as "appliesToDayUse"
       from coupons where id = any(:ids::int[])`,
    { ids: idArray(ids) },
  );
}
