import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accessFor, redirectFor } from './route-access';
import { useSession } from '../../lib/session-context';
import { useT } from '../../i18n/I18nProvider';

/**
 * Decides protected routes only after the server has re-confirmed the stored token (spec §6),
 * so a revoked or demoted account cannot reach a console on stale local state.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user, verify } = useSession();
  const t = useT();
  const access = accessFor(pathname);
  const [verifiedPath, setVerifiedPath] = useState<string | null>(null);

  useEffect(() => {
    if (access === 'open') return;
    let current = true;
    void verify().then(() => {
      if (current) setVerifiedPath(pathname);
    });
    return () => {
      current = false;
    };
  }, [access, pathname, verify]);

  if (access === 'open') return children;
  if (verifiedPath !== pathname) {
    return (
      <p role="status" className="py-24 text-center text-sm text-stone-500">
        {t('common.auth.verifying')}
      </p>
    );
  }
  const redirect = redirectFor(access, user);
  return redirect ? <Navigate to={redirect} replace /> : children;
}
