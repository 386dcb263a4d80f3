import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { CheckoutView } from '../features/checkout/CheckoutView';
import { useLocale } from '../i18n/I18nProvider';

/** /checkout: a member's checkout with coupons (spec §2); a visitor sees the total's approximate amount too. */
export function Checkout() {
  const locale = useLocale();
  return <CheckoutView member approx={(won) => <ApproxAmount won={won} locale={locale} className="block" />} />;
}
