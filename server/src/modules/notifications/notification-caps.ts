import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulDay } from '@shim/common/dates';
import { NOTICE_MESSAGES } from '@shim/common/notices';
import type { AppServices } from '../../platform/context';
import { countSmsOfMembers, countToRecipients, lockRecipients, type NewNotification } from './notification.repository';

/** The messages of one booking and who booked it (a member's account and address, or a guest). */
export interface BookerMessages {
  booker: { memberId: number | null; memberEmail: string | null; guestEmail?: string | null };
  messages: NewNotification[];
}

/**
 * Bookings' messages with the booker's ones past a daily cap marked suppressed: SMS per phone number and per
 * booking account, mail per address, counted from the notifications already recorded today (Seoul) and, in
 * order, the earlier ones of this batch (a guest's e-mail as a member's). The manager's notices are never capped: a hotel must hear of every
 * booking, and a busy one gets many. Call it in the transaction that records the messages: the recipients
 * stay locked until it ends.
 */
export async function withinDailyCaps(
  tx: EntityManager,
  app: Pick<AppServices, 'config' | 'clock'>,
  bookings: BookerMessages[],
): Promise<NewNotification[]> {
  // Stamped with the clock the day is counted by, so a row and its count always agree on the day.
  const createdAt = app.clock.now();
  // A guest's address is whatever the checkout was given: capped like a member's, or it could be flooded.
  const capped = ({ booker }: BookerMessages, m: NewNotification) =>
    m.channel === 'SMS' || m.recipient === booker.memberEmail || m.recipient === booker.guestEmail;
  const cappedOf = (b: BookerMessages) => b.messages.filter((m) => capped(b, m));
  const accountOf = (b: BookerMessages) =>
    b.booker.memberId !== null && b.messages.some((m) => m.channel === 'SMS') ? b.booker.memberId : null;
  const recipientKey = (m: NewNotification) => `${m.channel}:${m.recipient}`;
  const accounts = [...new Set(bookings.map(accountOf).filter((id): id is number => id !== null))];
  const recipients = new Map(bookings.flatMap(cappedOf).map((m) => [recipientKey(m), m]));
  if (recipients.size === 0) return bookings.flatMap((b) => b.messages.map((m) => ({ ...m, createdAt })));

  await lockRecipients(tx, [...recipients.keys(), ...accounts.map((id) => `ACCOUNT:${id}`)]);
  const day = seoulDay(app.clock.today());
  const { SMS_PER_PHONE_PER_DAY, SMS_PER_ACCOUNT_PER_DAY, MAIL_PER_ADDRESS_PER_DAY } = app.config;
  const upTo = (m: NewNotification) => (m.channel === 'EMAIL' ? MAIL_PER_ADDRESS_PER_DAY : SMS_PER_PHONE_PER_DAY);
  const sent = new Map(
    (
      await countToRecipients(tx, {
        recipients: [...recipients.values()].map((m) => ({
          channel: m.channel,
          recipient: m.recipient,
          upTo: upTo(m),
        })),
        ...day,
      })
    ).map((row) => [`${row.channel}:${row.recipient}`, row.count]),
  );
  const accountSms = new Map(
    (await countSmsOfMembers(tx, { memberIds: accounts, ...day, upTo: SMS_PER_ACCOUNT_PER_DAY })).map((row) => [
      row.memberId,
      row.count,
    ]),
  );

  const out: NewNotification[] = [];
  for (const booking of bookings) {
    const account = accountOf(booking);
    for (const message of booking.messages) {
      if (!capped(booking, message)) {
        out.push({ ...message, createdAt });
        continue;
      }
      const key = recipientKey(message);
      const count = sent.get(key) ?? 0;
      let reason: string | undefined;
      if (message.channel === 'EMAIL') {
        if (count >= MAIL_PER_ADDRESS_PER_DAY) reason = NOTICE_MESSAGES.suppressedPerAddress(MAIL_PER_ADDRESS_PER_DAY);
      } else if (count >= SMS_PER_PHONE_PER_DAY) {
        reason = NOTICE_MESSAGES.suppressedPerPhone(SMS_PER_PHONE_PER_DAY);
      } else if (account !== null && (accountSms.get(account) ?? 0) >= SMS_PER_ACCOUNT_PER_DAY) {
        reason = NOTICE_MESSAGES.suppressedPerAccount(SMS_PER_ACCOUNT_PER_DAY);
      } else if (account !== null) {
        accountSms.set(account, (accountSms.get(account) ?? 0) + 1);
      }
      if (!reason) sent.set(key, count + 1);
      out.push(reason ? { ...message, createdAt, suppressed: reason } : { ...message, createdAt });
    }
  }
  return out;
}
