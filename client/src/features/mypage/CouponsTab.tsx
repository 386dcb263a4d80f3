import { translateMessage } from '@shim/common/message-locales';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import { DeleteMyCouponDocument, MyCouponsDocument, type CouponRow_CouponFragment } from '../../gql/graphql';
import { codeOf } from '../../lib/errors';
import { runMutation } from '../../lib/mutations';
import { ListState } from '../../components/ListState';
import { CouponCodeForm } from './CouponCodeForm';
import { UsedCoupons } from './UsedCoupons';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';

/** The fields of `CouponRow_coupon` (my-coupons.graphql). */
type Coupon = CouponRow_CouponFragment;

/** A member's coupons fit one page of the connection (its largest). */
const COUPONS_PAGE = 100;

/**
 * The member's coupons (spec §2): 쿠폰 등록 by code, the coupons held (expired ones are marked 기간 만료 and can
 * be deleted) and the used ones with their booking.
 */
export function CouponsTab() {
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  const locale = useLocale();
  const discountOf = ({ coupon }: Coupon) =>
    coupon.type === 'PERCENT'
      ? t('account.coupons.percentOff', { percent: coupon.discount })
      : t('account.coupons.amountOff', { amount: format.won(coupon.discount) });
  // From the cache at once and asked again (a coupon granted or used since shows); a delete leaves the cache.
  const { data, loading, error } = useQuery(MyCouponsDocument, {
    variables: { first: COUPONS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, { loading: removing }] = useMutation(DeleteMyCouponDocument);
  const [deleting, setDeleting] = useState<Coupon | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const coupons = data?.myCoupons.edges.map((edge) => edge.node) ?? [];

  async function deleteCoupon(coupon: Coupon) {
    setFailure(null);
    const outcome = await runMutation(
      () =>
        remove({
          variables: { input: { couponId: coupon.id } },
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'UserCoupon', id: coupon.id }) });
            cache.gc();
          },
        }),
      messages.couponDeleteFailed,
    );
    // Spec §8 words every failed coupon delete the same way, whatever the server's reason.
    if (!outcome.ok) setFailure(messages.couponDeleteFailed);
    setDeleting(null);
  }

  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? messages.couponsLoadFailed : null;
  return (
    <div className="space-y-8">
      <CouponCodeForm />
      <section aria-labelledby="owned-coupons" className="space-y-2">
        <h3 id="owned-coupons" className="font-semibold text-stone-900">
          {t('account.coupons.owned')}
        </h3>
        <ListState
          loading={loading && !data}
          error={loadError}
          empty={coupons.length === 0}
          emptyText={t('account.coupons.empty')}
        >
          <FormNotice notice={failure ? { text: failure, tone: 'error' } : null} />
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {coupons.map((coupon) => (
              <li
                key={coupon.id}
                aria-label={coupon.coupon.name}
                className={`rounded-xl border p-4 ${coupon.isExpired ? 'border-stone-200 bg-stone-50 text-stone-400' : 'border-brand-200 bg-white'}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">{coupon.coupon.name}</p>
                  {coupon.isExpired && (
                    <span className="shrink-0 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-600">
                      {t('account.coupons.expired')}
                    </span>
                  )}
                </div>
                <p className={`mt-1 text-lg font-bold ${coupon.isExpired ? '' : 'text-brand-700'}`}>
                  {discountOf(coupon)}
                </p>
                <p className="mt-1 text-xs text-stone-500">{coupon.coupon.conditions.join(' · ')}</p>
                {!coupon.isExpired && coupon.unusableReason && (
                  <p className="mt-1 text-xs font-medium text-amber-700">
                    {translateMessage(coupon.unusableReason, locale)}
                  </p>
                )}
                <div className="mt-2 flex items-center justify-between text-xs">
                  <span>
                    {coupon.expiryDate
                      ? t('account.coupons.until', { date: format.stayDate(coupon.expiryDate) })
                      : t('account.coupons.noExpiry')}
                  </span>
                  {coupon.isExpired && (
                    <button
                      type="button"
                      onClick={() => setDeleting(coupon)}
                      className="font-medium text-red-700 hover:underline"
                    >
                      {t('account.coupons.delete')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </ListState>
      </section>
      <UsedCoupons />
      <ConfirmDialog
        open={deleting !== null}
        title={t('account.coupons.deleteTitle')}
        message={messages.confirmCouponDelete}
        confirmLabel={t('account.coupons.deleteConfirm')}
        tone="danger"
        busy={removing}
        onConfirm={() => deleting && void deleteCoupon(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
