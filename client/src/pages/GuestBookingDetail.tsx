import { ComingSoon } from '../components/ComingSoon';

export function GuestBookingDetail() {
  return <ComingSoon title="예약 상세" />;
}
