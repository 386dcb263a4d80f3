export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** `11월 21일 (토)` for a stay date (`YYYY-MM-DD`): calendar arithmetic in UTC, so no time zone shifts the day. */
export function shortDateLabel(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${month}월 ${day}일 (${WEEKDAYS[weekday]})`;
}
