import { getDay, parseISO } from 'date-fns';

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** `11월 21일 (토)` for a stay date (`YYYY-MM-DD`). */
export function shortDateLabel(isoDate: string): string {
  const date = parseISO(isoDate);
  return `${date.getMonth() + 1}월 ${date.getDate()}일 (${WEEKDAYS[getDay(date)]})`;
}
