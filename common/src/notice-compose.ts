import type { RefundStatus } from './booking-facts';
import { englishAddress } from './english-address';
import type { Locale } from './locales';
import {
  formatDayUseSpanIn,
  formatDeadlineIn,
  formatInstantDayIn,
  formatStayDateIn,
  formatWonIn,
} from './notice-format';
import type { MailText, NoticeCatalogue, NoticeEvent, NoticeFacts } from './notices';
import { formatPhone } from './validation';

type Translated = Exclude<Locale, 'ko'>;

/**
 * A translated language's words for the booking notices; composeNotices lays them out as the Korean texts are
 * laid out (notices.ts), so every language says the same facts in the same order.
 */
export interface NoticeWords {
  locale: Translated;
  /** What opens every text, as `[쉼, 한국]` does in Korean. */
  site: string;
  /** Between a label and its value (`: `, `：`). */
  colon: string;
  label: {
    bookingNumber: string;
    lodging: string;
    address: string;
    lodgingPhone: string;
    room: string;
    dates: string;
    checkIn: string;
    checkOut: string;
    use: string;
    guests: string;
    paid: string;
    refund: string;
    refundState: string;
    freeCancel: string;
    manage: string;
  };
  rooms(count: number): string;
  persons(count: number): string;
  dayUse(hours: number): string;
  /** `from 15:00` after a check-in date and time; `by 11:00` after a check-out. */
  fromTime(time: string): string;
  byTime(time: string): string;
  /** The free-cancel line's value: until a deadline, or over. */
  freeCancelUntil(deadline: string): string;
  freeCancelOver: string;
  refundStates: Record<Exclude<RefundStatus, 'NONE'>, string>;
  cardRefundTiming: string;
  /** A Korean address is followed by its English form for reading, the Korean kept for taxis and maps. */
  addressNote(english: string, korean: string): string;
  /** The first words of each SMS. */
  sms: {
    confirmed: string;
    dayUseConfirmed: string;
    canceled: string;
    canceledByManager(hotel: string, amount: string): string;
    noShow(hotel: string, date: string, amount: string): string;
    reminder: string;
    dayUseReminder: string;
  };
  mail: {
    confirmedSubject(hotel: string): string;
    confirmed(name: string): string;
    freeCancelMail(deadline: string): string;
    freeCancelMailOver: string;
    canceledSubject(hotel: string): string;
    canceled(name: string): string;
    canceledByManager(name: string): string;
    noShowSubject(hotel: string): string;
    noShow(name: string): string;
    noShowPaid(amount: string): string;
    noShowAsk: string;
    reminderSubject(hotel: string, dayUse: boolean): string;
    reminder(name: string, dayUse: boolean): string;
  };
}

const NOTICE_EVENTS: readonly NoticeEvent[] = ['CONFIRMED', 'CANCELED', 'CANCELED_BY_MANAGER', 'REMINDER', 'NO_SHOW'];

