import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteGuard } from '../features/auth/RouteGuard';
import { SessionNotice } from '../features/auth/SessionNotice';
import { Header } from '../components/Header';

// Below the fold on every page: loaded after the page, outside the main page's bundle budget.
const Footer = lazy(() => import('../components/Footer').then((module) => ({ default: module.Footer })));

/** Every page: header, the session notice, the guarded page itself, footer. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <SessionNotice />
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
