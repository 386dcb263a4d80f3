import { MESSAGES } from '@shim/common/messages';
import { isRole, type Role } from '@shim/common/roles';
import { PHONE_PATTERN } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { assertAccess, requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { revokeAllSessions } from '../auth/auth.service';
import { User } from './user.entity';

/** `GET /api/users/info`: the caller's own account, never the hash or tokens (REST-NOTES). */
export interface UserInfo {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
}

/** A row of the admin's user list (spec §3 admin user). */
export interface AdminUserRow extends UserInfo {
  companyName: string | null;
  businessNumber: string | null;
  createdAt: Date;
}

export async function myInfo(ctx: RequestContext): Promise<UserInfo> {
  const caller = requireUser(ctx);
  const user = await ctx.em.findOneOrFail(User, caller.id);
  return { id: user.id, name: user.name, email: user.email, phone: user.phone ?? null, role: user.role };
}

/** Saves the caller's phone: 010 and 8 digits (spec §9); hyphens and spaces are dropped first. */
export async function updateMyPhone(ctx: RequestContext, raw: string): Promise<UserInfo> {
  const caller = requireUser(ctx);
  const phone = raw.replace(/[\s-]/g, '');
  if (!phone) throw AppError.badInput(MESSAGES.phoneRequired);
  if (!PHONE_PATTERN.test(phone)) throw AppError.badInput(MESSAGES.phoneInvalid);
  const user = await ctx.em.findOneOrFail(User, caller.id);
  user.phone = phone;
  await ctx.em.flush();
  return myInfo(ctx);
}

/** The admin's user list: optionally one role, and a search over name, e-mail and company. */
export async function listUsers(
  ctx: RequestContext,
  filter: { role?: string; searchQuery?: string },
): Promise<AdminUserRow[]> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const where: Record<string, unknown> = {};
  if (filter.role) {
    if (!isRole(filter.role)) throw AppError.badInput();
    where.role = filter.role;
  }
  const query = filter.searchQuery?.trim();
  if (query) {
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.$or = [{ name: { $ilike: like } }, { email: { $ilike: like } }, { companyName: { $ilike: like } }];
  }
  const users = await ctx.em.find(User, where, { orderBy: { id: 'desc' }, limit: 500 });
  return users.map(adminRowOf);
}

/** One account as the admin's list shows it. */
export async function userForAdmin(ctx: RequestContext, userId: number): Promise<AdminUserRow> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const user = Number.isSafeInteger(userId) ? await ctx.em.findOne(User, userId) : null;
  if (!user) throw AppError.notFound(MESSAGES.userNotFound);
  return adminRowOf(user);
}

const adminRowOf = (user: User): AdminUserRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone ?? null,
  role: user.role,
  companyName: user.companyName ?? null,
  businessNumber: user.businessNumber ?? null,
  createdAt: user.createdAt,
});

/** Approves a manager application: ROLE_PENDING becomes ROLE_MANAGER; anything else is refused. */
export async function approveManager(ctx: RequestContext, userId: number): Promise<void> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const updated = Number.isSafeInteger(userId)
    ? await ctx.em.nativeUpdate(
        User,
        { id: userId, role: 'ROLE_PENDING' },
        { role: 'ROLE_MANAGER', updatedAt: new Date() },
      )
    : 0;
  if (updated === 1) return;
  const exists = Number.isSafeInteger(userId) && (await ctx.em.count(User, { id: userId })) > 0;
  if (!exists) throw AppError.notFound(MESSAGES.userNotFound);
  throw AppError.conflict(MESSAGES.notPendingManager);
}

/** Deletes an account (a rejected manager application, or a member removed by the admin); never an admin. */
export async function deleteUser(ctx: RequestContext, userId: number): Promise<void> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const user = Number.isSafeInteger(userId) ? await ctx.em.findOne(User, userId) : null;
  if (!user) throw AppError.notFound(MESSAGES.userNotFound);
  if (user.role === 'ROLE_ADMIN') throw AppError.forbidden(MESSAGES.cannotDeleteAdmin);
  await revokeAllSessions(ctx, user.id);
  await ctx.em.nativeDelete(User, { id: user.id });
}
