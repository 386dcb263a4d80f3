import { MESSAGES } from '@shim/common/messages';
import { isEmail, isPassword } from '@shim/common/validation';
import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../features/auth/LoginForm';
import { codeOf, failureMessage } from '../lib/errors';

/** Checked before any call (spec §5): a malformed login never reaches the server. */
function validate(email: string, password: string): string | null {
  if (!isEmail(email)) return MESSAGES.managerEmailInvalid;
  if (!isPassword(password)) return MESSAGES.managerPasswordRule;
  return null;
}

/** The spec's English failure, except for an applied manager not yet approved, who gets the server's reason. */
const describeFailure = (error: unknown) =>
  codeOf(error) === 'FORBIDDEN' ? failureMessage(error, MESSAGES.managerLoginFailed) : MESSAGES.managerLoginFailed;

export function ManagerLogin() {
  return (
    <AuthCard title="관리자 로그인" subtitle="숙소 관리자 전용 로그인입니다.">
      <LoginForm role="ROLE_MANAGER" validate={validate} describeFailure={describeFailure} />
      <nav
        aria-label="관리자 계정"
        className="mt-5 flex flex-wrap justify-center gap-x-4 gap-y-2 text-sm text-stone-600"
      >
        <Link to="/password-reset" className="hover:text-brand-700">
          비밀번호 찾기
        </Link>
        <Link to="/manager-register" className="hover:text-brand-700">
          관리자 회원가입
        </Link>
        <Link to="/login" className="hover:text-brand-700">
          일반 회원 로그인
        </Link>
      </nav>
    </AuthCard>
  );
}
