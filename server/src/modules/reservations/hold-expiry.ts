import type { AppServices } from '../../platform/context';
import { releaseExpiredHolds } from './reservation.repository';
import { reconcilePayments } from './settlement';

/**
 * The hold-expiry job (main.ts runs it every 30 s): releases the holds that expired by the app clock's
 * now (lifecycle.ts), then reconciles the payments that are due (settlement.ts), so a payment Toss took
 * for a released hold is voided once its confirm's grace has passed. `selfUrl` reaches the local sandbox.
 */
export async function expireHolds(app: AppServices, selfUrl: string): Promise<number> {
  const released = await releaseExpiredHolds(app.orm.em.fork(), app.clock.now());
  await reconcilePayments(app, selfUrl);
  return released.length;
}
