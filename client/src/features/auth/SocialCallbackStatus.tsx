import { PageTitle } from '../../components/PageTitle';

/** What the social callback pages show while the login completes. */
export function SocialCallbackStatus({ provider }: { provider: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={`${provider} 로그인`} />
      <h1 className="text-xl font-bold">{`${provider} 로그인`}</h1>
      <p role="status" className="mt-3 text-stone-600">
        로그인 처리 중입니다…
      </p>
    </section>
  );
}
