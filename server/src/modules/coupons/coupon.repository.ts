import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import type { CouponType } from './coupon.entity';

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
