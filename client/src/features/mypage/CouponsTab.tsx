import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import { DeleteMyCouponDocument, MyCouponsDocument, type CouponRow_CouponFragment } from '../../gql/graphql';
import { codeOf } from '../../lib/errors';
import { runMutation } from '../../lib/mutations';
import { formatStayDate } from '../../lib/korean-date';
import { ListState } from '../../components/ListState';
import { CouponCodeForm } from './CouponCodeForm';
import { UsedCoupons } from './UsedCoupons';

/** The fields of `CouponRow_coupon` (my-coupons.graphql). */
type Coupon = CouponRow_CouponFragment;

/** A member's coupons fit one page of the connection (its largest). */
const COUPONS_PAGE = 100;

const discountOf = ({ coupon }: Coupon) =>
  coupon.type === 'PERCENT' ? `${coupon.discount}% 할인` : `${formatWon(coupon.discount)} 할인`;

/**
 * The member's coupons (spec §2): 쿠폰 등록 by code, the coupons held (expired ones are marked 기간 만료 and can
 * be deleted) and the used ones with their booking.
 */
export function CouponsTab() {
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
      MESSAGES.couponDeleteFailed,
    );
    // Spec §8 words every failed coupon delete the same way, whatever the server's reason.
    if (!outcome.ok) setFailure(MESSAGES.couponDeleteFailed);
    setDeleting(null);
  }

  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? MESSAGES.couponsLoadFailed : null;
  return (
    <div className="space-y-8">
      <CouponCodeForm />
      <section aria-labelledby="owned-coupons" className="space-y-2">
        <h3 id="owned-coupons" className="font-semibold text-stone-900">
          보유 쿠폰
        </h3>
        <ListState
          loading={loading && !data}
          error={loadError}
          empty={coupons.length === 0}
          emptyText="보유한 쿠폰이 없습니다."
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
                      기간 만료
                    </span>
                  )}
                </div>
                <p className={`mt-1 text-lg font-bold ${coupon.isExpired ? '' : 'text-brand-700'}`}>
                  {discountOf(coupon)}
                </p>
                <p className="mt-1 text-xs text-stone-500">{coupon.coupon.conditions.join(' · ')}</p>
                {!coupon.isExpired && coupon.unusableReason && (
                  <p className="mt-1 text-xs font-medium text-amber-700">{coupon.unusableReason}</p>
                )}
                <div className="mt-2 flex items-center justify-between text-xs">
                  <span>{coupon.expiryDate ? `${formatStayDate(coupon.expiryDate)}까지` : '기한 없음'}</span>
                  {coupon.isExpired && (
                    <button
                      type="button"
                      onClick={() => setDeleting(coupon)}
                      className="font-medium text-red-700 hover:underline"
                    >
                      삭제
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
        title="쿠폰 삭제"
        message={MESSAGES.confirmCouponDelete}
        confirmLabel="삭제하기"
        tone="danger"
        busy={removing}
        onConfirm={() => deleting && void deleteCoupon(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
