import { MESSAGES } from '@shim/common/messages';
import type { Role } from '@shim/common/roles';
import type { RequestContext } from '../../platform/context';
import { assertAccess, requireUser } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeAllSessions } from '../auth/auth.service';
import { requirePassword } from '../registration/registration.service';
import { User } from '../users/user.entity';
import {
  attachResetToken,
  checkCode,
  issueCode,
  requireEmail,
  spendResetToken,
} from '../verification/verification.service';

export interface ResetTokenAnswer {
  message: string;
  resetToken: string;
}

/**
 * Starts a password reset. Known and unknown addresses get the same answer, limits and timing: the
 * code row is recorded either way and only a known address is mailed, after the answer.
 */
export async function requestPasswordReset(ctx: RequestContext, rawEmail: string): Promise<void> {
  const email = requireEmail(rawEmail);
  const user = await ctx.em.findOne(User, { email });
  await issueCode(ctx, 'PASSWORD_RESET', email, { user, deliver: user !== null, background: true });
}

export async function verifyPasswordResetCode(
  ctx: RequestContext,
  rawEmail: string,
  code: string,
): Promise<ResetTokenAnswer> {
  const verified = await checkCode(ctx, 'PASSWORD_RESET', requireEmail(rawEmail), code);
  if (!verified.user) throw AppError.badInput(MESSAGES.codeMismatch);
  return { message: MESSAGES.resetCodeVerified, resetToken: await attachResetToken(ctx, verified) };
}

/** Sets a new password with a reset token (once, within its window) and ends every session. */
export async function resetPassword(ctx: RequestContext, resetToken: string, newPassword: string): Promise<void> {
  requirePassword(newPassword);
  const spent = await spendResetToken(ctx, resetToken, 'PASSWORD_RESET');
  if (!spent?.user) throw AppError.badInput(MESSAGES.invalidResetToken);
  await setPassword(ctx, spent.user.id, newPassword);
}

/** Member change, step 1: the current password is checked and a code is mailed to the account. */
export async function verifyOldPasswordAndSendCode(ctx: RequestContext, oldPassword: string): Promise<void> {
  const user = await checkCurrentPassword(ctx, oldPassword);
  await issueCode(ctx, 'PASSWORD_CHANGE', user.email, { user, deliver: true });
}

/** Member change, step 2: the mailed code is exchanged for a short-lived, single-use token. */
export async function verifyPasswordChangeCode(ctx: RequestContext, code: string): Promise<ResetTokenAnswer> {
  const caller = requireUser(ctx);
  const verified = await checkCode(ctx, 'PASSWORD_CHANGE', caller.email, code);
  return { message: MESSAGES.codeVerified, resetToken: await attachResetToken(ctx, verified) };
}

/** Member change, step 3: the token of this very account sets the new password. */
export async function completePasswordChange(
  ctx: RequestContext,
  resetToken: string,
  newPassword: string,
): Promise<void> {
  const caller = requireUser(ctx);
  requirePassword(newPassword);
  const spent = await spendResetToken(ctx, resetToken, 'PASSWORD_CHANGE', caller.id);
  if (!spent) throw AppError.badInput(MESSAGES.invalidResetToken);
  await setPassword(ctx, caller.id, newPassword);
}

/** Manager and admin consoles: the current password, then the new one, in one call. */
export async function changePassword(
  ctx: RequestContext,
  roles: readonly Role[],
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  assertAccess(ctx, roles);
  requirePassword(newPassword);
  const user = await checkCurrentPassword(ctx, currentPassword);
  if (currentPassword === newPassword) throw AppError.badInput(MESSAGES.samePassword);
  await setPassword(ctx, user.id, newPassword);
}

/** The caller's account when the password matches; rate-limited per IP before hashing, like login. */
async function checkCurrentPassword(ctx: RequestContext, password: string): Promise<User> {
  const caller = requireUser(ctx);
  if (!(await ctx.app.shared.limits.loginPerIp.take(ctx.ip ?? 'unknown'))) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts);
  }
  const user = await ctx.em.findOneOrFail(User, caller.id, { populate: ['passwordHash'] });
  if (!user.passwordHash) throw AppError.badInput(MESSAGES.noPasswordSet);
  if (!password || !(await verifyPassword(user.passwordHash, password))) {
    throw AppError.badInput(MESSAGES.currentPasswordWrong);
  }
  return user;
}

async function setPassword(ctx: RequestContext, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.em.nativeUpdate(User, { id: userId }, { passwordHash, updatedAt: ctx.clock.now() });
  await revokeAllSessions(ctx, userId);
}
