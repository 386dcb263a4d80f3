import { MESSAGES } from '@shim/common/messages';
import { POINT_PLACE_RADIUS_KM } from '@shim/common/places';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { resolvePlace } from '../places/place.service';
import type { NearPoint } from './search-geo';

/** What a search around a place searches: an area's address words, or the lodgings within reach of a point. */
export type PlaceArea = { words: string[]; near: null } | { words: []; near: NearPoint };

/**
 * The search area of place id `id`: an area (시·도, 시·군·구, 읍·면·동) by its address text, matched like a
 * typed destination; a point (a station, a landmark, a lodging) within POINT_PLACE_RADIUS_KM. An id that
 * names nothing is a 400 (a stale link), never an empty list that looks like no lodging nearby.
 */
export async function placeArea(ctx: RequestContext, id: string): Promise<PlaceArea> {
  const place = await resolvePlace(ctx, id);
  if (!place) throw AppError.badInput(MESSAGES.searchPlaceUnknown);
  if (place.areaText !== null) {
    return { words: place.areaText.trim().split(/\s+/).filter(Boolean), near: null };
  }
  return {
    words: [],
    near: { latitude: place.latitude, longitude: place.longitude, radiusKm: POINT_PLACE_RADIUS_KM },
  };
}
