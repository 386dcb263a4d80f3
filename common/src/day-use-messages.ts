import { formatDeadline } from './booking-facts';
import { addDays, formatMonthDay, todayInSeoul } from './dates';
import { seoulClock, type DayUseRefusal } from './day-use';
import { DAY_USE_LIMITS, LIMITS } from './limits';
import { formatWon } from './money';
import { formatPhone } from './validation';

/** 대실's words (common/src/day-use.ts says the rules): labels, refusals, the booking's SMS; part of `MESSAGES`. */
export const DAY_USE_MESSAGES = {
  dayUseClosed: '이 날은 대실을 운영하지 않아요.',
  dayUseDurationNotOffered: '선택한 이용 시간은 이 객실의 대실 상품에 없어요.',
  dayUseOffGrid: '대실은 정각이나 30분에 시작해요.',
  dayUseOutsideHours: '대실 운영 시간 안에서 시작하고 끝나는 시간을 골라주세요.',
  dayUsePast: '지난 시간은 선택할 수 없어요.',
  dayUseSoldOut: '선택한 시간에 대실할 수 있는 객실이 없어요.',
  dayUseCouponNotApplicable: '이 쿠폰은 대실에 사용할 수 없어요.',
  dayUseReviewBeforeEnd: '대실 이용이 끝난 뒤부터 리뷰를 작성할 수 있어요.',
  dayUseDateInvalid: '대실 날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  dayUseRoomCountInvalid: `객실 수는 ${LIMITS.roomsMin}개부터 ${LIMITS.roomsMax}개까지 선택할 수 있어요.`,
} as const;

/** `90` as `1시간 30분`, `60` as `1시간`, `30` as `30분`. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours}시간` : '', rest > 0 || hours === 0 ? `${rest}분` : ''].filter(Boolean).join(' ');
}

/** Why a start cannot be booked, as a whole sentence (the lead is the lodging's setting). */
export function dayUseRefusalMessage(refusal: DayUseRefusal, leadMinutes: number = DAY_USE_LIMITS.leadMinutes): string {
  switch (refusal) {
    case 'CLOSED':
      return DAY_USE_MESSAGES.dayUseClosed;
    case 'DURATION':
      return DAY_USE_MESSAGES.dayUseDurationNotOffered;
    case 'OFF_GRID':
      return DAY_USE_MESSAGES.dayUseOffGrid;
    case 'OUTSIDE_HOURS':
      return DAY_USE_MESSAGES.dayUseOutsideHours;
    case 'PAST':
      return DAY_USE_MESSAGES.dayUsePast;
    case 'TOO_SOON':
      return `대실은 지금부터 ${formatMinutes(leadMinutes)} 뒤부터 시작할 수 있어요.`;
  }
}

/** `대실 4시간`. */
export const dayUseLabel = (hours: number): string => `대실 ${hours}시간`;

/** `대실 4시간 35,000원`: a duration and its price, as results and the lodging page list it. */
export const dayUseOfferLabel = (hours: number, price: number): string => `${dayUseLabel(hours)} ${formatWon(price)}`;

/**
 * `12월 4일 (금) 14:00–18:00` in Seoul; an end at the next midnight reads `24:00`, a later day names its date.
 * `formatDay` writes a `YYYY-MM-DD` day (a guest page passes its language's).
 */
export function formatDayUseSpan(
  startsAt: Date,
  endsAt: Date,
  formatDay: (day: string) => string = formatMonthDay,
): string {
  const day = todayInSeoul(startsAt);
  const endDay = todayInSeoul(endsAt);
  const endClock = seoulClock(endsAt);
  const atMidnight = endDay === addDays(day, 1) && endClock === '00:00';
  const end = endDay === day ? endClock : atMidnight ? '24:00' : `${formatDay(endDay)} ${endClock}`;
  return `${formatDay(day)} ${seoulClock(startsAt)}–${end}`;
}

/** What the SMS of a paid 대실 says. */
export interface DayUseSmsFacts {
  bookingNumber: string;
  hotelName: string;
  hotelAddress: string;
  hotelPhone: string | null;
  hours: number;
  startsAt: Date;
  endsAt: Date;
  totalAmount: number;
  /** Null when the full refund is already over. */
  freeCancelUntil: Date | null;
}

/** `[쉼, 한국] 대실 예약완료! - 예약번호 … / 숙소 / 대실 4시간 12월 4일 (금) 14:00–18:00 / 결제금액 …`: one LMS. */
export function dayUseConfirmedSms(f: DayUseSmsFacts): string {
  return [
    `[쉼, 한국] 대실 예약완료! - 예약번호 ${f.bookingNumber}`,
    f.hotelName,
    `${dayUseLabel(f.hours)} ${formatDayUseSpan(f.startsAt, f.endsAt)}`,
    `결제금액 ${formatWon(f.totalAmount)}`,
    `무료 취소 마감 ${f.freeCancelUntil ? `${formatDeadline(f.freeCancelUntil)}까지` : '기간 지남 (취소 시 환불 없음)'}`,
    `주소 ${f.hotelAddress}`,
    ...(f.hotelPhone ? [`숙소 전화 ${formatPhone(f.hotelPhone)}`] : []),
  ].join(' / ');
}
