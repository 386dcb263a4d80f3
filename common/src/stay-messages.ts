/**
 * The search bar's and the stay rules' words (spec §5, §8), part of the catalogue (`MESSAGES` spreads them
 * in) but a module of their own: the main page's search bar shows them, and the whole catalogue is too
 * large for the main page's first load (docs/performance.md).
 */
export const STAY_MESSAGES = {
  destinationRequired: '목적지를 입력해주세요.',
  datesRequired: '체크인/체크아웃 날짜를 선택해주세요.',
  roomsAtLeastOne: '객실 수는 1개 이상이어야 합니다.',
  personsAtLeastOne: '인원 수는 1명 이상이어야 합니다.',
  regionTooLong: '검색어가 너무 깁니다. (최대 50자)',
  datesInvalid: '올바른 날짜를 선택해주세요.',
  checkoutAfterCheckin: '체크아웃 날짜는 체크인 날짜 이후여야 합니다.',
  pastCheckin: '지난 날짜는 선택할 수 없습니다.',
  stayTooLong: '숙박 기간은 최대 30박까지 선택할 수 있습니다.',
  searchRoomsRange: '객실 수는 1개에서 10개까지 선택할 수 있습니다.',
  detailRoomsRange: '객실 수는 1개에서 5개까지 선택할 수 있습니다.',
  personsRange: '인원 수는 1명에서 20명까지 선택할 수 있습니다.',
} as const;

/** A stay shorter than its arrival night's minimum (the manager's calendar). */
export const minStayMessage = (nights: number): string => `최소 ${nights}박 이상 예약할 수 있어요.`;

/** The search bar's 숙박/대실 switch, and the 대실 start a guest leaves to the site. */
export const STAY_KIND_LABELS = { NIGHT: '숙박', DAY_USE: '대실' } as const;
export const EARLIEST_START_LABEL = '가장 빠른 시간';
