import { Link, useLocation } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../features/auth/LoginForm';
import { SocialLoginLinks } from '../features/auth/SocialLoginLinks';
import { useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { failureMessage } from '../lib/errors';

/** A page that sends people here may leave a line for them (a finished password reset). */
const noticeOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as { notice: string }).notice
    : null;

export function Login() {
  const notice = noticeOf(useLocation().state);
  const t = useT();
  const messages = useSpecMessages();
  const requireBoth = (email: string, password: string) => (email && password ? null : messages.loginFieldsRequired);
  const serverMessage = (error: unknown) => failureMessage(error, messages.loginFailed);
  return (
    <AuthCard title={t('account.login.title')} subtitle={t('account.login.welcome')}>
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <LoginForm validate={requireBoth} describeFailure={serverMessage} />

      <nav aria-label={t('account.login.linksLabel')} className="mt-5 flex justify-center gap-4 text-sm text-stone-600">
        <Link to="/password-reset" className="hover:text-brand-700">
          {t('account.login.findPassword')}
        </Link>
        <Link to="/register" className="hover:text-brand-700">
          {t('account.login.register')}
        </Link>
        <Link to="/manager-register" className="hover:text-brand-700">
          {t('account.login.managerRegister')}
        </Link>
      </nav>

      <div className="my-6 flex items-center gap-3 text-xs text-stone-400">
        <span className="h-px flex-1 bg-stone-200" />
        {t('account.login.socialDivider')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <SocialLoginLinks />
    </AuthCard>
  );
}
