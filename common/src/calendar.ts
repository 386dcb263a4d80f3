/**
 * The manager's rate and inventory calendar: its bounds and its words, shared by the server's
 * rules (rooms/room-calendar.service.ts) and the console's edit panel, which checks the same bounds first.
 */
export const CALENDAR_LIMITS = {
  /** Nights one read or one edit may span (a year, leap day included). */
  rangeNightsMax: 366,
  /** How far ahead an edit may reach, in days from today (Asia/Seoul). */
  daysAheadMax: 730,
  priceMin: 1,
  priceMax: 10_000_000,
  minStayMin: 1,
  /** The longest stay a guest may book (stay rules), so a longer minimum would close the night. */
  minStayMax: 30,
  /** Room types one edit may change together. */
  roomsPerEditMax: 50,
  /** Nights × room types one GraphQL request may read through `Room.nights` (integrators' bound). */
  nightsPerRequestMax: 10_000,
  /** Room types × nights one edit may write: the same bound as a read. */
  nightsPerEditMax: 10_000,
} as const;

export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** Nights an edit writes: room types × the days from `from` to `to` (inclusive) on `weekdays` (none: every day). */
export function editNightCount(roomCount: number, from: string, to: string, weekdays: readonly number[]): number {
  const start = Date.parse(`${from}T12:00:00Z`);
  const end = Date.parse(`${to}T12:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return 0;
  let days = 0;
  for (let at = start; at <= end; at += 86_400_000)
    if (weekdays.length === 0 || weekdays.includes(new Date(at).getUTCDay())) days += 1;
  return roomCount * days;
}

export const CALENDAR_FIELD_LABELS = {
  price: '요금',
  roomsToSell: '판매 객실 수',
  closed: '판매 중지',
  minStay: '최소 숙박',
} as const;

export type CalendarField = keyof typeof CALENDAR_FIELD_LABELS;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

export const CALENDAR_MESSAGES = {
  datesInvalid: '날짜는 YYYY-MM-DD 형식의 올바른 날짜여야 해요.',
  rangeReversed: '끝 날짜는 시작 날짜와 같거나 그 뒤여야 해요.',
  rangeTooLong: `한 번에 ${CALENDAR_LIMITS.rangeNightsMax}박까지 볼 수 있고 바꿀 수 있어요.`,
  pastNight: '지난 날짜는 바꿀 수 없어요. 오늘 이후의 날짜를 골라 주세요.',
  tooFarAhead: `오늘부터 ${CALENDAR_LIMITS.daysAheadMax}일 안의 날짜만 바꿀 수 있어요.`,
  nothingToChange: '요금, 판매 객실 수, 판매 중지, 최소 숙박 중 하나는 정해 주세요.',
  weekdaysInvalid: '요일은 0(일)부터 6(토)까지의 숫자로 하나 이상 골라 주세요.',
  roomsRequired: '객실 유형을 하나 이상 골라 주세요.',
  roomsTooMany: `객실 유형은 한 번에 ${CALENDAR_LIMITS.roomsPerEditMax}개까지 바꿀 수 있어요.`,
  priceRange: `요금은 ${won(CALENDAR_LIMITS.priceMin)}부터 ${won(CALENDAR_LIMITS.priceMax)}까지 정할 수 있어요.`,
  minStayRange: `최소 숙박은 ${CALENDAR_LIMITS.minStayMin}박부터 ${CALENDAR_LIMITS.minStayMax}박까지 정할 수 있어요.`,
  roomsToSellInvalid: '판매 객실 수는 0 이상의 정수여야 해요.',
  roomNotFound: '객실 유형을 찾을 수 없어요.',
  readTooLarge: `한 번에 읽을 수 있는 밤은 객실 유형 × 날짜로 ${CALENDAR_LIMITS.nightsPerRequestMax.toLocaleString('ko-KR')}개까지예요. 기간이나 숙소를 나눠 주세요.`,
  editTooLarge: `한 번에 바꿀 수 있는 박 수는 ${CALENDAR_LIMITS.nightsPerEditMax.toLocaleString('ko-KR')}박까지예요. 기간이나 객실을 나눠 주세요.`,
  tooManyEdits: '달력을 너무 자주 바꾸고 있어요. 1분 뒤에 다시 시도해 주세요.',
  noNights: '고른 기간과 요일에 바꿀 수 있는 밤이 없어요.',
  editFailed: '달력을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
  loadFailed: '달력을 불러오지 못했어요.',
  historyLoadFailed: '변경 기록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.',
  noHolidayEves: '고른 기간에 주말이 아닌 공휴일 전날이 없어요.',
  roomsToSellRange: (room: string, unitCount: number) =>
    `${room}의 판매 객실 수는 0부터 객실 수(${unitCount}개)까지 정할 수 있어요.`,
  roomsToSellBelowTaken: (room: string, date: string, taken: number) =>
    `${room} ${date}: 이미 예약·결제 중인 객실이 ${taken}개라 판매 객실 수를 그보다 줄일 수 없어요. 아무것도 바꾸지 않았어요.`,
} as const;
