import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import type { RequestContext } from '../../platform/context';
import { toReviewSource } from '../hotels/hotel.resolver';
import type { ReviewSource } from '../hotels/hotel.types';
import * as managed from './manager-review.service';
import * as deletions from './review-deletion.service';
import {
  ApproveReviewDeletionInput,
  ApproveReviewDeletionPayload,
  ManagerReviewConnection,
  RejectReviewDeletionInput,
  RejectReviewDeletionPayload,
  ReplyToReviewInput,
  ReplyToReviewPayload,
  RequestReviewDeletionInput,
  RequestReviewDeletionPayload,
  ReviewDeletionRequestConnection,
} from './manager-review.types';

/** A console's review as the graph's `Review`, with the manager-view fields (its `hotel` follows by id). */
export const toManagerReview = (review: managed.ManagerReview): ReviewSource => ({
  ...toReviewSource(review, review.hotelId),
  deletionStatus: review.deletionStatus,
  deletionReason: review.deletionReason,
  rejectionReason: review.rejectionReason,
});

/** The consoles' reviews: the manager's list, reply and deletion request; the administrator's decisions. */
@Resolver()
export class ManagerReviewResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => ManagerReviewConnection, { description: '내 숙소들의 리뷰 (hotelId를 주면 그 숙소만)' })
  async managerReviews(
    @Arg('hotelId', () => Int, { nullable: true }) hotelId: number | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerReviewConnection> {
    const page = await managed.managerReviewPage(ctx, hotelId ?? null, { first, after });
    return {
      edges: page.items.map(({ cursor, review }) => ({ cursor, node: toManagerReview(review) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => ReplyToReviewPayload, { description: '리뷰에 답글 달기 (숙소 상세에 리뷰 아래로 보임)' })
  async replyToReview(
    @Arg('input', () => ReplyToReviewInput) input: ReplyToReviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ReplyToReviewPayload> {
    const review = await managed.replyToReview(ctx, input.reviewId, input.reply);
    return { message: CONSOLE_MESSAGES.replySaved, review: toManagerReview(review) };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => RequestReviewDeletionPayload, { description: '리뷰 삭제 요청 (사이트 관리자가 승인 또는 반려)' })
  async requestReviewDeletion(
    @Arg('input', () => RequestReviewDeletionInput) input: RequestReviewDeletionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RequestReviewDeletionPayload> {
    const review = await managed.requestReviewDeletion(ctx, input.reviewId, input.reason);
    return { message: CONSOLE_MESSAGES.deletionRequested, review: toManagerReview(review) };
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => ReviewDeletionRequestConnection, { description: '처리 대기 중인 리뷰 삭제 요청 (오래된 순)' })
  async reviewDeletionRequests(
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ReviewDeletionRequestConnection> {
    const page = await deletions.deletionRequestPage(ctx, { first, after });
    return {
      edges: page.items.map(({ cursor, request }) => ({
        cursor,
        node: { ...request, id: request.requestId, review: toManagerReview(request.review) },
      })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => ApproveReviewDeletionPayload, { description: '삭제 요청 승인: 리뷰 삭제' })
  async approveReviewDeletion(
    @Arg('input', () => ApproveReviewDeletionInput) input: ApproveReviewDeletionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ApproveReviewDeletionPayload> {
    const { hotelId } = await deletions.approveDeletion(ctx, input.requestId);
    return { message: CONSOLE_MESSAGES.deletionApproved, hotelId };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => RejectReviewDeletionPayload, { description: '삭제 요청 반려 (사유는 숙소 관리자에게 보임)' })
  async rejectReviewDeletion(
    @Arg('input', () => RejectReviewDeletionInput) input: RejectReviewDeletionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RejectReviewDeletionPayload> {
    await deletions.rejectDeletion(ctx, input.requestId, input.reason);
    return { message: CONSOLE_MESSAGES.deletionRejected, requestId: input.requestId };
  }
}
