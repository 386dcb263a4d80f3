import type { ContentTranslations } from '@shim/common/content-translations';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import type { PlaceKind } from '@shim/common/places';
import { executeNamed } from '../../db/named';
import { guestVisibleSql } from '../hotels/hotel.repository';

/** What the search box typed, in the forms the statement matches (`place.service.ts#suggestionQuery`). */
export interface SuggestionQuery {
  /** The text's key (no spaces or punctuation, lower-cased). */
  key: string;
  /** The key without its 시/구/동/역… suffix. */
  stripped: string;
  /** `^…` regex of an unfinished last syllable, or null. */
  partial: string | null;
  /**
   * What lodgings' names must begin with for `partial` (the text before the unfinished character), or null: then
   * lodgings skip that test (one character is too little to walk their index by).
   */
  partialHead: string | null;
  /** The key is nothing but initial consonants (`ㅎㄴㅊ`). */
  initialsOnly: boolean;
  /**
   * The key's jamo, to guess at typos; null when not asked (the service asks when nothing matched as typed). The
   * typo pass looks for nothing else among lodgings: whatever they matched as typed would have ended it before.
   */
  jamo: string | null;
  /** Look for lodgings at all (two characters or more: one would match thousands). */
  lodgings: boolean;
  /** Look for the text inside names too (three characters or more: the trigram index needs them). */
  contains: boolean;
  limit: number;
}

export interface SuggestionRow {
  id: string;
  kind: PlaceKind;
  name: string;
  label: string;
  latitude: number | null;
  longitude: number | null;
  score: number;
  /** Names per language (`places.translations`, landmarks' and lodgings' own). */
  translations: ContentTranslations;
  /** What the label shows after the name: a landmark's location, a lodging's region; null for areas and stations. */
  where: string | null;
}

/** `%` and `_` of the text stay plain characters in LIKE. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The score of a match, best first: the name exactly 100 > another spelling exactly 95 > prefix 80 > unfinished
 * syllable 75 > 초성 60 > inside 50 > similar jamo (typos, only asked for when nothing matched as typed) up to 40,
 * the closer in length first. `keys` is an SQL text[] of a place's spellings, or null for a name alone (`key`);
 * `initials` and `jamo` are the name's forms.
 */
const scoreSql = (keys: string | null, key: string, initials: string, jamo: string) => {
  const anyKey = (test: string) =>
    keys ? `exists (select 1 from unnest(${keys}) k where k ${test})` : `${key} ${test}`;
  return `case
  when :key = ${key} then 100
  when ${keys ? `:key = any(${keys}) or :stripped = any(${keys})` : `:stripped = ${key}`} then 95
  when ${anyKey('like :prefix')} then 80
  when :partial::text is not null and ${anyKey('~ :partial')} then 75
  when :initialsOnly and ${initials} like :prefix then 60
  when :contains and ${key} like :inside then 50
  when :jamo::text is not null then 30 * word_similarity(:jamo, ${jamo}) + 10 * similarity(:jamo, ${jamo})
  else 0 end`;
};

/**
 * Lodgings as typed: one index-friendly test per form of the name (`name_key`, `name_initials`: stored generated
 * columns, migration Places), so each reads its trigram index on `hotels` (bitmap OR).
 */
const LODGING_NAME = `h.name_key`;
// PostgreSQL does not walk a trigram index for these regexes: the unfinished syllable's test walks it by the
// text before it (`like`), then checks the regex on what that finds.
const LODGING_MATCH = `(${LODGING_NAME} like :prefix
  or (:contains and ${LODGING_NAME} like :inside)
  or (:partialHead::text is not null and ${LODGING_NAME} like :partialHead and ${LODGING_NAME} ~ :partial)
  or (:initialsOnly and h.name_initials like :prefix))`;

/**
 * How alike a lodging's jamo must be (pg_trgm word_similarity) to be a typo guess: a text of L jamo has L + 1
 * trigrams and a wrong jamo costs it about 3.5 of them (measured: its own three, and the matched extent's ends), so
 * two typos leave about 1 - 7 / (L + 1); never under pg_trgm's 0.6, rounded down so a fraction on the line counts.
 * A long text at a flat 0.6 let thousands of names through (`명동 게스트하우스 12`: every `…동 게스트하우스 12…`).
 */
