import type { RestRouter } from '../../platform/rest';
import { paymentSettings } from './payment.service';

/** Where the client's payment window comes from (completion is the booking's: reservations/booking.rest.ts). */
export function paymentRoutes(api: RestRouter): void {
  api.get('/payments/config', 'public', (ctx) => paymentSettings(ctx));
}
