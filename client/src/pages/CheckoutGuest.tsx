import { CheckoutView } from '../features/checkout/CheckoutView';

/** /checkout-guest: a guest's checkout with name and phone (spec §2). */
export function CheckoutGuest() {
  return <CheckoutView member={false} />;
}
