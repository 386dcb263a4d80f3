import * as XLSX from 'xlsx';
import type { ManagerPeriod, TrendPeriod } from './periods';
import type { ManagerDashboardData, TrendRow } from './dashboard.service';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const PERIOD_NAMES: Record<ManagerPeriod | TrendPeriod, string> = {
  daily: '일별',
  weekly: '주별',
  monthly: '월별',
  yearly: '연도별',
  week: '최근 3주 일별',
  month: '월별',
  year: '연도별',
};

function workbook(sheetName: string, rows: Array<Array<string | number>>): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** The manager's sales of one period: every lodging's buckets, then all lodgings together; won as numbers. */
export function managerSalesWorkbook(data: ManagerDashboardData, period: ManagerPeriod): Buffer {
  const rows: Array<Array<string | number>> = [['기간', '숙소', '매출(원)', '점유율(%)']];
  for (const { hotelName, chart } of [...data.hotels, { hotelName: '전체 숙소', chart: data.chart }]) {
    const series = chart[period];
    series.labels.forEach((label, i) => rows.push([label, hotelName, series.sales[i]!, series.occupancy[i]!]));
  }
  return workbook(`매출 ${PERIOD_NAMES[period]}`, rows);
}

/** The admin sales trend table of one period; won as numbers. */
export function trendWorkbook(rows: TrendRow[], period: TrendPeriod): Buffer {
  return workbook(`매출 추이 ${PERIOD_NAMES[period]}`, [
    ['기간', '매출(원)', '예약 건수'],
    ...rows.map((row) => [row.period, row.totalSales, row.totalCount]),
  ]);
}
