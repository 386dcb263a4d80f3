import type { Role } from '@shim/common/roles';

/** Who may open a path (spec §6). */
export type Access = 'open' | 'member' | 'manager' | 'admin';

/** Paths that start with /manager but belong to people who are not managers yet. */
const MANAGER_ENTRY_PATHS = new Set(['/manager-login', '/manager-register', '/manager-pending']);
const MEMBER_SECTIONS = ['/mypage', '/wishlist', '/checkout'];

const within = (path: string, section: string): boolean => path === section || path.startsWith(`${section}/`);

export function accessFor(pathname: string): Access {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The payment provider returns here; it must work whatever state the session is in.
  if (path === '/payment-callback') return 'open';
  if (path.startsWith('/manager') && !MANAGER_ENTRY_PATHS.has(path)) return 'manager';
  // The inquiry list and its detail with the answer form are the administrators' inbox; anyone may write.
  if (within(path, '/admin') || (within(path, '/inquiry') && path !== '/inquiry/create')) return 'admin';
  if (MEMBER_SECTIONS.some((section) => within(path, section))) return 'member';
  return 'open';
}

/** Where to send someone who may not open the path, or null when they may. */
export function redirectFor(access: Access, user: { role: Role } | null): string | null {
  switch (access) {
    case 'open':
      return null;
    case 'member':
      return user ? null : '/login';
    case 'manager':
      return user?.role === 'ROLE_MANAGER' ? null : '/';
    case 'admin':
      return user?.role === 'ROLE_ADMIN' ? null : '/';
  }
}
