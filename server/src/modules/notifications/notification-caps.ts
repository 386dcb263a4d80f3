import type { EntityManager } from '@mikro-orm/postgresql';
import { seoulDay } from '@shim/common/dates';
import { NOTICE_MESSAGES } from '@shim/common/notices';
import type { AppServices } from '../../platform/context';
import { countSmsOfMember, countToRecipient, lockRecipients, type NewNotification } from './notification.repository';

/**
 * A booking's messages with the booker's ones past a daily cap marked suppressed: SMS per phone number and
 * per booking account, mail per address, counted from the notifications already recorded today (Seoul).
 * The manager's notices are never capped: a hotel must hear of every booking, and a busy one gets many.
 * Call it in the transaction that records the messages: the recipients stay locked until it ends.
 */
export async function withinDailyCaps(
  tx: EntityManager,
  app: Pick<AppServices, 'config' | 'clock'>,
  booker: { memberId: number | null; memberEmail: string | null },
  messages: NewNotification[],
): Promise<NewNotification[]> {
  const capped = (m: NewNotification) => m.channel === 'SMS' || m.recipient === booker.memberEmail;
  const texts = messages.some((m) => m.channel === 'SMS');
  // Stamped with the clock the day is counted by, so a row and its count always agree on the day.
  const createdAt = app.clock.now();
  if (!messages.some(capped)) return messages.map((m) => ({ ...m, createdAt }));
  const account = texts && booker.memberId !== null ? booker.memberId : null;
  await lockRecipients(tx, [
    ...messages.filter(capped).map((m) => `${m.channel}:${m.recipient}`),
    ...(account !== null ? [`ACCOUNT:${account}`] : []),
  ]);
  const day = seoulDay(app.clock.today());
  const { SMS_PER_PHONE_PER_DAY, SMS_PER_ACCOUNT_PER_DAY, MAIL_PER_ADDRESS_PER_DAY } = app.config;
  let accountSms =
    account !== null ? await countSmsOfMember(tx, { memberId: account, ...day, upTo: SMS_PER_ACCOUNT_PER_DAY }) : 0;
  const out: NewNotification[] = [];
  for (const message of messages) {
    if (!capped(message)) {
      out.push({ ...message, createdAt });
      continue;
    }
    const upTo = message.channel === 'EMAIL' ? MAIL_PER_ADDRESS_PER_DAY : SMS_PER_PHONE_PER_DAY;
    const sent = await countToRecipient(tx, { channel: message.channel, recipient: message.recipient, ...day, upTo });
    let reason: string | undefined;
    if (message.channel === 'EMAIL') {
      if (sent >= MAIL_PER_ADDRESS_PER_DAY) reason = NOTICE_MESSAGES.suppressedPerAddress(MAIL_PER_ADDRESS_PER_DAY);
    } else if (sent >= SMS_PER_PHONE_PER_DAY) {
      reason = NOTICE_MESSAGES.suppressedPerPhone(SMS_PER_PHONE_PER_DAY);
    } else if (account !== null && accountSms >= SMS_PER_ACCOUNT_PER_DAY) {
      reason = NOTICE_MESSAGES.suppressedPerAccount(SMS_PER_ACCOUNT_PER_DAY);
    } else {
      accountSms += 1;
    }
    out.push(reason ? { ...message, createdAt, suppressed: reason } : { ...message, createdAt });
  }
  return out;
}
