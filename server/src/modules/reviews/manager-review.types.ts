import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ReviewDeletionStatus } from '@shim/common/review-moderation';
import { PageInfo } from '../../platform/pagination';
import { Review, ReviewDeletionStatusEnum } from '../hotels/hotel.types';

@ObjectType({ simpleResolvers: true })
export class ManagerReviewEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Review)
  node!: Review;
}

@ObjectType({ description: '내 숙소들의 리뷰 (최근 순)', simpleResolvers: true })
export class ManagerReviewConnection {
  @Field(() => [ManagerReviewEdge])
  edges!: ManagerReviewEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@InputType({ description: '리뷰 답글: 비울 수 없고 1,000자 이내; 다시 쓰면 바뀜' })
export class ReplyToReviewInput {
  @Field(() => Int)
  reviewId!: number;

  @Field(() => String)
  reply!: string;
}

@ObjectType()
export class ReplyToReviewPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Review)
  review!: Review;
}

@InputType({ description: '리뷰 삭제 요청: 사유 필수 (500자 이내), 리뷰당 한 번' })
export class RequestReviewDeletionInput {
  @Field(() => Int)
  reviewId!: number;

  @Field(() => String)
  reason!: string;
}

@ObjectType()
export class RequestReviewDeletionPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Review)
  review!: Review;
}

@ObjectType({ description: '리뷰 삭제 요청 (사이트 관리자의 처리 대기 목록)', simpleResolvers: true })
export class ReviewDeletionRequest {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  reason!: string;

  @Field(() => ReviewDeletionStatusEnum)
  status!: ReviewDeletionStatus;

  @Field(() => Date)
  requestedAt!: Date;

  @Field(() => String, { nullable: true, description: '요청한 숙소 관리자' })
  managerName!: string | null;

  @Field(() => Review)
  review!: Review;
}

@ObjectType({ simpleResolvers: true })
export class ReviewDeletionRequestEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => ReviewDeletionRequest)
  node!: ReviewDeletionRequest;
}

@ObjectType({ simpleResolvers: true })
export class ReviewDeletionRequestConnection {
  @Field(() => [ReviewDeletionRequestEdge])
  edges!: ReviewDeletionRequestEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int)
  totalCount!: number;
}

@InputType()
export class ApproveReviewDeletionInput {
  @Field(() => Int)
  requestId!: number;
}

@ObjectType({ description: '삭제 승인: 리뷰가 지워지고 숙소의 평점과 리뷰 수가 바로 바뀜' })
export class ApproveReviewDeletionPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Int)
  hotelId!: number;
}

@InputType({ description: '삭제 요청 반려: 사유 필수 (공백 불가, 500자 이내)' })
export class RejectReviewDeletionInput {
  @Field(() => Int)
  requestId!: number;

  @Field(() => String)
  reason!: string;
}

@ObjectType()
export class RejectReviewDeletionPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Int)
  requestId!: number;
}
