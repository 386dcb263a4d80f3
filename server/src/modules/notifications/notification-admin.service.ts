import { NOTICE_MESSAGES, NOTIFICATION_VIEW_KEYS, type NotificationView } from '@shim/common/notices';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { enqueue } from '../../platform/jobs/job-queue';
import {
  countNotifications,
  findNotifications,
  notificationById,
  reopenFailed,
  type AdminNotificationRow,
} from './notification.repository';
import { SEND_NOTIFICATION_TASK } from './notification.service';

const ADMIN = ['ROLE_ADMIN'] as const;

/** 알림 발송 현황: the messages newest first, in one view (sent, retrying, failed, suppressed) or all. */
export async function adminNotifications(
  ctx: RequestContext,
  filter: { view: string | null; beforeId: number | null; limit: number },
): Promise<AdminNotificationRow[]> {
  assertAccess(ctx, ADMIN);
  if (filter.view && !NOTIFICATION_VIEW_KEYS.includes(filter.view as NotificationView)) {
    throw AppError.badInput(NOTICE_MESSAGES.notificationViewInvalid);
  }
  return findNotifications(ctx.em, { ...filter, view: (filter.view as NotificationView | null) ?? null });
}

export async function notificationCounts(ctx: RequestContext): Promise<Record<NotificationView, number>> {
  assertAccess(ctx, ADMIN);
  return countNotifications(ctx.em);
}

/**
 * Sends a failed message again: back to PENDING and a fresh send job under the same key (graphile-worker
 * replaces the dead one and its attempts start over), in one transaction.
 */
export async function retryNotification(ctx: RequestContext, id: number): Promise<AdminNotificationRow> {
  assertAccess(ctx, ADMIN);
  if (!Number.isSafeInteger(id) || !(await notificationById(ctx.em, id))) {
    throw AppError.notFound(NOTICE_MESSAGES.notificationNotFound);
  }
  await ctx.em.fork().transactional(async (tx) => {
    if (!(await reopenFailed(tx, id))) throw AppError.conflict(NOTICE_MESSAGES.notificationNotFailed);
    await enqueue(tx, SEND_NOTIFICATION_TASK, { id }, { key: `send:${id}` });
  });
  const [row] = await findNotifications(ctx.em.fork(), { view: null, beforeId: id + 1, limit: 1 });
  return row!;
}
