import { statusLabel } from '@shim/common/reservations';
import type { Cell, SheetContent } from '../../platform/spreadsheets';
import type { ReservationExportRow } from './manager-reservation.repository';

/** Korean headers, won amounts and counts as numbers (so a spreadsheet sums them), dates as the console shows them. */
const HEADERS = [
  '예약번호',
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
] as const;

const seoulTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The manager's bookings as one sheet named 예약 내역, gathered page by page. */
export async function reservationsSheet(pages: AsyncIterable<ReservationExportRow[]>): Promise<SheetContent> {
  const rows: Cell[][] = [[...HEADERS]];
  for await (const page of pages) {
    for (const row of page) {
      rows.push([
        row.reservationId,
        row.orderId,
        row.userId === null ? '비회원' : '회원',
        row.guestName,
        row.phone ?? '',
        row.hotelName,
        row.roomType,
        row.checkIn,
        row.checkOut,
        row.nights,
        row.roomCount,
        row.people,
        statusLabel(row.status),
        row.totalAmount,
        row.canceledAmount,
        seoulTime.format(new Date(row.createdAt)),
      ]);
    }
  }
  return { sheetName: '예약 내역', rows, widths: HEADERS.map((header) => Math.max(10, header.length * 2)) };
}
