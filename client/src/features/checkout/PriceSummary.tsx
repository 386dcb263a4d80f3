import { formatWon } from '@shim/common/money';
import type { CheckoutPreviewQuery } from '../../gql/graphql';

type Preview = CheckoutPreviewQuery['reservationPreview'];

/** The server's price preview (spec §3): room price, taxes and fees, coupon discount, total. */
export function PriceSummary({ preview }: { preview: Preview | undefined }) {
  if (!preview) return <p className="py-6 text-center text-sm text-stone-500">요금을 계산하는 중…</p>;
  return (
    <dl aria-label="결제 금액" className="space-y-2 text-sm">
      <Row label="객실 요금" value={formatWon(preview.basePrice)} />
      <Row label="세금 및 수수료" value={formatWon(preview.taxes)} />
      <Row
        label="쿠폰 할인"
        value={preview.couponDiscount > 0 ? `-${formatWon(preview.couponDiscount)}` : formatWon(0)}
        accent={preview.couponDiscount > 0}
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

function Row({ label, value, accent = false }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className="flex justify-between">
      <dt className="text-stone-600">{label}</dt>
      <dd className={accent ? 'font-semibold text-rose-600' : 'text-stone-900'}>{value}</dd>
    </div>
  );
}
