import type { AppServices } from '../../platform/context';
import { releaseExpiredHolds } from '../reservations/holds';

/**
 * The hold-expiry job (main.ts runs it every 30 s): releases unpaid holds past their 10 minutes, and for
 * any whose payment was sent to Toss (a confirm that timed out, say) makes sure no money stays taken:
 * the payment is looked up and cancelled if Toss approved it. `selfUrl` reaches the local sandbox.
 */
export async function expireHolds(app: AppServices, selfUrl: string, now = new Date()): Promise<number> {
  const released = await releaseExpiredHolds(app.orm.em.fork(), now);
  for (const hold of released) {
    if (!hold.attemptedPaymentKey) continue;
    try {
      const payment = await app.adapters.toss.get(selfUrl, hold.attemptedPaymentKey);
      if (payment.status === 'DONE' && payment.orderId === hold.orderId) {
        await app.adapters.toss.cancel(
          selfUrl,
          hold.attemptedPaymentKey,
          { cancelReason: '결제 가능 시간이 지나 예약이 취소되었습니다.' },
          `void-${hold.orderId}`,
        );
        app.logger.warn({ orderId: hold.orderId }, '만료된 예약의 결제를 취소했습니다');
      }
    } catch (error) {
      app.logger.error({ err: error, orderId: hold.orderId }, '만료된 예약의 결제 확인 실패: 수동 확인 필요');
    }
  }
  return released.length;
}
