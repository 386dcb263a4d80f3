import { ComingSoon } from '../components/ComingSoon';

export function CheckoutGuest() {
  return <ComingSoon title="비회원 예약" />;
}
