import type { Cell, SheetContent } from '../../platform/spreadsheets';
import type { ManagerPeriod, TrendPeriod } from './periods';
import type { ManagerDashboardData, TrendRow } from './dashboard.service';

const PERIOD_NAMES: Record<ManagerPeriod | TrendPeriod, string> = {
  daily: '일별',
  weekly: '주별',
  monthly: '월별',
  yearly: '연도별',
  week: '최근 3주 일별',
  month: '월별',
  year: '연도별',
};

/** The manager's sales of one period: every lodging's buckets, then all lodgings together; won as numbers. */
export function managerSalesSheet(data: ManagerDashboardData, period: ManagerPeriod): SheetContent {
  const rows: Cell[][] = [['기간', '숙소', '매출(원)', '점유율(%)']];
  for (const { hotelName, chart } of [...data.hotels, { hotelName: '전체 숙소', chart: data.chart }]) {
    const series = chart[period];
    series.labels.forEach((label, i) => rows.push([label, hotelName, series.sales[i]!, series.occupancy[i]!]));
  }
  return { sheetName: `매출 ${PERIOD_NAMES[period]}`, rows };
}

/** The admin sales trend table of one period; won as numbers. */
export function trendSheet(rows: TrendRow[], period: TrendPeriod): SheetContent {
  return {
    sheetName: `매출 추이 ${PERIOD_NAMES[period]}`,
    rows: [['기간', '매출(원)', '예약 건수'], ...rows.map((row) => [row.period, row.totalSales, row.totalCount])],
  };
}
