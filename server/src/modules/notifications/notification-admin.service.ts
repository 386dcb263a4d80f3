import { NOTICE_MESSAGES, NOTIFICATION_VIEW_KEYS, type NotificationView } from '@shim/common/notices';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  countNotifications,
  findNotifications,
  notificationById,
  reopenFailed,
  type AdminNotificationRow,
} from './notification.repository';
import { queueSends } from './notification-dispatch.service';

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
 * Sends a failed message again: back to PENDING with its attempts starting over, and on its way (the SMS
 * dispatcher, or a fresh send job under the same key, which graphile-worker puts in place of the dead one),
 * in one transaction.
 */
export async function retryNotification(ctx: RequestContext, id: number): Promise<AdminNotificationRow> {
  assertAccess(ctx, ADMIN);
  const message = Number.isSafeInteger(id) ? await notificationById(ctx.em, id) : undefined;
  if (!message) throw AppError.notFound(NOTICE_MESSAGES.notificationNotFound);
  await ctx.em.fork().transactional(async (tx) => {
    if (!(await reopenFailed(tx, id))) throw AppError.conflict(NOTICE_MESSAGES.notificationNotFailed);
    await queueSends(tx, [{ id, channel: message.channel }]);
  });
  const [row] = await findNotifications(ctx.em.fork(), { view: null, beforeId: id + 1, limit: 1 });
  return row!;
}
