import { MESSAGES } from '@shim/common/messages';
import { AppError } from '../../platform/errors';

/**
 * The search's geometry in one home: a lodging's point as the GiST index of migration LodgingPoints holds it,
 * a map box, a radius's box around a point and the great-circle distance. PostgreSQL's own `point` and `box`
 * (no extension): `<@ box` is an index test, the exact distance a filter on the few rows the box keeps.
 */

/** A map area in degrees: south ≤ north, west ≤ east (no box across the antimeridian: Korea is far from it). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** A point to search around and how far (km). */
export interface NearPoint {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** The lodging `h`'s point, exactly the expression of the index `hotels_point` (so the planner uses it). */
export const lodgingPointSql = (h: string): string => `point(${h}.longitude, ${h}.latitude)`;

/** Mean earth radius (km) of the great-circle distance. */
const EARTH_RADIUS_KM = 6371;

/**
 * Great-circle distance (km, haversine) from lodging `h` to the point of the named bindings `lat` and `lng`:
 * the distance the cards show, the DISTANCE sort's key and the radius test.
 */
export function distanceKmSql(h: string, lat = ':nearLatitude::float8', lng = ':nearLongitude::float8'): string {
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(power(sin(radians(${h}.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${h}.latitude)) * power(sin(radians(${h}.longitude - ${lng}) / 2), 2)))))`;
}

/** `h` inside the box of the named bindings `boxWest` … `boxNorth` (an index test of `hotels_point`). */
export const inBoxSql = (h: string): string =>
  `${lodgingPointSql(h)} <@ box(point(:boxWest::float8, :boxSouth::float8), point(:boxEast::float8, :boxNorth::float8))`;

/** The bindings of `inBoxSql` for a box. */
export const boxBindings = (box: MapBounds): Record<string, number> => ({
  boxSouth: box.south,
  boxWest: box.west,
  boxNorth: box.north,
  boxEast: box.east,
});

/** The box that holds every point within `radiusKm` of a point (a little larger: the distance test is exact). */
export function boxAround(point: NearPoint): MapBounds {
  const latitudeDegrees = point.radiusKm / 111 + 1e-6;
  const cos = Math.cos((point.latitude * Math.PI) / 180);
  // Near a pole a degree of longitude shrinks to nothing: every longitude is then within reach.
  const longitudeDegrees = cos < 0.01 ? 180 : Math.min(180, latitudeDegrees / cos);
  return {
    south: Math.max(-90, point.latitude - latitudeDegrees),
    north: Math.min(90, point.latitude + latitudeDegrees),
    west: Math.max(-180, point.longitude - longitudeDegrees),
    east: Math.min(180, point.longitude + longitudeDegrees),
  };
}

/** The distance as cards show it: km with one decimal. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;

/** A map area checked: finite degrees in range, south ≤ north, west ≤ east; else a 400 with the rule. */
export function checkedBounds(bounds: Partial<MapBounds> | null | undefined): MapBounds {
  const { south, west, north, east } = bounds ?? {};
  const latitude = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= 90;
  const longitude = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= 180;
  if (!latitude(south) || !latitude(north) || !longitude(west) || !longitude(east) || south > north || west > east) {
    throw AppError.badInput(MESSAGES.searchBoundsInvalid);
  }
  return { south, west, north, east };
}

/** `s,w,n,e` of a URL (`bounds=37.4,126.8,37.7,127.2`) as a checked area; a 400 for anything else. */
export function parseBoundsParam(text: unknown): MapBounds {
  const parts = typeof text === 'string' ? text.split(',') : [];
  // Number('') is 0: an empty part is as malformed as a word.
  const numbers = parts.map((part) =>
    /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(part) ? Number(part) : NaN,
  );
  if (numbers.length !== 4) throw AppError.badInput(MESSAGES.searchBoundsInvalid);
  const [south, west, north, east] = numbers as [number, number, number, number];
  return checkedBounds({ south, west, north, east });
}
