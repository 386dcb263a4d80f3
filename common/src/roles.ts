/** Account roles as the REST facade and the tokens spell them (spec §6, REST-NOTES). */
export const ROLES = ['ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN', 'ROLE_PENDING'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Where a person lands after logging in (spec §6); an applied manager waits on the pending page. */
export function homePathFor(role: Role): string {
  if (role === 'ROLE_ADMIN') return '/admin';
  if (role === 'ROLE_MANAGER') return '/manager';
  if (role === 'ROLE_PENDING') return '/manager-pending';
  return '/';
}
