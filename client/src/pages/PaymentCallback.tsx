import { ComingSoon } from '../components/ComingSoon';

export function PaymentCallback() {
  return <ComingSoon title="결제 확인" />;
}
