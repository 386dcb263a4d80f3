import type { FilterQuery } from '@mikro-orm/core';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import { Inquiry } from './inquiry.entity';

/** Newest first: numbers are given in the order inquiries are written, and the key is unique. */
const NEWEST_FIRST = { id: 'desc' } as const;

export interface NumberedPage {
  rows: Inquiry[];
  totalCount: number;
}

/** A page by number (REST: `page` from 0, `size` 1–100), with the total for the pager. */
export async function numberedPage(
  ctx: RequestContext,
  where: FilterQuery<Inquiry>,
  request: { page: number; size: number },
  populateUser = false,
): Promise<NumberedPage> {
  const { page, size } = request;
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > LIMITS.pageSizeMax) {
    throw AppError.badInput(MESSAGES.badRequest);
  }
  const [rows, totalCount] = await ctx.em.findAndCount(Inquiry, where, {
    orderBy: NEWEST_FIRST,
    limit: size,
    offset: page * size,
    populate: populateUser ? ['user'] : [],
  });
  return { rows, totalCount };
}

export interface CursorPage {
  items: Array<{ cursor: string; inquiry: Inquiry }>;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** A page after a cursor (GraphQL connections): keyset on the number, so new rows never shift it. */
export async function cursorPage(
  ctx: RequestContext,
  where: FilterQuery<Inquiry>,
  request: { first?: number | null; after?: string | null },
  populateUser = false,
): Promise<CursorPage> {
  const first = pageSize(request.first);
  let filter: FilterQuery<Inquiry> = where;
  if (request.after) {
    const [id] = decodeCursor(request.after);
    if (!Number.isInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
    filter = { $and: [where, { id: { $lt: id as number } }] };
  }
  const [rows, totalCount] = await Promise.all([
    ctx.em.find(Inquiry, filter, {
      orderBy: NEWEST_FIRST,
      limit: first + 1,
      populate: populateUser ? ['user'] : [],
    }),
    ctx.em.count(Inquiry, where),
  ]);
  const items = rows.slice(0, first).map((inquiry) => ({ cursor: encodeCursor([inquiry.id]), inquiry }));
  return { items, totalCount, hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null };
}
