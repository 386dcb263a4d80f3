import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';
import type { CouponType } from './coupon.entity';

export interface CouponTypeRecord {
  id: number;
  name: string;
  type: CouponType;
  discountValue: number;
  expiryDate: string | null;
  systemKey: string | null;
  system: boolean;
  issuedCount: number;
  /** What members type to receive it (쿠폰 등록); null when only the administrator issues it. */
  code: string | null;
  minOrderAmount: number;
  maxDiscount: number | null;
  startDate: string | null;
  appliesToDayUse: boolean;
}

export interface IssuedCouponRecord {
  userCouponId: number;
  userId: number;
  userName: string;
  userEmail: string;
  couponId: number;
  couponName: string;
  couponType: CouponType;
  discountValue: number;
  /** The coupon type's last day, and this member's own (a signup coupon's). */
  couponExpiryDate: string | null;
  expiresOn: string | null;
  issuedAt: Date;
  usedAt: Date | null;
  minOrderAmount: number;
  maxDiscount: number | null;
  startDate: string | null;
}

/** Coupon types newest first: all of them, or those of `ids`. */
export function findCouponTypes(em: EntityManager, ids: readonly number[] | null = null): Promise<CouponTypeRecord[]> {
  return executeNamed(
    em,
    `select c.id, c.name, c.type, c.discount_value as "discountValue", to_char(c.expiry_date, 'YYYY-MM-DD') as "expiryDate",
            c.system_key as "systemKey", c.system_key is not null as system, c.code,
            c.min_order_amount as "minOrderAmount", c.max_discount as "maxDiscount",
            to_char(c.start_date, 'YYYY-MM-DD') as "startDate", c.applies_to_day_use as "appliesToDayUse",
            (select count(*) from user_coupons uc where uc.coupon_id = c.id and uc.deleted_at is null)::int as "issuedCount"
       from coupons c where (:ids::int[] is null or c.id = any(:ids::int[])) order by c.id desc`,
    { ids: ids === null ? null : idArray(ids) },
  );
}

/** The coupon type's row, locked until the transaction ends: issuing to one member or to all is serialised. */
export async function lockCouponType(
  em: EntityManager,
  id: number,
): Promise<{ id: number; expiryDate: string | null; systemKey: string | null } | undefined> {
  const [row] = await executeNamed<{ id: number; expiryDate: string | null; systemKey: string | null }>(
    em,
    `select id, to_char(expiry_date, 'YYYY-MM-DD') as "expiryDate", system_key as "systemKey"
       from coupons where id = :id for update`,
    { id },
  );
  return row;
}

/** Issues the coupon to one account unless it has ever held it; answers whether a row was added. */
export async function issueToUser(em: EntityManager, couponId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `insert into user_coupons (user_id, coupon_id, issued_at)
     select :userId, :couponId, :now::timestamptz
      where not exists (select 1 from user_coupons where user_id = :userId and coupon_id = :couponId)
     returning id`,
    { userId, couponId, now },
  );
  return rows.length === 1;
}

/** Every member who never held the coupon gets it, in one statement; answers how many got it now. */
export async function issueToAllMembers(em: EntityManager, couponId: number, now: Date): Promise<number> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `insert into user_coupons (user_id, coupon_id, issued_at)
     select u.id, :couponId, :now::timestamptz from users u
      where u.role = 'ROLE_USER'
        and not exists (select 1 from user_coupons uc where uc.user_id = u.id and uc.coupon_id = :couponId)
     returning id`,
    { couponId, now },
  );
  return rows.length;
}

export async function findIssuedCoupons(
  em: EntityManager,
  page: { beforeId: number | null; limit: number },
): Promise<IssuedCouponRecord[]> {
  const rows = await executeNamed<IssuedCouponRecord>(
    em,
    `select uc.id as "userCouponId", u.id as "userId", u.name as "userName", u.email as "userEmail",
            c.id as "couponId", c.name as "couponName", c.type as "couponType", c.discount_value as "discountValue",
            to_char(c.expiry_date, 'YYYY-MM-DD') as "couponExpiryDate", to_char(uc.expires_on, 'YYYY-MM-DD') as "expiresOn",
            uc.issued_at as "issuedAt", uc.used_at as "usedAt",
            c.min_order_amount as "minOrderAmount", c.max_discount as "maxDiscount",
            to_char(c.start_date, 'YYYY-MM-DD') as "startDate"
       from user_coupons uc join users u on u.id = uc.user_id join coupons c on c.id = uc.coupon_id
      where uc.deleted_at is null and (:beforeId::int is null or uc.id < :beforeId)
      order by uc.id desc
      limit :limit`,
    { beforeId: page.beforeId, limit: page.limit },
  );
  // Raw rows carry instants as the driver's text: turned into dates here, once.
  return rows.map((row) => ({
    ...row,
    issuedAt: new Date(row.issuedAt),
    usedAt: row.usedAt === null ? null : new Date(row.usedAt),
  }));
}

/** Withdraws an unused issued coupon (hidden like a member's own deletion); used ones stay on record. */
export async function withdrawIssuedCoupon(
  em: EntityManager,
  id: number,
  now: Date,
): Promise<'withdrawn' | 'used' | 'missing'> {
  const [row] = await executeNamed<{ usedAt: Date | null; deletedAt: Date | null }>(
    em,
    `select used_at as "usedAt", deleted_at as "deletedAt" from user_coupons where id = :id for update`,
    { id },
  );
  if (!row || row.deletedAt) return 'missing';
  if (row.usedAt) return 'used';
  await executeNamed(em, `update user_coupons set deleted_at = :now where id = :id`, { id, now });
  return 'withdrawn';
}
