import {
  SALES_RANGES,
  SALES_RANGE_MESSAGES,
  customRangeProblem,
  presetRange,
  previousRange,
  rangeBuckets,
  rangeGrain,
  type DateRange,
  type RangeGrain,
  type SalesRangeKind,
} from '@shim/common/sales-range';
import { assertAccess } from '../../platform/auth/access';
import { AppError } from '../../platform/errors';
import type { RequestContext } from '../../platform/context';
import * as repository from './dashboard.repository';
import * as rangeRepository from './dashboard.range.repository';
import { EMPTY_SUMS, addSums, kpisOf, occupancyPercent, type Kpis, type PeriodSums } from './kpis';

/** A picked period as answered: its days, the days compared with, and how its chart is bucketed. */
export interface ResolvedRange {
  kind: SalesRangeKind;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  grain: RangeGrain;
}

export interface PeriodChart {
  /** `2026-12-04` per day, `2026-12` per month; the client writes them as 12월 4일 / 12월. */
  labels: string[];
  sales: number[];
  /** The part of each bucket's sales that is 대실 (숙박 is the rest). */
  dayUseSales: number[];
  occupancy: number[];
}

export interface LodgingPeriodFigures {
  hotelId: number;
  hotelName: string;
  address: string;
  kpis: Kpis;
  previous: Kpis;
  chart: PeriodChart;
  rooms: Array<{ roomId: number; name: string; sales: number }>;
}

export interface ManagerSalesData {
  range: ResolvedRange;
  kpis: Kpis;
  previous: Kpis;
  chart: PeriodChart;
  hotels: LodgingPeriodFigures[];
}

/** The days of a preset for the request clock's today, or a custom period checked (≤ 2 years, from ≤ to). */
export function resolveRange(ctx: RequestContext, kind: SalesRangeKind, from?: string, to?: string): ResolvedRange {
  let range: DateRange;
  if (kind === 'CUSTOM') {
    const problem = customRangeProblem(from ?? '', to ?? '');
    if (problem) throw AppError.badInput(problem);
    range = { from: from!, to: to! };
  } else {
    range = presetRange(kind, ctx.clock.today());
  }
  const previous = previousRange(kind, range);
  return { kind, ...range, previousFrom: previous.from, previousTo: previous.to, grain: rangeGrain(range) };
}

/** REST's `?range=this-month` or `?from=2026-11-01&to=2026-11-29` (a custom period); no parameter: none. */
export function parseRangeQuery(query: Record<string, unknown>): ResolvedQuery | null {
  const { range, from, to } = query;
  if (range === undefined && from === undefined && to === undefined) return null;
  if (range === undefined) return { kind: 'CUSTOM', from: String(from ?? ''), to: String(to ?? '') };
  const kind = String(range).toUpperCase().replaceAll('-', '_');
  if (!(SALES_RANGES as readonly string[]).includes(kind)) throw AppError.badInput(SALES_RANGE_MESSAGES.unknown);
  return {
    kind: kind as SalesRangeKind,
    from: from === undefined ? undefined : String(from),
    to: to === undefined ? undefined : String(to),
  };
}
export interface ResolvedQuery {
  kind: SalesRangeKind;
  from?: string;
  to?: string;
}

/**
 * The manager's figures for a period over its own lodgings: 매출, 예약 수, 점유율, ADR, RevPAR (kpis.ts) in
 * total and per lodging, the same for the previous period, the chart's buckets and each room type's sales.
 */
export async function managerSales(
  ctx: RequestContext,
  kind: SalesRangeKind,
  from?: string,
  to?: string,
): Promise<ManagerSalesData> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  const managerId = ctx.user!.id;
  const range = resolveRange(ctx, kind, from, to);
  const pair: rangeRepository.RangePair = {
    current: range,
    previous: { from: range.previousFrom, to: range.previousTo },
    grain: range.grain,
  };
  const [lodgings, buckets, revenue, roomSales] = await Promise.all([
    repository.findManagerLodgings(ctx.connection, managerId),
    rangeRepository.findRangeBuckets(ctx.connection, managerId, pair),
    rangeRepository.findRoomRevenue(ctx.connection, managerId, pair),
    rangeRepository.findRoomSales(ctx.connection, managerId, range),
  ]);

  const labels = rangeBuckets(range);
  const sumsOf = new Map<string, PeriodSums>();
  const add = (key: string, sums: Partial<PeriodSums>) =>
    sumsOf.set(key, addSums(sumsOf.get(key) ?? EMPTY_SUMS, { ...EMPTY_SUMS, ...sums }));
  for (const row of buckets) {
    const sums = {
      sales: Number(row.sales),
      dayUseSales: Number(row.dayUseSales),
      bookings: Number(row.bookings),
      soldNights: Number(row.soldNights),
      availableNights: Number(row.availableNights),
    };
    add(`${row.hotelId}|${row.label}`, sums);
    add(`all|${row.label}`, sums);
    if (row.label !== 'previous') {
      add(`${row.hotelId}|current`, sums);
      add('all|current', sums);
    }
  }
  for (const row of revenue) {
    const label = row.label === 'current' ? 'current' : 'previous';
    add(`${row.hotelId}|${label}`, { roomRevenue: Number(row.roomRevenue) });
    add(`all|${label}`, { roomRevenue: Number(row.roomRevenue) });
  }
  const roomSalesOf = new Map(roomSales.map((row) => [row.roomId, Number(row.sales)]));
  const get = (key: string) => sumsOf.get(key) ?? EMPTY_SUMS;
  const chartOf = (owner: number | 'all'): PeriodChart => {
    const cells = labels.map((label) => get(`${owner}|${label}`));
    return {
      labels,
      sales: cells.map((cell) => cell.sales),
      dayUseSales: cells.map((cell) => cell.dayUseSales),
      occupancy: cells.map((cell) => occupancyPercent(cell.soldNights, cell.availableNights)),
    };
  };

  return {
    range,
    kpis: kpisOf(get('all|current')),
    previous: kpisOf(get('all|previous')),
    chart: chartOf('all'),
    hotels: lodgings.map((lodging) => ({
      hotelId: lodging.hotelId,
      hotelName: lodging.hotelName,
      address: lodging.address,
      kpis: kpisOf(get(`${lodging.hotelId}|current`)),
      previous: kpisOf(get(`${lodging.hotelId}|previous`)),
      chart: chartOf(lodging.hotelId),
      rooms: lodging.rooms.map((room) => ({ roomId: room.id, name: room.name, sales: roomSalesOf.get(room.id) ?? 0 })),
    })),
  };
}

/** The admin's 총 매출 of a period: every lodging's sales net of refunds and the bookings, with the previous period's. */
export async function adminSales(
  ctx: RequestContext,
  kind: SalesRangeKind,
  from?: string,
  to?: string,
): Promise<{ range: ResolvedRange; sales: number; bookings: number; previousSales: number; previousBookings: number }> {
  assertAccess(ctx, ['ROLE_ADMIN']);
  const range = resolveRange(ctx, kind, from, to);
  const [current, previous] = await Promise.all([
    repository.salesBetween(ctx.connection, range.from, range.to),
    repository.salesBetween(ctx.connection, range.previousFrom, range.previousTo),
  ]);
  return {
    range,
    sales: current.sales,
    bookings: current.bookings,
    previousSales: previous.sales,
    previousBookings: previous.bookings,
  };
}
