import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

/** The manager's 대실 offer and its calendar days as GraphQL shapes; times `HH:MM`, dates `YYYY-MM-DD`. */

@ObjectType('DayUseDuration', { description: '대실 이용 시간 하나와 그 요금', simpleResolvers: true })
export class DayUseDurationType {
  @Field(() => Int, { description: '이용 시간 (1–12시간)' })
  hours!: number;

  @Field(() => Int, { description: '요금 (원, 100원 단위)' })
  price!: number;
}

@ObjectType('DayUseOffer', { description: '객실 유형의 대실 상품 (관리자 전용)', simpleResolvers: true })
export class DayUseOfferType {
  @Field(() => Boolean, { description: '판매 중인지' })
  enabled!: boolean;

  @Field(() => String, { description: '운영 시작 (HH:MM)' })
  opens!: string;

  @Field(() => String, { description: '운영 마감 (HH:MM): 대실은 이 시각까지 끝남' })
  closes!: string;

  @Field(() => String, { nullable: true, description: '금·토·공휴일 운영 시작; null이면 평일과 같음' })
  weekendOpens!: string | null;

  @Field(() => String, { nullable: true, description: '금·토·공휴일 운영 마감; null이면 평일과 같음' })
  weekendCloses!: string | null;

  @Field(() => String, { description: '마지막 입실 (HH:MM)' })
  lastStart!: string;

  @Field(() => Int, { description: '이용 사이 청소 시간 (0–240분)' })
  bufferMinutes!: number;

  @Field(() => Int, { description: '동시에 대실로 쓸 수 있는 객실 수 (객실 수 이하)' })
  maxRooms!: number;

  @Field(() => [DayUseDurationType], { description: '이용 시간과 요금 (1–6개, 시간 순)' })
  durations!: DayUseDurationType[];

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('DayUseDay', { description: '달력의 대실 하루: 대실 상품과 다르게 정한 요금, 객실 수, 판매 중지' })
export class DayUseDayType {
  @Field(() => ID, { description: '객실 유형 번호와 날짜 (roomId/YYYY-MM-DD)' })
  id!: string;

  @Field(() => Int)
  roomId!: number;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => [DayUseDurationType], { nullable: true, description: '이 날의 시간별 요금; null이면 대실 상품의 요금' })
  prices!: DayUseDurationType[] | null;

  @Field(() => Int, { nullable: true, description: '이 날 대실 객실 수; null이면 대실 상품의 수' })
  maxRooms!: number | null;

  @Field(() => Boolean, { description: '이 날 대실 판매 중지' })
  closed!: boolean;

  @Field(() => String, { nullable: true, description: '공휴일 이름 (없으면 null)' })
  holiday!: string | null;
}

@InputType('DayUseDurationInput')
export class DayUseDurationInput {
  @Field(() => Int)
  hours!: number;

  @Field(() => Int)
  price!: number;
}

@InputType({ description: '대실 상품 저장 (통째로; 처음 저장하면 만들어짐)' })
export class SaveDayUseOfferInput {
  @Field(() => Int, { description: '내 객실 유형' })
  roomId!: number;

  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, { description: 'HH:MM (30분 단위)' })
  opens!: string;

  @Field(() => String, { description: 'HH:MM (30분 단위, 시작보다 늦게)' })
  closes!: string;

  @Field(() => String, { nullable: true, description: '금·토·공휴일 시작; 마감과 함께 정하거나 둘 다 비움' })
  weekendOpens?: string | null;

  @Field(() => String, { nullable: true })
  weekendCloses?: string | null;

  @Field(() => String, { description: '마지막 입실 HH:MM (운영 시간 안)' })
  lastStart!: string;

  @Field(() => Int, { description: '청소 시간 0–240분' })
  bufferMinutes!: number;

  @Field(() => Int, { description: '동시에 대실로 쓸 객실 수 (0–객실 수)' })
  maxRooms!: number;

  @Field(() => [DayUseDurationInput], { description: '1–6개, 시간 1–12 서로 다름, 요금 0원 이상 100원 단위' })
  durations!: DayUseDurationInput[];
}

@ObjectType({ description: '대실 상품 저장의 결과', simpleResolvers: true })
export class SaveDayUseOfferPayload {
  @Field(() => DayUseOfferType)
  offer!: DayUseOfferType;
}

@InputType({ description: '달력 대실 일괄 변경: 보낸 값만 바꿈; preview면 바뀔 날만 돌려주고 저장하지 않음' })
export class UpdateDayUseDaysInput {
  @Field(() => [Int], { description: '객실 유형들 (모두 내 숙소의 것이고 대실 상품이 있어야 함)' })
  roomIds!: number[];

  @Field(() => String, { description: '첫 날 YYYY-MM-DD (오늘 이후)' })
  from!: string;

  @Field(() => String, { description: '마지막 날 YYYY-MM-DD (포함, 최대 366일)' })
  to!: string;

  @Field(() => [Int], { nullable: true, description: '요일 0(일)–6(토); 없으면 매일' })
  weekdays?: number[] | null;

  @Field(() => [DayUseDurationInput], {
    nullable: true,
    description: '시간별 요금 (대실 상품에 있는 시간만; 보내지 않은 시간은 그대로)',
  })
  prices?: DayUseDurationInput[] | null;

  @Field(() => Int, { nullable: true, description: '대실 객실 수 (0–객실 수)' })
  maxRooms?: number | null;

  @Field(() => Boolean, { nullable: true })
  closed?: boolean | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  preview?: boolean | null;
}

@ObjectType({ description: '달력 대실 변경의 결과 (preview면 저장하지 않은 모습)', simpleResolvers: true })
export class UpdateDayUseDaysPayload {
  @Field(() => Int)
  updatedDays!: number;

  @Field(() => [DayUseDayType])
  days!: DayUseDayType[];

  @Field(() => Boolean)
  preview!: boolean;
}
