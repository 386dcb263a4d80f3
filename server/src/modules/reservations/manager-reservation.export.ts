import * as XLSX from 'xlsx';
import { statusLabel } from '@shim/common/reservations';
import type { ReservationView } from './reservation.repository';

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

/** The manager's bookings as one `.xlsx` sheet named 예약 내역. */
export function reservationsWorkbook(views: ReservationView[]): Buffer {
  const rows = views.map((view) => [
    view.reservationId,
    view.orderId,
    view.userId === null ? '비회원' : '회원',
    view.guestName,
    view.phone ?? '',
    view.hotelName,
    view.roomType,
    view.checkIn,
    view.checkOut,
    view.nights,
    view.roomCount,
    view.people,
    statusLabel(view.status),
    view.totalAmount,
    view.canceledAmount,
    seoulTime.format(view.createdAt),
  ]);
  const sheet = XLSX.utils.aoa_to_sheet([[...HEADERS], ...rows]);
  sheet['!cols'] = HEADERS.map((header) => ({ wch: Math.max(10, header.length * 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, '예약 내역');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
