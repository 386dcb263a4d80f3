import { describe, expect, it } from 'vitest';
import { LOCALES, TRANSLATED_LOCALES } from './locales';
import { formatDeadlineIn, formatDayUseSpanIn, formatStayDateIn, formatWonIn } from './notice-format';
import { NOTICES_BY_LOCALE, noticesFor } from './notice-locales';
import { KO_NOTICES, noticeMail, noticeSms, type NoticeEvent, type NoticeFacts } from './notices';

const facts: NoticeFacts = {
  orderId: '0mx0uuhk9i24Ey9msKA2Kq63Q',
  bookingNumber: '7K4Q-9XMT-Q2RA',
  hotelName: '한옥스테이 북촌',
  hotelAddress: '서울특별시 종로구 북촌로 1',
  roomName: '온돌방',
  checkIn: '2026-12-04',
  checkOut: '2026-12-06',
  checkinTime: '15:00',
  checkoutTime: '11:00',
  hotelPhone: '0212345678',
  guestName: 'Jane Doe',
  persons: 2,
  roomCount: 1,
  totalAmount: 64_000,
  refundAmount: 64_000,
  // The end of 11월 27일 in Seoul.
  freeCancelUntil: new Date('2026-11-27T15:00:00Z'),
  refundStatus: 'REFUNDED',
  refundedAt: new Date('2026-11-20T16:00:00Z'),
  bookingUrl: 'https://shim.example/en/booking-check?bookingNumber=7K4Q-9XMT-Q2RA',
};
const dayUse = {
  ...facts,
  dayUse: { hours: 4, startsAt: new Date('2026-12-04T05:00:00Z'), endsAt: new Date('2026-12-04T09:00:00Z') },
};
const EVENTS = Object.keys(KO_NOTICES.sms) as NoticeEvent[];

/** What a text says in its own words: the facts (Korean names of the lodging, room, address) and brand taken out. */
const ownWords = (text: string) =>
  [facts.hotelName, facts.hotelAddress, facts.roomName, '쉼, 한국'].reduce(
    (rest, fact) => rest.split(fact).join(''),
    text,
  );

describe('booking notices in every language', () => {
  it('has every Korean notice in every locale, and nothing else', () => {
    for (const locale of LOCALES) {
      const catalogue = NOTICES_BY_LOCALE[locale];
      expect(Object.keys(catalogue.sms).sort()).toEqual(Object.keys(KO_NOTICES.sms).sort());
      expect(Object.keys(catalogue.mail).sort()).toEqual(Object.keys(KO_NOTICES.mail).sort());
      expect(catalogue.smsSubject).not.toBe('');
    }
    expect(EVENTS).toHaveLength(5);
  });

  it('keeps the Korean texts exactly as the Korean notices write them', () => {
    for (const event of EVENTS) {
      for (const f of [facts, dayUse]) {
        expect(noticesFor('ko').sms[event](f)).toBe(noticeSms(event, f));
        expect(noticesFor('ko').mail[event](f)).toEqual(noticeMail(event, f));
      }
    }
    expect(noticesFor('xx')).toBe(KO_NOTICES);
  });

  it.each(TRANSLATED_LOCALES)('writes %s in its own words, with no Korean but the facts', (locale) => {
    const catalogue = noticesFor(locale);
    for (const event of EVENTS) {
      for (const f of [facts, dayUse]) {
        const sms = catalogue.sms[event](f);
        const mail = catalogue.mail[event](f);
        for (const text of [sms, mail.subject, mail.text]) {
          expect(text.length).toBeGreaterThan(10);
          expect(ownWords(text)).not.toMatch(/[가-힣]/);
        }
        expect(sms).toContain(f.bookingNumber);
        expect(mail.text).toContain(f.bookingUrl);
      }
    }
  });

  it('says the English confirmation with won, dates and the deadline in Seoul, and the address for reading and for taxis', () => {
    const sms = noticesFor('en').sms.CONFIRMED(facts);
    expect(sms).toBe(
      '[Shim, Korea] Booking confirmed! - Booking no. 7K4Q-9XMT-Q2RA / 한옥스테이 북촌 / Check-in Fri, Dec 4 15:00 / ' +
        'Check-out Sun, Dec 6 11:00 / Paid ₩64,000 / Free cancellation until Fri, Nov 27, 23:59 (Korea time) / ' +
        'Address 1 Bukchon-ro, Jongno-gu, Seoul (서울특별시 종로구 북촌로 1) / Property phone 02-1234-5678',
    );
    const mail = noticesFor('en').mail.CONFIRMED(facts);
    expect(mail.subject).toBe('[Shim, Korea] Your booking is confirmed (한옥스테이 북촌)');
    expect(mail.text).toContain('Dear Jane Doe, your booking is confirmed.');
    expect(mail.text).toContain('Guests: 2 guests');
    expect(noticesFor('en').sms.CANCELED(facts)).toContain('Refund ₩64,000 / Refunded Sat, Nov 21');
    expect(noticesFor('en').sms.CONFIRMED(dayUse)).toContain('Day use booked!');
    expect(noticesFor('en').sms.CONFIRMED(dayUse)).toContain('4-hour day use Fri, Dec 4 14:00–18:00');
  });

  it('writes Japanese and Chinese money and dates as those languages do', () => {
    expect(noticesFor('ja').sms.CONFIRMED(facts)).toContain('お支払い金額 64,000ウォン');
    expect(noticesFor('ja').sms.CONFIRMED(facts)).toContain('チェックイン 12月4日(金) 15:00');
    expect(noticesFor('zh-Hans').sms.CONFIRMED(facts)).toContain('支付金额 64,000韩元');
    expect(noticesFor('zh-Hans').mail.CONFIRMED(facts).text).toContain('入住：12月4日周五 15:00起');
  });
});

describe('money and times of a notice', () => {
  it('writes won as each language reads it', () => {
    expect(formatWonIn('ko', 64_000)).toBe('64,000원');
    expect(formatWonIn('en', 64_000)).toBe('₩64,000');
    expect(formatWonIn('ja', 64_000)).toBe('64,000ウォン');
    expect(formatWonIn('zh-Hans', 64_000)).toBe('64,000韩元');
  });

  it('reads deadlines in Seoul, the last minute before an exclusive end, whatever the zone', () => {
    // 15:00 UTC is Seoul midnight: the deadline day is the one before.
    expect(formatDeadlineIn('en', new Date('2026-12-03T15:00:00Z'))).toBe('Thu, Dec 3, 23:59');
    expect(formatDeadlineIn('ja', new Date('2026-12-03T15:00:00Z'))).toBe('12月3日(木) 23:59');
    expect(formatStayDateIn('zh-Hans', '2026-12-04')).toBe('12月4日周五');
  });

  it('names a 대실 ending at the next midnight 24:00', () => {
    expect(formatDayUseSpanIn('en', new Date('2026-12-04T11:00:00Z'), new Date('2026-12-04T15:00:00Z'))).toBe(
      'Fri, Dec 4 20:00–24:00',
    );
  });
});
