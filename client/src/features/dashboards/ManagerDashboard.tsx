import { ComingSoon } from '../../components/ComingSoon';

export function ManagerDashboard() {
  return <ComingSoon title="매출 대시보드" />;
}
