import type { RestRouter } from '../../platform/rest';
import { restFields, type RestFields } from '../../platform/rest-fields';
import { prepare, preview, type StayRequest } from './booking.service';

/**
 * Spec §7 price preview and prepare; fields in any spelling of the alias table (hId, rId, checkin, people,
 * numberOfRooms, …). Clients of the documented API may leave out termsAgreed, phone and roomCount, and send
 * `uId` without a token (docs/rest-clients.md).
 */
export function bookingRoutes(api: RestRouter): void {
  api.get('/reservations/preview', 'public', (ctx, req) => preview(ctx, stayOf(restFields(req.query))));

  api.post('/reservations/prepare', 'public', async (ctx, req) => {
    const fields = restFields(req.body);
    const prepared = await prepare(ctx, {
      ...stayOf(fields),
      phone: fields.optionalString('phone'),
      guestName: fields.optionalString('guestName'),
      termsAgreed: fields.optionalBoolean('termsAgreed'),
      claimedUserId: fields.optionalInteger('userId'),
    });
    return {
      orderId: prepared.orderId,
      reservationId: prepared.reservationId,
      totalAmount: prepared.totalAmount,
      amount: prepared.totalAmount,
      hotelName: prepared.hotelName,
      type: prepared.roomName,
      orderName: prepared.orderName,
      customerName: prepared.customerName,
      holdExpiresAt: prepared.holdExpiresAt.toISOString(),
    };
  });
}

function stayOf(fields: RestFields): StayRequest {
  return {
    hotelId: fields.integer('hotelId'),
    roomId: fields.integer('roomId'),
    checkIn: fields.string('checkIn'),
    checkOut: fields.string('checkOut'),
    roomCount: fields.optionalInteger('rooms'),
    persons: fields.integer('persons'),
    userCouponId: fields.optionalInteger('userCouponId'),
  };
}
