import { addDays } from '@shim/common/dates';
import { formatWon } from '@shim/common/money';
import { guestNightMark, type CalendarNight } from '@shim/common/price-calendar';

/** How many nights the console shows at once (≥ 14 fit at 1440 px). */
export const WINDOW_NIGHTS = 14;

/** The nights the grid shows: `days` dates from `start`. */
export interface CalendarWindow {
  from: string;
  to: string;
  dates: string[];
}

export function windowOf(start: string, days = WINDOW_NIGHTS): CalendarWindow {
  const dates = Array.from({ length: days }, (_, i) => addDays(start, i));
  return { from: start, to: dates.at(-1)!, dates };
}

/**
 * The lodging the console opens on: the first with a night open tonight (inventory to manage), else the first.
 */
export function openingHotel(
  hotels: ReadonlyArray<{ id: number; rooms: ReadonlyArray<{ nights: readonly unknown[] }> }>,
): number | null {
  return (hotels.find((hotel) => hotel.rooms.some((room) => room.nights.length > 0)) ?? hotels[0])?.id ?? null;
}

/** `120,000` (no 원: the cell is narrow; the tooltip says 원). */
export const priceText = (amount: number): string => amount.toLocaleString('ko-KR');

/** What a price field holds as a number: its digits, or null when it has none. */
export function priceOf(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/** A price field's text as the manager types it: digits with separators (`120,000`). */
export const priceInputText = (text: string): string => {
  const amount = priceOf(text);
  return amount === null ? '' : priceText(amount);
};

/** `객실 5개 × 1박` for nights of every room type on every date, else `객실 2개 · 모두 5박`. */
export function nightCountWords(nights: ReadonlyArray<{ roomId: number; date: string }>): string {
  const rooms = new Set(nights.map((night) => night.roomId)).size;
  const dates = new Set(nights.map((night) => night.date)).size;
  return rooms * dates === nights.length ? `객실 ${rooms}개 × ${dates}박` : `객실 ${rooms}개 · 모두 ${nights.length}박`;
}

/**
 * The guest preview's cell: what the lodging page's calendar shows that night (휴무, 마감 or the lowest price),
 * and its tooltip, naming the room types closed that night, which guests never see by name.
 */
export function guestCell(night: CalendarNight, closedRooms: readonly string[]): { text: string; details: string } {
  const mark = guestNightMark(night);
  const shown =
    mark === '휴무'
      ? '휴무 (모든 객실 판매 중지)'
      : mark === '마감'
        ? '마감 (예약할 수 있는 객실 없음)'
        : `1박 최저가 ${formatWon(night.lowestPrice ?? 0)}`;
  const closed = mark !== '휴무' && closedRooms.length > 0 ? ` · 판매 중지: ${closedRooms.join(', ')}` : '';
  return { text: mark ?? priceText(night.lowestPrice ?? 0), details: `손님에게 ${shown}${closed}` };
}

/** A cell's second line: 판매 중지, 매진 or 잔여 N. */
export function cellStatus(night: { closed: boolean; roomsToSell: number; sold: number; held: number }): string {
  if (night.closed) return '판매 중지';
  const left = roomsLeft(night);
  return left === 0 ? '매진' : `잔여 ${left}`;
}

/** A cell's tooltip: everything the compact cell leaves out. */
export function nightDetails(night: {
  price: number;
  roomsToSell: number;
  sold: number;
  held: number;
  closed: boolean;
  minStay: number;
}): string {
  return [
    formatWon(night.price),
    `판매 ${night.roomsToSell}`,
    `완료 ${night.sold}`,
    `홀드 ${night.held}`,
    `잔여 ${roomsLeft(night)}`,
    `최소 ${night.minStay}박`,
    ...(night.closed ? ['판매 중지'] : []),
  ].join(' · ');
}

/** 0 (Sunday) to 6 (Saturday) of a calendar date, whatever the browser's time zone. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** `12월 24일 (목)`. */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${month}월 ${day}일 (${'일월화수목금토'[weekdayOf(date)]})`;
}

/** Rooms left to sell on a night (never below 0). */
export const roomsLeft = (night: { roomsToSell: number; sold: number; held: number }): number =>
  Math.max(0, night.roomsToSell - night.sold - night.held);
