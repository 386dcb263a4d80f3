import type { ReactNode } from 'react';
import type { CheckoutPreviewQuery } from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';

type Preview = CheckoutPreviewQuery['reservationPreview'];

/**
 * The server's price preview (spec §3). Taxes and fees are a "포함" line inside the stay total the search and
 * room cards showed, never added here; a coupon is the only thing that changes the number. Won is charged; a
 * visitor sees an approximate amount in their currency under the total.
 */
export function PriceSummary({
  preview,
  approx,
}: {
  preview: Preview | undefined;
  /** The approximate amount the page shows after a won total (features do not import one another). */
  approx?: (won: number) => ReactNode;
}) {
  const t = useT();
  const { won } = useFormat();
  if (!preview) return <p className="py-6 text-center text-sm text-stone-500">{t('checkout.price.loading')}</p>;
  const discounted = preview.couponDiscount > 0;
  return (
    <dl aria-label={t('checkout.total.title')} className="space-y-2 text-sm">
      <Row label={t('checkout.price.base')} value={won(preview.basePrice)} />
      <Row
        label={t('checkout.price.taxes')}
        value={t('checkout.price.included', { amount: won(preview.taxes) })}
        muted
      />
      {discounted && <Row label={t('checkout.price.stayTotal')} value={won(preview.stayTotal)} />}
      <Row
        label={t('checkout.price.coupon')}
        value={discounted ? `-${won(preview.couponDiscount)}` : won(0)}
        accent={discounted}
      />
      <div className="flex items-baseline justify-between border-t border-stone-200 pt-3">
        <dt className="font-semibold text-stone-900">{t('checkout.price.total')}</dt>
        <dd className="text-right">
          <span data-testid="total-amount" className="block text-xl font-extrabold text-brand-700">
            {won(preview.totalAmount)}
          </span>
          {approx?.(preview.totalAmount)}
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
