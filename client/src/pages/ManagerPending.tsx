import { Link } from 'react-router';
import { PageTitle } from '../components/PageTitle';

/** Where an applied manager lands: the application is in, an administrator reviews it (spec §2). */
export function ManagerPending() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title="관리자 승인 대기" />
      <span aria-hidden className="mx-auto grid size-16 place-items-center rounded-full bg-amber-100 text-3xl">
        ⏳
      </span>
      <h1 className="mt-6 text-2xl font-bold">관리자 신청이 접수되었습니다</h1>
      <p className="mt-3 leading-relaxed text-stone-600">
        사이트 관리자가 신청 내용을 검토하고 있습니다.
        <br />
        승인이 완료되면 관리자 로그인으로 호텔 관리 기능을 이용하실 수 있습니다.
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        메인으로 돌아가기
      </Link>
    </section>
  );
}
