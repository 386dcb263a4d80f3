import { ComingSoon } from '../components/ComingSoon';

export function RegisterSuccess() {
  return <ComingSoon title="회원가입 완료" />;
}
