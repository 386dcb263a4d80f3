import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '@shim/common/dates';
import {
  inquiryAnswerMail,
  managerMail,
  noticeMail,
  noticeSms,
  SMS_SUBJECT,
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
import { enqueue, enqueueSql } from '../../platform/jobs/job-queue';
import { SmsError } from '../../platform/sms/solapi';
import { freeCancelUntilOf, refundOf } from '@shim/common/cancellation';
import { withinDailyCaps } from './notification-caps';
import {
  beginAttempt,
  bookingFacts,
  insertNotifications,
  notificationById,
  recordFailure,
  recordSent,
  type BookingFactsRow,
  type NewNotification,
} from './notification.repository';

export const BOOKING_NOTICE_TASK = 'booking-notice';
export const SEND_NOTIFICATION_TASK = 'send-notification';

/** The booking events that notify people; a hold that expires unpaid notifies no one. */
export type BookingEvent = Exclude<NoticeEvent, 'REMINDER'>;

/**
 * THE hook of a booking's state change: call it in the transaction that writes the change, so its
 * notices exist exactly when the change commits. Composing and sending happen later, off the request.
 */
export async function noticeBookingEvent(tx: EntityManager, reservationId: number, event: BookingEvent): Promise<void> {
  await enqueue(tx, BOOKING_NOTICE_TASK, { reservationId, event }, { key: `notice:${event}:${reservationId}` });
}

/** The same hook as one SQL expression, for a state change written by a single prepared statement. */
export const noticeBookingEventSql = (event: BookingEvent, reservationIdSql: string): string =>
  enqueueSql(
    BOOKING_NOTICE_TASK,
    `json_build_object('reservationId', ${reservationIdSql}, 'event', '${event}')`,
    `'notice:${event}:' || ${reservationIdSql}`,
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

/** Writes the messages not written yet (by key) and enqueues one send of each, in `tx`. */
async function queueMessages(tx: EntityManager, messages: NewNotification[]): Promise<void> {
  const ids = await insertNotifications(tx, messages);
  for (const id of ids) await enqueue(tx, SEND_NOTIFICATION_TASK, { id }, { key: `send:${id}` });
}

/** 10:00 in Seoul on the day before check-in: when the reminder goes. */
export const reminderAt = (checkIn: string): Date => new Date(`${addDays(checkIn, -1)}T10:00:00+09:00`);

/**
 * The `booking-notice` job: writes the event's messages (one per recipient and channel, by key, so a
 * retried job adds none twice) and enqueues their sends, in one transaction; after a confirmation it also
 * books the reminder for 10:00 Seoul the day before check-in.
 */
export async function composeNotices(app: AppServices, payload: { reservationId: number; event: NoticeEvent }) {
  const { reservationId, event } = payload;
  await app.orm.em.fork().transactional(async (tx) => {
    const booking = await bookingFacts(tx, reservationId);
    if (!booking) return;
    // A reminder of a booking cancelled meanwhile, or one already past, is not sent.
    if (event === 'REMINDER' && (booking.status !== 'CONFIRMED' || app.clock.today() >= booking.checkIn)) return;
    await queueMessages(tx, await withinDailyCaps(tx, app, booking, messagesOf(app, booking, event)));
    const remindAt = reminderAt(booking.checkIn);
    if (event === 'CONFIRMED' && remindAt > app.clock.now()) {
      await enqueue(
        tx,
        BOOKING_NOTICE_TASK,
        { reservationId, event: 'REMINDER' },
        { key: `notice:REMINDER:${reservationId}`, runAt: remindAt },
      );
    }
  });
}

/** Who hears of `event` and how. */
function messagesOf(app: AppServices, b: BookingFactsRow, event: NoticeEvent): NewNotification[] {
  const site = siteOrigin(app.config);
  const now = app.clock.now();
  const facts: NoticeFacts = {
    ...b,
    refundAmount: b.canceledAmount,
    // The same rules as the booking pages: the quote's free-cancel deadline, the money state's refund.
    freeCancelUntil: freeCancelUntilOf(b, now),
    ...refundOf(b),
    bookingUrl: b.memberId
      ? `${site}/mypage`
      : `${site}/booking-check?bookingNumber=${encodeURIComponent(b.bookingNumber)}`,
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
  const sms = noticeSms(event, facts);
  const mail = noticeMail(event, facts);
  if (b.memberId) {
    if (b.memberEmail) add('member', 'EMAIL', b.memberEmail, mail.text, mail.subject);
    const phone = b.phone ?? b.memberPhone;
    if (phone && (event === 'CONFIRMED' || event === 'REMINDER')) add('member', 'SMS', phone, sms, SMS_SUBJECT);
  } else if (b.phone) {
    add('guest', 'SMS', b.phone, sms, SMS_SUBJECT);
  }
  const notice = managerMail(event, facts);
  if (notice && b.managerEmail) add('manager', 'EMAIL', b.managerEmail, notice.text, notice.subject);
  return out;
}

/**
 * The `send-notification` job: one message through its channel, exactly once. The attempt is recorded
 * before the call and the provider's answer after it; an attempt whose answer never came (a timeout, a
 * crash) is first looked up at Solapi, so a message it accepted is never sent again.
 */
export async function deliverNotification(
  app: AppServices,
  selfUrl: string,
  id: number,
  job: { attempt: number; maxAttempts: number },
): Promise<void> {
  const em = app.orm.em.fork();
  const message = await notificationById(em, id);
  if (!message || message.status === 'SENT') return;
  if (message.status === 'SENDING' && message.channel === 'SMS' && message.attemptedAt) {
    const accepted = await app.adapters.sms.findAccepted(selfUrl, {
      to: message.recipient,
      text: message.body,
      since: new Date(new Date(message.attemptedAt).getTime() - 60_000),
    });
    if (accepted) return recordSent(em, id, accepted.messageId, app.clock.now());
  }
  // The provider's time, not the app's clock: the lookup above searches the provider's log from here.
  await beginAttempt(em, id, new Date());
  try {
    let providerId: string | null = null;
    if (message.channel === 'SMS') {
      const receipt = await app.adapters.sms.send(selfUrl, {
        to: message.recipient,
        text: message.body,
        subject: message.subject ?? undefined,
      });
      providerId = receipt.messageId;
    } else {
      const mail = { subject: message.subject ?? '', text: message.body };
      await app.adapters.mail.send({ to: message.recipient, ...mail, html: htmlOf(mail) });
    }
    await recordSent(em, id, providerId, app.clock.now());
  } catch (error) {
    const outcomeUnknown = error instanceof SmsError && error.kind === 'timeout';
    const status = job.attempt >= job.maxAttempts ? 'FAILED' : outcomeUnknown ? 'SENDING' : 'PENDING';
    await recordFailure(em, id, status, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The HTML part: the text's lines, its link made clickable. */
function htmlOf(mail: MailText): string {
  const lines = mail.text.split('\n').map((line) => {
    const link = /^(.*: )(https?:\/\/\S+)$/.exec(line);
    return link
      ? `${escapeHtml(link[1]!)}<a href="${escapeHtml(link[2]!)}">${escapeHtml(link[2]!)}</a>`
      : escapeHtml(line);
  });
  return `<!doctype html><html lang="ko"><body style="font-family:sans-serif;line-height:1.6"><h2>${escapeHtml(mail.subject)}</h2><p>${lines.join('<br>')}</p></body></html>`;
}
