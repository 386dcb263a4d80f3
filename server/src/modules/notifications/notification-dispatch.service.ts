import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../platform/context';
import { DEFAULT_MAX_ATTEMPTS, enqueue, enqueueMany } from '../../platform/jobs/job-queue';
import { SmsError, type SmsBatchAnswer } from '../../platform/sms/solapi';
import {
  beginAttempts,
  claimDueSms,
  coveredByEmail,
  nextSmsDue,
  recordOutcomes,
  type ClaimedSms,
  type SmsOutcome,
} from './notification-dispatch.repository';
import type { QueuedNotification } from './notification.repository';

export const SEND_NOTIFICATION_TASK = 'send-notification';
export const DISPATCH_SMS_TASK = 'dispatch-sms';
/** One dispatcher job waits at a time under this key, however many messages ask for it. */
const DISPATCH_SMS_KEY = 'dispatch:SMS';
/** SMS per Solapi call (send-many takes up to 10,000; 100 LMS stay well under a megabyte). */
export const SMS_BATCH = 100;

/**
 * Puts recorded messages on their way, in `tx`: SMS to the dispatcher (one job, deduplicated by key, sends
 * them in batches), each mail to a send job of its own (SMTP has no batch; its pool is not the SMS one's).
 */
export async function queueSends(tx: EntityManager, messages: QueuedNotification[]): Promise<void> {
  if (messages.some((m) => m.channel === 'SMS')) await wakeSmsDispatcher(tx);
  const mails = messages.filter((m) => m.channel === 'EMAIL');
  await enqueueMany(
    tx,
    mails.map(({ id }) => ({ task: SEND_NOTIFICATION_TASK, payload: { id }, options: { key: `send:${id}` } })),
  );
}

/** Asks for a dispatcher run now (or at `at`, unless one is already due sooner). */
export async function wakeSmsDispatcher(em: EntityManager, at?: Date): Promise<void> {
  await enqueue(em, DISPATCH_SMS_TASK, {}, { key: DISPATCH_SMS_KEY, runAt: at, keyMode: 'earliest' });
}

/** graphile-worker's backoff for a message's `attempts`-th failure: e^attempts seconds (3 s, 7 s, 20 s, ...). */
const backoffSeconds = (attempts: number) => Math.min(Math.exp(attempts), 6 * 3600);

/**
 * The `dispatch-sms` job: takes up to SMS_BATCH due SMS (marked SENDING and committed: the intent), sends them
 * in ONE Solapi send-many call and records each answer; runs again at once while a full batch was taken, and
 * books its next run for the earliest retry otherwise. A message whose earlier outcome is unknown (a timeout,
 * a crash) is first looked up at Solapi and recorded as sent when found, so no message goes twice.
 */
export async function dispatchSms(app: AppServices, selfUrl: string): Promise<{ claimed: number }> {
  const em = app.orm.em.fork();
  const abandonedSeconds = app.config.JOB_ABANDON_AFTER_MS / 1000;
  const claimed = await claimDueSms(em, {
    limit: SMS_BATCH,
    abandonedSeconds,
    leaseSeconds: abandonedSeconds,
  });
  const outcomes: SmsOutcome[] = [];
  const toSend: ClaimedSms[] = [];
  for (const message of claimed) {
    const found = message.wasSending ? await lookUp(app, selfUrl, message) : null;
    if (found === null) toSend.push(message);
    else outcomes.push(found);
  }
  await beginAttempts(
    em,
    toSend.filter((m) => m.wasSending).map((m) => m.id),
  );
  const resent = new Set(toSend.filter((m) => m.wasSending).map((m) => m.id));
  const attemptsOf = (m: ClaimedSms) => m.attempts + (resent.has(m.id) ? 1 : 0);
  if (toSend.length > 0) outcomes.push(...(await sendBatch(app, selfUrl, toSend, attemptsOf)));
  await noteEmailFallbacks(em, outcomes);
  await recordOutcomes(em, outcomes, app.clock.now());

  if (claimed.length === SMS_BATCH) await wakeSmsDispatcher(em);
  else {
    const next = await nextSmsDue(em, abandonedSeconds);
    if (next) await wakeSmsDispatcher(em, next);
  }
  return { claimed: claimed.length };
}

/** An earlier attempt's message at Solapi: SENT when Solapi has it, null when it must be sent (again). */
async function lookUp(app: AppServices, selfUrl: string, message: ClaimedSms): Promise<SmsOutcome | null> {
  try {
    const accepted = await app.adapters.sms.findAccepted(selfUrl, {
      to: message.recipient,
      text: message.body,
      since: new Date((message.attemptedAt ? new Date(message.attemptedAt).getTime() : Date.now()) - 60_000),
    });
    return accepted ? { id: message.id, status: 'SENT', providerId: accepted.messageId } : null;
  } catch (error) {
    // Not known yet: it stays SENDING and is looked up again after the backoff.
    return {
      id: message.id,
      status: 'SENDING',
      error: errorText(error),
      retryInSeconds: backoffSeconds(message.attempts),
    };
  }
}

/** One send-many call for `messages` and what it means for each: sent, refused, or unknown. */
async function sendBatch(
  app: AppServices,
  selfUrl: string,
  messages: ClaimedSms[],
  attemptsOf: (m: ClaimedSms) => number,
): Promise<SmsOutcome[]> {
  let answer: SmsBatchAnswer | null = null;
  let callError: unknown = null;
  try {
    answer = await app.adapters.sms.sendMany(
      selfUrl,
      messages.map((m) => ({ ref: String(m.id), to: m.recipient, text: m.body, subject: m.subject ?? undefined })),
    );
  } catch (error) {
    callError = error;
    app.logger.warn({ err: error, messages: messages.length }, 'Solapi 일괄 발송 실패');
  }
  return messages.map((m): SmsOutcome => {
    const receipt = answer?.accepted.get(String(m.id));
    if (receipt) return { id: m.id, status: 'SENT', providerId: receipt.messageId };
    const attempts = attemptsOf(m);
    const refusal = answer?.refused.get(String(m.id));
    // Solapi's refusal, or its 4xx/5xx answer to the call, means nothing was sent: send again. No answer at
    // all (a timeout, a connection lost mid-call, a ref missing from the answer) may have been accepted: look
    // it up before sending again.
    const noAnswer = callError instanceof SmsError && (callError.kind === 'timeout' || callError.code === 'NETWORK');
    const unknown = refusal === undefined && (answer !== null || noAnswer);
    const error = refusal ?? (answer ? 'Solapi 응답에 없는 메시지' : errorText(callError));
    // A number abroad Solapi refuses stays refused (its country, its number): no second try.
    if (refusal !== undefined && m.recipient.startsWith('+'))
      return { id: m.id, status: 'FAILED', error, unreachable: true };
    if (attempts >= DEFAULT_MAX_ATTEMPTS) return { id: m.id, status: 'FAILED', error };
    return { id: m.id, status: unknown ? 'SENDING' : 'PENDING', error, retryInSeconds: backoffSeconds(attempts) };
  });
}

/** Records on each unreachable SMS abroad whether the notice reaches its recipient by e-mail instead. */
async function noteEmailFallbacks(em: EntityManager, outcomes: SmsOutcome[]): Promise<void> {
  const unreachable = outcomes.filter((o) => o.unreachable);
  const covered = await coveredByEmail(
    em,
    unreachable.map((o) => o.id),
  );
  for (const o of unreachable) {
    o.error = `${o.error ?? ''} · 해외 번호로 문자를 보낼 수 없음: ${covered.has(o.id) ? '이메일로 안내함' : '예약에 이메일 없음'}`;
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
