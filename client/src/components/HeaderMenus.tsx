import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useSession } from '../lib/session-context';

/** The header's right side: the language switch and the account's links (logged in or not). */
export function HeaderMenus() {
  const { user, checking, signOut } = useSession();
  const navigate = useNavigate();
  const t = useT();
  const isAdmin = user?.role === 'ROLE_ADMIN';

  async function logout() {
    await signOut();
    void navigate('/');
  }

  return (
    <>
      <LanguageSwitch />
      {checking ? null : user ? (
        <>
          {isAdmin && (
            <Link to="/" className="rounded-full px-3 py-1.5 text-stone-600 hover:bg-stone-100">
              {t('common.header.mainPage')}
            </Link>
          )}
          <span className="font-medium text-stone-800">{t('common.header.greeting', { name: user.name })}</span>
          {user.role === 'ROLE_USER' && (
            <Link to="/mypage" className="rounded-full px-3 py-1.5 text-stone-600 hover:bg-stone-100">
              {t('common.header.mypage')}
            </Link>
          )}
          <button
            type="button"
            onClick={() => void logout()}
            className="rounded-full border border-stone-300 px-3 py-1.5 text-stone-700 transition hover:bg-stone-100"
          >
            {t('common.header.logout')}
          </button>
        </>
      ) : (
        <>
          <Link to="/login" className="rounded-full px-3 py-1.5 font-medium text-stone-700 hover:bg-stone-100">
            {t('common.header.login')}
          </Link>
          <Link
            to="/register"
            className="rounded-full bg-brand-700 px-3.5 py-1.5 font-medium text-white transition hover:bg-brand-800"
          >
            {t('common.header.register')}
          </Link>
        </>
      )}
    </>
  );
}
