import type { Request } from 'express';
import { LIMITS } from '@shim/common/limits';
import { seoulClock } from '@shim/common/day-use';
import { stayTotal } from '@shim/common/stay-offer';
import { MESSAGES } from '@shim/common/messages';
import { AppError } from '../../platform/errors';
import { streamJsonArray } from '../../platform/json-stream';
import { type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restServices, restType } from '../hotels/hotel.rest-shapes';
import { publicImageUrl } from '../hotels/image-paths';
import { searchAllInBatches, searchPageByNumber } from './search-list.service';
import { checkedBounds, parseBoundsParam, type MapBounds } from './search-geo';
import { freeCancellationOf } from '../stays/stay-offer.service';
import { searchMap } from './search-map.service';
import type { DayUseAsk, HitDayUse } from './search-day-use.service';
import { SEARCH_SORTS, type HotelHit, type PlaceCriteria, type SearchSort } from './search.service';

/**
 * `POST /api/search` of spec §7: every match as one array, streamed as it is read (204 with no body when
 * nothing matches); or, with `page` and/or `size` (query or body), one page of it with the total in
 * X-Total-Count (docs/rest-notes.md).
 */
export function searchRoutes(api: RestRouter): void {
  api.post('/search', 'public', async (ctx, req, res) => {
    const criteria = criteriaOf(req);
    const sort = sortOf(req);
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
        sort,
      );
      res.setHeader('X-Total-Count', String(totalCount));
      // Counting stops at a bound: the header then says how many at least.
      if (totalAtLeast) res.setHeader('X-Total-Count-At-Least', 'true');
      return hits.map((hit) => restResult(hit, criteria.rooms, freeCancellationUntil, origin));
    }
    const { batches, freeCancellationUntil } = await searchAllInBatches(ctx, criteria, filters, sort);
    const rooms = criteria.rooms;
    await streamJsonArray(res, batches, (hit) => restResult(hit, rooms, freeCancellationUntil, origin), ctx.logger);
  });

  // The map of the search page (GraphQL searchMap): the stay and filters as /search takes them, in the query string.
  api.get('/search/map', 'public', async (ctx, req) => {
    const fields = restFields(req.query);
    const dayUse = dayUseOf(req);
    const criteria = {
      region: '',
      startDate: dayUse ? '' : fields.string('checkIn'),
      endDate: dayUse ? '' : fields.string('checkOut'),
      rooms: fields.integer('rooms'),
      persons: fields.integer('persons'),
      dayUse,
    };
    const filters = { freeCancellation: fields.optionalBoolean('freeCancellation') ?? false };
    const zoom = fields.integer('zoom');
    const map = await searchMap(ctx, criteria, filters, parseBoundsParam(fields.value('bounds')), zoom);
    // A pin is a search result (the list's shape), so a client renders both alike.
    const until = freeCancellationOf(ctx, criteria.startDate);
    return { ...map, pins: map.pins.map((hit) => restResult(hit, criteria.rooms, until, ctx.origin)) };
  });
}

/**
 * The search criteria of a request: the stay from the body (spec §7), where from the body or the query string
 * (`place`, `bounds=s,w,n,e` or a `{south, west, north, east}` object; before `region`, which may then be empty).
 */
function criteriaOf(req: Request): PlaceCriteria {
  const fields = restFields(req.body);
  const where = restFields(req.body, req.query);
  const bounds = where.value('bounds');
  const dayUse = dayUseOf(req);
  return {
    region: where.string('region'),
    // A 대실 search's date stands for the stay's.
    startDate: dayUse ? '' : fields.string('checkIn'),
    endDate: dayUse ? '' : fields.string('checkOut'),
    dayUse,
    rooms: fields.integer('rooms'),
    persons: fields.integer('persons'),
    place: where.optionalString('place') ?? null,
    bounds: bounds === undefined ? null : boundsOf(bounds),
  };
}

/** `kind: "DAY_USE"` with `date`, `start` (absent: the earliest) and `hours`: a 대실 search; `NIGHT` or none: nights. */
function dayUseOf(req: Request): DayUseAsk | null {
  const fields = restFields(req.body, req.query);
  const kind = fields.optionalString('kind');
  if (kind === undefined || kind === 'NIGHT') return null;
  if (kind !== 'DAY_USE') throw AppError.badInput(MESSAGES.badRequest);
  return { date: fields.string('date'), start: fields.optionalString('start') ?? null, hours: fields.integer('hours') };
}

/** A map area sent as `s,w,n,e` text or as an object; anything else (NaN, out of range, reversed) is a 400. */
function boundsOf(value: unknown): MapBounds {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return checkedBounds(value as Partial<MapBounds>);
  }
  return parseBoundsParam(value);
}

/** `sort` from the body or the query string (RECOMMENDED when absent); an unknown one is a 400. */
function sortOf(req: Request): SearchSort {
  const sort = restFields(req.body, req.query).optionalString('sort');
  if (sort === undefined) return 'RECOMMENDED';
  if (!(SEARCH_SORTS as readonly string[]).includes(sort)) throw AppError.badInput(MESSAGES.searchSortInvalid);
  return sort as SearchSort;
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
    freeCancellationUntil: hit.dayUse ? hit.dayUse.freeCancellationUntil : freeCancellationUntil,
    // Added with the search around a place: km from the station or landmark searched; null otherwise.
    distanceKm: hit.distanceKm ?? null,
    // Added with 대실, on a 대실 search's hits only (their prices above are then the 대실's).
    ...(hit.dayUse ? { dayUse: restDayUse(hit.dayUse, rooms) } : {}),
  };
}

/** A hit's 대실: the hours, what the search's rooms pay (fees included, as `stayTotal`) and the earliest start. */
function restDayUse(dayUse: HitDayUse, rooms: number) {
  return { hours: dayUse.hours, price: stayTotal(dayUse.price, rooms), earliestStart: seoulClock(dayUse.startsAt) };
}
