import { ComingSoon } from '../../components/ComingSoon';

export function AdminHotels() {
  return <ComingSoon title="숙소 관리" />;
}
