import { ComingSoon } from '../components/ComingSoon';

export function Register() {
  return <ComingSoon title="회원가입" />;
}
