import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import { Landmark } from './landmark.entity';

export interface LandmarkPage {
  items: Array<{ cursor: string; landmark: Landmark }>;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The landmarks of the spreadsheet in id order (the main page's slider, the landmark list). */
export async function listLandmarks(
  ctx: RequestContext,
  page: { first?: number | null; after?: string | null } = {},
): Promise<LandmarkPage> {
  const first = pageSize(page.first);
  let afterId = 0;
  if (page.after) {
    const [id] = decodeCursor(page.after);
    if (!Number.isInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
    afterId = id as number;
  }
  const [rows, totalCount] = await Promise.all([
    ctx.em.find(Landmark, { id: { $gt: afterId } }, { orderBy: { id: 'asc' }, limit: first + 1 }),
    ctx.em.count(Landmark, {}),
  ]);
  const items = rows.slice(0, first).map((landmark) => ({ cursor: encodeCursor([landmark.id]), landmark }));
  return { items, totalCount, hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null };
}

export async function landmarkById(ctx: RequestContext, id: number): Promise<Landmark> {
  const landmark = Number.isInteger(id) ? await ctx.em.findOne(Landmark, id) : null;
  if (!landmark) throw AppError.notFound(MESSAGES.landmarkNotFound);
  return landmark;
}
