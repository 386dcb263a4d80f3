import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { Coupon } from '../modules/coupons/coupon.entity';
import { SIGNUP_COUPON_YEARS, yearsAfter } from '../modules/coupons/coupon.service';
import { UserCoupon } from '../modules/coupons/user-coupon.entity';
import type { User } from '../modules/users/user.entity';

/**
 * The demo member's coupon box: the sign-up coupon every member gets (valid a year, as a new member's),
 * a fixed-amount coupon to try at checkout, and an expired one so `기간 만료` shows. Dates are relative to
 * the day of seeding.
 */
export function seedDemoCoupons(em: EntityManager, member: User): void {
  const today = todayInSeoul();
  const coupons = [
    em.create(Coupon, {
      name: MESSAGES.signupCouponName,
      type: 'PERCENT',
      discountValue: LIMITS.signupCouponPercent,
      systemKey: 'SIGNUP',
    }),
    em.create(Coupon, {
      name: '주말 여행 10,000원 할인',
      type: 'FIXED',
      discountValue: 10_000,
      expiryDate: addDays(today, 60),
    }),
    em.create(Coupon, {
      name: '여름 성수기 15% 할인',
      type: 'PERCENT',
      discountValue: 15,
      expiryDate: addDays(today, -30),
    }),
  ];
  const signupExpiry = yearsAfter(today, SIGNUP_COUPON_YEARS);
  for (const coupon of coupons) {
    em.create(UserCoupon, { user: member, coupon, expiresOn: coupon.systemKey ? signupExpiry : null });
  }
}
