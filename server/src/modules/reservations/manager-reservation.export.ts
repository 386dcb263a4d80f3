import { RESERVATION_STATUSES } from '@shim/common/reservations';
import { STAY_KIND_LABELS } from '@shim/common/stay-messages';
import type { ColumnFormat, SheetQuery } from '../../platform/spreadsheets';

/**
 * Korean headers, won amounts and counts as numbers (so a spreadsheet sums them), dates as real dates;
 * managerExportStatement answers one column per header, in this order.
 */
const HEADERS = [
  // The number the guest reads to the front desk; the reservation's id keeps its own column.
  '예약번호',
  '예약 ID',
  '주문번호',
  '회원 구분',
  '예약자',
  '연락처',
  '숙소',
  '객실',
  '체크인',
  '체크아웃',
  '박 수',
  '객실 수',
  '인원',
  '상태',
  '결제 금액(원)',
  '환불 금액(원)',
  '예약 일시',
  // Last, so a sheet read by column position before 대실 existed still reads.
  '숙박/대실',
  // A 대실's hours in Seoul (14:00–18:00); empty for a night.
  '이용 시간',
] as const;

/** Stay days and the booking's moment as real dates, won and counts as formatted numbers; the rest as text. */
const FORMATS: Partial<Record<(typeof HEADERS)[number], ColumnFormat>> = {
  체크인: 'date',
  체크아웃: 'date',
  '박 수': 'count',
  '객실 수': 'count',
  인원: 'count',
  '결제 금액(원)': 'won',
  '환불 금액(원)': 'won',
  '예약 일시': 'datetime',
};

/** The manager's bookings as one sheet named 예약 내역, read by the spreadsheet thread with `sql`. */
export function reservationsSheet(sql: string): SheetQuery {
  return {
    sheetName: '예약 내역',
    headers: [...HEADERS],
    sql,
    labels: {
      [HEADERS.indexOf('회원 구분')]: { true: '회원', false: '비회원' },
      [HEADERS.indexOf('상태')]: RESERVATION_STATUSES,
      [HEADERS.indexOf('숙박/대실')]: STAY_KIND_LABELS,
    },
    formats: HEADERS.map((header) => FORMATS[header] ?? 'text'),
  };
}
