import {
  hangulJamo,
  isInitialsOnly,
  partialSyllableHead,
  partialSyllablePattern,
  placeKey,
  stripPlaceSuffix,
} from '@shim/common/hangul';
import { PLACE_QUERY_MAX_LENGTH, isAreaPlace, parsePlaceId, type PlaceKind } from '@shim/common/places';
import {
  checkTranslations,
  localized,
  PLACE_TRANSLATION_LIMITS,
  type ContentTranslations,
  type TranslationEntry,
} from '@shim/common/content-translations';
import { MESSAGES } from '@shim/common/messages';
import { assertAccess } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize, type Page } from '../../platform/pagination';
import { englishAddress } from '@shim/common/english-address';
import { DEFAULT_LOCALE, type Locale } from '@shim/common/locales';
import { romanizePlace } from '@shim/common/romanize';
import type { RequestContext } from '../../platform/context';
import {
  findAdminPlaces,
  findLandmarkPlace,
  findLodgingPlace,
  findPlace,
  findPlaceTranslations,
  findSuggestions,
  savePlaceTranslations,
  type AdminPlaceAfter,
  type PlaceRecord,
  type SuggestionQuery,
  type SuggestionRow,
} from './place.repository';

/** A place a search runs around: the record as `places` (or the landmark or lodging) holds it. */
export type ResolvedPlace = PlaceRecord;

export interface PlaceSuggestion {
  id: string;
  kind: PlaceKind;
  name: string;
  label: string;
  latitude: number | null;
  longitude: number | null;
  /** The Korean name in Revised Romanization (`Haeundae-gu`). */
  romanizedName: string;
  /** Names per language as stored (an area's or station's the administrator sets). */
  translations: ContentTranslations;
}

export const SUGGESTION_LIMIT_MAX = 20;
/** A score from here up is a match of the text as typed (place.repository.ts#scoreSql), below a typo guess. */
const TYPED_MATCH = 50;
/** A score from here up is the text as one of a place's spellings (place.repository.ts#scoreSql). */
const EXACT_SPELLING = 95;

const LATIN = /[A-Za-z]/;
/** What visitors add to a place's romanised name (`Haeundae Beach`, `Gangnam-gu`, `Seoul Station`). */
const LATIN_GENERIC = new Set(
  ['beach', 'station', 'stn', 'city', 'district', 'province', 'island', 'area', 'gu', 'si', 'gun', 'dong', 'do'].concat(
    ['eup', 'myeon', 'ri', 'yeok'],
  ),
);

/** A Latin text's key without the generic words it ends with (`Haeundae Beach` → `haeundae`). */
export function latinStem(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[\s\-·.,/()]+/)
    .filter(Boolean);
  while (words.length > 1 && LATIN_GENERIC.has(words.at(-1)!)) words.pop();
  return placeKey(words.join(''));
}

/** The forms of a typed text the suggestion statement matches. */
export function suggestionQuery(text: string, limit: number): SuggestionQuery | null {
  const key = placeKey(text.slice(0, PLACE_QUERY_MAX_LENGTH));
  if (!key) return null;
  const initialsOnly = isInitialsOnly(key);
  const jamo = hangulJamo(key);
  const partial = initialsOnly ? null : partialSyllablePattern(key);
  const head = partialSyllableHead(key);
  return {
    key,
    stripped: LATIN.test(text) ? latinStem(text) : stripPlaceSuffix(key),
    partial,
    // A final that may move on (`한` → 하늘) is left to areas: for lodgings the plain prefix serves.
    partialHead: partial && head && !partial.includes('|') ? head : null,
    initialsOnly,
    lodgings: [...key].length >= 2,
    // Typo tolerance needs two syllables' worth of jamo: below that everything looks alike.
    jamo: !initialsOnly && jamo.length >= 5 ? jamo : null,
    contains: [...key].length >= 3,
    limit,
  };
}

/** Suggestions for what the search box holds, best first (at most `first`, 1–20; none for an empty text). */
export async function suggestPlaces(
  ctx: RequestContext,
  text: string,
  first = 10,
  locale: Locale = ctx.locale,
): Promise<PlaceSuggestion[]> {
  const limit = Math.min(Math.max(Math.trunc(first) || 10, 1), SUGGESTION_LIMIT_MAX);
  const query = suggestionQuery(text ?? '', limit);
  if (!query) return [];
  // Typo guesses only when nothing matched as typed: the likeness of every name costs more than all the rest.
  let rows = await findSuggestions(ctx.publicReads, { ...query, jamo: null });
  if (query.jamo && !rows.some((row) => row.score >= TYPED_MATCH)) rows = await findSuggestions(ctx.publicReads, query);
  return rows.map((row) => localizedSuggestion(row, locale));
}

