import type { DayUseOffer } from './day-use';
import { DAY_USE_LIMITS } from './limits';

/**
 * The manager's 대실 offer and its per-day overrides: the bounds and Korean words shared by the server's
 * rules (rooms/day-use-offer.service.ts) and the console's 대실 panel and calendar row, which check them first.
 */
export const DAY_USE_OFFER_LIMITS = {
  durationsMin: 1,
  durationsMax: 6,
  hoursMin: 1,
  hoursMax: 12,
  priceMin: 0,
  priceMax: 10_000_000,
  /** Prices are whole hundreds of won, as the guest sees them (35,000원). */
  priceStep: 100,
  bufferMin: 0,
  bufferMax: 240,
  /** Times sit on the grid guests' starts are offered on. */
  timeStepMinutes: DAY_USE_LIMITS.gridMinutes,
  freeCancelMinutesMax: 1440,
} as const;

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
const L = DAY_USE_OFFER_LIMITS;

export const DAY_USE_OFFER_MESSAGES = {
  timeInvalid: '시간은 00:00부터 23:30까지 30분 단위(HH:MM)로 정해 주세요.',
  hoursReversed: '대실 마감 시간은 시작 시간보다 늦어야 해요.',
  weekendHoursPair: '금·토·공휴일 운영 시간은 시작과 마감을 함께 정하거나 둘 다 비워 주세요.',
  weekendHoursReversed: '금·토·공휴일 대실 마감 시간은 시작 시간보다 늦어야 해요.',
  lastStartOutside: '마지막 입실 시간은 운영 시작 시간부터 마감 시간 전까지로 정해 주세요.',
  durationsCount: `대실 시간은 ${L.durationsMin}개부터 ${L.durationsMax}개까지 정할 수 있어요.`,
  hoursRange: `대실 시간은 ${L.hoursMin}시간부터 ${L.hoursMax}시간까지 정할 수 있어요.`,
  hoursRepeated: '같은 대실 시간을 두 번 정할 수 없어요.',
  priceRange: `대실 요금은 ${won(L.priceMin)}부터 ${won(L.priceMax)}까지 ${L.priceStep}원 단위로 정해 주세요.`,
  bufferRange: `청소 시간은 ${L.bufferMin}분부터 ${L.bufferMax}분까지 정할 수 있어요.`,
  maxRoomsInvalid: '대실 객실 수는 0 이상의 정수여야 해요.',
  maxRoomsOverTotal: (unitCount: number) => `대실 객실 수는 객실 수(${unitCount}개)를 넘을 수 없어요.`,
  durationTooLong: (hours: number) => `${hours}시간 대실이 평일 운영 시간 안에 들어가지 않아요.`,
  freeCancelRange: `대실 무료 취소는 시작 ${L.freeCancelMinutesMax.toLocaleString('ko-KR')}분 전까지 정할 수 있어요.`,
  offerRequired: '대실 상품을 먼저 저장해 주세요.',
  dayHoursNotOffered: (hours: number) => `${hours}시간 대실은 이 객실 유형의 대실 상품에 없어요.`,
  nothingToChange: '대실 요금, 대실 객실 수, 대실 판매 중지 중 하나는 정해 주세요.',
  saved: '대실 상품을 저장했어요.',
  saveFailed: '대실 상품을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
} as const;

/** Minutes after midnight of `HH:MM` on the 30-minute grid, or null when it is not one. */
export function gridMinutes(time: unknown): number | null {
  if (typeof time !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return minutes % L.timeStepMinutes === 0 ? minutes : null;
}

/** A 대실 price: whole hundreds of won within the bounds. */
export const validDayUsePrice = (price: unknown): boolean =>
  Number.isSafeInteger(price) &&
  (price as number) >= L.priceMin &&
  (price as number) <= L.priceMax &&
  (price as number) % L.priceStep === 0;

/** The rooms at once a 대실 may use: 0 up to the room type's units. */
export function maxRoomsProblem(maxRooms: unknown, unitCount: number): string | null {
  if (!Number.isSafeInteger(maxRooms) || (maxRooms as number) < 0) return DAY_USE_OFFER_MESSAGES.maxRoomsInvalid;
  return (maxRooms as number) > unitCount ? DAY_USE_OFFER_MESSAGES.maxRoomsOverTotal(unitCount) : null;
}

/** The first rule the offer breaks for a room type of `unitCount` units, in Korean; null when it is valid. */
export function dayUseOfferProblem(offer: DayUseOffer, unitCount: number): string | null {
  const M = DAY_USE_OFFER_MESSAGES;
  const opens = gridMinutes(offer.opens);
  const closes = gridMinutes(offer.closes);
  const lastStart = gridMinutes(offer.lastStart);
  if (opens === null || closes === null || lastStart === null) return M.timeInvalid;
  if (opens >= closes) return M.hoursReversed;
  if (((offer.weekendOpens ?? null) === null) !== ((offer.weekendCloses ?? null) === null)) return M.weekendHoursPair;
  if (offer.weekendOpens != null && offer.weekendCloses != null) {
    const weekendOpens = gridMinutes(offer.weekendOpens);
    const weekendCloses = gridMinutes(offer.weekendCloses);
    if (weekendOpens === null || weekendCloses === null) return M.timeInvalid;
    if (weekendOpens >= weekendCloses) return M.weekendHoursReversed;
  }
  if (lastStart < opens || lastStart >= closes) return M.lastStartOutside;
  const durations = offer.durations;
  if (!Array.isArray(durations) || durations.length < L.durationsMin || durations.length > L.durationsMax)
    return M.durationsCount;
  const seen = new Set<number>();
  for (const { hours, price } of durations) {
    if (!Number.isInteger(hours) || hours < L.hoursMin || hours > L.hoursMax) return M.hoursRange;
    if (seen.has(hours)) return M.hoursRepeated;
    seen.add(hours);
    if (!validDayUsePrice(price)) return M.priceRange;
    if (opens + hours * 60 > closes) return M.durationTooLong(hours);
  }
  if (!Number.isInteger(offer.bufferMinutes) || offer.bufferMinutes < L.bufferMin || offer.bufferMinutes > L.bufferMax)
    return M.bufferRange;
  return maxRoomsProblem(offer.maxRooms, unitCount);
}

/** A lodging's 대실 free-cancellation window (minutes before the start): a whole number within a day. */
export const validFreeCancelMinutes = (minutes: unknown): boolean =>
  Number.isSafeInteger(minutes) && (minutes as number) >= 0 && (minutes as number) <= L.freeCancelMinutesMax;

export const DAY_USE_FIELD_LABELS = {
  price: '대실 요금',
  maxRooms: '대실 객실 수',
  closed: '대실 판매 중지',
} as const;

/** A day's history field as the console names it: `price:4` is the 4-hour price. */
export function dayUseFieldLabel(field: string): string {
  if (field.startsWith('price:')) return `대실 ${field.slice(6)}시간 요금`;
  return DAY_USE_FIELD_LABELS[field as keyof typeof DAY_USE_FIELD_LABELS] ?? field;
}
