import { ComingSoon } from '../../components/ComingSoon';

export function AdminDashboardHome() {
  return <ComingSoon title="관리자 대시보드" />;
}
