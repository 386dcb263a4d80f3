import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: '정산 확인 필요: 재시도를 거듭해도 Toss와 맞추지 못한 결제 시도 (승인 확인·환불·결제 취소)',
  simpleResolvers: true,
})
export class UnsettledPayment {
  @Field(() => Int)
  attemptId!: number;

  @Field(() => String)
  orderId!: string;

  @Field(() => String, { description: 'CONFIRM(승인 확인), CANCEL(환불), VOID(예약 없는 결제 취소)' })
  kind!: string;

  @Field(() => Int, { description: '원' })
  amount!: number;

  @Field(() => String, { nullable: true, description: 'Toss의 마지막 오류' })
  lastError!: string | null;

  @Field(() => Int)
  tries!: number;

  @Field(() => Date, { nullable: true })
  deadAt!: Date | null;
}

@InputType()
export class RetrySettlementInput {
  @Field(() => Int)
  attemptId!: number;
}

@ObjectType({ simpleResolvers: true })
export class RetrySettlementPayload {
  @Field(() => Boolean, { description: 'Toss의 답으로 정산되었는지 (아니면 목록에 남습니다)' })
  settled!: boolean;
}

@ObjectType({ description: '하루치 결제·환불: Toss의 거래 내역과 우리 기록의 차이', simpleResolvers: true })
export class MoneyDifference {
  @Field(() => String)
  orderId!: string;

  @Field(() => Int)
  tossCharged!: number;

  @Field(() => Int)
  ourCharged!: number;

  @Field(() => Int)
  tossRefunded!: number;

  @Field(() => Int)
  ourRefunded!: number;
}

@ObjectType({ description: '일일 정산 확인 (Asia/Seoul 하루)', simpleResolvers: true })
export class DailyMoneyCheck {
  @Field(() => String)
  date!: string;

  @Field(() => Int)
  tossCharged!: number;

  @Field(() => Int)
  tossRefunded!: number;

  @Field(() => Int)
  ourCharged!: number;

  @Field(() => Int)
  ourRefunded!: number;

  @Field(() => [MoneyDifference])
  differences!: MoneyDifference[];
}
