import { WEBHOOK_MESSAGES, WEBHOOK_PAUSE_AFTER_FAILURES } from '@shim/common/webhooks';
import { koreanDateTime } from './webhook-time';
import type { AppServices } from '../../platform/context';
import { partnerDispatcher } from '../../platform/outside-address';
import { callOutside, type NoAnswer, type OutsideService } from '../../platform/outside-call';
import { noticeWebhookDisabled, noticeWebhookPaused } from '../notifications/notification.service';
import {
  answerAttempt,
  beginAttempt,
  deliveryTarget,
  pauseEndpoint,
  recordDelivered,
  recordUndelivered,
  streamHead,
  switchOff,
  type DeliveryTarget,
  type StreamHead,
} from './webhook-delivery.repository';
import { queueStream } from './webhook-outbox';
import { openSecret, signatureOf } from './webhook-secret';
import { checkWebhookUrl, insideAddressesAllowed } from './webhook-url';

/**
 * Retries for a day: a delivery is given up, and an endpoint failing all along switched off, after it.
 * Sooner, WEBHOOK_PAUSE_AFTER_FAILURES attempts failing in a row pause the endpoint (its circuit opens):
 * its deliveries wait, unsent, until its owner resumes it (webhook.service.ts `resumeWebhook`).
 */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** An older event of the stream still being fanned out: look again shortly. */
const WAIT_FOR_OLDER_MS = 5_000;
/** Deliveries one job sends before it hands the rest of the stream to a fresh job (other streams get a turn). */
const BATCH = 20;

/** 30 s, 1 min, 2 min, … doubling up to an hour between attempts: about 30 attempts in the 24 h. */
export const backoffMs = (attempts: number): number => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

class NoAnswerError extends Error {
  constructor(readonly why: NoAnswer) {
    super(why === 'timeout' ? WEBHOOK_MESSAGES.noAnswerTimeout : WEBHOOK_MESSAGES.noAnswerConnection);
  }
}

const receiverOf = (app: AppServices): OutsideService => ({
  name: '웹훅 수신 서버',
  logger: app.logger,
  timeoutMs: app.config.WEBHOOK_TIMEOUT_MS,
  noAnswer: (why) => new NoAnswerError(why),
});

/**
 * The `webhook-deliver` job: sends one endpoint's stream oldest event first, each attempt recorded before
 * the call and answered after it. A delivery that fails holds back the stream's later events until it
 * succeeds or is given up (in order per reservation); the job books itself again for the next attempt.
 */
export async function deliverStream(app: AppServices, payload: { endpointId: number; stream: string }): Promise<void> {
  const { endpointId, stream } = payload;
  for (let sent = 0; sent < BATCH; sent += 1) {
    const em = app.orm.em.fork();
    const target = await deliveryTarget(em, endpointId);
    if (!target?.active) return;
    const head = await streamHead(em, endpointId, stream);
    if (!head) return;
    const now = app.clock.now();
    if (head.waitingForOlder) return queueStream(em, endpointId, stream, new Date(now.getTime() + WAIT_FOR_OLDER_MS));
    if (new Date(head.nextAttemptAt) > now) return queueStream(em, endpointId, stream, new Date(head.nextAttemptAt));
    const next = await attempt(app, target, head);
    if (next) return queueStream(em, endpointId, stream, next);
  }
  await queueStream(app.orm.em.fork(), endpointId, stream);
}

/** One attempt of the stream's head; answers when to try again (undefined: delivered, or given up). */
async function attempt(app: AppServices, target: DeliveryTarget, head: StreamHead): Promise<Date | undefined> {
  const em = app.orm.em.fork();
  const startedAt = app.clock.now();
  const body = JSON.stringify({
    id: head.eventId,
    type: head.type,
    createdAt: new Date(head.eventCreatedAt).toISOString(),
    data: head.data,
  });
  const attemptId = await beginAttempt(em, head.deliveryId, startedAt);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    // Checked again at each send for a clear reason in the log; the connection itself is pinned to a checked address.
    await checkWebhookUrl(target.url, app.config);
    const answer = await callOutside(receiverOf(app), target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Shim-Webhooks/1',
        'x-shim-event-id': head.eventId,
        'x-shim-signature': signatureOf(openSecret(app.config, target.secretCipher), body, startedAt),
      },
      raw: body,
      redirect: 'manual',
      read: 'status',
      dispatcher: partnerDispatcher(insideAddressesAllowed(app.config)),
    });
    statusCode = answer.status;
    if (!answer.ok) error = `HTTP ${answer.status}`;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const now = app.clock.now();
  await answerAttempt(em, attemptId, { statusCode, error, now });
  if (!error) {
    await recordDelivered(em, { deliveryId: head.deliveryId, endpointId: target.id, statusCode: statusCode!, now });
    return undefined;
  }
  const giveUp = now.getTime() - new Date(head.createdAt).getTime() >= RETRY_WINDOW_MS;
  const nextAttemptAt = new Date(now.getTime() + backoffMs(head.attempts + 1));
  return em.transactional(async (tx) => {
    const streak = await recordUndelivered(tx, {
      deliveryId: head.deliveryId,
      endpointId: target.id,
      statusCode,
      error: error!,
      nextAttemptAt,
      giveUp,
      now,
    });
    const failingSince = new Date(streak.failingSince);
    if (now.getTime() - failingSince.getTime() >= RETRY_WINDOW_MS) {
      const owner = await switchOff(tx, target.id, now);
      if (owner) {
        const facts = { url: owner.url, failingSince: koreanDateTime(failingSince), lastError: error };
        await noticeWebhookDisabled(tx, { endpointId: target.id, at: now, to: owner.email, facts });
        app.logger.warn({ endpointId: target.id }, '웹훅이 24시간 동안 실패해 꺼졌습니다');
      }
      return undefined;
    }
    if (streak.consecutiveFailures >= WEBHOOK_PAUSE_AFTER_FAILURES) {
      const owner = await pauseEndpoint(tx, target.id, now);
      if (owner) {
        await noticeWebhookPaused(tx, {
          endpointId: target.id,
          at: now,
          to: owner.email,
          facts: { url: owner.url, lastError: error },
        });
        app.logger.warn({ endpointId: target.id }, '웹훅이 연속으로 실패해 일시 중지되었습니다');
      }
      return undefined;
    }
    return giveUp ? now : nextAttemptAt;
  });
}