export function typoThreshold(jamo: string): number {
  const length = [...jamo].length;
  return Math.max(0.6, Math.floor((1 - 7 / (length + 1)) * 100) / 100);
}

/**
 * The suggestions for a text: areas and stations (`places`), landmarks and guest-visible lodgings, each source's
 * best `limit`, then best first; at equal score the kinds' order (areas, stations, landmarks, lodgings) and the
 * bigger area first.
 */
export function findSuggestions(connection: AbstractSqlConnection, q: SuggestionQuery): Promise<SuggestionRow[]> {
  return executeNamed<SuggestionRow>(
    connection,
    `with area as (
       select p.id, p.kind, p.name, p.label, p.latitude, p.longitude, p.area_km2, p.translations, null as "where",
              ${scoreSql('p.keys', 'p.keys[1]', 'p.initials', 'p.jamo')} as score
         from places p
     ), landmark as (
       select 'landmark:' || l.id as id, 'LANDMARK' as kind, l.name, l.name || ' · ' || l.location as label,
              l.latitude, l.longitude, 0::real as area_km2, l.translations, l.location as "where",
              ${scoreSql(null, 'l.name_key', 'l.name_initials', 'l.name_jamo')} as score
         from landmarks l
     ), lodging as (
       select 'lodging:' || h.id as id, 'LODGING' as kind, h.name, h.name || ' · ' || h.region as label,
              h.latitude, h.longitude, 0::real as area_km2, h.translations, h.region as "where",
              ${scoreSql(null, LODGING_NAME, 'h.name_initials', 'h.name_jamo')} as score
         from hotels h
        where :lodgings and :jamo::text is null and ${guestVisibleSql('h')} and ${LODGING_MATCH}
       union all
       -- The typo pass: the index at the text's own threshold (migration PlaceSuggestSpeed), scored there.
       select 'lodging:' || h.id as id, 'LODGING' as kind, h.name, h.name || ' · ' || h.region as label,
              h.latitude, h.longitude, 0::real as area_km2, h.translations, h.region as "where", t.score
         from lodging_typo_matches(:jamo, :typoThreshold, :limit) t
         join hotels h on h.id = t.id
        where :lodgings and :jamo::text is not null
     ), hits as (
       (select * from area where score >= :smallFloor order by score desc, area_km2 desc limit :limit)
       union all (select * from landmark where score >= :smallFloor order by score desc limit :limit)
       union all (select * from lodging where score >= :floor order by score desc, id limit :limit)
     )
     select id, kind, name, label, latitude, longitude, score::float8 as score, translations, "where" from hits
      order by score desc,
               array_position(array['SIDO', 'SIGUNGU', 'EMD', 'STATION', 'LANDMARK', 'LODGING'], kind),
               area_km2 desc, name
      limit :limit`,
    {
      key: q.key,
      stripped: q.stripped,
      prefix: `${likeEscape(q.key)}%`,
      inside: `%${likeEscape(q.key)}%`,
      partial: q.partial,
      partialHead: q.partialHead === null ? null : `${likeEscape(q.partialHead)}%`,
      lodgings: q.lodgings,
      initialsOnly: q.initialsOnly,
      contains: q.contains,
      jamo: q.jamo,
      typoThreshold: q.jamo === null ? 0.6 : typoThreshold(q.jamo),
      // A similar-jamo lodging counts from word_similarity 0.6 (the least typoThreshold, which the index reads:
      // 30 × 0.6); the few hundred areas and landmarks are all scored, so they count from 0.3.
      floor: 18,
      smallFloor: 9,
      limit: q.limit,
    },
  );
}

/** A place a search runs around (docs/decisions/search.md "Places"). */
export interface PlaceRecord {
  id: string;
  kind: PlaceKind;
  name: string;
  /** The full name for display: `부산광역시 해운대구`, `강남역 (2호선·신분당선)`. */
  label: string;
  latitude: number;
  longitude: number;
  /** For an area, the address text its lodgings' addresses contain; null for a point. */
  areaText: string | null;
}

/** An area or station of `places` by id. */
export async function findPlace(connection: AbstractSqlConnection, id: string): Promise<PlaceRecord | null> {
  const [row] = await executeNamed<PlaceRecord>(
    connection,
    `select id, kind, name, label, latitude, longitude, area_text as "areaText" from places where id = :id`,
    { id },
  );
  return row ?? null;
}

