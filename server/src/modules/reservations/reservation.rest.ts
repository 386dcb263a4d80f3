import type { Request } from 'express';
import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import { field, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restType } from '../hotels/hotel.rest-shapes';
import { publicImageUrl } from '../hotels/image-paths';
import * as reservations from './reservation.service';
import type { Reservation } from './reservation.service';

/**
 * Spec §7 lookups, my page list, cancel and delete. Status is the Korean label (REST-NOTES). Guests
 * prove a booking with orderId (or bookingNumber: either field takes either key) and phone, in the query or the body.
 */
export function reservationRoutes(api: RestRouter): void {
  api.get('/reservations/guest', 'public', async (ctx, req) =>
    byOrderShape(await reservations.guestReservation(ctx, proofOf(req)), ctx.origin),
  );

  // The buyer's name and phone are null unless the caller is the booking's member, an admin, or sends `?phone=`.
  api.get('/reservations/order/:orderId', 'public', async (ctx, req) =>
    byOrderShape(
      await reservations.reservationByOrder(ctx, field.string(req.params.orderId), proofOf(req).phone),
      ctx.origin,
    ),
  );

  // Also served at /mypage/reservations without the /api prefix (REST-NOTES; mounted in app.ts).
  api.get('/mypage/reservations', 'authenticated', async (ctx) =>
    (await reservations.myReservations(ctx)).map((view) => myReservationShape(view, ctx.origin)),
  );

  // What the cancel would refund now; the same proof as the cancel (token, or orderId and phone in the query).
  api.get('/reservations/:id/cancel-quote', 'public', async (ctx, req) =>
    reservations.quoteJson(
      await reservations.cancellationQuote(ctx, field.integer(req.params.id), reservations.customer(ctx, proofOf(req))),
    ),
  );

  // `expectedRefundAmount` (optional: older clients send none) must be the quote in force, else 409 with `quote`.
  api.put('/reservations/:id/cancel', 'public', async (ctx, req) => {
    const { canceledAmount, refundRate } = await reservations.cancelReservation(
      ctx,
      field.integer(req.params.id),
      reservations.customer(ctx, proofOf(req)),
      expectedRefundOf(req),
    );
    return { message: MESSAGES.reservationCanceled, canceledAmount, refundRate };
  });

  api.delete('/reservations/:id/delete', 'public', async (ctx, req) => {
    await reservations.deleteReservation(ctx, field.integer(req.params.id), proofOf(req));
    return { message: MESSAGES.reservationDeleted };
  });
}

/** The guest's proof, from the body first, then the query string. */
function proofOf(req: Request): reservations.GuestProof {
  const fields = restFields(req.body, req.query);
  return {
    orderId: fields.optionalString('orderId'),
    bookingNumber: fields.optionalString('bookingNumber'),
    phone: fields.optionalString('phone'),
  };
}

/** The refund the person was shown (`expectedRefundAmount`, body first, then the query), or null when not sent. */
export function expectedRefundOf(req: Request): number | null {
  return restFields(req.body, req.query).optionalInteger('expectedRefundAmount');
}

/** Spec §3 "reservation by order", plus what the guest detail page needs. */
function byOrderShape(view: Reservation, origin: string) {
  return {
    orderId: view.orderId,
    bookingNumber: view.bookingNumber,
    reservationId: view.reservationId,
    hotelId: view.hotelId,
    hotelName: view.hotelName,
    hotelImage: publicImageUrl(origin, view.hotelImage),
    roomType: view.roomType,
    address: view.address,
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    nights: view.nights,
    roomCount: view.roomCount,
    price: view.totalAmount,
    basePrice: view.basePrice,
    taxes: view.taxes,
    couponDiscount: view.couponDiscount,
    totalAmount: view.totalAmount,
    canceledAmount: view.canceledAmount,
    people: view.people,
    guestName: view.guestName,
    phone: view.phone,
    status: statusLabel(view.status),
    createdAt: view.createdAt.toISOString(),
    cancellable: view.cancellable,
    reviewable: view.reviewable,
    deletable: view.deletable,
    // Additions (docs/rest-clients.md): what the guest booking page shows beyond the documented shape.
    hotelPhone: view.hotelPhone,
    checkinTime: view.checkinTime,
    checkoutTime: view.checkoutTime,
    ...guestFacts(view),
  };
}

/** The free-cancel deadline, the refund's state and the 대실 hours (additions to both reservation answers). */
const guestFacts = (view: Reservation) => ({
  kind: view.kind,
  dayUseStartsAt: view.dayUseStartsAt?.toISOString() ?? null,
  dayUseEndsAt: view.dayUseEndsAt?.toISOString() ?? null,
  freeCancelUntil: view.freeCancelUntil?.toISOString() ?? null,
  refundStatus: view.refundStatus,
  refundedAt: view.refundedAt?.toISOString() ?? null,
});

/** Spec §3 "my reservation" with the cancellable / reviewable flags and the drawer's policy. */
function myReservationShape(view: Reservation, origin: string) {
  return {
    reservationId: view.reservationId,
    orderId: view.orderId,
    bookingNumber: view.bookingNumber,
    hotelName: view.hotelName,
    hotelImage: publicImageUrl(origin, view.hotelImage),
    hotelType: restType(view.hotelType),
    hotelId: view.hotelId,
    people: view.people,
    guestCount: view.people,
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    nights: view.nights,
    roomCount: view.roomCount,
    // What the guest paid, as clients of the documented API show it; the breakdown follows.
    price: view.totalAmount,
    basePrice: view.basePrice,
    status: statusLabel(view.status),
    // Additions (docs/rest-clients.md): `status` keeps its documented labels; this one says 이용 완료.
    statusLabel: view.statusLabel,
    stayPhase: view.stayPhase,
    roomType: view.roomType,
    address: view.address,
    hotelPhone: view.hotelPhone,
    latitude: view.latitude,
    longitude: view.longitude,
    checkinTime: view.checkinTime,
    checkoutTime: view.checkoutTime,
    createdAt: view.createdAt.toISOString(),
    paidAt: view.confirmedAt?.toISOString() ?? null,
    taxesAndFees: view.taxes,
    coupon: view.couponDiscount,
    points: 0,
    total: view.totalAmount,
    canceledAmount: view.canceledAmount,
    guestName: view.guestName,
    cancellationPolicy: view.cancellationPolicy,
    voucherUrl: view.voucherUrl,
    invoiceUrl: view.invoiceUrl,
    paymentMethod: view.paymentMethod,
    cancellable: view.cancellable,
    reviewable: view.reviewable,
    deletable: view.deletable,
    ...guestFacts(view),
  };
}
