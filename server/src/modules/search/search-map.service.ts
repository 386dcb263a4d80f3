import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { freeCancellationOf } from '../stays/stay-offer.service';
import { clustersInBox, countInBox, pinsInBox } from './search-map.repository';
import { checkedBounds, type MapBounds } from './search-geo';
import { runDayUseSearch } from './search-day-use.repository';
import { checkedDayUse, hitDayUseOf, stayOf } from './search-day-use.service';
import { checked, type PlaceCriteria, type SearchFilters } from './search.service';
import type { HotelHit, SearchQuery } from './search.repository';

/**
 * The search page's map (docs/decisions/search.md "The map"): a box shows pins of the lodgings bookable for
 * the stay while it holds few lodgings, and clusters on a grid sized by the zoom when it holds many, so a
 * whole-country view answers with a few dozen cells, never thousands of pins.
 */

/** Above this many lodgings (under the filters that do not depend on the dates) the box answers with clusters. */
export const MAP_PIN_LIMIT = 200;

/** The deepest zoom the map asks for (web map tiles' z). */
export const MAP_MAX_ZOOM = 20;

export interface MapClusterResult extends MapBounds {
  latitude: number;
  longitude: number;
  count: number;
}

export interface SearchMapResult {
  /** The box's lodgings with rooms for the stay, priced as the result cards are. */
  pins: HotelHit[];
  clusters: MapClusterResult[];
  /** Clusters: the lodgings they count together; pins: how many pins. */
  totalCount: number;
  clustered: boolean;
}

/**
 * A grid cell's side in degrees at a zoom: a quarter of a web map tile (a tile spans 360 / 2^zoom degrees of
 * longitude), so clusters sit about 64 px apart on screen whatever the zoom.
 */
export const cellDegrees = (zoom: number): number => 360 / 2 ** (zoom + 2);

/**
 * The map of `bounds` at `zoom` for the criteria's stay and the filter. The criteria's place, region and
 * bounds are not used: the box is where. Clusters count lodgings by the filters that do not depend on the dates
 * (the count an index gives at any size); pins are the lodgings with rooms for the stay, with its total.
 */
export async function searchMap(
  ctx: RequestContext,
  criteria: PlaceCriteria,
  filters: SearchFilters,
  bounds: MapBounds,
  zoom: number,
): Promise<SearchMapResult> {
  if (!Number.isInteger(zoom) || zoom < 0 || zoom > MAP_MAX_ZOOM) throw AppError.badInput(MESSAGES.searchZoomInvalid);
  const box = checkedBounds(bounds);
  if (filters.minRating != null && (filters.minRating < 0 || filters.minRating > 5)) {
    throw AppError.badInput(MESSAGES.badRequest);
  }
  const dayUse = criteria.dayUse ? checkedDayUse(ctx, criteria.dayUse, filters.freeCancellation ?? false) : null;
  // The box stands for the destination: the stay's rules are checked as a search's.
  const stay = checked(ctx, { ...criteria, ...(dayUse ? stayOf(dayUse.date) : {}), region: '지도' });
  const { freeCancellation, ...sqlFilters } = filters;
  const query: SearchQuery = {
    ...stay,
    ...sqlFilters,
    words: [],
    bounds: box,
    near: null,
    sort: 'RECOMMENDED',
    seed: ctx.clock.today(),
    limit: null,
  };
  const inBox = await countInBox(ctx.publicReads, query, MAP_PIN_LIMIT + 1);
  if (inBox > MAP_PIN_LIMIT) {
    const size = cellDegrees(zoom);
    const rows = await clustersInBox(ctx.publicReads, query, zoom, size);
    const clusters = rows.map((row) => ({
      latitude: round(row.latitude),
      longitude: round(row.longitude),
      count: row.count,
      south: round(row.cellY * size),
      west: round(row.cellX * size),
      north: round((row.cellY + 1) * size),
      east: round((row.cellX + 1) * size),
    }));
    return { pins: [], clusters, totalCount: rows.reduce((sum, row) => sum + row.count, 0), clustered: true };
  }
  if (!dayUse && freeCancellation && freeCancellationOf(ctx, criteria.startDate) === null) {
    return { pins: [], clusters: [], totalCount: 0, clustered: false };
  }
  let pins: HotelHit[] = [];
  if (inBox > 0 && dayUse) {
    // A 대실 search's pins: the list's statement over the box (its free cancellation applied per lodging there).
    const rows = await runDayUseSearch(ctx.publicReads, query, dayUse);
    pins = rows.map((row) => ({ ...row, dayUse: hitDayUseOf(ctx, row, dayUse) }));
  } else if (inBox > 0) {
    pins = await pinsInBox(ctx.publicReads, query);
  }
  return { pins, clusters: [], totalCount: pins.length, clustered: false };
}

/** Degrees to 6 decimals (about 10 cm): the payload stays small, the map cannot tell. */
const round = (degrees: number): number => Math.round(degrees * 1e6) / 1e6;
