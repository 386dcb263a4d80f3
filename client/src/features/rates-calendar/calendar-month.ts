import { addDays } from '@shim/common/dates';

/** A month of the calendar grid: `YYYY-MM`, its first and last nights, and every date between. */
export interface CalendarMonth {
  month: string;
  from: string;
  to: string;
  dates: string[];
}

export function monthOf(month: string): CalendarMonth {
  const from = `${month}-01`;
  const dates: string[] = [];
  for (let date = from; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return { month, from, to: dates.at(-1)!, dates };
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
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
