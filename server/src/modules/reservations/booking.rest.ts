import { MESSAGES } from '@shim/common/messages';
import { AppError } from '../../platform/errors';
import type { RestRouter } from '../../platform/rest';
import { restFields, type RestFields } from '../../platform/rest-fields';
import { prepare, preview, type StayRequest } from './booking.service';
import { completePayment } from './completion.service';
import { prepareDayUse, previewDayUse, type DayUseRequest } from './day-use.service';

/**
 * Spec §7 price preview and prepare; fields in any spelling of the alias table (hId, rId, checkin, people,
 * numberOfRooms, …). Clients of the documented API may leave out termsAgreed, phone and roomCount, and send
 * `uId` without a token (docs/rest-clients.md). `kind: "DAY_USE"` asks the same of a 대실 (day-use.service.ts).
 */
export function bookingRoutes(api: RestRouter): void {
  api.get('/reservations/preview', 'public', async (ctx, req) => {
    const fields = restFields(req.query);
    if (!isDayUse(fields)) return preview(ctx, stayOf(fields));
    const { startsAt, endsAt, ...quote } = await previewDayUse(ctx, dayUseOf(fields));
    return { ...quote, kind: 'DAY_USE', startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
  });

  // `kind: "DAY_USE"` with `date`, `start`, `hours` books a 대실; the other fields are the nights'.
  api.post('/reservations/prepare', 'public', async (ctx, req) => {
    const fields = restFields(req.body);
    const buyer = {
      phone: fields.optionalString('phone'),
      guestName: fields.optionalString('guestName'),
      email: fields.optionalString('email'),
      // REST stays Korean (REST-NOTES): its notices too, unless the body asks for a language.
      locale: fields.optionalString('locale') ?? 'ko',
      termsAgreed: fields.optionalBoolean('termsAgreed'),
      consents: consentsOf(req.body),
      claimedUserId: fields.optionalInteger('userId'),
    };
    const dayUse = isDayUse(fields) ? await prepareDayUse(ctx, { ...dayUseOf(fields), ...buyer }) : null;
    const prepared = dayUse ?? (await prepare(ctx, { ...stayOf(fields), ...buyer }));
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
      kind: dayUse ? 'DAY_USE' : 'NIGHT',
      ...(dayUse ? { dayUseStartsAt: dayUse.startsAt.toISOString(), dayUseEndsAt: dayUse.endsAt.toISOString() } : {}),
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

/** `kind`: absent or `NIGHT` is a night; `DAY_USE` a 대실; anything else is refused. */
function isDayUse(fields: RestFields): boolean {
  const kind = fields.optionalString('kind');
  if (kind !== undefined && kind !== 'NIGHT' && kind !== 'DAY_USE') throw AppError.badInput(MESSAGES.invalidBooking);
  return kind === 'DAY_USE';
}

function dayUseOf(fields: RestFields): DayUseRequest {
  return {
    hotelId: fields.integer('hotelId'),
    roomId: fields.integer('roomId'),
    date: fields.string('date'),
    start: fields.string('start'),
    hours: fields.integer('hours'),
    roomCount: fields.optionalInteger('rooms'),
    persons: fields.integer('persons'),
    userCouponId: fields.optionalInteger('userCouponId'),
  };
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
