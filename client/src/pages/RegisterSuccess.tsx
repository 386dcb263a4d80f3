import { LIMITS } from '@shim/common/limits';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { useT } from '../i18n/I18nProvider';

/** After sign-up (spec §2): welcome by name (default 'customer'), the sign-up coupon, login and home. */
export function RegisterSuccess() {
  const [params] = useSearchParams();
  const t = useT();
  const name = params.get('name')?.trim() || 'customer';
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={t('account.registerSuccess.title')} />
      <span aria-hidden className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-3xl">
        🎉
      </span>
      <h1 className="mt-6 text-2xl font-bold">{t('account.registerSuccess.welcome', { name })}</h1>
      <p className="mt-3 leading-relaxed text-stone-600">{t('account.registerSuccess.done')}</p>
      <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-900">
        {t('account.registerSuccess.coupon', { percent: LIMITS.signupCouponPercent })}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/login" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          {t('account.registerSuccess.login')}
        </Link>
        <Link
          to="/"
          className="rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 hover:bg-stone-50"
        >
          {t('account.registerSuccess.home')}
        </Link>
      </div>
    </section>
  );
}
