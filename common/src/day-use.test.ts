import { describe, expect, it } from 'vitest';
import {
  couponAppliesTo,
  couponAppliesToDayUse,
  dayUseEndsAt,
  dayUseFreeCancellationUntil,
  dayUseHeld,
  dayUseHours,
  dayUseMaxRooms,
  dayUsePrice,
  dayUseRefund,
  dayUseRefusal,
  dayUseStarts,
  dayUseWindowWithNights,
  fitsWindow,
  heldOverlap,
  nightHeld,
  seoulClock,
  weekendHoursApply,
  type DayUseAsk,
  type DayUseOffer,
} from './day-use';
import {
  dayUseConfirmedSms,
  dayUseLabel,
  dayUseOfferLabel,
  dayUseRefusalMessage,
  formatDayUseSpan,
  formatMinutes,
} from './day-use-messages';
import { dayUseCancellationQuote, dayUseCancellationSchedule } from './day-use-quote';
import { MESSAGES } from './messages';

/** 2026-12-03 is a Thursday, 12-04 a Friday, 12-06 a Sunday; 12-25 (성탄절) a Friday too. */
const offer: DayUseOffer = {
  enabled: true,
  opens: '10:00',
  closes: '22:00',
  weekendOpens: '12:00',
  weekendCloses: '20:00',
  lastStart: '17:00',
  bufferMinutes: 30,
  maxRooms: 3,
  durations: [
    { hours: 3, price: 30_000 },
    { hours: 4, price: 35_000 },
    { hours: 5, price: 40_000 },
  ],
};
const at = (seoul: string) => new Date(`${seoul}+09:00`);
/** The night before: nothing on the grid is in the past or too soon. */
const eve = at('2026-12-02T23:00:00');
const clocks = (starts: Date[]) => starts.map(seoulClock);

describe('대실 hours', () => {
  it('runs the weekday hours Sun–Thu and the weekend hours on Fri, Sat and holidays', () => {
    expect(dayUseHours(offer, '2026-12-03', false)).toEqual({ opens: '10:00', closes: '22:00' });
    expect(dayUseHours(offer, '2026-12-04', false)).toEqual({ opens: '12:00', closes: '20:00' });
    expect(dayUseHours(offer, '2026-12-05', false)).toEqual({ opens: '12:00', closes: '20:00' });
    expect(dayUseHours(offer, '2026-12-06', false)).toEqual({ opens: '10:00', closes: '22:00' });
    // A holiday on a weekday (the caller knows it from rooms/holidays.ts).
    expect(dayUseHours(offer, '2026-12-03', true)).toEqual({ opens: '12:00', closes: '20:00' });
    expect(weekendHoursApply('2026-12-06', false)).toBe(false);
    expect(weekendHoursApply('2026-12-06', true)).toBe(true);
  });

  it('keeps the weekday hours where the weekend ones are not set, and none when the offer is off', () => {
    const halfSet = { ...offer, weekendOpens: null, weekendCloses: '23:00' };
    expect(dayUseHours(halfSet, '2026-12-05', false)).toEqual({ opens: '10:00', closes: '23:00' });
    expect(dayUseHours({ ...offer, enabled: false }, '2026-12-03', false)).toBeNull();
  });
});

