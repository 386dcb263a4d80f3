import { Field, Float, InputType, ObjectType } from 'type-graphql';

@ObjectType({
  description: '환율: 통화 1단위(엔은 1엔)당 원. 어림 금액 표시용이며 결제는 언제나 원화',
  simpleResolvers: true,
})
export class ExchangeRate {
  @Field(() => String, { description: 'ISO 4217 통화 코드 (USD, JPY, CNY, EUR, TWD, HKD, SGD)' })
  currency!: string;

  @Field(() => Float, { description: '1단위당 원 (예: USD 1380.5, JPY 9.21)' })
  wonPerUnit!: number;

  @Field(() => String, { description: '기준일 YYYY-MM-DD (서울)' })
  effectiveDate!: string;
}

@ObjectType({ description: '환율표: 손님 화면의 어림 금액에 쓰는 통화별 환율', simpleResolvers: true })
export class ExchangeRateTable {
  @Field(() => [ExchangeRate])
  rates!: ExchangeRate[];

  @Field(() => String, { nullable: true, description: '가장 오래된 환율의 기준일 (환율이 없으면 null)' })
  effectiveDate!: string | null;

  @Field(() => Boolean, { description: '기준일이 3일보다 오래됨: 관리자가 갱신해야 함' })
  stale!: boolean;
}

@InputType({ description: '환율 한 개: 통화와 1단위당 원 (양수, 소수점 아래 6자리까지, 통화별 범위 안)' })
export class ExchangeRateInput {
  @Field(() => String)
  currency!: string;

  @Field(() => Float)
  wonPerUnit!: number;

  @Field(() => String, { nullable: true, description: '기준일 YYYY-MM-DD, 오늘 이전 (없으면 오늘)' })
  effectiveDate?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class SetExchangeRatesPayload {
  @Field(() => ExchangeRateTable, { description: '저장한 뒤의 환율표 전체' })
  exchangeRates!: ExchangeRateTable;
}
