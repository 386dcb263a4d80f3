import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { MESSAGES } from '@shim/common/messages';
import { isRole, type Role } from '@shim/common/roles';
import { normalizePhone, PHONE_PATTERN } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { assertAccess, requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { endAllSessions } from '../../platform/account-sessions';
import { User } from './user.entity';
import { deactivateManagedHotels, firstUpcomingStay, socialProviders } from './user.repository';

/** `GET /api/users/info`: the caller's own account, never the hash or tokens (REST-NOTES). */
export interface UserInfo {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
}

/**
 * An account's e-mail and phone are its own and the administrator's to read; whoever reaches the account
 * through a link (a reservation's guest, a lodging's manager) sees its name only.
 */
export function assertMayReadContact(ctx: RequestContext, userId: number): void {
  const caller = requireUser(ctx);
  if (caller.id !== userId && caller.role !== 'ROLE_ADMIN') throw AppError.forbidden();
}

/** A row of the admin's user list (spec §3 admin user). */
export interface AdminUserRow extends UserInfo {
  companyName: string | null;
  businessNumber: string | null;
  /** The social provider (`kakao`, `google`) the account signs in with, or null. */
  social: string | null;
  createdAt: Date;
}

/** The REST list's size: the console shows one screen of rows, newest first. */
export const ADMIN_USER_LIST_LIMIT = 500;

export async function myInfo(ctx: RequestContext): Promise<UserInfo> {
  const caller = requireUser(ctx);
  const user = await ctx.em.findOneOrFail(User, caller.id);
  return { id: user.id, name: user.name, email: user.email, phone: user.phone ?? null, role: user.role };
}

/** Whether the account signs in with a password (a social-only account has none): what 회원 탈퇴 asks for. */
export async function hasPassword(ctx: RequestContext, userId: number): Promise<boolean> {
  const user = await ctx.em.findOneOrFail(User, userId, { populate: ['passwordHash'] });
  return !!user.passwordHash;
}

/** Saves the caller's phone: 010 and 8 digits (spec §9), in any spelling normalizePhone reads. */
export async function updateMyPhone(ctx: RequestContext, raw: string): Promise<UserInfo> {
  const caller = requireUser(ctx);
  const phone = normalizePhone(raw) ?? '';
  if (!phone) throw AppError.badInput(MESSAGES.phoneRequired);
  if (!PHONE_PATTERN.test(phone)) throw AppError.badInput(MESSAGES.phoneInvalid);
  const user = await ctx.em.findOneOrFail(User, caller.id);
  user.phone = phone;
  await ctx.em.flush();
  return myInfo(ctx);
}

/** The admin's user list: optionally one role, a search over name, e-mail and company, newest first. */
export async function listUsers(
  ctx: RequestContext,
  filter: { role?: string; searchQuery?: string; beforeId?: number; limit?: number },
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
  if (filter.beforeId !== undefined) where.id = { $lt: filter.beforeId };
  const users = await ctx.em.find(User, where, {
    orderBy: { id: 'desc' },
    limit: filter.limit ?? ADMIN_USER_LIST_LIMIT,
  });
  const social = await socialProviders(
    ctx.em,
    users.map((user) => user.id),
  );
  return users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    role: user.role,
    companyName: user.companyName ?? null,
    businessNumber: user.businessNumber ?? null,
    social: social.get(user.id) ?? null,
    createdAt: user.createdAt,
  }));
}

/**
 * Approves or rejects the applications the administrator saw, all or none: every id must still be an
 * application (another administrator may have acted), else nothing changes and the answer is 409.
 */
export async function decideManagers(
  ctx: RequestContext,
  decision: 'approve' | 'reject',
  userIds: number[] | undefined,
): Promise<number> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  if (userIds === undefined || userIds.some((id) => !Number.isSafeInteger(id))) throw AppError.badInput();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return 0;
  return ctx.em.fork().transactional(async (tx) => {
    const where = { id: { $in: ids }, role: 'ROLE_PENDING' as const };
    const changed =
      decision === 'approve'
        ? await tx.nativeUpdate(User, where, { role: 'ROLE_MANAGER', updatedAt: ctx.clock.now() })
        : await tx.nativeDelete(User, where);
    if (changed !== ids.length) throw AppError.conflict(ADMIN_MESSAGES.bulkChanged);
    return changed;
  });
}

/** One account as the admin's list shows it. */
export async function userForAdmin(ctx: RequestContext, userId: number): Promise<AdminUserRow> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const user = Number.isSafeInteger(userId) ? await ctx.em.findOne(User, userId) : null;
  if (!user) throw AppError.notFound(MESSAGES.userNotFound);
  const social = await socialProviders(ctx.em, [user.id]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    role: user.role,
    companyName: user.companyName ?? null,
    businessNumber: user.businessNumber ?? null,
    social: social.get(user.id) ?? null,
    createdAt: user.createdAt,
  };
}

/** Approves a manager application: ROLE_PENDING becomes ROLE_MANAGER; anything else is refused. */
export async function approveManager(ctx: RequestContext, userId: number): Promise<void> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const updated = Number.isSafeInteger(userId)
    ? await ctx.em.nativeUpdate(
        User,
        { id: userId, role: 'ROLE_PENDING' },
        { role: 'ROLE_MANAGER', updatedAt: ctx.clock.now() },
      )
    : 0;
  if (updated === 1) return;
  const exists = Number.isSafeInteger(userId) && (await ctx.em.count(User, { id: userId })) > 0;
  if (!exists) throw AppError.notFound(MESSAGES.userNotFound);
  throw AppError.conflict(MESSAGES.notPendingManager);
}

/**
 * Deletes an account (a rejected manager application, or a member removed by the admin); never an admin,
 * the caller included. Its sessions end at once; its reservations, payments and reviews stay (their user
 * link is cleared by the database), and a manager's lodgings are taken out of search, having no owner.
 * A manager whose lodging still has a stay ahead (confirmed, or a hold being paid) is refused with 409
 * naming the first one, as the manager's own lodging delete is: a guest's booking keeps its lodging.
 */
export async function deleteUser(ctx: RequestContext, userId: number): Promise<void> {
  const caller = requireUser(ctx);
  assertAccess(ctx, ['ROLE_ADMIN']);
  if (userId === caller.id) throw AppError.forbidden(ADMIN_MESSAGES.cannotDeleteSelf);
  const user = Number.isSafeInteger(userId) ? await ctx.em.findOne(User, userId) : null;
  if (!user) throw AppError.notFound(MESSAGES.userNotFound);
  if (user.role === 'ROLE_ADMIN') throw AppError.forbidden(MESSAGES.cannotDeleteAdmin);
  await ctx.em.transactional(async (tx) => {
    const stay = await firstUpcomingStay(tx, user.id, ctx.clock.today(), ctx.clock.now());
    if (stay) {
      const first = `${stay.hotelName} ${stay.checkIn}~${stay.checkOut} (주문번호 ${stay.orderId})`;
      throw AppError.conflict(`${ADMIN_MESSAGES.managerHasUpcomingStays} 첫 예약: ${first}`);
    }
    // Before the delete: the revocation reads the account's refresh tokens, which go with it.
    await endAllSessions(ctx, user.id);
    await deactivateManagedHotels(tx, user.id);
    await tx.nativeDelete(User, { id: user.id });
  });
}
