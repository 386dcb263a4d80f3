import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { isEmail, normalizePhone, PHONE_PATTERN } from '@shim/common/validation';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { User } from '../users/user.entity';
import { Inquiry, type InquiryStatus } from './inquiry.entity';

/** An inquiry as spec §3 shows it; `isMember` with the member's account e-mail, else the guest's phone. */
export interface InquiryView {
  id: number;
  title: string;
  content: string;
  authorName: string;
  contactEmail: string | null;
  secret: boolean;
  status: InquiryStatus;
  isMember: boolean;
  userEmail: string | null;
  phoneNumber: string | null;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
}

/** What an author writes (spec §7 inquiries); a member's name comes from the account. */
export interface InquiryInput {
  title: string;
  content: string;
  authorName?: string | null;
  contactEmail?: string | null;
  secret?: boolean | null;
  phoneNumber?: string | null;
}

/** The caller's own inquiries, newest first, with the answer once an administrator gave one. */
export async function myInquiries(ctx: RequestContext): Promise<InquiryView[]> {
  const user = requireUser(ctx);
  const rows = await ctx.em.find(Inquiry, { user: user.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  return rows.map((row) => toView(row, user.email));
}

/**
 * A member's inquiry: the author name and the answer's address are the account's (the form shows both
 * locked, spec §5); a `contactEmail` in the body is ignored, so an answer never goes to a stranger.
 * Limited per account like a guest's per address.
 */
export async function createMemberInquiry(ctx: RequestContext, input: InquiryInput): Promise<InquiryView> {
  const caller = requireUser(ctx);
  if (!(await ctx.app.shared.limits.memberInquiryPerUser.take(String(caller.id)))) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  }
  const user = ctx.em.getReference(User, caller.id);
  const fields = requiredFields({ ...input, authorName: caller.name });
  const contactEmail = caller.email;
  const inquiry = ctx.em.create(Inquiry, {
    ...fields,
    contactEmail,
    user,
    secret: input.secret === true,
    createdAt: ctx.clock.now(),
  });
  await ctx.em.flush();
  return toView(inquiry, caller.email);
}

/** A guest's inquiry: author name and the e-mail for the answer are required (spec §5); a phone may be left. */
export async function createGuestInquiry(ctx: RequestContext, input: InquiryInput): Promise<InquiryView> {
  if (!(await ctx.app.shared.limits.guestInquiryPerIp.take(ctx.ip ?? 'unknown'))) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyRequests);
  }
  const fields = requiredFields(input);
  const contactEmail = optionalEmail(input.contactEmail);
  if (!contactEmail) throw AppError.badInput(MESSAGES.inquiryEmailRequired);
  const phone = normalizePhone(input.phoneNumber);
  if (phone !== null && !PHONE_PATTERN.test(phone)) throw AppError.badInput(MESSAGES.phoneInvalid);
  const inquiry = ctx.em.create(Inquiry, {
    ...fields,
    contactEmail,
    phoneNumber: phone,
    user: null,
    secret: input.secret === true,
    createdAt: ctx.clock.now(),
  });
  await ctx.em.flush();
  return toView(inquiry);
}

function requiredFields(input: InquiryInput): { title: string; content: string; authorName: string } {
  const title = input.title?.trim() ?? '';
  const content = input.content?.trim() ?? '';
  const authorName = input.authorName?.trim() ?? '';
  if (!title || !content || !authorName) throw AppError.badInput(MESSAGES.inquiryFieldsRequired);
  if (
    title.length > LIMITS.inquiryTitleMaxLength ||
    content.length > LIMITS.inquiryContentMaxLength ||
    authorName.length > LIMITS.inquiryAuthorMaxLength
  ) {
    throw AppError.badInput(MESSAGES.inquiryTooLong);
  }
  return { title, content, authorName };
}

/** A well-formed e-mail, or null when none is given. */
function optionalEmail(raw: string | null | undefined): string | null {
  const email = raw?.trim() ?? '';
  if (!email) return null;
  if (!isEmail(email) || email.length > 254) throw AppError.badInput(MESSAGES.inquiryEmailInvalid);
  return email;
}

export function toView(inquiry: Inquiry, memberEmail?: string): InquiryView {
  return {
    id: inquiry.id,
    title: inquiry.title,
    content: inquiry.content,
    authorName: inquiry.authorName,
    contactEmail: inquiry.contactEmail ?? null,
    secret: inquiry.secret,
    status: inquiry.status,
    isMember: inquiry.user != null,
    userEmail: inquiry.user ? (memberEmail ?? inquiry.user.email) : null,
    phoneNumber: inquiry.phoneNumber ?? null,
    createdAt: inquiry.createdAt,
    answer: inquiry.answer ?? null,
    answeredAt: inquiry.answeredAt ?? null,
  };
}
