import { formatWon } from '@shim/common/money';

/** `12월 20일` for a stay date (`YYYY-MM-DD`), read as a calendar day (no time zone). */
export function monthDayLabel(isoDate: string): string {
  const [, month = 1, day = 1] = isoDate.split('-').map(Number);
  return `${month}월 ${day}일`;
}

/** `12월 20일까지 무료 취소`, or null when the stay can no longer be cancelled for free. */
export const freeCancellationLabel = (until: string | null | undefined): string | null =>
  until ? `${monthDayLabel(until)}까지 무료 취소` : null;

/** `2박 총 326,000원` for a stay of more than one night (one night's total is its nightly price); else null. */
export const stayTotalLabel = (nights: number, total: number | null | undefined): string | null =>
  nights > 1 && total != null ? `${nights}박 총 ${formatWon(total)}` : null;