/** A landmark as a place (its point). */
export async function findLandmarkPlace(connection: AbstractSqlConnection, id: number): Promise<PlaceRecord | null> {
  const [row] = await executeNamed<PlaceRecord>(
    connection,
    `select 'landmark:' || id as id, 'LANDMARK' as kind, name, name as label, latitude, longitude, null as "areaText"
       from landmarks where id = :id`,
    { id },
  );
  return row ?? null;
}

/** A guest-visible lodging as a place. */
export async function findLodgingPlace(connection: AbstractSqlConnection, id: number): Promise<PlaceRecord | null> {
  const [row] = await executeNamed<PlaceRecord>(
    connection,
    `select 'lodging:' || h.id as id, 'LODGING' as kind, h.name, h.name as label, h.latitude, h.longitude,
            null as "areaText"
       from hotels h where h.id = :id and ${guestVisibleSql('h')}`,
    { id },
  );
  return row ?? null;
}

/** An area's or station's stored translations and search keys; null when there is no such place. */
export async function findPlaceTranslations(
  connection: AbstractSqlConnection,
  id: string,
): Promise<{ translations: ContentTranslations; keys: string[] } | null> {
  const [row] = await executeNamed<{ translations: ContentTranslations; keys: string[] }>(
    connection,
    `select translations, keys from places where id = :id`,
    { id },
  );
  return row ?? null;
}

/** Replaces a place's translations and its keys (the Korean and romanised ones stay first, in their order). */
export async function savePlaceTranslations(
  connection: AbstractSqlConnection,
  id: string,
  translations: ContentTranslations,
  keys: string[],
): Promise<void> {
  await executeNamed(
    connection,
    `update places set translations = :translations::jsonb, keys = :keys::text[] where id = :id`,
    {
      id,
      translations: JSON.stringify(translations),
      keys: `{${keys.map((key) => `"${key.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`,
    },
  );
}

/** An area or station as the administrator's translation list shows it. */
export interface AdminPlaceRow {
  id: string;
  kind: PlaceKind;
  name: string;
  label: string;
  latitude: number;
  longitude: number;
  translations: ContentTranslations;
}

/** Where a page of the administrator's list resumes: the last row's kind rank, label and id. */
export type AdminPlaceAfter = [rank: number, label: string, id: string];

// The administrator's list runs areas from the biggest kind down, then stations; by label within a kind.
const ADMIN_PLACE_RANK = `array_position(array['SIDO', 'SIGUNGU', 'EMD', 'STATION'], p.kind)`;

/**
 * A page of areas and stations whose Korean name or label holds `text` (all when null), optionally of one kind,
 * fetched with one extra row (it says there is a next page), and how many match in all.
 */
export async function findAdminPlaces(
  connection: AbstractSqlConnection,
  q: { text: string | null; kind: PlaceKind | null; after: AdminPlaceAfter | null; limit: number },
): Promise<{ rows: Array<AdminPlaceRow & { rank: number }>; totalCount: number }> {
  const where = `(:inside::text is null or p.name like :inside or p.label like :inside)
     and (:kind::text is null or p.kind = :kind)`;
  const params = {
    inside: q.text === null ? null : `%${likeEscape(q.text)}%`,
    kind: q.kind,
    afterRank: q.after?.[0] ?? null,
    afterLabel: q.after?.[1] ?? null,
    afterId: q.after?.[2] ?? null,
    limit: q.limit + 1,
  };
  const rows = await executeNamed<AdminPlaceRow & { rank: number }>(
    connection,
    `select p.id, p.kind, p.name, p.label, p.latitude, p.longitude, p.translations,
              ${ADMIN_PLACE_RANK} as rank
         from places p
        where ${where}
          and (:afterRank::int is null or (${ADMIN_PLACE_RANK}, p.label, p.id) > (:afterRank::int, :afterLabel::text, :afterId::text))
        order by ${ADMIN_PLACE_RANK}, p.label, p.id
        limit :limit`,
    params,
  );
  const [count] = await executeNamed<{ count: number }>(
    connection,
    `select count(*)::int as count from places p where ${where}`,
    params,
  );
  return { rows, totalCount: count?.count ?? 0 };
}
