import { MESSAGES } from '@shim/common/messages';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../features/auth/LoginForm';
import { SocialLoginLinks } from '../features/auth/SocialLoginLinks';
import { failureMessage } from '../lib/errors';

const requireBoth = (email: string, password: string) => (email && password ? null : MESSAGES.loginFieldsRequired);
const serverMessage = (error: unknown) => failureMessage(error, MESSAGES.loginFailed);

/** A page that sends people here may leave a line for them (a finished password reset). */
const noticeOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as { notice: string }).notice
    : null;

export function Login() {
  const notice = noticeOf(useLocation().state);
  return (
    <AuthCard title="로그인" subtitle="쉼, 한국에 오신 것을 환영합니다.">
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <LoginForm validate={requireBoth} describeFailure={serverMessage} />

      <nav aria-label="계정 찾기와 가입" className="mt-5 flex justify-center gap-4 text-sm text-stone-600">
        <Link to="/password-reset" className="hover:text-brand-700">
          비밀번호 찾기
        </Link>
        <Link to="/register" className="hover:text-brand-700">
          회원가입
        </Link>
        <Link to="/manager-register" className="hover:text-brand-700">
          관리자 회원가입
        </Link>
      </nav>

      <div className="my-6 flex items-center gap-3 text-xs text-stone-400">
        <span className="h-px flex-1 bg-stone-200" />
        간편 로그인
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <SocialLoginLinks />
    </AuthCard>
  );
}
