import type { Request } from 'express';
import { LIMITS } from '@shim/common/limits';
import { stayTotal } from '@shim/common/stay-offer';
import type { SearchCriteria } from '@shim/common/stay';
import { streamJsonArray } from '../../platform/json-stream';
import { type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restServices, restType } from '../hotels/hotel.rest-shapes';
import { publicImageUrl } from '../hotels/image-paths';
import { searchAllInBatches, searchPageByNumber } from './search-list.service';
import type { HotelHit } from './search.service';

/**
 * `POST /api/search` of spec §7: every match as one array, streamed as it is read (204 with no body when
 * nothing matches); or, with `page` and/or `size` (query or body), one page of it with the total in
 * X-Total-Count (docs/rest-notes.md).
 */
export function searchRoutes(api: RestRouter): void {
  api.post('/search', 'public', async (ctx, req, res) => {
    const fields = restFields(req.body);
    const criteria: SearchCriteria = {
      region: fields.string('region'),
      startDate: fields.string('checkIn'),
      endDate: fields.string('checkOut'),
      rooms: fields.integer('rooms'),
      persons: fields.integer('persons'),
    };
    // The filter may come in the body or, as `freeCancellation=true`, in the query string.
    const filters = { freeCancellation: restFields(req.body, req.query).optionalBoolean('freeCancellation') ?? false };
    const origin = ctx.origin;
    const paging = pagingOf(req);
    if (paging) {
      const { hits, totalCount, totalAtLeast, freeCancellationUntil } = await searchPageByNumber(
        ctx,
        criteria,
        paging,
        filters,
      );
      res.setHeader('X-Total-Count', String(totalCount));
      // Counting stops at a bound (issue 33): the header then says how many at least.
      if (totalAtLeast) res.setHeader('X-Total-Count-At-Least', 'true');
      return hits.map((hit) => restResult(hit, criteria.rooms, freeCancellationUntil, origin));
    }
    const { batches, freeCancellationUntil } = searchAllInBatches(ctx, criteria, filters);
    const rooms = criteria.rooms;
    await streamJsonArray(res, batches, (hit) => restResult(hit, rooms, freeCancellationUntil, origin), ctx.logger);
  });
}

/** `page` (from 0) and `size` from the query string or the body; null when neither is sent (the whole list). */
function pagingOf(req: Request): { page: number; size: number } | null {
  const fields = restFields(req.query, req.body);
  const page = fields.optionalInteger('page');
  const size = fields.optionalInteger('size');
  if (page === null && size === null) return null;
  return { page: page ?? 0, size: size ?? LIMITS.pageSizeDefault };
}

/**
 * One result in the REST shape (REST-NOTES spellings), in the order clients of the old service saw its
 * fields. Clients of the old service format the score as a number: no reviews is 0. `stayTotal` (added) is what
 * the cheapest room type costs for the search's rooms, taxes and fees included (docs/rest-clients.md).
 */
function restResult(hit: HotelHit, rooms: number, freeCancellationUntil: string | null, origin: string) {
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
    stayTotal: stayTotal(hit.stayPrice, rooms),
    avgScore: hit.avgScore ?? 0,
    reviewCount: hit.reviewCount,
    active: hit.active,
    services: restServices(hit.services),
    image: publicImageUrl(origin, hit.imagePath),
    freeCancellationUntil,
  };
}
