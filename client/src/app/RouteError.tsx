import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '../components/PageTitle';

/**
 * What a route shows when its page fails to load or render (a chunk gone after a deploy, a bug): Korean
 * words, a retry that reloads (a stale chunk needs a fresh index.html) and a way home, never a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  // The error stays in the console for whoever reports it; the person sees words, not a stack.
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? '페이지를 찾을 수 없습니다.' : '페이지를 표시하지 못했습니다.';
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-stone-600">일시적인 문제일 수 있습니다. 잠시 후 다시 시도해주세요.</p>
      <div className="mt-8 flex items-center justify-center gap-6">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          다시 시도
        </button>
        <Link to="/" className="font-medium text-brand-700 hover:underline">
          메인으로 돌아가기
        </Link>
      </div>
    </section>
  );
}
