import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Review } from '../hotels/hotel.types';
import { Reservation } from '../reservations/reservation.types';

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
  @Field(() => Review)
  review!: Review;

  @Field(() => Reservation)
  reservation!: Reservation;
}
