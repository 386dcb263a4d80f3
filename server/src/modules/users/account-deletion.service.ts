import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { MESSAGES } from '@shim/common/messages';
import { formatMonthDay } from '@shim/common/dates';
import type { RequestContext } from '../../platform/context';
import { endAllSessions } from '../../platform/account-sessions';
import { assertAccess, requireUser } from '../../platform/auth/access';
import { verifyPassword } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { User } from './user.entity';
import {
  anonymiseInquiries,
  forgetLoginFailures,
  lockAccount,
  memberUpcomingStays,
  type MemberUpcomingStay,
} from './account-deletion.repository';

/** How the member proves it is them: the password, or (an account with none) the typed phrase. */
export interface WithdrawalProof {
  password?: string | null;
  confirmation?: string | null;
}

const stayLine = (stay: MemberUpcomingStay): string =>
  `· ${stay.hotelName} ${formatMonthDay(stay.checkIn)} ~ ${formatMonthDay(stay.checkOut)} (주문번호 ${stay.orderId})`;

/**
 * 회원 탈퇴 (docs/decisions/privacy.md): refused while a stay is ahead, listing them; otherwise the account's
 * personal data goes (the row with its name, e-mail, phone and password hash; social links, sessions,
 * wishlist, coupons and codes by cascade; inquiries anonymised; reviews shown as 탈퇴한 회원) while
 * reservations and payments stay, unlinked, as the e-commerce act's 5-year records.
 */
export async function withdrawMyAccount(ctx: RequestContext, proof: WithdrawalProof): Promise<void> {
  const caller = requireUser(ctx);
  // Members only: a manager's lodgings and an administrator's console have their own ways out.
  assertAccess(ctx, ['ROLE_USER']);
  // A key acts for an integration, not the person: closing the account needs the person.
  if (ctx.apiKey) throw AppError.forbidden(ACCOUNT_MESSAGES.withdrawalByApiKey);
  const account = await ctx.em.findOneOrFail(User, caller.id, { populate: ['passwordHash'] });
  await proveItIsThem(ctx, account.passwordHash ?? null, proof);
  await ctx.em.fork().transactional(async (tx) => {
    if (!(await lockAccount(tx, caller.id))) throw AppError.unauthenticated();
    const stays = await memberUpcomingStays(tx, caller.id, ctx.clock.today(), ctx.clock.now());
    if (stays.length > 0) {
      throw AppError.conflict([ACCOUNT_MESSAGES.withdrawalUpcomingStays, ...stays.map(stayLine)].join('\n'));
    }
    // Before the delete: the revocation reads the account's refresh tokens, which go with it.
    await endAllSessions(ctx, caller.id);
    await anonymiseInquiries(tx, caller.id, MESSAGES.reviewAuthorGone);
    await forgetLoginFailures(tx, account.email);
    await tx.nativeDelete(User, { id: caller.id });
  });
  ctx.logger.info({ userId: caller.id }, 'member withdrew');
}

async function proveItIsThem(ctx: RequestContext, hash: string | null, proof: WithdrawalProof): Promise<void> {
  if (!hash) {
    // Social-only: no secret to re-enter; a live session (access tokens last 15 minutes) and the typed phrase.
    if (proof.confirmation?.trim() !== ACCOUNT_MESSAGES.withdrawalPhrase) {
      throw AppError.badInput(ACCOUNT_MESSAGES.withdrawalPhraseWrong);
    }
    return;
  }
  if (!proof.password) throw AppError.badInput(ACCOUNT_MESSAGES.withdrawalPasswordRequired);
  // The login's per-IP limit, before any hashing, like every other password check.
  if (!(await ctx.app.shared.limits.loginPerIp.take(ctx.ip ?? 'unknown'))) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyLoginAttempts);
  }
  if (!(await verifyPassword(hash, proof.password))) throw AppError.badInput(MESSAGES.currentPasswordWrong);
}
