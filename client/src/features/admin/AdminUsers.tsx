import { ComingSoon } from '../../components/ComingSoon';

export function AdminUsers() {
  return <ComingSoon title="회원 관리" />;
}
