import type { RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restServices, restType } from '../hotels/hotel.rest-shapes';
import { publicImageUrl } from '../hotels/image-paths';
import { searchAll, type HotelHit } from './search.service';

/** `POST /api/search` of spec §7: the list of matches, or 204 with no body when nothing matches. */
export function searchRoutes(api: RestRouter): void {
  api.post('/search', 'public', async (ctx, req) => {
    const fields = restFields(req.body);
    const { hits, freeCancellationUntil } = await searchAll(
      ctx,
      {
        region: fields.string('region'),
        startDate: fields.string('checkIn'),
        endDate: fields.string('checkOut'),
        rooms: fields.integer('rooms'),
        persons: fields.integer('persons'),
      },
      // The filter may come in the body or, as `freeCancellation=true`, in the query string.
      { freeCancellation: restFields(req.body, req.query).optionalBoolean('freeCancellation') ?? false },
    );
    return hits.length > 0 ? hits.map((hit) => restResult(hit, freeCancellationUntil, ctx.origin)) : undefined;
  });
}

/**
 * One result in the REST shape (REST-NOTES spellings), in the order clients of the old service saw its
 * fields. Clients of the old service format the score as a number: no reviews is 0.
 */
function restResult(hit: HotelHit, freeCancellationUntil: string | null, origin: string) {
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
    stayPrice: hit.stayPrice,
    avgScore: hit.avgScore ?? 0,
    reviewCount: hit.reviewCount,
    active: hit.active,
    services: restServices(hit.services),
    image: publicImageUrl(origin, hit.imagePath),
    freeCancellationUntil,
  };
}
