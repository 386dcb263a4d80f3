import { isPointPlace, parsePlaceId } from '@shim/common/places';
import type { Words } from './result-view';

/** A map area in degrees, as the URL's `bounds=south,west,north,east` and GraphQL's MapBoundsInput carry it. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The URL's `bounds` read back; null when it is not four numbers of a real area (a hand-edited link). */
export function parseBounds(text: string | null | undefined): MapBounds | null {
  if (!text) return null;
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [south, west, north, east] = parts as [number, number, number, number];
  const inRange = Math.abs(south) <= 90 && Math.abs(north) <= 90 && Math.abs(west) <= 180 && Math.abs(east) <= 180;
  return inRange && south < north && west < east ? { south, west, north, east } : null;
}

/** Five decimals (about a metre): enough for a map area, short enough for a shared link. */
const coordinate = (value: number): string => String(Math.round(value * 1e5) / 1e5);

export const formatBounds = (bounds: MapBounds): string =>
  [bounds.south, bounds.west, bounds.north, bounds.east].map(coordinate).join(',');

/** The least span the map opens on (about 1 km): one lodging, or a few side by side, is not shown from rooftop height. */
const MIN_SPAN_DEGREES = 0.01;

/** The smallest area holding the points (at least MIN_SPAN_DEGREES each way), or null without any. */
export function boundsAround(points: ReadonlyArray<{ latitude: number; longitude: number }>): MapBounds | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  const widen = (low: number, high: number): [number, number] => {
    const missing = Math.max(0, MIN_SPAN_DEGREES - (high - low)) / 2;
    return [low - missing, high + missing];
  };
  const [south, north] = widen(Math.min(...latitudes), Math.max(...latitudes));
  const [west, east] = widen(Math.min(...longitudes), Math.max(...longitudes));
  return { south, west, north, east };
}

/** A station or a landmark id: a search around it covers a radius, nearest first (common/places.ts). */
export function isPointPlaceId(place: string | null | undefined): boolean {
  const parsed = parsePlaceId(place);
  return parsed !== null && isPointPlace(parsed.kind);
}

/** What a card says of its distance from a point place: `강남역에서 0.8km` (the label's line, e.g. `(2호선)`, dropped). */
export function distanceLabel(t: Words['t'], placeLabel: string, km: number): string {
  const place = placeLabel.replace(/\s*\([^)]*\)\s*$/, '').trim() || placeLabel;
  return t('search.card.distance', { place, km: km.toFixed(1) });
}

/**
 * The query string of 이 지역에서 재검색: the area written as `bounds`, every other criterion, filter and sort kept;
 * the page's cursor dropped (a new search starts at its first page), and 가까운순, which an area cannot sort by.
 */
export function researchParams(params: URLSearchParams, bounds: MapBounds): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('bounds', formatBounds(bounds));
  next.delete('after');
  next.delete('page');
  if (next.get('sort') === 'DISTANCE') next.delete('sort');
  return next;
}
