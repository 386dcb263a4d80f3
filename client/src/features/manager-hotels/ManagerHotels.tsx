import { ComingSoon } from '../../components/ComingSoon';

export function ManagerHotels() {
  return <ComingSoon title="숙소 관리" />;
}
