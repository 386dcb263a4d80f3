import { useQuery } from '@apollo/client/react';
import { formatMonthDay } from '@shim/common/dates';
import { formatWon } from '@shim/common/money';
import { MyUsedCouponsDocument } from '../../gql/graphql';
import { formatInstantDate } from '../../lib/korean-date';

/** A member's spent coupons fit one page of the connection (its largest). */
const USED_PAGE = 100;

/** 사용한 쿠폰: each spent coupon with the day it was used and the booking it went to. */
export function UsedCoupons() {
  const { data } = useQuery(MyUsedCouponsDocument, {
    variables: { first: USED_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const used = data?.myUsedCoupons.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="used-coupons" className="space-y-3">
      <h3 id="used-coupons" className="font-semibold text-stone-900">
        사용한 쿠폰
      </h3>
      {used.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone-500">사용한 쿠폰이 없습니다.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {used.map((coupon) => (
            <li key={coupon.id} aria-label={coupon.name} className="space-y-1 p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{coupon.name}</p>
                <span className="text-stone-500">{`${formatInstantDate(coupon.usedAt as string)} 사용`}</span>
              </div>
              {coupon.hotelName && coupon.checkIn && coupon.checkOut ? (
                <p className="text-stone-600">
                  {`${coupon.hotelName} · ${formatMonthDay(coupon.checkIn)} ~ ${formatMonthDay(coupon.checkOut)}`}
                  {coupon.bookingNumber && (
                    <span className="ml-1 font-mono">{`(예약번호 ${coupon.bookingNumber})`}</span>
                  )}
                </p>
              ) : (
                <p className="text-stone-500">예약 기록을 볼 수 없습니다.</p>
              )}
              {coupon.discountAmount !== null && coupon.discountAmount !== undefined && (
                <p className="font-medium text-brand-700">{`${formatWon(coupon.discountAmount)} 할인`}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
