import { MESSAGES } from '@shim/common/messages';
import { AppError } from '../../platform/errors';
import type { RestRouter } from '../../platform/rest';
import { restFields, type RestFields } from '../../platform/rest-fields';
import { prepare, preview, type StayRequest } from './booking.service';
import { completePayment } from './completion.service';

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
      consents: consentsOf(req.body),
      claimedUserId: fields.optionalInteger('userId'),
    });
    return {
      orderId: prepared.orderId,
      bookingNumber: prepared.bookingNumber,
      reservationId: prepared.reservationId,
      totalAmount: prepared.totalAmount,
      amount: prepared.totalAmount,
      hotelName: prepared.hotelName,
      type: prepared.roomName,
      orderName: prepared.orderName,
      customerName: prepared.customerName,
      holdExpiresAt: prepared.holdExpiresAt.toISOString(),
      paymentProof: prepared.paymentProof,
    };
  });
}

/**
 * `consents`: the checkout consents ticked, as a list of kinds (`["TERMS", "PRIVACY_COLLECTION", …]`);
 * absent or null for clients of the documented API, which send only `termsAgreed` (checkout-consents.ts).
 */
function consentsOf(body: unknown): string[] | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).consents : undefined;
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((kind) => typeof kind === 'string')) {
    throw AppError.badInput(MESSAGES.consentsInvalid);
  }
  return value as string[];
}

/** Spec §7 payment completion: the step that confirms the booking (its path stays under /payments). */
export function paymentCompletionRoutes(api: RestRouter): void {
  // Bearer if present: the unguessable orderId is the proof, and a member's token must be the owner's.
  // Clients of the documented API send the guest's phone and the coupon here (docs/rest-clients.md).
  api.post('/payments/complete', 'public', async (ctx, req) => {
    const fields = restFields(req.body);
    const completion = await completePayment(ctx, {
      orderId: fields.string('orderId'),
      paymentKey: fields.string('paymentKey'),
      amount: fields.integer('amount'),
      payMethod: fields.optionalString('payMethod'),
      reservationId: fields.optionalInteger('reservationId'),
      phone: fields.optionalString('phone'),
      userCouponId: fields.optionalInteger('userCouponId'),
    });
    const { orderId: _orderId, ...answer } = completion;
    return answer;
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
