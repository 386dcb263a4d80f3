import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { MESSAGES } from '@shim/common/messages';
import { NAME_PATTERN, PASSWORD_PATTERN } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/auth/passwords';
import { issueTokens, type TokenPair } from '../auth/auth.service';
import { grantSignupCoupon } from '../coupons/coupon.service';
import { User } from '../users/user.entity';
import { findVerifiedSignup, requireEmail, spendVerification } from '../verification/verification.service';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export interface ManagerApplicationInput extends RegisterInput {
  companyName: string;
  businessNumber: string;
}

/** Name and password rules of spec §5, shared with the forms through common/. */
export function requireName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!NAME_PATTERN.test(name) || name.length > 50) throw AppError.badInput(MESSAGES.invalidName);
  return name;
}

export function requirePassword(password: string): string {
  if (!PASSWORD_PATTERN.test(password) || password.length > 128) throw AppError.badInput(MESSAGES.invalidPassword);
  return password;
}

/** A member account for a verified address, with the sign-up coupon; answers the login tokens. */
export async function register(ctx: RequestContext, input: RegisterInput): Promise<TokenPair> {
  const created = await createAccount(ctx, input, 'ROLE_USER');
  return issueTokens(ctx, await ctx.em.findOneOrFail(User, created.id));
}

/** A manager application: a ROLE_PENDING account an administrator approves or rejects (spec §4). */
export async function applyAsManager(ctx: RequestContext, input: ManagerApplicationInput): Promise<void> {
  const companyName = input.companyName.trim();
  if (!companyName || companyName.length > 100) throw AppError.badInput(MESSAGES.companyNameRequired);
  const digits = input.businessNumber.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) throw AppError.badInput(MESSAGES.businessNumberInvalid);
  const businessNumber = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  await createAccount(ctx, input, 'ROLE_PENDING', { companyName, businessNumber });
}

async function createAccount(
  ctx: RequestContext,
  input: RegisterInput,
  role: 'ROLE_USER' | 'ROLE_PENDING',
  extra: { companyName?: string; businessNumber?: string } = {},
): Promise<User> {
  const email = requireEmail(input.email);
  const name = requireName(input.name);
  const password = requirePassword(input.password);
  if ((await ctx.em.count(User, { email })) > 0) throw AppError.conflict(MESSAGES.emailInUse);
  // Checked before the (deliberately slow) hash, so an unverified address costs the server nothing.
  const verification = await findVerifiedSignup(ctx, email);
  if (!verification) throw AppError.badInput(MESSAGES.emailVerificationRequired);
  const passwordHash = await hashPassword(password);

  try {
    return await ctx.em.transactional(async (em) => {
      const spent = await spendVerification(em, verification, ctx.clock.now());
      if (!spent) throw AppError.badInput(MESSAGES.emailVerificationRequired);
      const user = em.create(User, { email, name, passwordHash, role, ...extra });
      await em.flush();
      if (role === 'ROLE_USER') await grantSignupCoupon(em, user, ctx.clock);
      await em.flush();
      return user;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw AppError.conflict(MESSAGES.emailInUse);
    throw error;
  }
}
