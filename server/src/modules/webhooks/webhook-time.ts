/** A moment as Koreans read it in a mail: `2026. 11. 27. 오후 3:05` (Asia/Seoul). */
export const koreanDateTime = (at: Date): string =>
  at.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });
