import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import { safeDetailHtml } from './detail-html';
import {
  checkTranslations,
  LANDMARK_TRANSLATION_LIMITS,
  type TranslationEntry,
} from '@shim/common/content-translations';
import { assertAccess } from '../../platform/auth/access';
import {
  countLandmarks,
  saveLandmarkTranslations,
  findLandmarkBy,
  findLandmarkPage,
  landmarkFacetCounts,
  sortValues,
  type FacetCount,
  type LandmarkRecord,
  type LandmarkSort,
} from './landmark.repository';

export type { LandmarkRecord, LandmarkSort } from './landmark.repository';

export interface LandmarkFilter {
  /** First word of the location (`서울`, `경북`). */
  region?: string | null;
  category?: string | null;
}

export interface LandmarkPage {
  items: Array<{ cursor: string; landmark: LandmarkRecord }>;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The landmarks of the spreadsheet, filtered by region and category, by id, popularity or name. */
export async function listLandmarks(
  ctx: RequestContext,
  page: { first?: number | null; after?: string | null } = {},
  filter: LandmarkFilter = {},
  sort: LandmarkSort = 'ID',
): Promise<LandmarkPage> {
  const first = pageSize(page.first);
  const criteria = { region: filter.region?.trim() || null, category: filter.category?.trim() || null };
  const after = page.after ? checkedCursor(decodeCursor(page.after), sort) : null;
  const [rows, totalCount] = await Promise.all([
    findLandmarkPage(ctx.publicReads, { ...criteria, sort, after, limit: first + 1 }),
    countLandmarks(ctx.publicReads, criteria),
  ]);
  const items = rows
    .slice(0, first)
    .map((landmark) => ({ cursor: encodeCursor(sortValues(landmark, sort)), landmark: safe(landmark) }));
  return { items, totalCount, hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null };
}

/**
 * The landmark a /landmark/{ref} page shows (spec §2): the row whose id is `ref`, else the `ref`-th row
 * of the sheet (1-based), else the first row. Not found only when there are no landmarks at all.
 */
export async function landmarkForRoute(ctx: RequestContext, ref: string): Promise<LandmarkRecord> {
  const text = ref.trim();
  const number = /^\d{1,9}$/.test(text) ? Number(text) : null;
  const landmark =
    (number !== null && (await findLandmarkBy(ctx.publicReads, { id: number }))) ||
    (number !== null && (await findLandmarkBy(ctx.publicReads, { sheetRow: number }))) ||
    (await findLandmarkBy(ctx.publicReads, 'first'));
  if (!landmark) throw AppError.notFound(MESSAGES.landmarkNotFound);
  return safe(landmark);
}

/** The list's filter choices: each region and category with its number of landmarks. */
export function landmarkFacets(ctx: RequestContext): Promise<{ regions: FacetCount[]; categories: FacetCount[] }> {
  return landmarkFacetCounts(ctx.publicReads);
}

/** The detail HTML leaves the server sanitized, whoever asks. */
const safe = (landmark: LandmarkRecord): LandmarkRecord => ({ ...landmark, detail: safeDetailHtml(landmark.detail) });

function checkedCursor(values: unknown[], sort: LandmarkSort): unknown[] {
  const shapes: Record<LandmarkSort, Array<'number' | 'string'>> = {
    ID: ['number'],
    NAME: ['string', 'number'],
    POPULARITY: ['number', 'string', 'number'],
  };
  const shape = shapes[sort];
  if (values.length === shape.length && values.every((value, i) => typeof value === shape[i])) return values;
  throw AppError.badInput(MESSAGES.invalidCursor);
}

/** The administrator sets a landmark's name, description and overview per language (all of them at once). */
export async function setLandmarkTranslations(
  ctx: RequestContext,
  id: number,
  entries: TranslationEntry[],
): Promise<LandmarkRecord> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const checked = checkTranslations(entries, LANDMARK_TRANSLATION_LIMITS);
  if ('problem' in checked) throw AppError.badInput(checked.problem);
  if (!Number.isSafeInteger(id) || !(await saveLandmarkTranslations(ctx.connection, id, checked.translations))) {
    throw AppError.notFound(MESSAGES.landmarkNotFound);
  }
  const landmark = await findLandmarkBy(ctx.connection, { id });
  return safe(landmark!);
}
