import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

/** The manager calendar's GraphQL shapes; dates are `YYYY-MM-DD` strings as in `StayInput`. */

@ObjectType('RoomNightChange', {
  description: '달력 한 칸의 변경 기록: 한 밤 (RoomNight) 또는 한 날의 대실 (DayUseDay)',
  simpleResolvers: true,
})
export class RoomNightChangeType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, {
    description: '밤: price, roomsToSell, closed, minStay 중 하나; 대실: price:<시간>, maxRooms, closed 중 하나',
  })
  field!: string;

  @Field(() => String, { nullable: true, description: '바꾸기 전 값 (문자열; 대실에서 null은 대실 상품의 값)' })
  before!: string | null;

  @Field(() => String, { description: '바꾼 뒤 값 (문자열)' })
  after!: string;

  @Field(() => String, { description: '바꾼 사람의 이름' })
  changedBy!: string;

  @Field(() => Date)
  changedAt!: Date;
}

@ObjectType('RoomNight', {
  description: '객실 유형의 하룻밤: 요금, 판매 객실 수, 판매·예약 중 수, 판매 중지, 최소 숙박',
})
export class RoomNightType {
  @Field(() => ID, { description: '객실 유형 번호와 날짜 (roomId/YYYY-MM-DD)' })
  id!: string;

  @Field(() => Int)
  roomId!: number;

  @Field(() => String, { description: 'YYYY-MM-DD (그날 체크인하는 밤)' })
  date!: string;

  @Field(() => Int, { description: '1박 요금 (원)' })
  price!: number;

  @Field(() => Int, { description: '판매 객실 수 (room_nights.total)' })
  roomsToSell!: number;

  @Field(() => Int, { description: '결제된 객실 수' })
  sold!: number;

  @Field(() => Int, { description: '결제 중(홀드) 객실 수' })
  held!: number;

  @Field(() => Boolean, { description: '판매 중지: 검색과 예약에서 빠짐' })
  closed!: boolean;

  @Field(() => Int, { description: '이 날 체크인하는 숙박의 최소 박 수' })
  minStay!: number;

  @Field(() => String, { nullable: true, description: '공휴일 이름 (없으면 null)' })
  holiday!: string | null;
}

@InputType({ description: '달력 일괄 변경: 보낸 값만 바꿈; preview면 바뀔 밤만 돌려주고 저장하지 않음' })
export class UpdateRoomCalendarInput {
  @Field(() => [Int], { description: '객실 유형들 (모두 내 숙소의 것; 하나라도 아니면 아무것도 바꾸지 않음)' })
  roomIds!: number[];

  @Field(() => String, { description: '첫 밤 YYYY-MM-DD (오늘 이후)' })
  from!: string;

  @Field(() => String, { description: '마지막 밤 YYYY-MM-DD (포함, 최대 366박)' })
  to!: string;

  @Field(() => [Int], { nullable: true, description: '요일 0(일)–6(토); 없으면 매일' })
  weekdays?: number[] | null;

  @Field(() => Int, { nullable: true, description: '1박 요금 1–10,000,000원' })
  price?: number | null;

  @Field(() => Int, { nullable: true, description: '판매 객실 수 (0–객실 수, 판매·홀드된 수 이상)' })
  roomsToSell?: number | null;

  @Field(() => Boolean, { nullable: true })
  closed?: boolean | null;

  @Field(() => Int, { nullable: true, description: '최소 숙박 1–30박' })
  minStay?: number | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  preview?: boolean | null;
}

@InputType({ description: '공휴일 전날 주말 요금: 기간 안의 (금·토가 아닌) 공휴일 전날을 객실 유형의 주말 요금으로' })
export class HolidayEvePricesInput {
  @Field(() => [Int])
  roomIds!: number[];

  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  preview?: boolean | null;
}

@ObjectType({ description: '달력 변경의 결과 (preview면 저장하지 않은 모습)', simpleResolvers: true })
export class UpdateRoomCalendarPayload {
  @Field(() => Int)
  updatedNights!: number;

  @Field(() => [RoomNightType])
  nights!: RoomNightType[];

  @Field(() => Boolean)
  preview!: boolean;
}
