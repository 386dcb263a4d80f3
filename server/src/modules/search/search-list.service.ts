import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { streamSearch } from './search.repository';
import { runDayUseSearch } from './search-day-use.repository';
import { checkedDayUse, hitDayUseOf, stayOf, type DayUseAsk } from './search-day-use.service';
import { freeCancellationOf } from '../stays/stay-offer.service';
import { checkedWhere, searchPage, type HotelHit, type PlaceCriteria, type SearchSort } from './search.service';

/** The REST list's two forms (spec §7, docs/rest-notes.md): every match streamed, or a page by number. */

/** Rows of the all-in-one list read from the cursor at a time (about 0.5 MB of JSON each). */
const STREAM_BATCH = 500;

/** How deep page numbers reach: the list as a whole is the all-in-one answer. */
export const SEARCH_PAGE_DEPTH = 1000;

/** What the REST list may filter on besides the criteria. */
export interface ListFilters {
  freeCancellation?: boolean;
}

/**
 * Every match in the sort's order (RECOMMENDED unless asked), in batches from one statement's cursor (on the read replica when
 * there is one), with until when the stay can be cancelled for free. The criteria are checked now, so a bad
 * request is a 400 before anything is sent; with the free-cancellation filter and none for these dates, no batch.
 */
export async function searchAllInBatches(
  ctx: RequestContext,
  criteria: PlaceCriteria,
  filters: ListFilters = {},
  sort: SearchSort = 'RECOMMENDED',
): Promise<{ batches: AsyncGenerator<HotelHit[]>; freeCancellationUntil: string | null }> {
  if (criteria.dayUse) return dayUseInOneBatch(ctx, criteria, criteria.dayUse, filters, sort);
  const query = { ...(await checkedWhere(ctx, criteria, sort)), sort, seed: ctx.clock.today(), limit: null };
  const until = freeCancellationOf(ctx, criteria.startDate);
  const batches =
    filters.freeCancellation && until === null ? noBatches() : streamSearch(ctx.publicReads, query, STREAM_BATCH);
  return { batches, freeCancellationUntil: until };
}

async function* noBatches(): AsyncGenerator<HotelHit[]> {}

/** A 대실 search's every match, read at once (few lodgings sell 대실) and sent as one batch. */
async function dayUseInOneBatch(
  ctx: RequestContext,
  criteria: PlaceCriteria,
  ask: DayUseAsk,
  filters: ListFilters,
  sort: SearchSort,
): Promise<{ batches: AsyncGenerator<HotelHit[]>; freeCancellationUntil: null }> {
  const dayUse = checkedDayUse(ctx, ask, filters.freeCancellation ?? false);
  const where = await checkedWhere(ctx, { ...criteria, ...stayOf(dayUse.date) }, sort);
  const rows = await runDayUseSearch(ctx.publicReads, { ...where, sort, seed: ctx.clock.today(), limit: null }, dayUse);
  async function* batch(): AsyncGenerator<HotelHit[]> {
    if (rows.length > 0) yield rows.map((row) => ({ ...row, dayUse: hitDayUseOf(ctx, row, dayUse) }));
  }
  return { batches: batch(), freeCancellationUntil: null };
}

/**
 * Page `page` (from 0, as the other REST lists number theirs) of `size` (1–100) matches in the sort's
 * order, with the total: the GraphQL connection's read (`searchPage`), so the first page costs what
 * GraphQL's does; a later one walks the pages before it by cursor, 100 rows a step, up to the first 1,000.
 */
export async function searchPageByNumber(
  ctx: RequestContext,
  criteria: PlaceCriteria,
  request: { page: number; size: number },
  filters: ListFilters = {},
  sort: SearchSort = 'RECOMMENDED',
): Promise<{ hits: HotelHit[]; totalCount: number; totalAtLeast: boolean; freeCancellationUntil: string | null }> {
  const { page, size } = request;
  if (!Number.isSafeInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > LIMITS.pageSizeMax) {
    throw AppError.badInput(MESSAGES.searchPageInvalid);
  }
  if ((page + 1) * size > SEARCH_PAGE_DEPTH) throw AppError.badInput(MESSAGES.searchPageTooDeep);
  let after: string | null = null;
  for (let skip = page * size; skip > 0;) {
    const step = Math.min(skip, LIMITS.pageSizeMax);
    const passed = await searchPage(ctx, criteria, filters, sort, { first: step, after });
    if (!passed.hasNextPage) {
      const { totalCount, totalAtLeast, freeCancellationUntil } = passed;
      return { hits: [], totalCount, totalAtLeast, freeCancellationUntil };
    }
    after = passed.endCursor;
    skip -= step;
  }
  const found = await searchPage(ctx, criteria, filters, sort, { first: size, after });
  const { totalCount, totalAtLeast, freeCancellationUntil } = found;
  return { hits: found.hits.map((hit) => hit.hotel), totalCount, totalAtLeast, freeCancellationUntil };
}
