import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Min } from 'class-validator';
import { Reservation } from './reservation.types';

@ObjectType({ description: '오늘(프런트) 명단의 한 예약: 예약, 체크인·체크아웃·노쇼 표시, 지금 할 수 있는 처리' })
export class FrontDeskStay {
  @Field(() => Reservation)
  reservation!: Reservation;

  @Field(() => String, { description: 'EXPECTED(도착 전), CHECKED_IN, CHECKED_OUT, NO_SHOW' })
  stage!: string;

  @Field(() => String, { description: '화면에 보일 단계: 도착 전, 체크인 완료, 체크아웃 완료, 노쇼' })
  stageLabel!: string;

  @Field(() => Int, { description: '결제 금액(원)' })
  paidAmount!: number;

  @Field(() => Int, { description: '환불 금액(원)' })
  refundedAmount!: number;

  @Field(() => Date, { nullable: true })
  checkedInAt!: Date | null;

  @Field(() => Date, { nullable: true })
  checkedOutAt!: Date | null;

  @Field(() => Date, { nullable: true })
  noShowAt!: Date | null;

  @Field(() => Boolean)
  canCheckIn!: boolean;

  @Field(() => Boolean, { description: '노쇼 처리: 체크인 날짜부터, 체크인 전까지' })
  canMarkNoShow!: boolean;

  @Field(() => Boolean)
  canCheckOut!: boolean;
}

@ObjectType({ description: '관리자의 하루 명단(서울 날짜): 도착, 출발, 투숙 중' })
export class FrontDesk {
  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => [FrontDeskStay], { description: '오늘 체크인 (노쇼 처리된 예약 포함)' })
  arrivals!: FrontDeskStay[];

  @Field(() => [FrontDeskStay], { description: '오늘 체크아웃' })
  departures!: FrontDeskStay[];

  @Field(() => [FrontDeskStay], { description: '투숙 중 (체크인 날짜 < 오늘 < 체크아웃 날짜)' })
  inHouse!: FrontDeskStay[];
}

@InputType({ description: '프런트 처리(체크인, 노쇼, 체크아웃)할 예약' })
export class FrontDeskActionInput {
  @Field(() => Int)
  @Min(1)
  reservationId!: number;
}

@ObjectType({ description: '프런트 처리 결과' })
export class FrontDeskActionPayload {
  @Field(() => String)
  message!: string;

  @Field(() => FrontDeskStay)
  stay!: FrontDeskStay;
}
