import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { StayKind } from '@shim/common/day-use';

/** The GraphQL words of 대실 shared by the lodging page (`Room.dayUse`), bookings and search. */

export const StayKindEnum: { [K in StayKind]: K } = { NIGHT: 'NIGHT', DAY_USE: 'DAY_USE' };
registerEnumType(StayKindEnum, { name: 'StayKind', description: 'NIGHT: 숙박, DAY_USE: 대실 (낮 동안 몇 시간)' });

@InputType({
  description:
    '대실 조건: date(YYYY-MM-DD, 서울), start(HH:MM 정각·30분, null이면 가장 빠른 시간: 검색만), hours(이용 시간)',
})
export class DayUseInput {
  @Field(() => String)
  date!: string;

  @Field(() => String, { nullable: true })
  start?: string | null;

  @Field(() => Int)
  hours!: number;
}

@ObjectType({
  description: '객실 유형의 대실 한 가지 (이용 시간별): 요금, 지금 예약할 수 있는 시작 시간',
  simpleResolvers: true,
})
export class DayUseSlot {
  @Field(() => Int)
  hours!: number;

  @Field(() => Int, {
    description: '객실 수만큼의 결제 금액 (원, 쿠폰 전; 세금·수수료 포함: 숙박의 stayTotal과 같은 규칙)',
  })
  price!: number;

  @Field(() => String, { description: '"대실 4시간"' })
  label!: string;

  @Field(() => [String], {
    description: '지금 예약할 수 있는 시작 시간 (HH:MM, 서울; 30분 전까지, 운영 시간·마지막 입실·재고 반영), 이른 순',
  })
  starts!: string[];

  @Field(() => Date, {
    nullable: true,
    description: '가장 이른 시작 시간의 무료 취소 마감 (이 시각부터 환불 없음); 시작 시간이 없거나 이미 지났으면 null',
  })
  freeCancellationUntil!: Date | null;
}
