import { ComingSoon } from '../../components/ComingSoon';

export function Approvals() {
  return <ComingSoon title="승인 관리" />;
}
