import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { REVIEW_SORTS, type ReviewSort } from './review-page.repository';

export const ReviewSortEnum = Object.fromEntries(REVIEW_SORTS.map((sort) => [sort, sort])) as {
  [S in ReviewSort]: S;
};
registerEnumType(ReviewSortEnum, {
  name: 'ReviewSort',
  description: '리뷰 정렬: 점수가 같으면 최신순',
  valuesConfig: {
    RECENT: { description: '최신순' },
    SCORE_HIGH: { description: '평점 높은순' },
    SCORE_LOW: { description: '평점 낮은순' },
  },
});

@ObjectType({ description: '별점 하나의 리뷰 수 (5점부터 1점까지 다섯 개, 없는 점수는 0)', simpleResolvers: true })
export class ReviewScoreCount {
  @Field(() => Int, { description: '1–5' })
  score!: number;

  @Field(() => Int)
  count!: number;
}
