import { field, type RestRouter } from '../../platform/rest';
import { prepare, preview, type StayRequest } from './booking.service';

/** Spec §7 price preview and prepare; bodies use the old clients' names (hId, rId, checkin, people). */
export function bookingRoutes(api: RestRouter): void {
  api.get('/reservations/preview', 'public', (ctx, req) => preview(ctx, stayOf(req.query as Record<string, unknown>)));

  api.post('/reservations/prepare', 'public', async (ctx, req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const prepared = await prepare(ctx, {
      ...stayOf(body),
      phone: field.optionalString(body.phone) ?? null,
      guestName: field.optionalString(body.guestName ?? body.name) ?? null,
      termsAgreed: body.termsAgreed === true || body.termsAgreed === 'true',
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

function stayOf(source: Record<string, unknown>): StayRequest {
  return {
    hotelId: field.integer(source.hId ?? source.hid),
    roomId: field.integer(source.rId ?? source.rid),
    checkIn: field.string(source.checkin ?? source.checkIn),
    checkOut: field.string(source.checkout ?? source.checkOut),
    roomCount: field.integer(source.roomCount),
    persons: field.integer(source.people),
    userCouponId: field.optionalInteger(source.userCouponId),
  };
}
