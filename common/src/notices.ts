import {
  CARD_REFUND_TIMING,
  formatDeadline,
  formatInstantDay,
  REFUND_STATUSES,
  type RefundStatus,
} from './booking-facts';
import { formatMonthDay } from './dates';
import { dayUseConfirmedSms, dayUseLabel, formatDayUseSpan } from './day-use-messages';
import { MESSAGES } from './messages';
import { formatWon } from './money';
import { formatPhone } from './validation';

/**
 * The booking notices and the inquiry answer mail: every SMS and e-mail text in one place, in
 * §8's tone. The SMS of a completed payment keeps the original service's format, with the booking number,
 * money as 305,000원 and dates as 12월 4일 (금).
 */

/** What a notice says about its booking. */
export interface NoticeFacts {
  orderId: string;
  /** What every text shows as 예약번호: the number people read (`7K4Q-9XMT-Q2RA`), not the orderId. */
  bookingNumber: string;
  hotelName: string;
  hotelAddress: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  checkinTime: string;
  checkoutTime: string;
  /** The lodging's front desk, when it gave one. */
  hotelPhone: string | null;
  guestName: string;
  persons: number;
  roomCount: number;
  totalAmount: number;
  refundAmount: number;
  /** 무료 취소 마감 (the server's cancellation quote): null when the full refund is over or the booking is not cancellable. */
  freeCancelUntil: Date | null;
  refundStatus: RefundStatus;
  refundedAt: Date | null;
  /** The member's my page, or the guest lookup with the order number filled in. */
  bookingUrl: string;
  /** A 대실's hours (absent or null: a night): the texts name them instead of check-in and check-out. */
  dayUse?: { hours: number; startsAt: Date; endsAt: Date } | null;
}

export type NoticeEvent = 'CONFIRMED' | 'CANCELED' | 'CANCELED_BY_MANAGER' | 'REMINDER' | 'NO_SHOW';

export interface MailText {
  subject: string;
  text: string;
}

/** The subject of an LMS (carriers show it above a long text), and the tag that opens every text. */
export const SMS_SUBJECT = '쉼, 한국';
const SITE = `[${SMS_SUBJECT}]`;

/** `2026-12-04` as `12월 4일 (금)`: the site's way of writing a stay date (common/src/dates.ts). */
export const koreanDate = formatMonthDay;

/** What a text says of the free cancellation: its deadline, or that it is over. */
const freeCancelText = (f: NoticeFacts): string =>
  f.freeCancelUntil ? `${formatDeadline(f.freeCancelUntil)}까지` : '기간 지남 (취소 시 규정에 따라 환불)';

/** The refund as a text says it: 환불 완료 with its day and when the card shows it, or 환불 진행 중. */
function refundText(f: NoticeFacts): string | null {
  if (f.refundStatus === 'REFUNDING') return REFUND_STATUSES.REFUNDING;
  if (f.refundStatus !== 'REFUNDED') return null;
  const day = f.refundedAt ? ` ${formatInstantDay(f.refundedAt)}` : '';
  return `${REFUND_STATUSES.REFUNDED}${day} - ${CARD_REFUND_TIMING}`;
}

const phoneText = (f: NoticeFacts): string | null => (f.hotelPhone ? formatPhone(f.hotelPhone) : null);

