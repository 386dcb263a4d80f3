import { describe, expect, it } from 'vitest';
import { LMS_MAX_BYTES, managerMail, noticeMail, noticeSms, smsBytes, type NoticeFacts } from './notices';

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
  guestName: '김손님',
  persons: 2,
  roomCount: 1,
  totalAmount: 305_000,
  refundAmount: 213_500,
  // The end of 11월 27일 in Seoul: the full-refund tier of a 12월 4일 stay.
  freeCancelUntil: new Date('2026-11-27T15:00:00Z'),
  refundStatus: 'NONE',
  refundedAt: null,
  bookingUrl: 'https://shim.example/booking-check?bookingNumber=7K4Q-9XMT-Q2RA',
};

describe('booking notices', () => {
  it('write the booking number, money as 305,000원 and dates as 12월 4일 (금)', () => {
    expect(noticeSms('CONFIRMED', facts)).toBe(
      '[쉼, 한국] 예약완료! - 예약번호 7K4Q-9XMT-Q2RA / 한옥스테이 북촌 / 체크인 12월 4일 (금) 15:00 / ' +
        '체크아웃 12월 6일 (일) 11:00 / 결제금액 305,000원 / 무료 취소 마감 11월 27일 (금) 23:59까지 / ' +
        '주소 서울특별시 종로구 북촌로 1 / 숙소 전화 02-1234-5678',
    );
    expect(noticeSms('CANCELED', facts)).toBe(
      '[쉼, 한국] 예약취소 - 예약번호 7K4Q-9XMT-Q2RA / 한옥스테이 북촌 / 환불금액 213,500원',
    );
    expect(noticeSms('REMINDER', facts)).toContain('체크인 12월 4일 (금) 15:00부터 / 예약번호 7K4Q-9XMT-Q2RA');
  });

  it('tell a no-show that nothing is refunded, with the day missed and the lodging to call; the manager gets none', () => {
    expect(noticeSms('NO_SHOW', facts)).toBe(
      '[쉼, 한국] 노쇼 처리 - 예약번호 7K4Q-9XMT-Q2RA / 한옥스테이 북촌 / 체크인 12월 4일 (금)에 도착하지 않아 ' +
        '노쇼로 처리되었습니다. 결제금액 305,000원은 환불되지 않습니다. / 숙소 전화 02-1234-5678',
    );
    expect(noticeMail('NO_SHOW', facts)).toMatchObject({
      subject: '[쉼, 한국] 노쇼로 처리되었습니다 (한옥스테이 북촌)',
      text: expect.stringContaining('결제금액: 305,000원 (노쇼는 환불되지 않습니다)'),
    });
    expect(managerMail('NO_SHOW', facts)).toBeNull();
  });

  it('never show the orderId, a bare amount or a zero-padded day', () => {
    const texts = [
      ...(['CONFIRMED', 'CANCELED', 'CANCELED_BY_MANAGER', 'REMINDER', 'NO_SHOW'] as const).flatMap((event) => [
        noticeSms(event, facts),
        noticeMail(event, facts).text,
      ]),
      managerMail('CONFIRMED', facts)!.text,
      managerMail('CANCELED', facts)!.text,
    ];
    for (const text of texts) {
      expect(text).not.toContain(facts.orderId);
      expect(text).toContain('7K4Q-9XMT-Q2RA');
      expect(text).not.toMatch(/\d{4,}원/);
      expect(text).not.toMatch(/월 0\d일/);
    }
    const mail = noticeMail('CONFIRMED', facts).text;
    expect(mail).toContain('예약번호: 7K4Q-9XMT-Q2RA');
    expect(mail).toContain('일정: 12월 4일 (금) ~ 12월 6일 (일)');
    expect(mail).toContain('결제금액: 305,000원');
  });

  it('carry what a guest needs: times, address, the lodging phone, the free-cancel deadline; one LMS at most', () => {
    const sms = noticeSms('CONFIRMED', facts);
    const mail = noticeMail('CONFIRMED', facts).text;
    for (const text of [sms, mail]) {
      expect(text).toContain('12월 4일 (금) 15:00');
      expect(text).toContain('12월 6일 (일) 11:00');
      expect(text).toContain('서울특별시 종로구 북촌로 1');
      expect(text).toContain('02-1234-5678');
      expect(text).toContain('11월 27일 (금) 23:59까지');
    }
    expect(mail).toContain('체크인: 12월 4일 (금) 15:00부터');
    expect(mail).toContain('체크아웃: 12월 6일 (일) 11:00까지');
    expect(mail).toContain('숙소 전화: 02-1234-5678');
    expect(mail).toContain('무료 취소 마감: 11월 27일 (금) 23:59까지 취소하면 전액 환불');
    const long = { ...facts, hotelName: '가'.repeat(100), hotelAddress: '나'.repeat(200) };
    expect(smsBytes(noticeSms('CONFIRMED', long))).toBeLessThanOrEqual(LMS_MAX_BYTES);
    // Past the deadline the texts say so instead of a date; without a phone, no phone line.
    const late = noticeSms('CONFIRMED', { ...facts, freeCancelUntil: null, hotelPhone: null });
    expect(late).toContain('무료 취소 마감 기간 지남');
    expect(late).not.toContain('숙소 전화');
  });

  it('say 환불 완료 with its day and the card timing after a refund, 환불 진행 중 before Toss answers', () => {
    const refunded = { ...facts, refundStatus: 'REFUNDED' as const, refundedAt: new Date('2026-11-20T16:00:00Z') };
    expect(noticeSms('CANCELED', refunded)).toBe(
      '[쉼, 한국] 예약취소 - 예약번호 7K4Q-9XMT-Q2RA / 한옥스테이 북촌 / 환불금액 213,500원 / ' +
        '환불 완료 11월 21일 (토) - 카드사에 따라 3~7영업일 후 환불돼요',
    );
    expect(noticeMail('CANCELED', refunded).text).toContain(
      '환불 상태: 환불 완료 11월 21일 (토) - 카드사에 따라 3~7영업일 후 환불돼요',
    );
    const pending = noticeMail('CANCELED', { ...facts, refundStatus: 'REFUNDING' as const }).text;
    expect(pending).toContain('환불 상태: 환불 진행 중');
    expect(noticeSms('CANCELED', facts)).toBe(
      '[쉼, 한국] 예약취소 - 예약번호 7K4Q-9XMT-Q2RA / 한옥스테이 북촌 / 환불금액 213,500원',
    );
  });
});
