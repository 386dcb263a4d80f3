import { ComingSoon } from '../components/ComingSoon';

export function ManagerRegister() {
  return <ComingSoon title="관리자 회원가입" />;
}
