import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SETTLEMENT_STATUS_KEYS, type SettlementStatus } from '@shim/common/settlements';
import type { ReservationStatus } from '@shim/common/reservations';
import { MoneyDifference } from '../reservations/money-check.types';
import { ReservationStatusEnum } from '../reservations/reservation.types';

export const SettlementStatusEnum = Object.fromEntries(SETTLEMENT_STATUS_KEYS.map((s) => [s, s])) as {
  [S in SettlementStatus]: S;
};
registerEnumType(SettlementStatusEnum, {
  name: 'SettlementStatus',
  description: 'OPEN(정산 예정: 진행 중인 달, 저장 안 됨), CLOSED(정산 확정), PAID(지급 완료)',
});

@ObjectType({
  description: '정산서의 한 줄: 체크아웃이 그 달인 결제된 예약 하나 (확정 시점의 금액)',
  simpleResolvers: true,
})
export class SettlementLine {
  @Field(() => Int)
  reservationId!: number;

  @Field(() => String)
  bookingNumber!: string;

  @Field(() => String)
  orderId!: string;

  @Field(() => String, { description: '객실 타입 이름' })
  roomName!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  checkIn!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  checkOut!: string;

  @Field(() => ReservationStatusEnum)
  status!: ReservationStatus;

  @Field(() => Int, { description: '결제 금액(원)' })
  paidAmount!: number;

  @Field(() => Int, { description: '환불 금액(원, 확정 시점)' })
  refundAmount!: number;

  @Field(() => Int, { description: '순매출(원) = 결제 − 환불' })
  netAmount!: number;

  @Field(() => Int, { description: '수수료(원)' })
  commissionAmount!: number;

  @Field(() => Int, { description: '결제 수수료(원): 지금은 플랫폼 부담으로 0' })
  paymentFeeAmount!: number;

  @Field(() => Int, { description: '지급액(원) = 순매출 − 수수료 − 결제 수수료' })
  payoutAmount!: number;
}

@ObjectType({ description: '조정: 정산 확정 뒤 바뀐 예전 달 예약의 금액 (다음 정산서에 반영)', simpleResolvers: true })
export class SettlementAdjustment {
  @Field(() => Int)
  reservationId!: number;

  @Field(() => String)
  bookingNumber!: string;

  @Field(() => String, { description: '사유' })
  reason!: string;

  @Field(() => Int, { description: '원 (환불이면 음수)' })
  amount!: number;

  @Field(() => String, { description: '원래 정산 월 YYYY-MM' })
  month!: string;
}

@ObjectType({ description: '정산서: 숙소 하나 × 한 달(서울 기준, 체크아웃 날짜 기준)' })
export class SettlementStatement {
  @Field(() => Int, { nullable: true, description: '진행 중인 달(OPEN)은 null' })
  id!: number | null;

  @Field(() => Int)
  hotelId!: number;

  @Field(() => String)
  hotelName!: string;

  @Field(() => String, { description: 'YYYY-MM' })
  month!: string;

  @Field(() => SettlementStatusEnum)
  status!: SettlementStatus;

  @Field(() => Int, { description: '총 결제(원)' })
  grossAmount!: number;

  @Field(() => Int, { description: '환불(원)' })
  refundAmount!: number;

  @Field(() => Int, { description: '순매출(원)' })
  netSales!: number;

  @Field(() => Float, { description: '수수료율(%) : 확정 시점의 값' })
  commissionRate!: number;

  @Field(() => Int, { description: '수수료(원) = 각 줄 수수료의 합' })
  commissionAmount!: number;

  @Field(() => Int, { description: '결제 수수료(원)' })
  paymentFeeAmount!: number;

  @Field(() => Int, { description: '조정(원)' })
  adjustmentAmount!: number;

  @Field(() => Int, { description: '지급액(원) = 순매출 − 수수료 − 결제 수수료 + 조정' })
  payoutAmount!: number;

  @Field(() => Int)
  lineCount!: number;

  @Field(() => Date, { nullable: true })
  closedAt!: Date | null;

  @Field(() => String, { nullable: true, description: '지급일 YYYY-MM-DD' })
  paidOn!: string | null;

  @Field(() => String, { nullable: true, description: '관리자에게만: 숙소 관리자 이름 (그 밖에는 null)' })
  managerName!: string | null;
}

@ObjectType({
  description: '한 달 정산서들의 (총 결제 − 환불)과 Toss 거래 내역(승인 − 취소, 각 정산 확정 시점까지)',
  simpleResolvers: true,
})
export class MonthlySettlementCheck {
  @Field(() => String)
  month!: string;

  @Field(() => Int)
  statementCount!: number;

  @Field(() => Int)
  statementsNet!: number;

  @Field(() => Int)
  tossNet!: number;

  @Field(() => Int, { description: 'statementsNet − tossNet' })
  difference!: number;

  @Field(() => [MoneyDifference])
  differences!: MoneyDifference[];
}

@InputType()
export class MarkSettlementPaidInput {
  @Field(() => Int)
  statementId!: number;

  @Field(() => String, { description: '지급일 YYYY-MM-DD (오늘 이후 불가)' })
  paidOn!: string;
}
