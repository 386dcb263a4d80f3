import { LockMode } from '@mikro-orm/core';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { answerMail } from './answer-mail';
import { Inquiry } from './inquiry.entity';
import { cursorPage, numberedPage, type CursorPage } from './inquiry-pages';
import { toView, type InquiryView } from './inquiry.service';

/** An inquiry as the administrator sees it: everything, and `email`, where the author can be reached. */
export interface AdminInquiryView extends InquiryView {
  email: string | null;
}

const ADMIN = ['ROLE_ADMIN'] as const;

/** Every inquiry by page number (REST), newest first, with the total count. Administrators only. */
export async function adminInquiryPage(
  ctx: RequestContext,
  page: { page: number; size: number },
): Promise<{ rows: AdminInquiryView[]; totalCount: number }> {
  assertAccess(ctx, ADMIN);
  const { rows, totalCount } = await numberedPage(ctx, {}, page, true);
  return { rows: rows.map(toAdminView), totalCount };
}

/** Every inquiry after a cursor (GraphQL), newest first. Administrators only. */
export async function adminInquiryConnection(
  ctx: RequestContext,
  page: { first?: number | null; after?: string | null },
): Promise<Omit<CursorPage, 'items'> & { items: Array<{ cursor: string; view: AdminInquiryView }> }> {
  assertAccess(ctx, ADMIN);
  const { items, ...rest } = await cursorPage(ctx, {}, page, true);
  return { ...rest, items: items.map(({ cursor, inquiry }) => ({ cursor, view: toAdminView(inquiry) })) };
}

export async function adminInquiry(ctx: RequestContext, id: number): Promise<AdminInquiryView> {
  assertAccess(ctx, ADMIN);
  const inquiry = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Inquiry, id, { populate: ['user'] }) : null;
  if (!inquiry) throw AppError.notFound(MESSAGES.inquiryNotFound);
  return toAdminView(inquiry);
}

/**
 * Answers a waiting inquiry (spec §4: → ANSWERED with answeredAt) and e-mails the answer to the author.
 * The row is locked while the mail goes out and nothing is kept when it cannot be sent, so an answer is
 * stored exactly when its author was told, and two administrators answering at once send one mail.
 */
export async function answerInquiry(ctx: RequestContext, id: number, rawAnswer: string): Promise<AdminInquiryView> {
  assertAccess(ctx, ADMIN);
  const answer = rawAnswer?.trim() ?? '';
  if (!answer) throw AppError.badInput(MESSAGES.inquiryAnswerRequired);
  if (answer.length > LIMITS.inquiryAnswerMaxLength) throw AppError.badInput(MESSAGES.inquiryAnswerTooLong);
  if (!Number.isInteger(id) || id < 1) throw AppError.notFound(MESSAGES.inquiryNotFound);

  return ctx.em.fork().transactional(async (tx) => {
    const inquiry = await tx.findOne(Inquiry, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!inquiry) throw AppError.notFound(MESSAGES.inquiryNotFound);
    if (inquiry.status === 'ANSWERED') throw AppError.conflict(MESSAGES.inquiryAlreadyAnswered);
    await tx.populate(inquiry, ['user']);
    inquiry.status = 'ANSWERED';
    inquiry.answer = answer;
    inquiry.answeredAt = new Date();
    await tx.flush();

    const to = inquiry.contactEmail ?? inquiry.user?.email;
    if (to) {
      try {
        await ctx.app.adapters.mail.send(answerMail(to, { ...inquiry, answer }));
      } catch (error) {
        ctx.logger.error({ err: error, inquiryId: id }, '문의 답변 메일 전송 실패');
        throw new AppError('BAD_GATEWAY', MESSAGES.inquiryAnswerMailFailed);
      }
    }
    return toAdminView(inquiry);
  });
}

function toAdminView(inquiry: Inquiry): AdminInquiryView {
  const view = toView(inquiry);
  return { ...view, email: view.userEmail ?? view.contactEmail };
}
