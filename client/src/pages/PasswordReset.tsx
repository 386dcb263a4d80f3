import { ComingSoon } from '../components/ComingSoon';

export function PasswordReset() {
  return <ComingSoon title="비밀번호 재설정" />;
}