export function noticeSms(event: NoticeEvent, f: NoticeFacts): string {
  switch (event) {
    case 'CONFIRMED':
      if (f.dayUse) return dayUseConfirmedSms({ ...f, ...f.dayUse });
      // One LMS at most (LMS_MAX_BYTES): the e-mail carries the rest (room, guests, the policy link).
      return [
        `${SITE} 예약완료! - 예약번호 ${f.bookingNumber}`,
        f.hotelName,
        `체크인 ${koreanDate(f.checkIn)} ${f.checkinTime}`,
        `체크아웃 ${koreanDate(f.checkOut)} ${f.checkoutTime}`,
        `결제금액 ${formatWon(f.totalAmount)}`,
        `무료 취소 마감 ${freeCancelText(f)}`,
        `주소 ${f.hotelAddress}`,
        ...(phoneText(f) ? [`숙소 전화 ${phoneText(f)}`] : []),
      ].join(' / ');
    case 'CANCELED': {
      const refund = refundText(f);
      return `${SITE} 예약취소 - 예약번호 ${f.bookingNumber} / ${f.hotelName}${dayUseText(f)} / 환불금액 ${formatWon(f.refundAmount)}${refund ? ` / ${refund}` : ''}`;
    }
    case 'CANCELED_BY_MANAGER':
      return `${SITE} 예약취소 - 예약번호 ${f.bookingNumber}${dayUseText(f)} / ${f.hotelName} 사정으로 예약이 취소되었습니다. 불편을 드려 죄송합니다. 결제금액 ${formatWon(f.refundAmount)}은 전액 환불됩니다.`;
    case 'NO_SHOW':
      // No refund on a no-show (the front desk's policy): the text says so, and where to ask.
      return `${SITE} 노쇼 처리 - 예약번호 ${f.bookingNumber} / ${f.hotelName} / 체크인 ${koreanDate(f.checkIn)}에 도착하지 않아 노쇼로 처리되었습니다. 결제금액 ${formatWon(f.totalAmount)}은 환불되지 않습니다.${phoneText(f) ? ` / 숙소 전화 ${phoneText(f)}` : ''}`;
    case 'REMINDER':
      if (f.dayUse) {
        return `${SITE} 내일 대실 - ${f.hotelName} / ${f.hotelAddress}${dayUseText(f)} / 예약번호 ${f.bookingNumber}${phoneText(f) ? ` / 숙소 전화 ${phoneText(f)}` : ''}`;
      }
      return `${SITE} 내일 체크인 - ${f.hotelName} / ${f.hotelAddress} / 체크인 ${koreanDate(f.checkIn)} ${f.checkinTime}부터 / 예약번호 ${f.bookingNumber}${phoneText(f) ? ` / 숙소 전화 ${phoneText(f)}` : ''}`;
  }
}

/** ` / 대실 4시간 12월 4일 (금) 14:00–18:00` of a 대실, nothing of a night. */
const dayUseText = (f: NoticeFacts): string =>
  f.dayUse ? ` / ${dayUseLabel(f.dayUse.hours)} ${formatDayUseSpan(f.dayUse.startsAt, f.dayUse.endsAt)}` : '';

/** A 대실's one line of when, in place of a night's dates and times. */
const whenLines = (f: NoticeFacts): string[] =>
  f.dayUse
    ? [`이용: ${dayUseLabel(f.dayUse.hours)} ${formatDayUseSpan(f.dayUse.startsAt, f.dayUse.endsAt)}`]
    : [
        `일정: ${koreanDate(f.checkIn)} ~ ${koreanDate(f.checkOut)}`,
        `체크인: ${koreanDate(f.checkIn)} ${f.checkinTime}부터`,
        `체크아웃: ${koreanDate(f.checkOut)} ${f.checkoutTime}까지`,
      ];

function stayLines(f: NoticeFacts): string[] {
  return [
    `예약번호: ${f.bookingNumber}`,
    `숙소: ${f.hotelName}`,
    `주소: ${f.hotelAddress}`,
    ...(phoneText(f) ? [`숙소 전화: ${phoneText(f)}`] : []),
    `객실: ${f.roomName} ${f.roomCount}실`,
    ...whenLines(f),
    `인원: ${f.persons}명`,
  ];
}

