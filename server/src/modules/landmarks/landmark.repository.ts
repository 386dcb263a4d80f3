import type { ContentTranslations } from '@shim/common/content-translations';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed, type NamedParams } from '../../db/named';
import { guestVisibleSql } from '../hotels/hotel.repository';

/** A landmark as the pages read it: the sheet's row, its region and its popularity. */
export interface LandmarkRecord {
  id: number;
  sheetRow: number;
  name: string;
  location: string;
  /** First word of the location (`서울`, `강원`, `경북`): the list's region filter. */
  region: string;
  category: string;
  tags: string[];
  images: string[];
  description: string;
  detail: string;
  overview: string;
  basicAddress: string | null;
  basicHomepage: string | null;
  guidePhone: string | null;
  guideClosed: string | null;
  guideHours: string | null;
  latitude: number;
  longitude: number;
  extra: Record<string, string>;
  /** Name, description and overview per language (common/content-translations.ts). */
  translations: ContentTranslations;
  /** Reviews of the approved, active lodgings within `POPULARITY_RADIUS_KM`. */
  popularity: number;
}

export const LANDMARK_SORTS = ['ID', 'POPULARITY', 'NAME'] as const;
export type LandmarkSort = (typeof LANDMARK_SORTS)[number];

/** Lodgings this close to a landmark count towards its popularity. */
export const POPULARITY_RADIUS_KM = 10;
const KM_PER_DEGREE = 111.32;

const REGION = `split_part(l.location, ' ', 1)`;

/**
 * The popularity of landmark `l`: the review count of the lodgings within the radius, found through a
 * bounding box first (a degree of longitude shrinks with the latitude), then by great-circle distance.
 */
const POPULARITY = `coalesce((
  select sum(h.review_count)
    from hotels h
   where ${guestVisibleSql('h')}
     and h.latitude between l.latitude - ${POPULARITY_RADIUS_KM / KM_PER_DEGREE} and l.latitude + ${POPULARITY_RADIUS_KM / KM_PER_DEGREE}
     and h.longitude between l.longitude - ${POPULARITY_RADIUS_KM / KM_PER_DEGREE} / cos(radians(l.latitude))
                         and l.longitude + ${POPULARITY_RADIUS_KM / KM_PER_DEGREE} / cos(radians(l.latitude))
     and 2 * 6371 * asin(sqrt(power(sin(radians(h.latitude - l.latitude) / 2), 2) +
           cos(radians(l.latitude)) * cos(radians(h.latitude)) * power(sin(radians(h.longitude - l.longitude) / 2), 2)))
         <= ${POPULARITY_RADIUS_KM}), 0)::int`;

const COLUMNS = `l.id, l.sheet_row as "sheetRow", l.name, l.location, ${REGION} as region, l.category, l.tags, l.images,
  l.description, l.detail, l.overview, l.basic_address as "basicAddress", l.basic_homepage as "basicHomepage",
  l.guide_phone as "guidePhone", l.guide_closed as "guideClosed", l.guide_hours as "guideHours",
  l.latitude, l.longitude, l.extra, l.translations`;

export interface LandmarkListQuery {
  region: string | null;
  category: string | null;
  sort: LandmarkSort;
  /** The sort values of the last row of the previous page. */
  after: unknown[] | null;
  limit: number;
}

/** Order and cursor of each sort: the cursor is the row's values of `key`, compared as a row. */
const ORDER: Record<LandmarkSort, { key: string[]; order: string }> = {
  ID: { key: ['s.id'], order: 's.id' },
  NAME: { key: ['s.name', 's.id'], order: 's.name, s.id' },
  // Most reviewed first; the negated count keeps the row comparison ascending.
  POPULARITY: { key: ['-s.popularity', 's.name', 's.id'], order: 's.popularity desc, s.name, s.id' },
};

export function sortValues(row: LandmarkRecord, sort: LandmarkSort): unknown[] {
  if (sort === 'ID') return [row.id];
  if (sort === 'NAME') return [row.name, row.id];
  return [-row.popularity, row.name, row.id];
}

