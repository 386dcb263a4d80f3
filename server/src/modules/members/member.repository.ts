import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import type { CouponType } from '../coupons/coupon.entity';

/** The member page's reads across domains: a member's coupons (held, used, expired) and review count. */

export interface MemberCouponRecord {
  userCouponId: number;
  couponId: number;
  couponName: string;
  couponType: CouponType;
  discountValue: number;
  /** The coupon type's last day, and this member's own (a signup coupon's). */
  couponExpiryDate: string | null;
  expiresOn: string | null;
  issuedAt: Date;
  usedAt: Date | null;
}

/** Every coupon issued to the member and not withdrawn or deleted, newest first. */
export async function findMemberCoupons(em: EntityManager, userId: number): Promise<MemberCouponRecord[]> {
  const rows = await executeNamed<MemberCouponRecord>(
    em,
    `select uc.id as "userCouponId", c.id as "couponId", c.name as "couponName", c.type as "couponType",
            c.discount_value as "discountValue", to_char(c.expiry_date, 'YYYY-MM-DD') as "couponExpiryDate",
            to_char(uc.expires_on, 'YYYY-MM-DD') as "expiresOn", uc.issued_at as "issuedAt", uc.used_at as "usedAt"
       from user_coupons uc join coupons c on c.id = uc.coupon_id
      where uc.user_id = :userId and uc.deleted_at is null
      order by uc.id desc`,
    { userId },
  );
  // Raw rows carry instants as the driver's text: turned into dates here, once.
  return rows.map((row) => ({
    ...row,
    issuedAt: new Date(row.issuedAt),
    usedAt: row.usedAt === null ? null : new Date(row.usedAt),
  }));
}

export async function countMemberReviews(em: EntityManager, userId: number): Promise<number> {
  const [row] = await executeNamed<{ count: number }>(
    em,
    `select count(*)::int as count from reviews where user_id = :userId`,
    { userId },
  );
  return row?.count ?? 0;
}
