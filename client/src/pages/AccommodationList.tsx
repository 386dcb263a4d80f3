import { ComingSoon } from '../components/ComingSoon';

export function AccommodationList() {
  return <ComingSoon title="지역별 숙소" />;
}
