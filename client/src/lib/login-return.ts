import { homePathFor, type Role } from '@shim/common/roles';

const KEY = 'loginReturnTo';
/** A detour through the login is taken now or never: an old wish must not hijack a later login. */
const VALID_MS = 30 * 60_000;

/** Where a member goes after logging in (the checkout of the stay chosen before), kept for this tab only. */
export function rememberLoginReturn(path: string): void {
  // Our own paths only: a stored full URL would make the login an open redirect.
  if (!path.startsWith('/') || path.startsWith('//')) return;
  sessionStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
}

/** The page after a login: the remembered one for a member (used once), else the role's home. */
export function afterLoginPath(role: Role): string {
  const text = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (role !== 'ROLE_USER' || !text) return homePathFor(role);
  try {
    const { path, at } = JSON.parse(text) as { path?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && Date.now() - at < VALID_MS;
    return fresh && typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')
      ? path
      : homePathFor(role);
  } catch {
    return homePathFor(role);
  }
}
