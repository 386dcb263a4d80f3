import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { Inquiry, type InquiryStatus } from './inquiry.entity';
import { cursorPage, numberedPage, type CursorPage } from './inquiry-pages';
import { maskName } from '@shim/common/public-names';

/**
 * A row of the public board (spec §2): never any contact detail; the author masked (§9); the content and
 * answer only when the caller may open it; a secret row shows its title (the board marks it with a lock)
 * but opens only for its author and administrators.
 */
export interface BoardRow {
  id: number;
  title: string;
  secret: boolean;
  status: InquiryStatus;
  authorName: string;
  isMember: boolean;
  createdAt: Date;
  /** The caller may open it: not secret, or the caller wrote it (a member) or is an administrator. */
  readable: boolean;
  /** The post's content and answer, for a caller who may open it only (null otherwise). */
  content: string | null;
  answer: string | null;
  answeredAt: Date | null;
}

/** An opened board post: a row its caller may read. */
export interface BoardPost extends BoardRow {
  content: string;
}

/** Board rows by page number (REST), newest first, with the total count. */
export async function boardPage(
  ctx: RequestContext,
  page: { page: number; size: number },
): Promise<{ rows: BoardRow[]; totalCount: number }> {
  const { rows, totalCount } = await numberedPage(ctx, {}, page);
  return { rows: rows.map((inquiry) => toRow(ctx, inquiry)), totalCount };
}

/** Board rows after a cursor (GraphQL), newest first. */
export async function boardConnection(
  ctx: RequestContext,
  page: { first?: number | null; after?: string | null },
): Promise<Omit<CursorPage, 'items'> & { items: Array<{ cursor: string; row: BoardRow }> }> {
  const { items, ...rest } = await cursorPage(ctx, {}, page);
  return { ...rest, items: items.map(({ cursor, inquiry }) => ({ cursor, row: toRow(ctx, inquiry) })) };
}

/**
 * One board post with its content and answer. A secret one opens only for its author (a member, by the
 * token) and administrators; anyone else is refused and is sent nothing of it.
 */
export async function boardPost(ctx: RequestContext, id: number): Promise<BoardPost> {
  const inquiry = Number.isInteger(id) && id > 0 ? await ctx.em.findOne(Inquiry, id) : null;
  if (!inquiry) throw AppError.notFound(MESSAGES.inquiryNotFound);
  if (!mayRead(ctx, inquiry)) throw AppError.forbidden(MESSAGES.inquirySecretForbidden);
  return { ...toRow(ctx, inquiry), content: inquiry.content };
}

function mayRead(ctx: RequestContext, inquiry: Inquiry): boolean {
  if (!inquiry.secret) return true;
  const caller = ctx.user;
  if (!caller) return false;
  return caller.role === 'ROLE_ADMIN' || (inquiry.user != null && inquiry.user.id === caller.id);
}

function toRow(ctx: RequestContext, inquiry: Inquiry): BoardRow {
  const readable = mayRead(ctx, inquiry);
  return {
    id: inquiry.id,
    title: inquiry.title,
    secret: inquiry.secret,
    status: inquiry.status,
    authorName: maskName(inquiry.authorName),
    isMember: inquiry.user != null,
    createdAt: inquiry.createdAt,
    readable,
    content: readable ? inquiry.content : null,
    answer: readable ? (inquiry.answer ?? null) : null,
    answeredAt: readable ? (inquiry.answeredAt ?? null) : null,
  };
}
