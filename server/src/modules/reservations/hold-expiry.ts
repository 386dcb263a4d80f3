import type { AppServices } from '../../platform/context';
import { releaseExpiredHolds } from './hold.repository';

/**
 * The hold-expiry job (modules/jobs.ts schedules it every 30 s on the job queue): releases the holds that
 * expired by the app clock's now (lifecycle.ts). Money a released hold's confirm may have taken is
 * reconciliation's (settlement.ts).
 */
export async function expireHolds(app: AppServices): Promise<number> {
  return (await releaseExpiredHolds(app.orm.em.fork(), app.clock.now())).length;
}
