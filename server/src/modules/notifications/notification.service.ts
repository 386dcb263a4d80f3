import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '@shim/common/dates';
import { localePath } from '@shim/common/locales';
import { noticesFor } from '@shim/common/notice-locales';
import {
  inquiryAnswerMail,
  managerMail,
  type InquiryAnswerFacts,
  type MailText,
  type NoticeEvent,
  type NoticeFacts,
} from '@shim/common/notices';
import {
  webhookDisabledMail,
  webhookPausedMail,
  type WebhookDisabledFacts,
  type WebhookPausedFacts,
} from '@shim/common/webhooks';
import { siteOrigin, type AppServices } from '../../platform/context';
import { enqueue, enqueueMany, enqueueSql } from '../../platform/jobs/job-queue';
import { freeCancelUntilOf, refundOf } from '@shim/common/cancellation';
import { dayUseFreeCancelUntilOf } from '@shim/common/day-use-quote';
import { withinDailyCaps } from './notification-caps';
import { queueSends, wakeSmsDispatcher } from './notification-dispatch.service';
import {
  beginAttempt,
  bookingFactsOf,
  insertNotifications,
  notificationById,
  recordFailure,
  recordSent,
  type BookingFactsRow,
  type NewNotification,
} from './notification.repository';

export const BOOKING_NOTICE_TASK = 'booking-notice';
/** The confirmations' notices wait in one job under this key, composed together (graphile-worker batch job). */
const CONFIRMED_NOTICES_KEY = 'notices:CONFIRMED';

/** The booking events that notify people; a hold that expires unpaid notifies no one. */
export type BookingEvent = Exclude<NoticeEvent, 'REMINDER'>;

/**
 * THE hook of a booking's state change: call it in the transaction that writes the change, so its
 * notices exist exactly when the change commits. Composing and sending happen later, off the request.
 */
export async function noticeBookingEvent(tx: EntityManager, reservationId: number, event: BookingEvent): Promise<void> {
  await enqueue(tx, BOOKING_NOTICE_TASK, { reservationId, event }, { key: `notice:${event}:${reservationId}` });
}

/**
 * The confirmation's hook as one SQL expression, for the confirming prepared statement: the booking joins the
 * waiting batch of confirmations (its array payload is appended to), so a busy minute is a few compose jobs,
 * not one per booking.
 */
export const noticeConfirmedSql = (reservationIdSql: string): string =>
  enqueueSql(
    BOOKING_NOTICE_TASK,
    `json_build_array(json_build_object('reservationId', ${reservationIdSql}, 'event', 'CONFIRMED'))`,
    `'${CONFIRMED_NOTICES_KEY}'`,
  );

/**
 * THE hook of an answered inquiry: its answer mail to the author, written and enqueued in the answering
 * transaction, so the answer is stored exactly when its mail is on the queue (and it is sent after).
 */
export async function noticeInquiryAnswered(
  tx: EntityManager,
  inquiryId: number,
  to: string,
  facts: InquiryAnswerFacts,
): Promise<void> {
  const mail = inquiryAnswerMail(facts);
  await queueMessages(tx, [
    {
      key: `INQUIRY_ANSWERED:${inquiryId}:author:EMAIL`,
      event: 'INQUIRY_ANSWERED',
      channel: 'EMAIL',
      recipient: to,
      subject: mail.subject,
      body: mail.text,
      reservationId: null,
    },
  ]);
}

/**
 * THE hook of a webhook switched off after failing for 24 h: its owner's mail, written and enqueued in
 * the transaction that switches it off (one per switch-off, by key).
 */
export async function noticeWebhookDisabled(
  tx: EntityManager,
  switchOff: { endpointId: number; at: Date; to: string; facts: WebhookDisabledFacts },
): Promise<void> {
  await mailWebhookOwner(tx, 'WEBHOOK_DISABLED', switchOff, webhookDisabledMail(switchOff.facts));
}

/** THE hook of a webhook paused by its circuit: its owner's mail, in the pausing transaction (one per pause). */
export async function noticeWebhookPaused(
  tx: EntityManager,
  pause: { endpointId: number; at: Date; to: string; facts: WebhookPausedFacts },
): Promise<void> {
  await mailWebhookOwner(tx, 'WEBHOOK_PAUSED', pause, webhookPausedMail(pause.facts));
}

