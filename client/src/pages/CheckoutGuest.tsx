import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { CheckoutView } from '../features/checkout/CheckoutView';
import { useLocale } from '../i18n/I18nProvider';

/** /checkout-guest: a guest's checkout with name and phone (spec §2); a visitor sees the total's approximate amount too. */
export function CheckoutGuest() {
  const locale = useLocale();
  return <CheckoutView member={false} approx={(won) => <ApproxAmount won={won} locale={locale} className="block" />} />;
}
