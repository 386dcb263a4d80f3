import { addDays } from '@shim/common/dates';
import { assertAccess } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import type { RequestContext } from '../../platform/context';
import * as repository from './dashboard.repository';
import {
  MANAGER_PERIODS,
  REGIONAL_PERIODS,
  TREND_PERIODS,
  managerBuckets,
  regionalFrom,
  trendBuckets,
  type ManagerPeriod,
  type RegionalPeriod,
  type TrendPeriod,
} from './periods';
import { commissionOf } from '../hotels/revenue';
import { occupancyPercent } from './kpis';

export interface SalesChart {
  labels: string[];
  sales: number[];
  /** The part of each bucket's sales that is 대실. */
  dayUseSales: number[];
  /** Percent, one decimal. */
  occupancy: number[];
}
export type Charts = Record<ManagerPeriod, SalesChart>;

export interface LodgingFigures {
  hotelId: number;
  hotelName: string;
  address: string;
  sales: { total: number; daily: number; occupancy: number };
  chart: Charts;
  rooms: Array<{ roomId: number; name: string; sales: number }>;
}

export interface ManagerDashboardData {
  summary: {
    totalSales: number;
    dailySales: number;
    yesterdaySales: number;
    dailyOccupancy: number;
    yesterdayOccupancy: number;
  };
  hotels: LodgingFigures[];
  donut: { labels: string[]; sales: number[] };
  /** Every lodging of the manager together (the "all hotels" card). */
  chart: Charts;
}

export interface TrendRow {
  period: string;
  totalSales: number;
  totalCount: number;
}

/** Sold ÷ open room-nights in percent, one decimal (kpis.ts holds the rule). */
const percent = occupancyPercent;

interface Bucket {
  sales: number;
  dayUseSales: number;
  sold: number;
  open: number;
}
const EMPTY_BUCKET: Readonly<Bucket> = { sales: 0, dayUseSales: 0, sold: 0, open: 0 };
type BucketKey = `${ManagerPeriod}|${string}`;

/**
 * The manager's sales dashboard (spec §3 manager dashboard data) over its own lodgings only: sales by
 * payment day net of refunds, occupancy from room-nights, Asia/Seoul days, `now` pinning today.
 */
export async function managerDashboard(ctx: RequestContext): Promise<ManagerDashboardData> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  const managerId = ctx.user!.id;
  const today = ctx.clock.today();
  const yesterday = addDays(today, -1);
  const periods = managerBuckets(today);
  await Promise.all([
    repository.fillClosedOccupancyMonths(ctx.connection, managerId, periods.yearly.from, `${today.slice(0, 7)}-01`),
    repository.fillClosedOccupancyDays(ctx.connection, managerId, repository.liveFromOf(periods, today), yesterday),
  ]);
  const [lodgings, sales, occupancy] = await Promise.all([
    repository.findManagerLodgings(ctx.connection, managerId),
    repository.findManagerSales(ctx.connection, managerId, periods, today),
    repository.findManagerOccupancy(ctx.connection, managerId, periods, today),
  ]);

  const byHotel = new Map<number, { buckets: Map<BucketKey, Bucket>; rooms: Map<number, number> }>();
  const of = (hotelId: number) => {
    let entry = byHotel.get(hotelId);
    if (!entry) byHotel.set(hotelId, (entry = { buckets: new Map(), rooms: new Map() }));
    return entry;
  };
  const all = new Map<BucketKey, Bucket>();
  for (const row of [...sales, ...occupancy]) {
    const entry = of(row.hotelId);
    if (row.period === null) {
      entry.rooms.set(row.roomId!, (entry.rooms.get(row.roomId!) ?? 0) + Number(row.sales));
      continue;
    }
    const key: BucketKey = `${row.period}|${row.label}`;
    for (const target of [entry.buckets, all]) {
      const bucket = target.get(key) ?? { ...EMPTY_BUCKET };
      bucket.sales += Number(row.sales);
      bucket.dayUseSales += Number(row.dayUseSales);
      bucket.sold += Number(row.sold);
      bucket.open += Number(row.open);
      target.set(key, bucket);
    }
  }
  const chartsOf = (buckets: Map<BucketKey, Bucket>): Charts =>
    Object.fromEntries(
      MANAGER_PERIODS.map((period) => {
        const { labels } = periods[period];
        const cells = labels.map((label) => buckets.get(`${period}|${label}`) ?? EMPTY_BUCKET);
        return [
          period,
          {
            labels,
            sales: cells.map((c) => c.sales),
            dayUseSales: cells.map((c) => c.dayUseSales),
            occupancy: cells.map((c) => percent(c.sold, c.open)),
          },
        ];
      }),
    ) as Charts;
  const day = (buckets: Map<BucketKey, Bucket>, date: string) => buckets.get(`daily|${date}`) ?? EMPTY_BUCKET;

  const hotels = lodgings.map((lodging): LodgingFigures => {
    const entry = of(lodging.hotelId);
    const rooms = lodging.rooms.map((room) => ({
      roomId: room.id,
      name: room.name,
      sales: entry.rooms.get(room.id) ?? 0,
    }));
    const todayFigures = day(entry.buckets, today);
    return {
      hotelId: lodging.hotelId,
      hotelName: lodging.hotelName,
      address: lodging.address,
      sales: {
        total: rooms.reduce((sum, room) => sum + room.sales, 0),
        daily: todayFigures.sales,
        occupancy: percent(todayFigures.sold, todayFigures.open),
      },
      chart: chartsOf(entry.buckets),
      rooms,
    };
  });
  const [todayAll, yesterdayAll] = [day(all, today), day(all, yesterday)];
  return {
    summary: {
      totalSales: hotels.reduce((sum, hotel) => sum + hotel.sales.total, 0),
      dailySales: todayAll.sales,
      yesterdaySales: yesterdayAll.sales,
      dailyOccupancy: percent(todayAll.sold, todayAll.open),
      yesterdayOccupancy: percent(yesterdayAll.sold, yesterdayAll.open),
    },
    hotels,
    donut: { labels: hotels.map((hotel) => hotel.hotelName), sales: hotels.map((hotel) => hotel.sales.total) },
    chart: chartsOf(all),
  };
}

