import { ComingSoon } from '../components/ComingSoon';

export function AdminDashboard() {
  return <ComingSoon title="관리자 대시보드" />;
}