/**
 * A suggestion in the visitor's language: a translated name where there is one, else the Korean; the label in
 * the English address form (`Haeundae-gu, Busan`) for any language but Korean.
 */
function localizedSuggestion(row: SuggestionRow, locale: Locale): PlaceSuggestion {
  const { id, kind, name, label, latitude, longitude, translations } = row;
  const romanizedName = romanizePlace(name);
  if (locale === DEFAULT_LOCALE) return { id, kind, name, label, latitude, longitude, romanizedName, translations };
  const translated = localized(name, row.translations, locale, 'name');
  const shown = translated === name ? romanizedName : translated;
  const localLabel =
    row.where !== null ? `${shown} · ${englishAddress(row.where)}` : kind === 'STATION' ? shown : englishAddress(label);
  return { id, kind, name: translated, label: localLabel, latitude, longitude, romanizedName, translations };
}

/**
 * The area or station a Latin or translated destination names (`Haeundae`, `Seoul`, `海雲台`), as the search box
 * would suggest it first; null when none matches it whole. Lets a typed destination search without a pick.
 */
export async function foreignDestination(ctx: RequestContext, text: string): Promise<string | null> {
  const query = suggestionQuery(text ?? '', 5);
  if (!query) return null;
  const rows = await findSuggestions(ctx.publicReads, { ...query, lodgings: false, contains: false, jamo: null });
  const best = rows.find((row) => row.score >= EXACT_SPELLING && (isAreaPlace(row.kind) || row.kind === 'STATION'));
  return best?.id ?? null;
}

/** The place of a search URL's `place=` id, or null when there is no such place (or lodging a guest may see). */
export async function resolvePlace(ctx: RequestContext, id: string): Promise<ResolvedPlace | null> {
  const parsed = parsePlaceId(id);
  if (!parsed) return null;
  if (parsed.kind === 'LANDMARK') return findLandmarkPlace(ctx.publicReads, Number(parsed.key));
  if (parsed.kind === 'LODGING') return findLodgingPlace(ctx.publicReads, Number(parsed.key));
  return findPlace(ctx.publicReads, id);
}

/** A place's translated names as search keys (`海雲台` → its key). */
const translatedKeys = (translations: ContentTranslations): string[] =>
  Object.values(translations).flatMap((text) => (text?.name ? [placeKey(text.name)] : []));

/**
 * The administrator names an area or station in other languages (names only: places have no text); the names
 * become search keys too, replacing the previous translated ones.
 */
export async function setPlaceTranslations(
  ctx: RequestContext,
  id: string,
  entries: TranslationEntry[],
): Promise<PlaceSuggestion> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const checked = checkTranslations(entries, PLACE_TRANSLATION_LIMITS);
  if ('problem' in checked) throw AppError.badInput(checked.problem);
  const parsed = parsePlaceId(id);
  const stored =
    parsed && (isAreaPlace(parsed.kind) || parsed.kind === 'STATION')
      ? await findPlaceTranslations(ctx.connection, id)
      : null;
  if (!stored) throw AppError.notFound(MESSAGES.searchPlaceUnknown);
  const old = new Set(translatedKeys(stored.translations));
  const keys = [...new Set([...stored.keys.filter((key) => !old.has(key)), ...translatedKeys(checked.translations)])];
  await savePlaceTranslations(ctx.connection, id, checked.translations, keys);
  const place = (await findPlace(ctx.connection, id))!;
  return { ...place, romanizedName: romanizePlace(place.name), translations: checked.translations };
}

/** The administrator's list of areas and stations to translate: by kind, then label; `text` inside the Korean. */
export async function listAdminPlaces(
  ctx: RequestContext,
  request: { text?: string | null; kind?: PlaceKind | null; first?: number | null; after?: string | null },
): Promise<Page<PlaceSuggestion>> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const limit = pageSize(request.first);
  let after: AdminPlaceAfter | null = null;
  if (request.after) {
    const [rank, label, id] = decodeCursor(request.after);
    if (!Number.isInteger(rank) || typeof label !== 'string' || typeof id !== 'string') {
      throw AppError.badInput(MESSAGES.invalidCursor);
    }
    after = [rank as number, label, id];
  }
  const text = (request.text ?? '').trim().slice(0, PLACE_QUERY_MAX_LENGTH) || null;
  const { rows, totalCount } = await findAdminPlaces(ctx.connection, {
    text,
    kind: request.kind ?? null,
    after,
    limit,
  });
  const items = rows.slice(0, limit).map(({ rank, ...row }) => ({
    cursor: encodeCursor([rank, row.label, row.id]),
    node: { ...row, romanizedName: romanizePlace(row.name) },
  }));
  return { items, hasNextPage: rows.length > limit, endCursor: items.at(-1)?.cursor ?? null, totalCount };
}
