import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { noticeInquiryAnswered } from '../notifications/notification.service';
import { Inquiry, INQUIRY_STATUSES } from './inquiry.entity';
import { cursorPage, numberedPage, type CursorPage } from './inquiry-pages';
import { toView, type InquiryView } from './inquiry.service';

/** An inquiry as the administrator sees it: everything, and `email`, where the author can be reached. */
export interface AdminInquiryView extends InquiryView {
  email: string | null;
}

const ADMIN = ['ROLE_ADMIN'] as const;

/** The console's filters: a status (REST's PENDING is WAITING) and a search over title, author and content. */
export interface AdminInquiryFilter {
  status?: string | null;
  searchQuery?: string | null;
}

function adminWhere(filter: AdminInquiryFilter = {}): FilterQuery<Inquiry> {
  const where: FilterQuery<Inquiry> = {};
  const status = filter.status?.trim().toUpperCase();
  if (status) {
    const known = status === 'PENDING' ? 'WAITING' : INQUIRY_STATUSES.find((one) => one === status);
    if (!known) throw AppError.badInput(ADMIN_MESSAGES.inquiryStatusInvalid);
    where.status = known;
  }
  const query = filter.searchQuery?.trim().slice(0, LIMITS.inquiryTitleMaxLength);
  if (query) {
    const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.$or = [{ title: { $ilike: like } }, { authorName: { $ilike: like } }, { content: { $ilike: like } }];
  }
  return where;
}

/** Every inquiry by page number (REST), newest first, with the total count. Administrators only. */
export async function adminInquiryPage(
  ctx: RequestContext,
  page: { page: number; size: number },
  filter: AdminInquiryFilter = {},
): Promise<{ rows: AdminInquiryView[]; totalCount: number }> {
  assertAccess(ctx, ADMIN);
  const { rows, totalCount } = await numberedPage(ctx, adminWhere(filter), page, true);
  return { rows: rows.map(toAdminView), totalCount };
}

/** Every inquiry after a cursor (GraphQL), newest first. Administrators only. */
export async function adminInquiryConnection(
  ctx: RequestContext,
  page: { first?: number | null; after?: string | null },
  filter: AdminInquiryFilter = {},
): Promise<Omit<CursorPage, 'items'> & { items: Array<{ cursor: string; view: AdminInquiryView }> }> {
  assertAccess(ctx, ADMIN);
  const { items, ...rest } = await cursorPage(ctx, adminWhere(filter), page, true);
  return { ...rest, items: items.map(({ cursor, inquiry }) => ({ cursor, view: toAdminView(inquiry) })) };
}

/** A member's own inquiries, newest first (the administrator's member page). */
export async function memberInquiries(ctx: RequestContext, userId: number): Promise<AdminInquiryView[]> {
  assertAccess(ctx, ADMIN);
  if (!Number.isSafeInteger(userId)) return [];
  const rows = await ctx.em.find(Inquiry, { user: userId }, { orderBy: { id: 'desc' }, populate: ['user'] });
  return rows.map(toAdminView);
}

export async function adminInquiry(ctx: RequestContext, id: number): Promise<AdminInquiryView> {
  assertAccess(ctx, ADMIN);
  const inquiry = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Inquiry, id, { populate: ['user'] }) : null;
  if (!inquiry) throw AppError.notFound(MESSAGES.inquiryNotFound);
  return toAdminView(inquiry);
}

/**
 * Answers a waiting inquiry (spec §4: → ANSWERED with answeredAt) and queues the answer mail to its author
 * in the same transaction: the answer is stored even while the mail server is down, and the
 * job queue sends the mail, retries it and shows it in 알림 발송 현황. The row is locked to store the
 * answer: of two administrators answering at once, one stores it and the other gets 409.
 */
export async function answerInquiry(ctx: RequestContext, id: number, rawAnswer: string): Promise<AdminInquiryView> {
  assertAccess(ctx, ADMIN);
  const answer = rawAnswer?.trim() ?? '';
  if (!answer) throw AppError.badInput(MESSAGES.inquiryAnswerRequired);
  if (answer.length > LIMITS.inquiryAnswerMaxLength) throw AppError.badInput(MESSAGES.inquiryAnswerTooLong);
  if (!Number.isInteger(id) || id < 1) throw AppError.notFound(MESSAGES.inquiryNotFound);

  const inquiry = await ctx.em.fork().transactional(async (tx) => {
    const locked = await tx.findOne(Inquiry, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!locked) throw AppError.notFound(MESSAGES.inquiryNotFound);
    if (locked.status === 'ANSWERED') throw AppError.conflict(MESSAGES.inquiryAlreadyAnswered);
    await tx.populate(locked, ['user']);
    locked.status = 'ANSWERED';
    locked.answer = answer;
    locked.answeredAt = ctx.clock.now();
    await tx.flush();
    // A member is answered at the account's address as it is now; a guest at the address they gave.
    const to = locked.user ? locked.user.email : locked.contactEmail;
    if (to) {
      const { authorName, title, content } = locked;
      await noticeInquiryAnswered(tx, id, to, { authorName, title, content, answer });
    }
    return locked;
  });
  return toAdminView(inquiry);
}

function toAdminView(inquiry: Inquiry): AdminInquiryView {
  const view = toView(inquiry);
  return { ...view, email: answerAddress(view) };
}

/** Where the author is reached: a member's account e-mail, else the address a guest left. */
export const answerAddress = (view: InquiryView): string | null => view.userEmail ?? view.contactEmail;
