const longDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const instantDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const instantDateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A stay date `YYYY-MM-DD` as `2026년 11월 21일 (토)`: a calendar day, so no time zone shifts it. */
export function formatStayDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const parts = longDate.formatToParts(date);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const day = parts
    .filter((part) => part.type !== 'weekday')
    .map((part) => part.value)
    .join('')
    .replace(/[\s,]+$/, '');
  return weekday ? `${day} (${weekday})` : day;
}

/** An instant (ISO-8601) as its day in Seoul: `2026년 11월 21일`. */
export const formatInstantDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantDate.format(date);
};

/** An instant as day and time in Seoul: `2026년 11월 21일 오후 03:00`. */
export const formatInstant = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantDateTime.format(date);
};
