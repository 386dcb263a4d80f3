import { ComingSoon } from '../components/ComingSoon';

export function BookingCheck() {
  return <ComingSoon title="예약 확인" />;
}
