import {
  hangulJamo,
  isInitialsOnly,
  partialSyllableHead,
  partialSyllablePattern,
  placeKey,
  stripPlaceSuffix,
} from '@shim/common/hangul';
import { PLACE_QUERY_MAX_LENGTH, parsePlaceId, type PlaceKind } from '@shim/common/places';
import type { RequestContext } from '../../platform/context';
import {
  findLandmarkPlace,
  findLodgingPlace,
  findPlace,
  findSuggestions,
  type PlaceRecord,
  type SuggestionQuery,
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
}

export const SUGGESTION_LIMIT_MAX = 20;
/** A score from here up is a match of the text as typed (place.repository.ts#scoreSql), below a typo guess. */
const TYPED_MATCH = 50;

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
    stripped: stripPlaceSuffix(key),
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
export async function suggestPlaces(ctx: RequestContext, text: string, first = 10): Promise<PlaceSuggestion[]> {
  const limit = Math.min(Math.max(Math.trunc(first) || 10, 1), SUGGESTION_LIMIT_MAX);
  const query = suggestionQuery(text ?? '', limit);
  if (!query) return [];
  // Typo guesses only when nothing matched as typed: the likeness of every name costs more than all the rest.
  let rows = await findSuggestions(ctx.publicReads, { ...query, jamo: null });
  if (query.jamo && !rows.some((row) => row.score >= TYPED_MATCH)) rows = await findSuggestions(ctx.publicReads, query);
  return rows.map(({ id, kind, name, label, latitude, longitude }) => ({ id, kind, name, label, latitude, longitude }));
}

/** The place of a search URL's `place=` id, or null when there is no such place (or lodging a guest may see). */
export async function resolvePlace(ctx: RequestContext, id: string): Promise<ResolvedPlace | null> {
  const parsed = parsePlaceId(id);
  if (!parsed) return null;
  if (parsed.kind === 'LANDMARK') return findLandmarkPlace(ctx.publicReads, Number(parsed.key));
  if (parsed.kind === 'LODGING') return findLodgingPlace(ctx.publicReads, Number(parsed.key));
  return findPlace(ctx.publicReads, id);
}
