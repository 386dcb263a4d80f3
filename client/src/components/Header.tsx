import { NavLink, Link, useNavigate } from 'react-router';
import { useSession } from '../lib/session-context';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
  }`;

/** Site header of spec §2: logo, main navigation and the account area. */
export function Header() {
  const { user, checking, signOut } = useSession();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'ROLE_ADMIN';

  async function logout() {
    await signOut();
    void navigate('/');
  }

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <div className="flex items-center gap-2">
          <Link to={isAdmin ? '/admin' : '/'} className="text-xl font-extrabold tracking-tight text-brand-700">
            쉼, 한국
          </Link>
          {isAdmin && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              사이트 관리자
            </span>
          )}
        </div>

        <nav
          aria-label="주요 메뉴"
          className="order-last -mx-1 w-full overflow-x-auto md:order-none md:w-auto md:flex-1"
        >
          <ul className="flex gap-1">
            <li>
              <NavLink to="/" end className={navClass}>
                홈
              </NavLink>
            </li>
            <li>
              <NavLink to="/accommodations" className={navClass}>
                지역
              </NavLink>
            </li>
            <li>
              <NavLink to="/landmarks" className={navClass}>
                랜드마크
              </NavLink>
            </li>
            <li>
              <NavLink to="/booking-check" className={navClass}>
                예약 확인
              </NavLink>
            </li>
            <li>
              {/* Logged out it leads to /login, which should not light up as "위시리스트". */}
              <NavLink
                to={user ? '/wishlist' : '/login'}
                className={user ? navClass : () => navClass({ isActive: false })}
              >
                위시리스트
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 text-sm">
          {checking ? null : user ? (
            <>
              {isAdmin && (
                <Link to="/" className="rounded-full px-3 py-1.5 text-stone-600 hover:bg-stone-100">
                  메인 페이지
                </Link>
              )}
              <span className="font-medium text-stone-800">{`${user.name}님`}</span>
              {user.role === 'ROLE_USER' && (
                <Link to="/mypage" className="rounded-full px-3 py-1.5 text-stone-600 hover:bg-stone-100">
                  마이페이지
                </Link>
              )}
              <button
                type="button"
                onClick={() => void logout()}
                className="rounded-full border border-stone-300 px-3 py-1.5 text-stone-700 transition hover:bg-stone-100"
              >
                로그아웃
              </button>
            </>
          ) : (
            <>
              <Link to="/login" className="rounded-full px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100">
                로그인
              </Link>
              <Link
                to="/register"
                className="rounded-full bg-brand-700 px-3.5 py-1.5 font-medium text-white transition hover:bg-brand-800"
              >
                회원가입
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