export function parseManagerPeriod(value: unknown): ManagerPeriod {
  if (typeof value === 'string' && (MANAGER_PERIODS as readonly string[]).includes(value))
    return value as ManagerPeriod;
  throw AppError.badInput();
}
export function parseTrendPeriod(value: unknown): TrendPeriod {
  if (typeof value === 'string' && (TREND_PERIODS as readonly string[]).includes(value)) return value as TrendPeriod;
  throw AppError.badInput();
}
export function parseRegionalPeriod(value: unknown): RegionalPeriod {
  if (typeof value === 'string' && (REGIONAL_PERIODS as readonly string[]).includes(value))
    return value as RegionalPeriod;
  throw AppError.badInput();
}

const admin = (ctx: RequestContext) => assertAccess(ctx, ['ROLE_ADMIN']);

/** Every paid sale ever, net of refunds. */
export async function adminTotalRevenue(ctx: RequestContext): Promise<number> {
  admin(ctx);
  return repository.totalRevenue(ctx.connection);
}

/** The platform's commission (COMMISSION_RATE_PERCENT) on this month's sales so far. */
export async function adminCommissionThisMonth(ctx: RequestContext): Promise<number> {
  admin(ctx);
  const today = ctx.clock.today();
  const { sales } = await repository.salesBetween(ctx.connection, `${today.slice(0, 7)}-01`, today);
  return commissionOf(sales, ctx.app.config.COMMISSION_RATE_PERCENT);
}

/** Bookings paid today (and not since refunded in full). */
export async function adminBookingsToday(ctx: RequestContext): Promise<number> {
  admin(ctx);
  const today = ctx.clock.today();
  return (await repository.salesBetween(ctx.connection, today, today)).bookings;
}

export async function adminPendingLodgings(ctx: RequestContext): Promise<number> {
  admin(ctx);
  return repository.countPendingLodgings(ctx.connection);
}

/** Sales and bookings per bucket of the trend period, oldest first, empty buckets as 0. */
export async function adminTrend(ctx: RequestContext, period: TrendPeriod): Promise<TrendRow[]> {
  admin(ctx);
  const today = ctx.clock.today();
  const buckets = trendBuckets(period, today);
  const rows = new Map((await repository.trendRows(ctx.connection, buckets, today)).map((row) => [row.label, row]));
  return buckets.labels.map((label) => ({
    period: label,
    totalSales: rows.get(label)?.sales ?? 0,
    totalCount: rows.get(label)?.bookings ?? 0,
  }));
}

/** Sales per region today, this month or this year so far, largest first. */
export async function adminRegional(
  ctx: RequestContext,
  period: RegionalPeriod,
): Promise<Array<{ region: string; totalSales: number }>> {
  admin(ctx);
  const today = ctx.clock.today();
  return repository.regionalRows(ctx.connection, regionalFrom(period, today), today);
}
