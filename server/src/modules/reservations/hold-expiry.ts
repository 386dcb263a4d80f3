import type { AppServices } from '../../platform/context';
import { voidAtToss } from '../payments/payment.service';
import { releaseExpiredHolds } from './reservation.repository';

/**
 * The hold-expiry job (modules/jobs.ts schedules it every 30 s on the job queue): releases the holds that expired by the app clock's
 * now (lifecycle.ts), and for any whose payment was sent to Toss (a confirm that timed out, say) makes
 * sure no money stays taken (voidAtToss). `selfUrl` reaches the local sandbox.
 */
export async function expireHolds(app: AppServices, selfUrl: string): Promise<number> {
  const released = await releaseExpiredHolds(app.orm.em.fork(), app.clock.now());
  for (const hold of released) {
    if (!hold.attemptedPaymentKey) continue;
    await voidAtToss(
      app,
      selfUrl,
      app.logger,
      { paymentKey: hold.attemptedPaymentKey, orderId: hold.orderId },
      '결제 가능 시간이 지나 예약이 취소되었습니다.',
    );
  }
  return released.length;
}
