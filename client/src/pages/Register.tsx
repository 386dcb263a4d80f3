import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { RegisterForm } from '../features/registration/RegisterForm';
import { useT } from '../i18n/I18nProvider';

export function Register() {
  const t = useT();
  return (
    <AuthCard title={t('account.register.title')} subtitle={t('account.register.subtitle')}>
      <RegisterForm />
      <p className="mt-5 text-center text-sm text-stone-600">
        {t('account.register.hostQuestion')}{' '}
        <Link to="/manager-register" className="font-medium text-brand-700 hover:underline">
          {t('account.login.managerRegister')}
        </Link>
      </p>
    </AuthCard>
  );
}