/** The guest's or member's e-mail of an event. */
export function noticeMail(event: NoticeEvent, f: NoticeFacts): MailText {
  const lines = stayLines(f);
  switch (event) {
    case 'CONFIRMED':
      return {
        subject: `${SITE} 예약이 완료되었습니다 (${f.hotelName})`,
        text: [
          `${f.guestName}님, 예약이 완료되었습니다.`,
          '',
          ...lines,
          `결제금액: ${formatWon(f.totalAmount)}`,
          f.freeCancelUntil
            ? `무료 취소 마감: ${formatDeadline(f.freeCancelUntil)}까지 취소하면 전액 환불`
            : `무료 취소 마감: 지났습니다 (지금 취소하면 취소 규정에 따라 환불)`,
          '',
          `예약 확인: ${f.bookingUrl}`,
        ].join('\n'),
      };
    case 'CANCELED':
    case 'CANCELED_BY_MANAGER':
      return {
        subject: `${SITE} 예약이 취소되었습니다 (${f.hotelName})`,
        text: [
          event === 'CANCELED_BY_MANAGER'
            ? `${f.guestName}님, 숙소 사정으로 예약이 취소되었습니다. 불편을 드려 죄송합니다.`
            : `${f.guestName}님, 예약이 취소되었습니다.`,
          '',
          ...lines,
          `환불금액: ${formatWon(f.refundAmount)}`,
          ...(refundText(f) ? [`환불 상태: ${refundText(f)}`] : []),
          '',
          `예약 확인: ${f.bookingUrl}`,
        ].join('\n'),
      };
    case 'NO_SHOW':
      return {
        subject: `${SITE} 노쇼로 처리되었습니다 (${f.hotelName})`,
        text: [
          `${f.guestName}님, 체크인 날짜에 도착하지 않으셔서 예약이 노쇼로 처리되었습니다.`,
          '',
          ...lines,
          `결제금액: ${formatWon(f.totalAmount)} (노쇼는 환불되지 않습니다)`,
          '착오가 있었다면 숙소로 연락해주세요.',
          '',
          `예약 확인: ${f.bookingUrl}`,
        ].join('\n'),
      };
    case 'REMINDER': {
      const what = f.dayUse ? '대실' : '체크인';
      return {
        subject: `${SITE} 내일 ${what}입니다 (${f.hotelName})`,
        text: [`${f.guestName}님, 내일 ${what}입니다.`, '', ...lines, '', `예약 확인: ${f.bookingUrl}`].join('\n'),
      };
    }
  }
}

/** One language's booking notices: the LMS title, and per event the SMS and the e-mail to the booker. */
export interface NoticeCatalogue {
  smsSubject: string;
  sms: Record<NoticeEvent, (f: NoticeFacts) => string>;
  mail: Record<NoticeEvent, (f: NoticeFacts) => MailText>;
}

const KOREAN_EVENTS: readonly NoticeEvent[] = ['CONFIRMED', 'CANCELED', 'CANCELED_BY_MANAGER', 'REMINDER', 'NO_SHOW'];

/** The Korean notices, the source every translation follows (notices.en.ts, notices.ja.ts, notices.zh-Hans.ts). */
export const KO_NOTICES: NoticeCatalogue = {
  smsSubject: SMS_SUBJECT,
  sms: Object.fromEntries(KOREAN_EVENTS.map((e) => [e, (f: NoticeFacts) => noticeSms(e, f)])) as NoticeCatalogue['sms'],
  mail: Object.fromEntries(
    KOREAN_EVENTS.map((e) => [e, (f: NoticeFacts) => noticeMail(e, f)]),
  ) as NoticeCatalogue['mail'],
};

