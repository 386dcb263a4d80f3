import { Link } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { useSession } from '../lib/session-context';
import { InquiryForm } from '../features/inquiries/InquiryForm';

/** /inquiry/create: members and guests write to the site (spec §2, §5). */
export function InquiryCreate() {
  const { user, checking } = useSession();
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle title="문의하기" />
      <div className="flex items-end justify-between gap-4">
        <h1 className="text-2xl font-extrabold text-stone-900">문의하기</h1>
        <Link to="/inquiries/board" className="text-sm font-medium text-brand-700 hover:underline">
          문의 게시판
        </Link>
      </div>
      <p className="mb-6 mt-2 text-sm text-stone-600">궁금한 점을 남겨주시면 관리자가 확인 후 이메일로 답변드립니다.</p>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        {checking ? (
          <p role="status" className="py-10 text-center text-sm text-stone-500">
            로그인 정보를 확인하는 중입니다…
          </p>
        ) : (
          <InquiryForm key={user?.id ?? 'guest'} user={user} />
        )}
      </div>
    </section>
  );
}
