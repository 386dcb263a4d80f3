import { ComingSoon } from '../components/ComingSoon';

export function HotelManager() {
  return <ComingSoon title="호텔 관리자" />;
}