/** The lodging manager's e-mail of an event (new booking, cancellation); none for the others. */
export function managerMail(event: NoticeEvent, f: NoticeFacts): MailText | null {
  const lines = [
    `예약번호: ${f.bookingNumber}`,
    `예약자: ${f.guestName}`,
    `객실: ${f.roomName} ${f.roomCount}실`,
    ...(f.dayUse ? whenLines(f) : [`일정: ${koreanDate(f.checkIn)} ~ ${koreanDate(f.checkOut)}`]),
    `인원: ${f.persons}명`,
  ];
  if (event === 'CONFIRMED') {
    return {
      subject: `${SITE} 새 예약이 들어왔습니다 (${f.hotelName})`,
      text: ['새 예약이 들어왔습니다.', '', ...lines, `결제금액: ${formatWon(f.totalAmount)}`].join('\n'),
    };
  }
  if (event === 'CANCELED') {
    return {
      subject: `${SITE} 예약이 취소되었습니다 (${f.hotelName})`,
      text: ['고객이 예약을 취소했습니다.', '', ...lines, `환불금액: ${formatWon(f.refundAmount)}`].join('\n'),
    };
  }
  return null;
}

/** What the answer mail to an inquiry's author quotes. */
export interface InquiryAnswerFacts {
  authorName: string;
  title: string;
  content: string;
  answer: string;
}

/** The answer e-mail to an inquiry's author: the question quoted, then the answer. */
export function inquiryAnswerMail(f: InquiryAnswerFacts): MailText {
  return {
    subject: MESSAGES.mailInquiryAnswerSubject,
    text: [
      `안녕하세요, ${f.authorName}님. 쉼, 한국입니다.`,
      '',
      '남겨주신 문의에 답변이 등록되었습니다.',
      '',
      `문의 제목: ${f.title}`,
      '',
      '[문의 내용]',
      f.content,
      '',
      '[답변]',
      f.answer,
      '',
      '쉼, 한국 드림',
    ].join('\n'),
  };
}

/** SMS up to 90 bytes in the carriers' EUC-KR count (a Hangul syllable is 2); longer goes as LMS. */
export const SMS_MAX_BYTES = 90;
/** An LMS carries up to 2,000 bytes (Solapi); a booking text never needs a second one. */
export const LMS_MAX_BYTES = 2000;

export function smsBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

export const smsTypeOf = (text: string): 'SMS' | 'LMS' => (smsBytes(text) <= SMS_MAX_BYTES ? 'SMS' : 'LMS');

/** The administrator's 알림 발송 현황: what each state is called, and its messages. */
export const NOTIFICATION_VIEWS = {
  SENT: '발송 완료',
  RETRYING: '재시도 중',
  FAILED: '발송 실패',
  SUPPRESSED: '발송 제한',
} as const;
export type NotificationView = keyof typeof NOTIFICATION_VIEWS;
export const NOTIFICATION_VIEW_KEYS = Object.keys(NOTIFICATION_VIEWS) as NotificationView[];

export const NOTICE_EVENT_LABELS: Record<string, string> = {
  CONFIRMED: '예약 완료',
  CANCELED: '예약 취소',
  CANCELED_BY_MANAGER: '숙소 측 취소',
  REMINDER: '체크인 전날 안내',
  NO_SHOW: '노쇼 처리',
  INQUIRY_ANSWERED: '문의 답변',
};

export const NOTICE_MESSAGES = {
  notificationNotFound: '알림을 찾을 수 없습니다.',
  notificationNotFailed: '발송에 실패한 알림만 다시 보낼 수 있습니다.',
  notificationViewInvalid: '상태는 SENT, RETRYING, FAILED, SUPPRESSED 중 하나여야 합니다.',
  suppressedPerPhone: (cap: number) => `이 번호로 오늘 보낸 문자가 하루 한도(${cap}건)에 이르러 보내지 않았습니다.`,
  suppressedPerAccount: (cap: number) =>
    `이 회원의 예약으로 오늘 보낸 문자가 하루 한도(${cap}건)에 이르러 보내지 않았습니다.`,
  suppressedPerAddress: (cap: number) => `이 주소로 오늘 보낸 메일이 하루 한도(${cap}건)에 이르러 보내지 않았습니다.`,
  notificationRetried: '알림을 다시 보냅니다.',
} as const;
