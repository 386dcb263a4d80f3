import { MESSAGES } from '@shim/common/messages';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize, type ConnectionShape } from '../../platform/pagination';
import * as admin from './notification-admin.service';
import {
  deliveryOf,
  NotificationCounts,
  NotificationDelivery,
  NotificationDeliveryConnection,
  RetryNotificationInput,
} from './notification.types';

@Resolver()
export class NotificationResolver {
  @Authorized('ROLE_ADMIN')
  @Query(() => NotificationDeliveryConnection, {
    description: '관리자: 알림 발송 현황 (최신순; SENT, RETRYING, FAILED, SUPPRESSED)',
  })
  async adminNotifications(
    @Arg('view', () => String, { nullable: true }) view: string | null,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<NotificationDelivery>> {
    const size = pageSize(first);
    let beforeId: number | null = null;
    if (after) {
      beforeId = Number(decodeCursor(after)[0]);
      if (!Number.isSafeInteger(beforeId)) throw AppError.badInput(MESSAGES.invalidCursor);
    }
    const rows = await admin.adminNotifications(ctx, { view, beforeId, limit: size + 1 });
    const counts = await admin.notificationCounts(ctx);
    const edges = rows.slice(0, size).map((row) => ({ cursor: encodeCursor([row.id]), node: deliveryOf(row) }));
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount: view
        ? (counts[view as keyof typeof counts] ?? 0)
        : counts.SENT + counts.RETRYING + counts.FAILED + counts.SUPPRESSED,
    };
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => NotificationCounts, { description: '관리자: 발송 완료, 재시도 중, 발송 실패, 발송 제한 건수' })
  async adminNotificationCounts(@Ctx() ctx: RequestContext): Promise<NotificationCounts> {
    const counts = await admin.notificationCounts(ctx);
    return { sent: counts.SENT, retrying: counts.RETRYING, failed: counts.FAILED, suppressed: counts.SUPPRESSED };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => NotificationDelivery, { description: '관리자: 발송에 실패한 알림 다시 보내기' })
  async retryNotification(
    @Arg('input', () => RetryNotificationInput) input: RetryNotificationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<NotificationDelivery> {
    return deliveryOf(await admin.retryNotification(ctx, input.id));
  }
}
