import { formatWon } from '@shim/common/money';
import type { CheckoutPreviewQuery } from '../../gql/graphql';

type Preview = CheckoutPreviewQuery['reservationPreview'];

/**
 * The server's price preview (spec §3). Taxes and fees are a "포함" line inside the stay total the search and
 * room cards showed, never added here; a coupon is the only thing that changes the number.
 */
export function PriceSummary({ preview }: { preview: Preview | undefined }) {
  if (!preview) return <p className="py-6 text-center text-sm text-stone-500">요금을 계산하는 중…</p>;
  const discounted = preview.couponDiscount > 0;
  return (
    <dl aria-label="결제 금액" className="space-y-2 text-sm">
      <Row label="객실 요금" value={formatWon(preview.basePrice)} />
      <Row label="세금 및 수수료" value={`${formatWon(preview.taxes)} 포함`} muted />
      {discounted && <Row label="숙박 총액" value={formatWon(preview.stayTotal)} />}
      <Row
        label="쿠폰 할인"
        value={discounted ? `-${formatWon(preview.couponDiscount)}` : formatWon(0)}
        accent={discounted}
      />
      <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
        <dt className="font-semibold text-stone-900">총 결제 금액</dt>
        <dd data-testid="total-amount" className="text-xl font-extrabold text-brand-700">
          {formatWon(preview.totalAmount)}
        </dd>
      </div>
    </dl>
  );
}

function Row(props: { label: string; value: string; accent?: boolean; muted?: boolean }) {
  const { label, value, accent = false, muted = false } = props;
  return (
    <div className="flex justify-between">
      <dt className="text-stone-600">{label}</dt>
      <dd className={accent ? 'font-semibold text-rose-600' : muted ? 'text-stone-500' : 'text-stone-900'}>{value}</dd>
    </div>
  );
}
