import type { RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { completePayment, paymentSettings } from './payment.service';

/** Spec §7 payment completion, and where the client's payment window comes from. */
export function paymentRoutes(api: RestRouter): void {
  api.get('/payments/config', 'public', (ctx) => paymentSettings(ctx));

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
