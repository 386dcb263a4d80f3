import { Outlet, ScrollRestoration } from 'react-router';
import { RouteGuard } from '../features/auth/RouteGuard';
import { SessionNotice } from '../features/auth/SessionNotice';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';

/** Every page: header, the session notice, the guarded page itself, footer. */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <SessionNotice />
      <main className="flex-1">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
