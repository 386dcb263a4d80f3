import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: '요금 달력의 하룻밤: 객실 1개, 주어진 인원으로 1박할 때의 최저가와 판매 상태',
  simpleResolvers: true,
})
export class HotelCalendarNight {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => Int, {
    nullable: true,
    description: '그 밤에 남은 객실이 있고 인원을 수용하는 객실 유형의 최저 1박 요금 (원); 없으면 null',
  })
  lowestPrice!: number | null;

  @Field(() => Boolean, { description: '판매 중인 어느 객실 유형에도 남은 객실이 없음' })
  soldOut!: boolean;

  @Field(() => Boolean, { description: '모든 객실 유형이 그 밤을 판매하지 않음 (관리자가 닫음)' })
  closed!: boolean;

  @Field(() => Int, {
    nullable: true,
    description: '그 밤에 도착할 때의 최소 숙박 (박): 예약할 수 있는 객실 유형 중 가장 짧은 것; 없으면 null',
  })
  minStay!: number | null;
}
