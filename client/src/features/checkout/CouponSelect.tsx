import { useQuery } from '@apollo/client/react';
import { formatWon } from '@shim/common/money';
import { useId } from 'react';
import { CheckoutCouponsDocument, type CouponOption_CouponFragment } from '../../gql/graphql';

/** The fields of `CouponOption_coupon` (checkout.graphql). */
type Coupon = CouponOption_CouponFragment;

const couponLabel = ({ coupon }: Coupon): string =>
  `${coupon.name} (${coupon.type === 'PERCENT' ? `${coupon.discount}%` : formatWon(coupon.discount)} 할인)`;

/** The member's usable coupons (unused, not expired); choosing one re-asks the price preview (spec §4). */
export function CouponSelect({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const id = useId();
  // Cached coupons are right: a payment that uses one drops the cached lists (use-pay.ts).
  const { data, loading } = useQuery(CheckoutCouponsDocument);
  const coupons = (data?.myCoupons.edges ?? []).map((edge) => edge.node).filter((coupon) => !coupon.isExpired);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        쿠폰
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={loading && !data}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      >
        <option value="">{coupons.length ? '쿠폰을 사용하지 않음' : '사용할 수 있는 쿠폰이 없습니다'}</option>
        {coupons.map((coupon) => (
          <option key={coupon.id} value={coupon.id}>
            {couponLabel(coupon)}
          </option>
        ))}
      </select>
    </div>
  );
}
