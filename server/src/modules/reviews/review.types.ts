import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ReservationDetail } from '../reservations/reservation.types';

@ObjectType({ description: '내가 쓴 리뷰 (숙소 이름과 관리자 답글 포함)', simpleResolvers: true })
export class MyReview {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  hotelId!: number;

  @Field(() => String)
  hotelName!: string;

  @Field(() => Int, { nullable: true })
  reservationId!: number | null;

  @Field(() => Int, { description: '1–5' })
  score!: number;

  @Field(() => String)
  content!: string;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true })
  reply!: string | null;

  @Field(() => Date, { nullable: true })
  repliedAt!: Date | null;
}

@InputType({
  description:
    '리뷰 쓰기: 내 예약 중 체크아웃이 지난 예약 완료 건, 예약당 한 번. 별점 1–5, 내용 1,000자 이내. 사진은 REST(POST /api/reviews, multipart의 image)로',
})
export class WriteReviewInput {
  @Field(() => Int)
  reservationId!: number;

  @Field(() => Int, { nullable: true, description: '1–5; 없으면 "별점을 선택해주세요."' })
  score?: number | null;

  @Field(() => String)
  content!: string;
}

@ObjectType({ description: '쓴 리뷰와, 리뷰 작성 완료가 된 그 예약' })
export class WriteReviewPayload {
  @Field(() => MyReview)
  review!: MyReview;

  @Field(() => ReservationDetail)
  reservation!: ReservationDetail;
}