describe('대실 starts', () => {
  it('offers every half hour from opening to the last start', () => {
    const starts = dayUseStarts(offer, null, '2026-12-03', false, 4, eve);
    expect(clocks(starts)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
    expect(starts[0]).toEqual(at('2026-12-03T10:00:00'));
  });

  it('ends no later than closing: on a Saturday 4 hours start by 16:00, before the 17:00 last start', () => {
    const starts = clocks(dayUseStarts(offer, null, '2026-12-05', false, 4, eve));
    expect(starts[0]).toBe('12:00');
    expect(starts.at(-1)).toBe('16:00');
  });

  it('runs the holiday hours on a holiday', () => {
    const christmas = clocks(dayUseStarts(offer, null, '2026-12-25', true, 3, eve));
    expect(christmas[0]).toBe('12:00');
    expect(christmas.at(-1)).toBe('17:00');
  });

  it('aligns to the clock when opening is off the grid', () => {
    const starts = clocks(dayUseStarts({ ...offer, opens: '10:15' }, null, '2026-12-03', false, 3, eve));
    expect(starts[0]).toBe('10:30');
  });

  it('sells nothing for a duration not offered, a closed day, a day with no rooms, an offer off', () => {
    expect(dayUseStarts(offer, null, '2026-12-03', false, 6, eve)).toEqual([]);
    expect(dayUseStarts(offer, { prices: null, maxRooms: null, closed: true }, '2026-12-03', false, 3, eve)).toEqual(
      [],
    );
    expect(dayUseStarts(offer, { prices: null, maxRooms: 0, closed: false }, '2026-12-03', false, 3, eve)).toEqual([]);
    expect(dayUseStarts({ ...offer, enabled: false }, null, '2026-12-03', false, 3, eve)).toEqual([]);
  });

  it('starts no sooner than 30 minutes from now; a start exactly 30 minutes ahead is sold', () => {
    const now = at('2026-12-03T13:30:00');
    expect(clocks(dayUseStarts(offer, null, '2026-12-03', false, 3, now))[0]).toBe('14:00');
    const oneMsLater = new Date(now.getTime() + 1);
    expect(clocks(dayUseStarts(offer, null, '2026-12-03', false, 3, oneMsLater))[0]).toBe('14:30');
    expect(clocks(dayUseStarts(offer, null, '2026-12-03', false, 3, now, 60))[0]).toBe('14:30');
  });

  it('takes the day from Asia/Seoul across the UTC date boundary', () => {
    // 2026-12-03 00:10 in Seoul is still 12-02 in UTC: the whole Seoul day is ahead.
    const justAfterSeoulMidnight = new Date('2026-12-02T15:10:00Z');
    const starts = dayUseStarts(offer, null, '2026-12-03', false, 3, justAfterSeoulMidnight);
    expect(starts[0]!.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    // 2026-12-03 23:50 in Seoul is 14:50 UTC that day: the Seoul day is over, the next one is untouched.
    const lateInSeoul = new Date('2026-12-03T14:50:00Z');
    expect(dayUseStarts(offer, null, '2026-12-03', false, 3, lateInSeoul)).toEqual([]);
    expect(clocks(dayUseStarts(offer, null, '2026-12-04', false, 3, lateInSeoul))[0]).toBe('12:00');
  });
});

describe('대실 refusals', () => {
  const ask = (startsAt: string, more: Partial<DayUseAsk> = {}): DayUseAsk => ({
    offer,
    day: null,
    date: '2026-12-03',
    isHolidayOrWeekend: false,
    hours: 4,
    startsAt: at(startsAt),
    now: eve,
    ...more,
  });

  it('says why a start is not sold', () => {
    expect(dayUseRefusal(ask('2026-12-03T14:00:00'))).toBeNull();
    expect(dayUseRefusal(ask('2026-12-03T14:15:00'))).toBe('OFF_GRID');
    expect(dayUseRefusal(ask('2026-12-03T14:00:30'))).toBe('OFF_GRID');
    expect(dayUseRefusal(ask('2026-12-03T09:30:00'))).toBe('OUTSIDE_HOURS');
    expect(dayUseRefusal(ask('2026-12-03T17:00:00'))).toBeNull();
    expect(dayUseRefusal(ask('2026-12-03T17:30:00'))).toBe('OUTSIDE_HOURS');
    expect(dayUseRefusal(ask('2026-12-04T10:00:00'))).toBe('OUTSIDE_HOURS');
    expect(dayUseRefusal(ask('2026-12-03T14:00:00', { hours: 2 }))).toBe('DURATION');
    const closed = { prices: null, maxRooms: null, closed: true };
    expect(dayUseRefusal(ask('2026-12-03T14:00:00', { day: closed }))).toBe('CLOSED');
    expect(dayUseRefusal(ask('2026-12-03T14:00:00', { now: at('2026-12-03T14:00:01') }))).toBe('PAST');
    expect(dayUseRefusal(ask('2026-12-03T14:00:00', { now: at('2026-12-03T13:40:00') }))).toBe('TOO_SOON');
  });

  it('ends a use by closing: 5 hours from 17:00 would end at 22:00, from 17:30 past it', () => {
    const late = { ...offer, lastStart: '21:00' };
    expect(dayUseRefusal(ask('2026-12-03T17:00:00', { offer: late, hours: 5 }))).toBeNull();
    expect(dayUseRefusal(ask('2026-12-03T17:30:00', { offer: late, hours: 5 }))).toBe('OUTSIDE_HOURS');
  });

  it('words every refusal in Korean, the lead as set', () => {
    expect(dayUseRefusalMessage('TOO_SOON')).toBe('대실은 지금부터 30분 뒤부터 시작할 수 있어요.');
    expect(dayUseRefusalMessage('TOO_SOON', 90)).toBe('대실은 지금부터 1시간 30분 뒤부터 시작할 수 있어요.');
    expect(dayUseRefusalMessage('CLOSED')).toBe(MESSAGES.dayUseClosed);
    expect(formatMinutes(60)).toBe('1시간');
  });
});

describe('대실 price and rooms', () => {
  it('prices a duration from the offer, or from the day where it says so', () => {
    expect(dayUsePrice(offer, null, 4)).toBe(35_000);
    const day = { prices: { '4': 28_000 }, maxRooms: 1, closed: false };
    expect(dayUsePrice(offer, day, 4)).toBe(28_000);
    expect(dayUsePrice(offer, day, 3)).toBe(30_000);
    expect(dayUsePrice(offer, { prices: { '6': 50_000 }, maxRooms: null, closed: false }, 6)).toBeNull();
    expect(dayUseMaxRooms(offer, day)).toBe(1);
    expect(dayUseMaxRooms(offer, null)).toBe(3);
  });
});

describe('대실 beside the nights', () => {
  const times = { checkinTime: '15:00', checkoutTime: '11:00' };
  const fits = (start: string, hours: number, sold: { previousNight: boolean; tonight: boolean }) =>
    fitsWindow(dayUseHeld(at(start), hours, offer.bufferMinutes), dayUseWindowWithNights('2026-12-03', times, sold));

  it('ends with its buffer by check-in when tonight is sold: 10:30 + 4 h + 30 min is exactly 15:00', () => {
    const tonight = { previousNight: false, tonight: true };
    expect(fits('2026-12-03T10:30:00', 4, tonight)).toBe(true);
    expect(fits('2026-12-03T11:00:00', 4, tonight)).toBe(false);
    expect(fits('2026-12-03T11:00:00', 4, { previousNight: false, tonight: false })).toBe(true);
  });

  it('starts at or after check-out when the night before is sold', () => {
    const lastNight = { previousNight: true, tonight: false };
    expect(fits('2026-12-03T10:30:00', 3, lastNight)).toBe(false);
    expect(fits('2026-12-03T11:00:00', 3, lastNight)).toBe(true);
  });

  it('agrees with the timeline of holds a brute-force check walks', () => {
    const lastNight = nightHeld('2026-12-02', times.checkinTime, times.checkoutTime);
    const tonight = nightHeld('2026-12-03', times.checkinTime, times.checkoutTime);
    expect(lastNight.until).toEqual(at('2026-12-03T11:00:00'));
    expect(tonight.from).toEqual(at('2026-12-03T15:00:00'));
    for (let minutes = 10 * 60; minutes <= 17 * 60; minutes += 30) {
      const held = dayUseHeld(new Date(at('2026-12-03T00:00:00').getTime() + minutes * 60_000), 3, 30);
      const window = dayUseWindowWithNights('2026-12-03', times, { previousNight: true, tonight: true });
      expect(fitsWindow(held, window)).toBe(!heldOverlap(held, lastNight) && !heldOverlap(held, tonight));
    }
  });

  it('lets a use follow another once the buffer is over', () => {
    const first = dayUseHeld(at('2026-12-03T10:00:00'), 3, 30);
    expect(heldOverlap(first, dayUseHeld(at('2026-12-03T13:30:00'), 3, 30))).toBe(false);
    expect(heldOverlap(first, dayUseHeld(at('2026-12-03T13:00:00'), 3, 30))).toBe(true);
    expect(dayUseEndsAt(at('2026-12-03T10:00:00'), 3)).toEqual(at('2026-12-03T13:00:00'));
  });
});

describe('대실 cancellation', () => {
  const use = { startsAt: at('2026-12-04T14:00:00'), totalAmount: 35_000 };

  it('refunds all until an hour before the start and nothing from that instant on', () => {
    const deadline = at('2026-12-04T13:00:00');
    expect(dayUseFreeCancellationUntil(use.startsAt)).toEqual(deadline);
    const before = dayUseRefund(use, 'member', new Date(deadline.getTime() - 1));
    expect(before).toMatchObject({ tier: 'BEFORE_DEADLINE', refundRate: 100, refundAmount: 35_000, keptAmount: 0 });
    expect(before.validUntil).toEqual(deadline);
    const onTheDot = dayUseRefund(use, 'guest', deadline);
    expect(onTheDot).toMatchObject({ tier: 'AFTER_DEADLINE', refundRate: 0, refundAmount: 0, keptAmount: 35_000 });
    expect(onTheDot.validUntil).toBeNull();
  });

  it("keeps the lodging's own deadline, and refunds all when the lodging cancels", () => {
    const threeHours = dayUseRefund(use, 'member', at('2026-12-04T11:30:00'), 180);
    expect(threeHours.refundAmount).toBe(0);
    expect(threeHours.freeCancelUntil).toEqual(at('2026-12-04T11:00:00'));
    expect(dayUseRefund(use, 'manager', at('2026-12-04T13:59:00'))).toMatchObject({
      tier: 'LODGING',
      refundAmount: 35_000,
      validUntil: null,
    });
  });

  it('states its policy by the minute, the deadline across midnight on the day before (Asia/Seoul)', () => {
    expect(dayUseCancellationSchedule(use.startsAt, 60)).toEqual([
      { until: '2026-12-04', untilTime: '12:59', refundRate: 100 },
      { until: '2026-12-04', untilTime: null, refundRate: 0 },
    ]);
    // 00:30 on 12월 5일 in Seoul is 15:30 UTC on 12월 4일; an hour before it is 23:30 in Seoul on 12월 4일.
    expect(dayUseCancellationSchedule(at('2026-12-05T00:30:00'), 60)).toEqual([
      { until: '2026-12-04', untilTime: '23:29', refundRate: 100 },
      { until: '2026-12-05', untilTime: null, refundRate: 0 },
    ]);
    expect(dayUseCancellationQuote(use, 'guest', at('2026-12-04T08:00:00'), 60).policy).toEqual(
      dayUseCancellationSchedule(use.startsAt, 60),
    );
  });
});

describe('coupons on 대실', () => {
  it('apply only when the coupon says so; nights always', () => {
    expect(couponAppliesToDayUse({ appliesToDayUse: true })).toBe(true);
    expect(couponAppliesToDayUse({ appliesToDayUse: false })).toBe(false);
    expect(couponAppliesToDayUse({ appliesToDayUse: null })).toBe(false);
    expect(couponAppliesTo('NIGHT', { appliesToDayUse: false })).toBe(true);
    expect(couponAppliesTo('DAY_USE', { appliesToDayUse: false })).toBe(false);
  });
});

describe('대실 in words', () => {
  it('says a duration, its price and its hours as Korean apps do', () => {
    expect(dayUseLabel(4)).toBe('대실 4시간');
    expect(dayUseOfferLabel(4, 35_000)).toBe('대실 4시간 35,000원');
    expect(formatDayUseSpan(at('2026-12-04T14:00:00'), at('2026-12-04T18:00:00'))).toBe('12월 4일 (금) 14:00–18:00');
    expect(formatDayUseSpan(at('2026-12-04T20:00:00'), at('2026-12-05T00:00:00'))).toBe('12월 4일 (금) 20:00–24:00');
    // 08:00 in Seoul is 23:00 UTC the day before: the Seoul date is the one written.
    expect(formatDayUseSpan(new Date('2026-12-03T23:00:00Z'), new Date('2026-12-04T02:00:00Z'))).toBe(
      '12월 4일 (금) 08:00–11:00',
    );
  });

  it('writes the SMS of a paid use with its hours', () => {
    const startsAt = at('2026-12-04T14:00:00');
    expect(
      dayUseConfirmedSms({
        bookingNumber: '7K4Q-9XMT-Q2RA',
        hotelName: '호텔 봄',
        hotelAddress: '서울 마포구 양화로 1',
        hotelPhone: '0212345678',
        hours: 4,
        startsAt,
        endsAt: dayUseEndsAt(startsAt, 4),
        totalAmount: 35_000,
        freeCancelUntil: dayUseFreeCancellationUntil(startsAt),
      }),
    ).toBe(
      '[쉼, 한국] 대실 예약완료! - 예약번호 7K4Q-9XMT-Q2RA / 호텔 봄 / 대실 4시간 12월 4일 (금) 14:00–18:00 / ' +
        '결제금액 35,000원 / 무료 취소 마감 12월 4일 (금) 12:59까지 / 주소 서울 마포구 양화로 1 / 숙소 전화 02-1234-5678',
    );
  });
});
