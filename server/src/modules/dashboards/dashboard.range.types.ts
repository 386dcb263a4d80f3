import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SalesRangeKind } from '@shim/common/sales-range';
import { RoomSales, SalesChart } from './dashboard.types';

export enum SalesRangeEnum {
  TODAY = 'TODAY',
  LAST_7_DAYS = 'LAST_7_DAYS',
  THIS_MONTH = 'THIS_MONTH',
  LAST_MONTH = 'LAST_MONTH',
  LAST_12_MONTHS = 'LAST_12_MONTHS',
  CUSTOM = 'CUSTOM',
}
registerEnumType(SalesRangeEnum, {
  name: 'SalesRange',
  description:
    '대시보드 기간: 오늘, 최근 7일, 이번 달(오늘까지), 지난 달, 최근 12개월(이번 달 포함), 직접 선택(from–to, 최대 2년)',
});
export const asSalesRange = (value: SalesRangeEnum): SalesRangeKind => value;

@ObjectType({ description: '고른 기간과 비교하는 이전 기간 (양 끝 포함, Asia/Seoul 날짜)', simpleResolvers: true })
export class SalesRangeInfo {
  @Field(() => SalesRangeEnum)
  kind!: SalesRangeKind;

  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => String)
  previousFrom!: string;

  @Field(() => String)
  previousTo!: string;

  @Field(() => String, { description: '차트 막대 단위: day (62일까지) 또는 month' })
  grain!: string;
}

@ObjectType({ description: '기간의 지표 (docs/decisions/dashboards.md)', simpleResolvers: true })
export class SalesKpis {
  @Field(() => Float, { description: '매출: 결제일 기준 결제액 − 환불액 (원)' })
  sales!: number;

  @Field(() => Float, { description: '매출 중 대실 매출 (원): 숙박 매출은 sales − dayUseSales' })
  dayUseSales!: number;

  @Field(() => Int, { description: '예약 수: 기간에 결제되고 전액 환불되지 않은 예약' })
  bookings!: number;

  @Field(() => Float, { description: '객실 매출: 취소되지 않은 숙박의 순결제액을 박마다 나눠 기간의 박만 (원)' })
  roomRevenue!: number;

  @Field(() => Int, { description: '판매된 객실·박' })
  soldNights!: number;

  @Field(() => Int, { description: '판매 가능한 객실·박 (판매 중인 객실 유형의 재고)' })
  availableNights!: number;

  @Field(() => Float, { description: '점유율: 판매된 ÷ 판매 가능한 객실·박 (%)' })
  occupancy!: number;

  @Field(() => Float, { description: 'ADR: 객실 매출 ÷ 판매된 객실·박 (원)' })
  adr!: number;

  @Field(() => Float, { description: 'RevPAR: 객실 매출 ÷ 판매 가능한 객실·박 (원)' })
  revpar!: number;
}

@ObjectType({ description: '매니저 숙소 하나의 기간 지표' })
export class LodgingPeriodSales {
  /** The lodging, which the graph links (`hotel`). */
  hotelId!: number;

  @Field(() => SalesKpis)
  kpis!: SalesKpis;

  @Field(() => SalesKpis, { description: '이전 기간의 지표' })
  previous!: SalesKpis;

  @Field(() => SalesChart, { description: '기간의 일별 또는 월별 매출과 점유율' })
  chart!: SalesChart;

  @Field(() => [RoomSales], { description: '객실 유형별 기간 매출' })
  rooms!: RoomSales[];
}

@ObjectType({ description: '매니저의 기간 지표: 자기 숙소만' })
export class ManagerSales {
  @Field(() => SalesRangeInfo)
  range!: SalesRangeInfo;

  @Field(() => SalesKpis, { description: '모든 숙소를 합친 지표' })
  kpis!: SalesKpis;

  @Field(() => SalesKpis, { description: '이전 기간의 지표' })
  previous!: SalesKpis;

  @Field(() => SalesChart, { description: '모든 숙소를 합친 일별 또는 월별 매출과 점유율' })
  chart!: SalesChart;

  @Field(() => [LodgingPeriodSales])
  hotels!: LodgingPeriodSales[];
}

@ObjectType({ description: '관리자의 기간 매출 (결제일 기준, 환불 제외)', simpleResolvers: true })
export class PeriodSales {
  @Field(() => SalesRangeInfo)
  range!: SalesRangeInfo;

  @Field(() => Float)
  sales!: number;

  @Field(() => Int)
  bookings!: number;

  @Field(() => Float)
  previousSales!: number;

  @Field(() => Int)
  previousBookings!: number;
}