function filterSql(q: Pick<LandmarkListQuery, 'region' | 'category'>, bind: (value: unknown) => string): string {
  const conditions = ['true'];
  if (q.region) conditions.push(`${REGION} = ${bind(q.region)}`);
  if (q.category) conditions.push(`l.category = ${bind(q.category)}`);
  return conditions.join(' and ');
}

/** Named parameters `:p1`, `:p2`, ... for values as a filter or cursor comes to need them. */
function binder() {
  const params: NamedParams = {};
  let count = 0;
  const bind = (value: unknown) => {
    const name = `p${++count}`;
    params[name] = value;
    return `:${name}`;
  };
  return { params, bind };
}

/** One page of the list: filtered, sorted, after the cursor's values, `limit` rows. */
export function findLandmarkPage(connection: AbstractSqlConnection, q: LandmarkListQuery): Promise<LandmarkRecord[]> {
  const { params, bind } = binder();
  const order = ORDER[q.sort];
  const where = filterSql(q, bind);
  const cursor = q.after ? `where (${order.key.join(', ')}) > (${q.after.map((value) => bind(value)).join(', ')})` : '';
  return executeNamed<LandmarkRecord>(
    connection,
    `with s as (select ${COLUMNS}, ${POPULARITY} as popularity from landmarks l where ${where})
     select s.* from s ${cursor} order by ${order.order} limit ${bind(q.limit)}`,
    params,
  );
}

export async function countLandmarks(
  connection: AbstractSqlConnection,
  q: Pick<LandmarkListQuery, 'region' | 'category'>,
): Promise<number> {
  const { params, bind } = binder();
  const [row] = await executeNamed<{ count: number }>(
    connection,
    `select count(*)::int as count from landmarks l where ${filterSql(q, bind)}`,
    params,
  );
  return row?.count ?? 0;
}

/** The landmark with this id, of this sheet row, or the first row of the sheet; null when none. */
export async function findLandmarkBy(
  connection: AbstractSqlConnection,
  by: { id: number } | { sheetRow: number } | 'first',
): Promise<LandmarkRecord | null> {
  const { params, bind } = binder();
  const where = by === 'first' ? 'true' : 'id' in by ? `l.id = ${bind(by.id)}` : `l.sheet_row = ${bind(by.sheetRow)}`;
  const [row] = await executeNamed<LandmarkRecord>(
    connection,
    `select ${COLUMNS}, ${POPULARITY} as popularity from landmarks l where ${where} order by l.sheet_row limit 1`,
    params,
  );
  return row ?? null;
}

export interface FacetCount {
  value: string;
  count: number;
}

/** The regions and categories the landmarks have, with how many each, by name. */
export async function landmarkFacetCounts(
  connection: AbstractSqlConnection,
): Promise<{ regions: FacetCount[]; categories: FacetCount[] }> {
  const rows = await executeNamed<FacetCount & { facet: 'region' | 'category' }>(
    connection,
    `select 'region' as facet, ${REGION} as value, count(*)::int as count from landmarks l group by 2
     union all
     select 'category', l.category, count(*)::int from landmarks l where l.category <> '' group by 2
     order by 1, 2`,
  );
  const pick = (facet: string) =>
    rows.filter((row) => row.facet === facet).map(({ value, count }) => ({ value, count }));
  return { regions: pick('region'), categories: pick('category') };
}

/** Replaces a landmark's translations; false when there is no such landmark. */
export async function saveLandmarkTranslations(
  connection: AbstractSqlConnection,
  id: number,
  translations: ContentTranslations,
): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    connection,
    `update landmarks set translations = :translations::jsonb where id = :id returning id`,
    { id, translations: JSON.stringify(translations) },
  );
  return rows.length > 0;
}

/** The landmarks that have translations, with them (kept across a sheet import). */
export function translatedLandmarks(
  connection: AbstractSqlConnection,
): Promise<Array<{ id: number; translations: ContentTranslations }>> {
  return executeNamed(connection, `select id, translations from landmarks where translations <> '{}'::jsonb`, {});
}