/** Builds a language's catalogue from its words: one SMS and one e-mail per event, as the Korean one. */
export function composeNotices(w: NoticeWords): NoticeCatalogue {
  const site = `[${w.site}]`;
  const won = (amount: number) => formatWonIn(w.locale, amount);
  const date = (iso: string) => formatStayDateIn(w.locale, iso);
  const deadline = (at: Date) => formatDeadlineIn(w.locale, at);
  const line = (label: string, value: string) => `${label}${w.colon}${value}`;
  const phone = (f: NoticeFacts) => (f.hotelPhone ? formatPhone(f.hotelPhone) : null);
  const address = (f: NoticeFacts) => {
    const english = englishAddress(f.hotelAddress);
    return english && english !== f.hotelAddress ? w.addressNote(english, f.hotelAddress) : f.hotelAddress;
  };
  const dayUse = (f: NoticeFacts) =>
    f.dayUse ? `${w.dayUse(f.dayUse.hours)} ${formatDayUseSpanIn(w.locale, f.dayUse.startsAt, f.dayUse.endsAt)}` : null;
  const freeCancel = (f: NoticeFacts) =>
    f.freeCancelUntil ? w.freeCancelUntil(deadline(f.freeCancelUntil)) : w.freeCancelOver;
  const refund = (f: NoticeFacts): string | null => {
    if (f.refundStatus === 'REFUNDING') return w.refundStates.REFUNDING;
    if (f.refundStatus !== 'REFUNDED') return null;
    const day = f.refundedAt ? ` ${formatInstantDayIn(w.locale, f.refundedAt)}` : '';
    return `${w.refundStates.REFUNDED}${day} - ${w.cardRefundTiming}`;
  };
  const phoneTail = (f: NoticeFacts) => (phone(f) ? ` / ${w.label.lodgingPhone} ${phone(f)}` : '');
  const dayUseTail = (f: NoticeFacts) => (dayUse(f) ? ` / ${dayUse(f)}` : '');

  const sms: NoticeCatalogue['sms'] = {
    CONFIRMED: (f) =>
      [
        `${site} ${f.dayUse ? w.sms.dayUseConfirmed : w.sms.confirmed} - ${w.label.bookingNumber} ${f.bookingNumber}`,
        f.hotelName,
        ...(f.dayUse
          ? [dayUse(f)!]
          : [
              `${w.label.checkIn} ${date(f.checkIn)} ${f.checkinTime}`,
              `${w.label.checkOut} ${date(f.checkOut)} ${f.checkoutTime}`,
            ]),
        `${w.label.paid} ${won(f.totalAmount)}`,
        `${w.label.freeCancel} ${freeCancel(f)}`,
        `${w.label.address} ${address(f)}`,
        ...(phone(f) ? [`${w.label.lodgingPhone} ${phone(f)}`] : []),
      ].join(' / '),
    CANCELED: (f) => {
      const state = refund(f);
      return `${site} ${w.sms.canceled} - ${w.label.bookingNumber} ${f.bookingNumber} / ${f.hotelName}${dayUseTail(f)} / ${w.label.refund} ${won(f.refundAmount)}${state ? ` / ${state}` : ''}`;
    },
    CANCELED_BY_MANAGER: (f) =>
      `${site} ${w.sms.canceled} - ${w.label.bookingNumber} ${f.bookingNumber}${dayUseTail(f)} / ${w.sms.canceledByManager(f.hotelName, won(f.refundAmount))}`,
    NO_SHOW: (f) =>
      `${site} ${w.sms.noShow(f.hotelName, date(f.checkIn), won(f.totalAmount))} - ${w.label.bookingNumber} ${f.bookingNumber}${phoneTail(f)}`,
    REMINDER: (f) =>
      f.dayUse
        ? `${site} ${w.sms.dayUseReminder} - ${f.hotelName} / ${address(f)}${dayUseTail(f)} / ${w.label.bookingNumber} ${f.bookingNumber}${phoneTail(f)}`
        : `${site} ${w.sms.reminder} - ${f.hotelName} / ${address(f)} / ${w.label.checkIn} ${date(f.checkIn)} ${w.fromTime(f.checkinTime)} / ${w.label.bookingNumber} ${f.bookingNumber}${phoneTail(f)}`,
  };

  const stayLines = (f: NoticeFacts): string[] => [
    line(w.label.bookingNumber, f.bookingNumber),
    line(w.label.lodging, f.hotelName),
    line(w.label.address, address(f)),
    ...(phone(f) ? [line(w.label.lodgingPhone, phone(f)!)] : []),
    line(w.label.room, `${f.roomName} ${w.rooms(f.roomCount)}`),
    ...(f.dayUse
      ? [line(w.label.use, dayUse(f)!)]
      : [
          line(w.label.dates, `${date(f.checkIn)} – ${date(f.checkOut)}`),
          line(w.label.checkIn, `${date(f.checkIn)} ${w.fromTime(f.checkinTime)}`),
          line(w.label.checkOut, `${date(f.checkOut)} ${w.byTime(f.checkoutTime)}`),
        ]),
    line(w.label.guests, w.persons(f.persons)),
  ];
  const closing = (f: NoticeFacts) => ['', line(w.label.manage, f.bookingUrl)];
  const canceledMail =
    (event: 'CANCELED' | 'CANCELED_BY_MANAGER') =>
    (f: NoticeFacts): MailText => ({
      subject: `${site} ${w.mail.canceledSubject(f.hotelName)}`,
      text: [
        event === 'CANCELED_BY_MANAGER' ? w.mail.canceledByManager(f.guestName) : w.mail.canceled(f.guestName),
        '',
        ...stayLines(f),
        line(w.label.refund, won(f.refundAmount)),
        ...(refund(f) ? [line(w.label.refundState, refund(f)!)] : []),
        ...closing(f),
      ].join('\n'),
    });

  const mail: NoticeCatalogue['mail'] = {
    CONFIRMED: (f) => ({
      subject: `${site} ${w.mail.confirmedSubject(f.hotelName)}`,
      text: [
        w.mail.confirmed(f.guestName),
        '',
        ...stayLines(f),
        line(w.label.paid, won(f.totalAmount)),
        line(
          w.label.freeCancel,
          f.freeCancelUntil ? w.mail.freeCancelMail(deadline(f.freeCancelUntil)) : w.mail.freeCancelMailOver,
        ),
        ...closing(f),
      ].join('\n'),
    }),
    CANCELED: canceledMail('CANCELED'),
    CANCELED_BY_MANAGER: canceledMail('CANCELED_BY_MANAGER'),
    NO_SHOW: (f) => ({
      subject: `${site} ${w.mail.noShowSubject(f.hotelName)}`,
      text: [
        w.mail.noShow(f.guestName),
        '',
        ...stayLines(f),
        line(w.label.paid, w.mail.noShowPaid(won(f.totalAmount))),
        w.mail.noShowAsk,
        ...closing(f),
      ].join('\n'),
    }),
    REMINDER: (f) => ({
      subject: `${site} ${w.mail.reminderSubject(f.hotelName, Boolean(f.dayUse))}`,
      text: [w.mail.reminder(f.guestName, Boolean(f.dayUse)), '', ...stayLines(f), ...closing(f)].join('\n'),
    }),
  };

  return { smsSubject: w.site, sms, mail };
}

export { NOTICE_EVENTS };
