import { Field, Int, ObjectType } from 'type-graphql';

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
