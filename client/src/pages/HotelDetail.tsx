import { ComingSoon } from '../components/ComingSoon';

export function HotelDetail() {
  return <ComingSoon title="숙소 상세" />;
}
