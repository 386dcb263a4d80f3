import { ComingSoon } from '../components/ComingSoon';

export function PaymentFail() {
  return <ComingSoon title="결제 실패" />;
}
