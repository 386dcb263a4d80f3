import { seoulDay } from '@shim/common/dates';
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { isEmail } from '@shim/common/validation';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { normalizeEmail } from '../auth/auth.service';
import { User } from '../users/user.entity';
import { codeMail } from './code-mail';
import { VerificationCode, type CodePurpose } from './verification-code.entity';
import { countAttempt } from './verification.repository';

/** A well-formed, lower-cased address, or 400 with the spec's words. */
export function requireEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!isEmail(email) || email.length > 254) throw AppError.badInput(MESSAGES.invalidEmail);
  return email;
}

export async function isEmailTaken(ctx: RequestContext, rawEmail: string): Promise<boolean> {
  const email = requireEmail(rawEmail);
  await limitEmailProbes(ctx);
  return (await ctx.em.count(User, { email })) > 0;
}

/** check-email and send-code both tell a registered address from an unknown one: one limit per IP. */
async function limitEmailProbes(ctx: RequestContext): Promise<void> {
  if (!(await ctx.app.shared.limits.emailProbePerIp.take(ctx.ip ?? 'unknown'))) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  }
}

const HOUR_MS = 3_600_000;

/** Mails a sign-up code to an address nobody has registered (spec §4 sign-up). */
export async function sendSignupCode(ctx: RequestContext, rawEmail: string): Promise<void> {
  const email = requireEmail(rawEmail);
  await limitEmailProbes(ctx);
  if ((await ctx.em.count(User, { email })) > 0) throw AppError.conflict(MESSAGES.emailInUse);
  await issueCode(ctx, 'SIGNUP', email, { deliver: true });
}

export async function verifySignupCode(ctx: RequestContext, rawEmail: string, code: string): Promise<void> {
  await checkCode(ctx, 'SIGNUP', requireEmail(rawEmail), code);
}

/**
 * Issues a fresh code for an address and purpose, superseding earlier ones, within the resend limits
 * (per address and per IP an hour, per address a Seoul day, counted in the database so every replica sees
 * them). `deliver: false`
 * records the attempt without mailing anything: a reset for an unknown address looks the same.
 */
export async function issueCode(
  ctx: RequestContext,
  purpose: CodePurpose,
  email: string,
  options: { user?: User | null; deliver: boolean; background?: boolean },
): Promise<void> {
  const now = ctx.clock.now().getTime();
  const hourAgo = new Date(now - HOUR_MS);
  const recent = await ctx.em.find(
    VerificationCode,
    { email, purpose, createdAt: { $gte: hourAgo } },
    { orderBy: { createdAt: 'desc' }, fields: ['id', 'createdAt'] },
  );
  const last = recent[0];
  if (last && now - last.createdAt.getTime() < LIMITS.codeResendSeconds * 1000) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.codeResendTooSoon);
  }
  const fromIp = ctx.ip ? await ctx.em.count(VerificationCode, { ip: ctx.ip, createdAt: { $gte: hourAgo } }) : 0;
  if (recent.length >= LIMITS.codeSendsPerEmailPerHour || fromIp >= LIMITS.codeSendsPerIpPerHour) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.codeResendTooSoon);
  }
  // Every purpose counts, and an unknown address's unsent reset too: the answer never tells them apart.
  const today = await ctx.em.count(VerificationCode, { email, createdAt: { $gte: seoulDay(ctx.clock.today()).from } });
  if (today >= ctx.app.config.CODES_PER_ADDRESS_PER_DAY) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.codeDailyLimit);
  }
  // A mail sent after the answer cannot fail it: check the server first, for known and unknown addresses alike.
  if (options.background && !(await ctx.app.adapters.mail.reachable())) {
    throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.mailUnavailable);
  }

  const code = String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
  await ctx.em.nativeUpdate(
    VerificationCode,
    { email, purpose, supersededAt: null, verifiedAt: null },
    { supersededAt: new Date(now) },
  );
  const row = ctx.em.create(VerificationCode, {
    purpose,
    email,
    user: options.user ?? null,
    ip: ctx.ip,
    codeHash: hashCode(ctx, purpose, email, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + LIMITS.codeValidMinutes * 60_000),
  });
  await ctx.em.flush();
  if (!options.deliver) return;
  if (options.background) {
    // Answered before the mail goes out, so timing does not tell a known address from an unknown one.
    ctx.app.adapters.mail
      .send(codeMail(purpose, email, code))
      .catch((error: unknown) => ctx.logger.error({ err: error }, '인증번호 메일 전송 실패'));
    return;
  }
  try {
    await ctx.app.adapters.mail.send(codeMail(purpose, email, code));
  } catch (error) {
    ctx.logger.error({ err: error }, '인증번호 메일 전송 실패');
    // The code never reached anyone: it must not count against the resend pause.
    await ctx.em.nativeDelete(VerificationCode, { id: row.id });
    throw new AppError('SERVICE_UNAVAILABLE', MESSAGES.codeSendFailed);
  }
}

