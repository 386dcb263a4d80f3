import { field, type RestRouter } from '../../platform/rest';
import { completePayment, paymentSettings } from './payment.service';

/** Spec §7 payment completion, and where the client's payment window comes from. */
export function paymentRoutes(api: RestRouter): void {
  api.get('/payments/config', 'public', (ctx) => paymentSettings(ctx));

  // Bearer if present: the unguessable orderId is the proof, and a member's token must be the owner's.
  api.post('/payments/complete', 'public', async (ctx, req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const completion = await completePayment(ctx, {
      orderId: field.string(body.orderId),
      paymentKey: field.string(body.paymentKey),
      amount: field.integer(body.amount),
      payMethod: field.optionalString(body.payMethod),
      reservationId: field.optionalInteger(body.reId),
    });
    const { orderId: _orderId, ...answer } = completion;
    return answer;
  });
}
