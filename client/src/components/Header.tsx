import { lazy, Suspense } from 'react';
import { NavLink, Link } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import { useSession } from '../lib/session-context';

const HeaderMenus = lazy(async () => ({ default: (await import('./HeaderMenus')).HeaderMenus }));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
  }`;

/** Site header of spec §2: logo, main navigation and the account area. */
export function Header() {
  const { user } = useSession();
  const t = useT();
  const isAdmin = user?.role === 'ROLE_ADMIN';

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <div className="flex items-center gap-2">
          <Link to={isAdmin ? '/admin' : '/'} className="text-xl font-extrabold tracking-tight text-brand-700">
            {t('common.brand')}
          </Link>
          {isAdmin && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
              {t('common.header.siteAdmin')}
            </span>
          )}
        </div>

        <nav
          aria-label={t('common.header.nav')}
          className="order-last -mx-1 w-full overflow-x-auto md:order-none md:w-auto md:flex-1"
        >
          <ul className="flex gap-1">
            <li>
              <NavLink to="/" end className={navClass}>
                {t('common.header.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/accommodations" className={navClass}>
                {t('common.header.regions')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/landmarks" className={navClass}>
                {t('common.header.landmarks')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/booking-check" className={navClass}>
                {t('common.header.bookingCheck')}
              </NavLink>
            </li>
            <li>
              {/* Logged out it leads to /login, which should not light up as the wish list. */}
              <NavLink
                to={user ? '/wishlist' : '/login'}
                className={user ? navClass : () => navClass({ isActive: false })}
              >
                {t('common.header.wishlist')}
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2 text-sm">
          {/* The language switch and the account's links: hydrated when their chunk arrives (the server's HTML
              shows meanwhile), no part of the main page's first load. */}
          <Suspense fallback={null}>
            <HeaderMenus />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
