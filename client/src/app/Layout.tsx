import { LOCALES } from '@shim/common/locales';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteGuard } from '../features/auth/RouteGuard';
import { Header } from '../components/Header';
import { currentLocale, loadMessages } from '../i18n/catalog';
import { useSession } from '../lib/session-context';

// The server renders every language and holds every language's footer words, loaded as it starts: its pages'
// message provider reads them when a render begins, before the footer's lazy code has arrived.
const serverFooterWords = import.meta.env.SSR
  ? Promise.all(LOCALES.map((locale) => loadMessages(locale, ['footer'])))
  : null;

// Below the fold on every page: loaded after the page with its words, outside the main page's bundle budget.
const Footer = lazy(async () => {
  const [module] = await Promise.all([
    import('../components/Footer'),
    serverFooterWords ?? loadMessages(currentLocale(), ['footer']),
  ]);
  return { default: module.Footer };
});

// Shown only once a session has expired: its code loads then.
const SessionNotice = lazy(async () => ({ default: (await import('../features/auth/SessionNotice')).SessionNotice }));

/** Every page: header, the session notice, the guarded page itself, footer. */
export function Layout() {
  const { notice } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      {notice && (
        <Suspense fallback={null}>
          <SessionNotice />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so a page filling in never pushes it (CLS). */}
      <main className="min-h-dvh flex-1">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
