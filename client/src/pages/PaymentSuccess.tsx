import { ComingSoon } from '../components/ComingSoon';

export function PaymentSuccess() {
  return <ComingSoon title="결제 완료" />;
}
