import { ComingSoon } from '../../components/ComingSoon';

export function ManagerReservations() {
  return <ComingSoon title="예약 관리" />;
}
