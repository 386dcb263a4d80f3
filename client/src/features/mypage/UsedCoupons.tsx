import { useQuery } from '@apollo/client/react';
import { MyUsedCouponsDocument } from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';

/** A member's spent coupons fit one page of the connection (its largest). */
const USED_PAGE = 100;

/** 사용한 쿠폰: each spent coupon with the day it was used and the booking it went to. */
export function UsedCoupons() {
  const t = useT();
  const format = useFormat();
  const { data } = useQuery(MyUsedCouponsDocument, {
    variables: { first: USED_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const used = data?.myUsedCoupons.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="used-coupons" className="space-y-3">
      <h3 id="used-coupons" className="font-semibold text-stone-900">
        {t('account.usedCoupons.title')}
      </h3>
      {used.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-500">{t('account.usedCoupons.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {used.map((coupon) => (
            <li key={coupon.id} aria-label={coupon.name} className="space-y-1 p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{coupon.name}</p>
                <span className="text-stone-500">
                  {t('account.usedCoupons.usedOn', { date: format.instantDate(coupon.usedAt as string) })}
                </span>
              </div>
              {coupon.hotelName && coupon.checkIn && coupon.checkOut ? (
                <p className="text-stone-600">
                  {`${coupon.hotelName} · ${format.monthDay(coupon.checkIn)} ~ ${format.monthDay(coupon.checkOut)}`}
                  {coupon.bookingNumber && (
                    <span className="ml-1 font-mono">
                      {t('account.usedCoupons.bookingNumber', { number: coupon.bookingNumber })}
                    </span>
                  )}
                </p>
              ) : (
                <p className="text-stone-500">{t('account.usedCoupons.noBooking')}</p>
              )}
              {coupon.discountAmount !== null && coupon.discountAmount !== undefined && (
                <p className="font-medium text-brand-700">
                  {t('account.coupons.amountOff', { amount: format.won(coupon.discountAmount) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
