import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { PasswordResetForm } from '../features/password-reset/PasswordResetForm';
import { useT } from '../i18n/I18nProvider';

export function PasswordReset() {
  const t = useT();
  return (
    <AuthCard title={t('account.reset.title')} subtitle={t('account.reset.subtitle')}>
      <PasswordResetForm />
      <p className="mt-5 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          {t('account.reset.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
