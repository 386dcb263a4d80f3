import { MESSAGES } from '@shim/common/messages';
import { Link } from 'react-router';
import { PageTitle } from './PageTitle';

/** What a route shows until its feature is built: its Korean name and a plain notice. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle title={title} />
      <span aria-hidden className="mb-6 grid size-16 place-items-center rounded-full bg-brand-50 text-3xl">
        🛠️
      </span>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      <p className="mt-3 text-stone-600">{MESSAGES.pageInPreparation}</p>
      <Link to="/" className="mt-8 text-sm font-medium text-brand-700 hover:underline">
        메인으로 돌아가기
      </Link>
    </section>
  );
}
