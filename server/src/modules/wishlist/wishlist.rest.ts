import { LIMITS } from '@shim/common/limits';
import type { StayCriteria } from '@shim/common/stay';
import type { Request } from 'express';
import { field, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restType } from '../hotels/hotel.rest-shapes';
import { publicImageUrl } from '../hotels/image-paths';
import * as wishlist from './wishlist.service';

/** The member's wishlist (spec §7 search and booking), in the REST-NOTES spellings. */
export function wishlistRoutes(api: RestRouter): void {
  api.get('/wishlist', 'authenticated', async (ctx, req) =>
    (await wishlist.myWishlist(ctx, stayOf(req))).map((entry) => ({
      hId: entry.id,
      hid: entry.id,
      hName: entry.name,
      hname: entry.name,
      id: entry.id,
      type: restType(entry.type),
      star: entry.star,
      address: entry.address,
      region: entry.region,
      minPrice: entry.minPrice,
      stayPrice: entry.stayPrice,
      stayTotal: entry.stayTotal,
      // As in search: old clients format the score as a number, so no reviews is 0 with reviewCount 0.
      avgScore: entry.avgScore ?? 0,
      reviewCount: entry.reviewCount,
      image: publicImageUrl(ctx.origin, entry.imagePath),
      createdAt: entry.addedAt.toISOString(),
    })),
  );

  api.post('/wishlist/:hotelId', 'authenticated', async (ctx, req) => {
    const hotelId = field.integer(req.params.hotelId);
    await wishlist.addToWishlist(ctx, hotelId);
    return { hId: hotelId, hid: hotelId, wishlisted: true };
  });

  api.delete('/wishlist/:hotelId', 'authenticated', async (ctx, req) => {
    const hotelId = field.integer(req.params.hotelId);
    await wishlist.removeFromWishlist(ctx, hotelId);
    return { hId: hotelId, hid: hotelId, wishlisted: false };
  });
}

/** The optional stay of `GET /api/wishlist`: none when no parameter is given; rooms 1 and persons 2 by default. */
function stayOf(req: Request): StayCriteria | null {
  const fields = restFields(req.query);
  if (!(['checkIn', 'checkOut', 'rooms', 'persons'] as const).some((name) => fields.value(name) !== undefined))
    return null;
  const rooms = fields.optionalInteger('rooms');
  const persons = fields.optionalInteger('persons');
  return {
    startDate: fields.string('checkIn'),
    endDate: fields.string('checkOut'),
    rooms: rooms === null ? LIMITS.defaultRooms : rooms,
    persons: persons === null ? LIMITS.defaultPersons : persons,
  };
}
