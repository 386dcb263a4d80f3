import { field, type RestRouter } from '../../platform/rest';
import { restServices, restType } from '../hotels/hotel.rest-shapes';
import { searchAll, type HotelHit } from './search.service';

/** `POST /api/search` of spec §7: the list of matches, or 204 with no body when nothing matches. */
export function searchRoutes(api: RestRouter): void {
  api.post('/search', 'public', async (ctx, req) => {
    const hits = await searchAll(ctx, {
      region: field.string(req.body?.region),
      startDate: field.string(req.body?.startDate),
      endDate: field.string(req.body?.endDate),
      rooms: field.integer(req.body?.numberOfRooms),
      persons: field.integer(req.body?.numberOfPeople),
    });
    return hits.length > 0 ? hits.map(toRest) : undefined;
  });
}

/**
 * One result in the REST shape, as a single object literal: spreading a shared `{hId, hid, hName, hname}`
 * and then adding fifteen keys made V8 build slow (dictionary) objects, about 15 µs each: 20–35 ms for
 * 1,590 results (docs/performance.md). The REST answers of lodgings all write their keys out so.
 */
function toRest(hit: HotelHit) {
  return {
    hId: hit.id,
    hid: hit.id,
    hName: hit.name,
    hname: hit.name,
    id: hit.id,
    type: restType(hit.type),
    star: hit.star,
    address: hit.address,
    region: hit.region,
    latitude: hit.latitude,
    longitude: hit.longitude,
    minPrice: hit.minPrice,
    // Clients of the old service format the score as a number: no reviews is 0 with reviewCount 0.
    avgScore: hit.avgScore ?? 0,
    reviewCount: hit.reviewCount,
    active: hit.active,
    services: restServices(hit.services),
    image: hit.imagePath,
  };
}
