import { Arg, Authorized, Ctx, Float, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { hotelsById, roomsById } from '../hotels/hotel.loaders';
import { Hotel, Room, type HotelSource, type RoomSource } from '../hotels/hotel.types';
import * as dashboards from './dashboard.service';
import * as ranges from './dashboard.range.service';
import { LodgingPeriodSales, ManagerSales, PeriodSales, SalesRangeEnum, asSalesRange } from './dashboard.range.types';
import {
  AdminDashboard,
  LodgingSales,
  RoomSales,
  ManagerDashboard,
  RegionalPeriodEnum,
  RegionalRowType,
  SalesChart,
  SalesPeriodEnum,
  TrendPeriodEnum,
  TrendRowType,
  asManagerPeriod,
  asRegionalPeriod,
  asTrendPeriod,
  type ChartsHolder,
} from './dashboard.types';

const chartOf = (holder: ChartsHolder, period: SalesPeriodEnum): SalesChart => holder.charts[asManagerPeriod(period)];

@Resolver(() => ManagerDashboard)
export class ManagerDashboardResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => ManagerDashboard, { description: '매니저 매출 대시보드 (GET /api/mchart/my-info)' })
  async managerDashboard(@Ctx() ctx: RequestContext): Promise<ManagerDashboard> {
    const data = await dashboards.managerDashboard(ctx);
    return {
      summary: data.summary,
      donut: data.donut,
      charts: data.chart,
      hotels: data.hotels.map(({ chart, ...hotel }) => ({ ...hotel, charts: chart })),
    };
  }

  @FieldResolver(() => SalesChart, { description: '모든 숙소를 합친 기간별 매출과 점유율' })
  chart(@Root() root: ManagerDashboard, @Arg('period', () => SalesPeriodEnum) period: SalesPeriodEnum): SalesChart {
    return chartOf(root, period);
  }
}

@Resolver(() => LodgingSales)
export class LodgingSalesResolver {
  @FieldResolver(() => SalesChart, { description: '이 숙소의 기간별 매출과 점유율' })
  chart(@Root() root: LodgingSales, @Arg('period', () => SalesPeriodEnum) period: SalesPeriodEnum): SalesChart {
    return chartOf(root, period);
  }

  @FieldResolver(() => Hotel, { description: '매출의 숙소' })
  hotel(@Root() root: LodgingSales, @Ctx() ctx: RequestContext): Promise<HotelSource> {
    return hotelsById(ctx).load(root.hotelId);
  }
}

@Resolver(() => ManagerSales)
export class ManagerSalesResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => ManagerSales, {
    description: '매니저의 기간 지표: 매출, 예약 수, 점유율, ADR, RevPAR (GET /api/mchart/my-info?range=…)',
  })
  managerSales(
    @Arg('range', () => SalesRangeEnum) range: SalesRangeEnum,
    @Arg('from', () => String, { nullable: true, description: 'CUSTOM의 시작일 (YYYY-MM-DD)' })
    from: string | undefined,
    @Arg('to', () => String, { nullable: true, description: 'CUSTOM의 종료일 (YYYY-MM-DD, 최대 2년)' })
    to: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerSales> {
    return ranges.managerSales(ctx, asSalesRange(range), from ?? undefined, to ?? undefined);
  }
}

@Resolver(() => LodgingPeriodSales)
export class LodgingPeriodSalesResolver {
  @FieldResolver(() => Hotel, { description: '지표의 숙소' })
  hotel(@Root() root: LodgingPeriodSales, @Ctx() ctx: RequestContext): Promise<HotelSource> {
    return hotelsById(ctx).load(root.hotelId);
  }
}

@Resolver(() => RoomSales)
export class RoomSalesResolver {
  @FieldResolver(() => Room, { description: '매출의 객실 유형 (판매 중지된 유형일 수도 있음)' })
  room(@Root() root: RoomSales, @Ctx() ctx: RequestContext): Promise<RoomSource> {
    return roomsById(ctx).load(root.roomId);
  }
}

@Resolver(() => AdminDashboard)
export class AdminDashboardResolver {
  @Authorized('ROLE_ADMIN')
  @Query(() => AdminDashboard, { description: '관리자 대시보드 (GET /api/admin/trend/*, /api/admin/regional/*)' })
  adminDashboard(): AdminDashboard {
    return {};
  }

  @FieldResolver(() => Float, { description: '누적 매출 (환불 제외, 원)' })
  totalRevenue(@Ctx() ctx: RequestContext): Promise<number> {
    return dashboards.adminTotalRevenue(ctx);
  }

  @FieldResolver(() => PeriodSales, { description: '기간의 총 매출과 예약 수, 이전 기간과 함께' })
  sales(
    @Arg('range', () => SalesRangeEnum) range: SalesRangeEnum,
    @Arg('from', () => String, { nullable: true }) from: string | undefined,
    @Arg('to', () => String, { nullable: true }) to: string | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<PeriodSales> {
    return ranges.adminSales(ctx, asSalesRange(range), from ?? undefined, to ?? undefined);
  }

  @FieldResolver(() => Float, { description: '이번 달 수수료 (COMMISSION_RATE_PERCENT, 원)' })
  commissionThisMonth(@Ctx() ctx: RequestContext): Promise<number> {
    return dashboards.adminCommissionThisMonth(ctx);
  }

  @FieldResolver(() => Int, { description: '오늘 결제된 예약 수' })
  bookingsToday(@Ctx() ctx: RequestContext): Promise<number> {
    return dashboards.adminBookingsToday(ctx);
  }

  @FieldResolver(() => Int, { description: '승인 대기 숙소 수' })
  pendingHotelCount(@Ctx() ctx: RequestContext): Promise<number> {
    return dashboards.adminPendingLodgings(ctx);
  }

  @FieldResolver(() => [TrendRowType], { description: '매출 추이' })
  trend(
    @Arg('period', () => TrendPeriodEnum) period: TrendPeriodEnum,
    @Ctx() ctx: RequestContext,
  ): Promise<TrendRowType[]> {
    return dashboards.adminTrend(ctx, asTrendPeriod(period));
  }

  @FieldResolver(() => [RegionalRowType], { description: '지역별 매출, 많은 순' })
  regional(
    @Arg('period', () => RegionalPeriodEnum) period: RegionalPeriodEnum,
    @Ctx() ctx: RequestContext,
  ): Promise<RegionalRowType[]> {
    return dashboards.adminRegional(ctx, asRegionalPeriod(period));
  }
}
