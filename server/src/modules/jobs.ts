import type { AppServices } from '../platform/context';
import { JobQueue, type JobHandler, type Schedule } from '../platform/jobs/job-queue';
import { BOOKING_NOTICE_TASK, composeNotices, deliverNotification } from './notifications/notification.service';
import {
  DISPATCH_SMS_TASK,
  dispatchSms,
  SEND_NOTIFICATION_TASK,
  wakeSmsDispatcher,
} from './notifications/notification-dispatch.service';
import { addDays } from '@shim/common/dates';
import { expireHolds } from './reservations/hold-expiry';
import { dailyCheck } from './reservations/money-check.service';
import { closeEndedMonths } from './settlements/settlement-close.service';
import { reconcilePayments } from './reservations/settlement';
import { extendInventory } from './rooms/inventory.service';
import { deliverStream } from './webhooks/webhook-delivery';
import { fanOut, WEBHOOK_DELIVER_TASK, WEBHOOK_FANOUT_TASK } from './webhooks/webhook-outbox';

/** Unpaid holds last 10 minutes; a 30-second sweep gives them back at most that much later. */
const HOLD_SWEEP_MS = 30_000;
/** Open payment attempts are settled with Toss as soon as they are due (settlement.ts backs off each itself). */
const RECONCILE_MS = 30_000;

/** The periodic work of the app, once across replicas: crons are UTC (00:05 in Seoul is 15:05 UTC). */
export const JOB_SCHEDULES: Schedule[] = [
  { task: 'expire-holds', everyMs: HOLD_SWEEP_MS },
  { task: 'extend-inventory', cron: '5 15 * * *' },
  { task: 'reconcile-payments', everyMs: RECONCILE_MS },
  // 01:00 in Seoul: yesterday's money against Toss's transactions.
  { task: 'check-money-daily', cron: '0 16 * * *' },
  // 00:10 in Seoul: the month that just ended gets its settlement statements (idempotent, catches up).
  { task: 'close-settlements', cron: '10 15 * * *' },
];

/**
 * Workers per pool and process: partners' deliveries wait on outside receivers, so they get the most. The
 * guests' texts have a pool of their own: a batch of SMS never waits behind the mails of the guests' pool.
 */
export const POOL_CONCURRENCY = { money: 2, guests: 8, texts: 2, partners: 4 } as const;
export type PoolName = keyof typeof POOL_CONCURRENCY;

/**
 * Every job the app runs, by pool and task name: money (payments settled, holds given back, the nights ahead),
 * guests' messages (notices and mails; SMS in batches) and partners' deliveries (webhooks) never wait on each
 * other's workers.
 */
export function jobHandlers(app: AppServices, selfUrl: string): Record<PoolName, Record<string, JobHandler>> {
  return {
    money: {
      'expire-holds': async () => void (await expireHolds(app)),
      'reconcile-payments': async () => void (await reconcilePayments(app, selfUrl)),
      'check-money-daily': async () => {
        const check = await dailyCheck(app, selfUrl, addDays(app.clock.today(), -1));
        if (check.differences.length > 0) app.logger.error({ check }, '일일 정산 확인: Toss와 기록이 다릅니다');
      },
      'extend-inventory': async () => void (await extendInventory(app.orm.em.fork(), app.clock.today())),
      'close-settlements': async () => {
        const at = { now: app.clock.now(), today: app.clock.today() };
        const closed = await closeEndedMonths(app.orm.em.fork(), at, app.config.COMMISSION_RATE_PERCENT);
        if (closed.length > 0) app.logger.info({ closed }, '정산 마감');
      },
    },
    guests: {
      [BOOKING_NOTICE_TASK]: (payload) => composeNotices(app, payload as Parameters<typeof composeNotices>[1]),
      [SEND_NOTIFICATION_TASK]: (payload, job) => deliverNotification(app, (payload as { id: number }).id, job),
    },
    texts: {
      [DISPATCH_SMS_TASK]: async () => void (await dispatchSms(app, selfUrl)),
    },
    partners: {
      [WEBHOOK_FANOUT_TASK]: (payload) => fanOut(app, payload as { eventId: number }),
      [WEBHOOK_DELIVER_TASK]: (payload) => deliverStream(app, payload as { endpointId: number; stream: string }),
    },
  };
}

/** Starts this process's workers on the shared queue; `selfUrl` reaches the stand-ins on this process. */
export async function startJobs(
  app: AppServices,
  options: { databaseUrl: string; selfUrl: string; schedules?: Schedule[]; pollIntervalMs?: number },
): Promise<JobQueue> {
  const handlers = jobHandlers(app, options.selfUrl);
  const pools = Object.fromEntries(
    (Object.keys(POOL_CONCURRENCY) as PoolName[]).map((name) => [
      name,
      { handlers: handlers[name], concurrency: POOL_CONCURRENCY[name] },
    ]),
  );
  const queue = new JobQueue({
    connectionString: options.databaseUrl,
    logger: app.logger,
    pools,
    schedules: options.schedules ?? JOB_SCHEDULES,
    pollIntervalMs: options.pollIntervalMs,
    abandonAfterMs: app.config.JOB_ABANDON_AFTER_MS,
  });
  await queue.start();
  // SMS a dead process left SENDING are due once JOB_ABANDON_AFTER_MS has passed: a run now looks, and books the next.
  await wakeSmsDispatcher(app.orm.em.fork());
  app.metrics.registerGauge(
    'jobs',
    'Jobs on the durable queue by worker pool and state (waiting, running, retrying, failed)',
    async () =>
      Object.entries(await queue.countsByPool()).flatMap(([pool, counts]) =>
        Object.entries(counts).map(([state, value]) => ({ labels: { pool, state }, value })),
      ),
    ['pool', 'state'],
  );
  return queue;
}
