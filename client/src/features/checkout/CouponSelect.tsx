import { useQuery } from '@apollo/client/react';
import { couponAppliesToDayUse } from '@shim/common/day-use';
import { useId } from 'react';
import { CheckoutCouponsDocument, type CouponOption_CouponFragment } from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';

/** The fields of `CouponOption_coupon` (checkout.graphql). */
type Coupon = CouponOption_CouponFragment;

/**
 * The member's coupons for this stay; choosing one re-asks the price preview (spec §4). Expired ones are left out;
 * one the stay cannot use now (below its order minimum, before its start date) is listed, disabled, with the
 * server's reason (common/src/coupon-rules.ts), judged on `stayTotal`, the preview's total before the coupon.
 */
export function CouponSelect({
  value,
  stayTotal,
  dayUse = false,
  onChange,
}: {
  value: number | null;
  stayTotal: number | null;
  /** A 대실: only coupons whose type says so apply (docs/decisions/day-use.md "Coupons"). */
  dayUse?: boolean;
  onChange(id: number | null): void;
}) {
  const t = useT();
  const { won } = useFormat();
  const messages = useSpecMessages();
  const couponLabel = ({ coupon }: Coupon): string =>
    t('checkout.coupon.option', {
      name: coupon.name,
      discount: coupon.type === 'PERCENT' ? `${coupon.discount}%` : won(coupon.discount),
    });
  const id = useId();
  const hintId = useId();
  // Cached coupons are right: a payment that uses one drops the cached lists (use-pay.ts).
  const { data, loading } = useQuery(CheckoutCouponsDocument, { variables: { stayTotal }, skip: stayTotal === null });
  const coupons = (data?.myCoupons.edges ?? []).map((edge) => edge.node).filter((coupon) => !coupon.isExpired);
  const reasonOf = (coupon: Coupon): string | null =>
    coupon.unusableReason ??
    (dayUse && !couponAppliesToDayUse(coupon.coupon) ? messages.dayUseCouponNotApplicable : null);
  const usable = coupons.filter((coupon) => !reasonOf(coupon));
  const blocked = coupons.filter((coupon) => reasonOf(coupon));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('checkout.coupon.label')}
      </label>
      <select
        id={id}
        value={value ?? ''}
        disabled={(loading || stayTotal === null) && !data}
        aria-describedby={blocked.length ? hintId : undefined}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      >
        <option value="">{t(usable.length ? 'checkout.coupon.none' : 'checkout.coupon.noneUsable')}</option>
        {usable.map((coupon) => (
          <option key={coupon.id} value={coupon.id}>
            {couponLabel(coupon)}
          </option>
        ))}
        {blocked.map((coupon) => (
          <option key={coupon.id} value={coupon.id} disabled>
            {`${couponLabel(coupon)} · ${reasonOf(coupon)}`}
          </option>
        ))}
      </select>
      {blocked.length > 0 && (
        <ul id={hintId} aria-label={t('checkout.coupon.unusableList')} className="space-y-0.5 text-xs text-stone-500">
          {blocked.map((coupon) => (
            <li key={coupon.id}>{`${coupon.coupon.name}: ${reasonOf(coupon)}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
