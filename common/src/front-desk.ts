/** The front desk (오늘): its marks on a confirmed booking, what each is called, and its refusals (409). */
export const FRONT_DESK_ACTIONS = ['CHECK_IN', 'NO_SHOW', 'CHECK_OUT'] as const;
export type FrontDeskAction = (typeof FRONT_DESK_ACTIONS)[number];

export const FRONT_DESK_ACTION_LABELS: Record<FrontDeskAction, string> = {
  CHECK_IN: '체크인',
  NO_SHOW: '노쇼',
  CHECK_OUT: '체크아웃',
};

/** Where a guest of the day sheet stands. */
export type FrontDeskStage = 'EXPECTED' | 'CHECKED_IN' | 'CHECKED_OUT' | 'NO_SHOW';

export const FRONT_DESK_STAGE_LABELS: Record<FrontDeskStage, string> = {
  EXPECTED: '도착 전',
  CHECKED_IN: '체크인 완료',
  CHECKED_OUT: '체크아웃 완료',
  NO_SHOW: '노쇼',
};

export const FRONT_DESK_MESSAGES = {
  dateInvalid: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  notConfirmed: '예약 완료 상태의 예약만 처리할 수 있습니다.',
  alreadyCheckedIn: '이미 체크인한 예약입니다.',
  alreadyNoShow: '이미 노쇼로 처리된 예약입니다.',
  alreadyCheckedOut: '이미 체크아웃한 예약입니다.',
  checkInTooEarly: '체크인 날짜 전에는 체크인할 수 없습니다.',
  checkInTooLate: '체크아웃 날짜가 되어 체크인할 수 없습니다.',
  noShowTooEarly: '노쇼는 체크인 날짜부터 처리할 수 있습니다.',
  noShowTooLate: '체크아웃 날짜가 지나 노쇼로 처리할 수 없습니다.',
  dayUseCheckInTooLate: '대실 이용 시간이 끝나 체크인할 수 없습니다.',
  dayUseNoShowTooEarly: '대실은 시작 시간부터 노쇼로 처리할 수 있습니다.',
  noShowAfterCheckIn: '체크인한 예약은 노쇼로 처리할 수 없습니다.',
  noShowWhileRefunding: '환불이 진행 중인 예약은 노쇼로 처리할 수 없습니다.',
  checkOutBeforeCheckIn: '체크인한 예약만 체크아웃할 수 있습니다.',
  checkedIn: '체크인했습니다.',
  markedNoShow: '노쇼로 처리했습니다. 남은 숙박일의 객실은 다시 판매됩니다.',
  markedDayUseNoShow: '노쇼로 처리했습니다. 대실 시간은 판매된 그대로 남습니다.',
  checkedOut: '체크아웃했습니다.',
} as const;