async function mailWebhookOwner(
  tx: EntityManager,
  event: 'WEBHOOK_DISABLED' | 'WEBHOOK_PAUSED',
  change: { endpointId: number; at: Date; to: string },
  mail: { subject: string; text: string },
): Promise<void> {
  await queueMessages(tx, [
    {
      key: `${event}:${change.endpointId}:${change.at.getTime()}:owner:EMAIL`,
      event,
      channel: 'EMAIL',
      recipient: change.to,
      subject: mail.subject,
      body: mail.text,
      reservationId: null,
    },
  ]);
}

/** Writes the messages not written yet (by key) and puts them on their way, in `tx`. */
async function queueMessages(tx: EntityManager, messages: NewNotification[]): Promise<void> {
  await queueSends(tx, await insertNotifications(tx, messages));
}

/** 10:00 in Seoul on the day before check-in: when the reminder goes. */
export const reminderAt = (checkIn: string): Date => new Date(`${addDays(checkIn, -1)}T10:00:00+09:00`);

/** One booking event to notify: a `booking-notice` job's payload is one, or a batch of them. */
export interface BookingNotice {
  reservationId: number;
  event: NoticeEvent;
}

/**
 * The `booking-notice` job: writes the events' messages (one per recipient and channel, by key, so a retried
 * job adds none twice) and puts them on their way, in one transaction for the whole batch; after a
 * confirmation it also books the reminder for 10:00 Seoul the day before check-in. When the batch fails, each
 * of its bookings goes on in a job of its own, so one booking that cannot be composed holds up no other.
 */
export async function composeNotices(app: AppServices, payload: BookingNotice | BookingNotice[]): Promise<void> {
  // A booking twice in a batch is composed once: add_jobs takes its reminder's key once per statement.
  const byKey = new Map(
    (Array.isArray(payload) ? payload : [payload]).map((n) => [`${n.event}:${n.reservationId}`, n]),
  );
  const notices = [...byKey.values()];
  try {
    await app.orm.em.fork().transactional((tx) => composeBatch(app, tx, notices));
  } catch (error) {
    if (notices.length === 1) throw error;
    app.logger.warn({ err: error, bookings: notices.length }, '예약 알림 묶음 작성 실패: 한 건씩 다시 작성합니다');
    await app.orm.em.fork().transactional((tx) =>
      enqueueMany(
        tx,
        notices.map((notice) => ({
          task: BOOKING_NOTICE_TASK,
          payload: { ...notice },
          options: { key: `notice:${notice.event}:${notice.reservationId}` },
        })),
      ),
    );
  }
}

async function composeBatch(app: AppServices, tx: EntityManager, notices: BookingNotice[]): Promise<void> {
  const facts = new Map(
    (
      await bookingFactsOf(
        tx,
        notices.map((n) => n.reservationId),
      )
    ).map((b) => [b.reservationId, b]),
  );
  const today = app.clock.today();
  const now = app.clock.now();
  const due = notices.flatMap(({ reservationId, event }) => {
    const booking = facts.get(reservationId);
    if (!booking) return [];
    // A reminder of a booking cancelled meanwhile, or one already past, is not sent.
    if (event === 'REMINDER' && (booking.status !== 'CONFIRMED' || today >= booking.checkIn)) return [];
    return [{ booking, event }];
  });
  const messages = await withinDailyCaps(
    tx,
    app,
    due.map(({ booking, event }) => ({ booker: booking, messages: messagesOf(app, booking, event) })),
  );
  await queueMessages(tx, messages);
  await enqueueMany(
    tx,
    due
      .filter(({ booking, event }) => event === 'CONFIRMED' && reminderAt(booking.checkIn) > now)
      .map(({ booking }) => ({
        task: BOOKING_NOTICE_TASK,
        payload: { reservationId: booking.reservationId, event: 'REMINDER' },
        options: { key: `notice:REMINDER:${booking.reservationId}`, runAt: reminderAt(booking.checkIn) },
      })),
  );
}

/** A 대실's hours as the texts name them (the guest's hours: the buffer is the lodging's). */
const dayUseOf = (b: BookingFactsRow) =>
  b.kind === 'DAY_USE' && b.dayUseStartsAt && b.dayUseEndsAt
    ? {
        hours: (b.dayUseEndsAt.getTime() - b.dayUseStartsAt.getTime()) / 3_600_000,
        startsAt: b.dayUseStartsAt,
        endsAt: b.dayUseEndsAt,
      }
    : null;

