import { LIMITS } from '@shim/common/limits';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';

/** After sign-up (spec §2): welcome by name (default 'customer'), the sign-up coupon, login and home. */
export function RegisterSuccess() {
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() || 'customer';
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <PageTitle title="회원가입 완료" />
      <span aria-hidden className="mx-auto grid size-16 place-items-center rounded-full bg-brand-50 text-3xl">
        🎉
      </span>
      <h1 className="mt-6 text-2xl font-bold">{`${name}님, 환영합니다!`}</h1>
      <p className="mt-3 leading-relaxed text-stone-600">쉼, 한국 회원가입이 완료되었습니다.</p>
      <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-900">
        {`신규 가입 축하 ${LIMITS.signupCouponPercent}% 할인 쿠폰이 발급되었습니다. 마이페이지 쿠폰함에서 확인하세요.`}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/login" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          로그인하기
        </Link>
        <Link
          to="/"
          className="rounded-full border border-stone-300 px-6 py-3 font-semibold text-stone-700 hover:bg-stone-50"
        >
          홈으로
        </Link>
      </div>
    </section>
  );
}
