import { PackedRows, type Cell, type ColumnFormat, type SheetContent } from '../../platform/spreadsheets';
import type { ManagerPeriod, TrendPeriod } from './periods';
import type { ManagerDashboardData, TrendRow } from './dashboard.service';
import type { ManagerSalesData } from './dashboard.range.service';

const PERIOD_NAMES: Record<ManagerPeriod | TrendPeriod, string> = {
  daily: '일별',
  weekly: '주별',
  monthly: '월별',
  yearly: '연도별',
  week: '최근 3주 일별',
  month: '월별',
  year: '연도별',
};

/** Periods labelled by a day (`2026-11-23`, a week by its Monday): a real date; months and years stay text. */
const DAY_LABELLED = new Set<ManagerPeriod | TrendPeriod>(['daily', 'weekly', 'week']);

const periodFormat = (period: ManagerPeriod | TrendPeriod): ColumnFormat =>
  DAY_LABELLED.has(period) ? 'date' : 'text';

/**
 * The manager's sales of one period: every lodging's buckets, then all lodgings together; won as numbers,
 * occupancy (a percent with one decimal) as a fraction shown as 33.3%.
 */
export function managerSalesSheet(data: ManagerDashboardData, period: ManagerPeriod): SheetContent {
  const rows: Cell[][] = [['기간', '숙소', '매출(원)', '점유율(%)', '대실 매출(원)']];
  for (const { hotelName, chart } of [...data.hotels, { hotelName: '전체 숙소', chart: data.chart }]) {
    const series = chart[period];
    series.labels.forEach((label, i) =>
      rows.push([
        label,
        hotelName,
        series.sales[i]!,
        Math.round(series.occupancy[i]! * 10) / 1000,
        series.dayUseSales[i]!,
      ]),
    );
  }
  return {
    sheetName: `매출 ${PERIOD_NAMES[period]}`,
    rows: new PackedRows().add(rows),
    formats: [periodFormat(period), 'text', 'won', 'percent', 'won'],
  };
}

/**
 * The manager's sales of a picked period (the dashboard's period picker), bucketed as its chart is: by day up to
 * two months, else by month; every lodging's buckets, then all lodgings together.
 */
export function managerPeriodSheet(data: ManagerSalesData): SheetContent {
  // 대실 매출 is last: readers taking the columns by position keep their 매출 (숙박 and 대실 together) and 점유율.
  const rows: Cell[][] = [['기간', '숙소', '매출(원)', '점유율(%)', '대실 매출(원)']];
  for (const { hotelName, chart } of [...data.hotels, { hotelName: '전체 숙소', chart: data.chart }]) {
    chart.labels.forEach((label, i) =>
      rows.push([
        label,
        hotelName,
        chart.sales[i]!,
        Math.round(chart.occupancy[i]! * 10) / 1000,
        chart.dayUseSales[i]!,
      ]),
    );
  }
  const { from, to, grain } = data.range;
  return {
    sheetName: `매출 ${from}~${to}`,
    rows: new PackedRows().add(rows),
    formats: [grain === 'day' ? 'date' : 'text', 'text', 'won', 'percent', 'won'],
  };
}

/** The admin sales trend table of one period; won and counts as numbers. */
export function trendSheet(rows: TrendRow[], period: TrendPeriod): SheetContent {
  return {
    sheetName: `매출 추이 ${PERIOD_NAMES[period]}`,
    rows: new PackedRows().add([
      ['기간', '매출(원)', '예약 건수'],
      ...rows.map((row) => [row.period, row.totalSales, row.totalCount]),
    ]),
    formats: [periodFormat(period), 'won', 'count'],
  };
}
