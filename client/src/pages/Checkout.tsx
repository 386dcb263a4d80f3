import { CheckoutView } from '../features/checkout/CheckoutView';

/** /checkout: a member's checkout with coupons (spec §2). */
export function Checkout() {
  return <CheckoutView member />;
}
