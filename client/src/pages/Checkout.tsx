import { ComingSoon } from '../components/ComingSoon';

export function Checkout() {
  return <ComingSoon title="예약 결제" />;
}
