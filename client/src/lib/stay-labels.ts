import { formatWon } from '@shim/common/money';

/** `12월 20일` for a stay date (`YYYY-MM-DD`), read as a calendar day (no time zone). */
export function monthDayLabel(isoDate: string): string {
  const [, month = 1, day = 1] = isoDate.split('-').map(Number);
  return `${month}월 ${day}일`;
}

/** `12월 20일까지 무료 취소`, or null when the stay can no longer be cancelled for free. */
export const freeCancellationLabel = (until: string | null | undefined): string | null =>
  until ? `${monthDayLabel(until)}까지 무료 취소` : null;

/** `2박 총 331,000원`: a stay total (common's `stayTotal`, taxes and fees in it); null without one. */
export const stayTotalLabel = (nights: number, total: number | null | undefined): string | null =>
  total != null ? `${nights}박 총 ${formatWon(total)}` : null;

/** What a stay total covers, said beside it: `2박 · 객실 1개`. */
export const stayScopeLabel = (nights: number, rooms: number): string => `${nights}박 · 객실 ${rooms}개`;

/** Said under every price a guest is shown: nothing is added at checkout (docs/decisions/reservations.md). */
export const FEES_INCLUDED = '세금·수수료 포함';

/** A price without dates (no stay chosen): one night, one room, taxes and fees in it, from the lowest. */
export const perNightLabel = (total: number): string => `1박 기준 ${formatWon(total)}~`;