/**
 * Checks a code against the address's current one: refused when expired, spent or superseded, after
 * too many attempts, or when it differs. On success the code is marked verified and returned.
 */
export async function checkCode(
  ctx: RequestContext,
  purpose: CodePurpose,
  email: string,
  code: string,
): Promise<VerificationCode> {
  if (!(await ctx.app.shared.limits.codeVerifyPerIp.take(ctx.ip ?? 'unknown'))) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  }
  const trimmed = code.trim();
  if (!new RegExp(`^\\d{${LIMITS.codeLength}}$`).test(trimmed)) throw AppError.badInput(MESSAGES.codeMismatch);
  const current = await ctx.em.findOne(
    VerificationCode,
    { email, purpose, supersededAt: null, verifiedAt: null },
    { orderBy: { createdAt: 'desc' } },
  );
  if (!current || current.expiresAt.getTime() <= ctx.clock.now().getTime())
    throw AppError.badInput(MESSAGES.codeExpired);

  // Counted before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await countAttempt(ctx.em, { id: current.id, maxAttempts: LIMITS.codeAttemptsPerCode });
  if (!counted) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.codeTooManyAttempts);
  if (!safeEqual(current.codeHash, hashCode(ctx, purpose, email, trimmed))) {
    throw AppError.badInput(MESSAGES.codeMismatch);
  }
  const verifiedAt = ctx.clock.now();
  const claimed = await ctx.em.nativeUpdate(VerificationCode, { id: current.id, verifiedAt: null }, { verifiedAt });
  if (claimed === 0) throw AppError.badInput(MESSAGES.codeExpired);
  current.verifiedAt = verifiedAt;
  return current;
}

/** Attaches a one-time reset token to a verified password code; only its SHA-256 is kept. */
export async function attachResetToken(ctx: RequestContext, verified: VerificationCode): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.em.nativeUpdate(
    VerificationCode,
    { id: verified.id },
    {
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(ctx.clock.now().getTime() + LIMITS.resetTokenMinutes * 60_000),
    },
  );
  return token;
}

/**
 * Spends a reset token once (a conditional update, so two racing requests cannot both use it) and
 * answers the code row it belongs to, or null for an unknown, expired or spent token.
 */
export async function spendResetToken(
  ctx: RequestContext,
  token: string,
  purpose: CodePurpose,
  userId?: number,
): Promise<VerificationCode | null> {
  if (!token) return null;
  const row = await ctx.em.findOne(VerificationCode, {
    tokenHash: hashToken(token),
    purpose,
    user: userId ?? { $ne: null },
  });
  if (!row || row.usedAt || !row.tokenExpiresAt || row.tokenExpiresAt.getTime() <= ctx.clock.now().getTime())
    return null;
  const spent = await ctx.em.nativeUpdate(VerificationCode, { id: row.id, usedAt: null }, { usedAt: ctx.clock.now() });
  return spent === 1 ? row : null;
}

/** The sign-up verification of an address, verified recently and not yet spent, or null. */
export async function findVerifiedSignup(ctx: RequestContext, email: string): Promise<VerificationCode | null> {
  const since = new Date(ctx.clock.now().getTime() - LIMITS.verifiedEmailValidMinutes * 60_000);
  return ctx.em.findOne(
    VerificationCode,
    { email, purpose: 'SIGNUP', verifiedAt: { $gte: since }, usedAt: null },
    { orderBy: { verifiedAt: 'desc' } },
  );
}

/** Marks a sign-up verification spent, inside the caller's transaction; false when another request spent it first. */
export async function spendVerification(
  em: EntityManager,
  verification: VerificationCode,
  usedAt: Date,
): Promise<boolean> {
  return (await em.nativeUpdate(VerificationCode, { id: verification.id, usedAt: null }, { usedAt })) === 1;
}

/** Keyed with the server secret: a leaked table does not give the six digits away by brute force. */
function hashCode(ctx: RequestContext, purpose: CodePurpose, email: string, code: string): string {
  return createHmac('sha256', ctx.app.config.jwtSecret).update(`${purpose}:${email}:${code}`).digest('hex');
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
