import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ManagerPeriod, RegionalPeriod, TrendPeriod } from './periods';

/** GraphQL enum values are the REST period words upper-cased. */
export enum SalesPeriodEnum {
  DAILY = 'daily',
  WEEKLY = 'weekly',
  MONTHLY = 'monthly',
  YEARLY = 'yearly',
}
registerEnumType(SalesPeriodEnum, {
  name: 'SalesPeriod',
  description: '매니저 차트 기간: 최근 30일, 12주, 12개월, 3년',
});

export enum TrendPeriodEnum {
  WEEK = 'week',
  MONTH = 'month',
  YEAR = 'year',
}
registerEnumType(TrendPeriodEnum, {
  name: 'TrendPeriod',
  description: '매출 추이: 최근 3주 일별, 3개월 전부터 월별, 3년 전부터 연도별',
});

export enum RegionalPeriodEnum {
  DAILY = 'daily',
  MONTHLY = 'monthly',
  YEARLY = 'yearly',
}
registerEnumType(RegionalPeriodEnum, { name: 'RegionalPeriod', description: '지역별 매출: 오늘, 이번 달, 올해' });

export const asManagerPeriod = (value: SalesPeriodEnum): ManagerPeriod => value;
export const asTrendPeriod = (value: TrendPeriodEnum): TrendPeriod => value;
export const asRegionalPeriod = (value: RegionalPeriodEnum): RegionalPeriod => value;

@ObjectType({ description: '기간별 매출(원)과 점유율(%)', simpleResolvers: true })
export class SalesChart {
  @Field(() => [String])
  labels!: string[];

  @Field(() => [Float], { description: '결제일 기준, 환불을 뺀 매출(원)' })
  sales!: number[];

  @Field(() => [Float], { description: '판매된 객실·박 ÷ 판매 중인 객실·박 (%)' })
  occupancy!: number[];
}

@ObjectType({ simpleResolvers: true })
export class SalesSummary {
  @Field(() => Float)
  totalSales!: number;

  @Field(() => Float)
  dailySales!: number;

  @Field(() => Float)
  yesterdaySales!: number;

  @Field(() => Float)
  dailyOccupancy!: number;

  @Field(() => Float)
  yesterdayOccupancy!: number;
}

@ObjectType({ simpleResolvers: true })
export class LodgingSalesFigures {
  @Field(() => Float)
  total!: number;

  @Field(() => Float, { description: '오늘 매출' })
  daily!: number;

  @Field(() => Float, { description: '오늘 점유율 (%)' })
  occupancy!: number;
}

@ObjectType({ simpleResolvers: true })
export class RoomSales {
  /** The room type, which the graph links (`room`). */
  roomId!: number;

  name!: string;

  @Field(() => Float)
  sales!: number;
}

@ObjectType({ simpleResolvers: true })
export class SalesDonut {
  @Field(() => [String])
  labels!: string[];

  @Field(() => [Float])
  sales!: number[];
}

/** Charts of all four periods, held for the `chart(period:)` field. */
export interface ChartsHolder {
  charts: Record<ManagerPeriod, SalesChart>;
}

@ObjectType({ description: '매니저 숙소 하나의 매출' })
export class LodgingSales implements ChartsHolder {
  /** The lodging, which the graph links (`hotel`); REST answers these as they are. */
  hotelId!: number;

  hotelName!: string;

  address!: string;

  @Field(() => LodgingSalesFigures)
  sales!: LodgingSalesFigures;

  @Field(() => [RoomSales])
  rooms!: RoomSales[];

  charts!: Record<ManagerPeriod, SalesChart>;
}

@ObjectType({ description: '매니저 매출 대시보드 (spec §3): 자기 숙소만' })
export class ManagerDashboard implements ChartsHolder {
  @Field(() => SalesSummary)
  summary!: SalesSummary;

  @Field(() => [LodgingSales])
  hotels!: LodgingSales[];

  @Field(() => SalesDonut, { description: '숙소별 매출 비중' })
  donut!: SalesDonut;

  charts!: Record<ManagerPeriod, SalesChart>;
}

@ObjectType({ simpleResolvers: true })
export class TrendRowType {
  @Field(() => String)
  period!: string;

  @Field(() => Float)
  totalSales!: number;

  @Field(() => Int)
  totalCount!: number;
}

@ObjectType({ simpleResolvers: true })
export class RegionalRowType {
  @Field(() => String)
  region!: string;

  @Field(() => Float)
  totalSales!: number;
}

@ObjectType({ description: '관리자 대시보드: 필드마다 그 수치만 계산합니다' })
export class AdminDashboard {}
