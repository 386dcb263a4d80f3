import { PageTitle } from '../../components/PageTitle';
import { useT } from '../../i18n/I18nProvider';

/** What the social callback pages show while the login completes. */
export function SocialCallbackStatus({ provider }: { provider: 'kakao' | 'google' }) {
  const t = useT();
  const title = t('account.social.title', { provider: t(`account.social.${provider}`) });
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={title} />
      <h1 className="text-xl font-bold">{title}</h1>
      <p role="status" className="mt-3 text-stone-600">
        {t('account.social.processing')}
      </p>
    </section>
  );
}
