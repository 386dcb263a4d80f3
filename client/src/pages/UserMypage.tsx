import { ComingSoon } from '../components/ComingSoon';

export function UserMypage() {
  return <ComingSoon title="마이페이지" />;
}