/** Who hears of `event` and how. */
function messagesOf(app: AppServices, b: BookingFactsRow, event: NoticeEvent): NewNotification[] {
  const site = siteOrigin(app.config);
  const now = app.clock.now();
  const dayUse = dayUseOf(b);
  const facts: NoticeFacts = {
    ...b,
    refundAmount: b.canceledAmount,
    // The same rules as the booking pages: the quote's free-cancel deadline, the money state's refund.
    freeCancelUntil: dayUse
      ? dayUseFreeCancelUntilOf({ ...b, startsAt: dayUse.startsAt }, now, b.dayUseFreeCancelMinutes)
      : freeCancelUntilOf(b, now),
    dayUse,
    ...refundOf(b),
    // The page in the guest's language (a Korean booking keeps its paths).
    bookingUrl: b.memberId
      ? `${site}${localePath(b.locale, '/mypage')}`
      : `${site}${localePath(b.locale, '/booking-check')}?bookingNumber=${encodeURIComponent(b.bookingNumber)}`,
  };
  const out: NewNotification[] = [];
  const add = (who: string, channel: 'SMS' | 'EMAIL', recipient: string, body: string, subject: string | null) =>
    out.push({
      key: `${event}:${b.reservationId}:${who}:${channel}`,
      event,
      channel,
      recipient,
      subject,
      body,
      reservationId: b.reservationId,
    });
  const notices = noticesFor(b.locale);
  const sms = notices.sms[event](facts);
  const mail = notices.mail[event](facts);
  if (b.memberId) {
    if (b.memberEmail) add('member', 'EMAIL', b.memberEmail, mail.text, mail.subject);
    const phone = b.phone ?? b.memberPhone;
    if (phone && (event === 'CONFIRMED' || event === 'REMINDER')) add('member', 'SMS', phone, sms, notices.smsSubject);
  } else {
    if (b.phone) add('guest', 'SMS', b.phone, sms, notices.smsSubject);
    // A guest's e-mail (optional at checkout) gets what their phone gets: abroad it is the voucher they keep.
    if (b.guestEmail) add('guest', 'EMAIL', b.guestEmail, mail.text, mail.subject);
  }
  // The lodging's manager reads the console's language: Korean, whatever the guest's.
  const notice = managerMail(event, facts);
  if (notice && b.managerEmail) add('manager', 'EMAIL', b.managerEmail, notice.text, notice.subject);
  return out;
}

/**
 * The `send-notification` job: one mail through SMTP. The attempt is recorded before the call and the answer
 * after it. An SMS (a job queued before SMS went to the dispatcher) is handed to the dispatcher.
 */
export async function deliverNotification(
  app: AppServices,
  id: number,
  job: { attempt: number; maxAttempts: number },
): Promise<void> {
  const em = app.orm.em.fork();
  const message = await notificationById(em, id);
  if (!message || message.status === 'SENT') return;
  if (message.channel === 'SMS') return wakeSmsDispatcher(em);
  await beginAttempt(em, id, new Date());
  try {
    const mail = { subject: message.subject ?? '', text: message.body };
    await app.adapters.mail.send({ to: message.recipient, ...mail, html: htmlOf(mail, langOf(message)) });
    await recordSent(em, id, null, app.clock.now());
  } catch (error) {
    const status = job.attempt >= job.maxAttempts ? 'FAILED' : 'PENDING';
    await recordFailure(em, id, status, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** The HTML part's language: the booking's, but a manager's copy is Korean whatever the guest's. */
const langOf = (message: { key: string; locale: string }) =>
  message.key.split(':')[2] === 'manager' ? 'ko' : message.locale;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML part: the text's lines, its link made clickable, in the text's language. */
function htmlOf(mail: MailText, lang = 'ko'): string {
  const lines = mail.text.split('\n').map((line) => {
    const link = /^(.*[:：] ?)(https?:\/\/\S+)$/.exec(line);
    return link
      ? `${escapeHtml(link[1]!)}<a href="${escapeHtml(link[2]!)}">${escapeHtml(link[2]!)}</a>`
      : escapeHtml(line);
  });
  return `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:sans-serif;line-height:1.6"><h2>${escapeHtml(mail.subject)}</h2><p>${lines.join('<br>')}</p></body></html>`;
}
