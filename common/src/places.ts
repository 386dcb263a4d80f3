/**
 * Places of the one search box: administrative areas, stations, landmarks and lodgings, each with a string id
 * `<kind>:<key>` that the search URL keeps (`place=`), the server resolves and the client parses.
 */
export const PLACE_KINDS = ['SIDO', 'SIGUNGU', 'EMD', 'STATION', 'LANDMARK', 'LODGING'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The id prefix of each kind (`sido:11`, `station:221`, `lodging:42`). */
export const PLACE_ID_PREFIX: Record<PlaceKind, string> = {
  SIDO: 'sido',
  SIGUNGU: 'sigungu',
  EMD: 'emd',
  STATION: 'station',
  LANDMARK: 'landmark',
  LODGING: 'lodging',
};

export const PLACE_GROUPS = ['지역', '역', '명소', '숙소'] as const;
export type PlaceGroup = (typeof PLACE_GROUPS)[number];

/** The suggestion group a kind is listed under. */
export const PLACE_GROUP: Record<PlaceKind, PlaceGroup> = {
  SIDO: '지역',
  SIGUNGU: '지역',
  EMD: '지역',
  STATION: '역',
  LANDMARK: '명소',
  LODGING: '숙소',
};

/** Areas are searched by their address text; stations and landmarks by distance from their point. */
export const AREA_PLACE_KINDS: readonly PlaceKind[] = ['SIDO', 'SIGUNGU', 'EMD'];
export const POINT_PLACE_KINDS: readonly PlaceKind[] = ['STATION', 'LANDMARK'];
export const isAreaPlace = (kind: PlaceKind): boolean => AREA_PLACE_KINDS.includes(kind);
export const isPointPlace = (kind: PlaceKind): boolean => POINT_PLACE_KINDS.includes(kind);

/** A station or landmark search covers the lodgings within this distance, nearest first by default. */
export const POINT_PLACE_RADIUS_KM = 3;

/** The longest text a suggestion request reads (a place name is never longer). */
export const PLACE_QUERY_MAX_LENGTH = 40;

export interface ParsedPlaceId {
  kind: PlaceKind;
  key: string;
}

const KIND_BY_PREFIX = new Map(PLACE_KINDS.map((kind) => [PLACE_ID_PREFIX[kind], kind]));
const KEY_PATTERN = /^[0-9A-Za-z_-]{1,40}$/;

/** `sigungu:26350` → `{ kind: 'SIGUNGU', key: '26350' }`; null for anything that is not a place id. */
export function parsePlaceId(id: string | null | undefined): ParsedPlaceId | null {
  if (!id) return null;
  const colon = id.indexOf(':');
  if (colon < 0) return null;
  const kind = KIND_BY_PREFIX.get(id.slice(0, colon));
  const key = id.slice(colon + 1);
  if (!kind || !KEY_PATTERN.test(key)) return null;
  if ((kind === 'LANDMARK' || kind === 'LODGING') && !/^[1-9][0-9]{0,9}$/.test(key)) return null;
  return { kind, key };
}

export const placeId = (kind: PlaceKind, key: string | number): string => `${PLACE_ID_PREFIX[kind]}:${key}`;
