import type { Role } from '@shim/common/roles';
import { AppError } from '../errors';
import type { RequestContext } from '../context';
import { MESSAGES } from '@shim/common/messages';

/**
 * Who may call an operation: everyone, any logged-in account, or the listed roles. Every REST route
 * and GraphQL field declares one (deny by default; a test walks the table).
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export function assertAccess(ctx: RequestContext, access: Access): void {
  if (access === 'public') return;
  if (!ctx.user) throw AppError.unauthenticated(ctx.tokenRejected ? MESSAGES.sessionExpired : MESSAGES.unauthenticated);
  if (access !== 'authenticated' && !access.includes(ctx.user.role)) throw AppError.forbidden();
}

/** The logged-in caller, for services whose every operation needs one. */
export function requireUser(ctx: RequestContext): NonNullable<RequestContext['user']> {
  assertAccess(ctx, 'authenticated');
  return ctx.user!;
}
