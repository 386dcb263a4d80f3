import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventType } from '@shim/common/webhooks';
import type { AppServices } from '../../platform/context';
import { enqueue } from '../../platform/jobs/job-queue';
import {
  fanOutEvent,
  insertCalendarEvents,
  insertEvent,
  insertReservationEvent,
  WEBHOOK_FANOUT_TASK,
} from './webhook-outbox.repository';

export { WEBHOOK_FANOUT_TASK };
export const WEBHOOK_DELIVER_TASK = 'webhook-deliver';

export interface WebhookEvent {
  type: WebhookEventType;
  /** Whose lodging it is: a manager's endpoints receive only their own lodgings' events. */
  hotelId: number;
  reservationId?: number | null;
  /** Events of one stream reach an endpoint in the order they were recorded (default: per reservation, else per lodging). */
  stream?: string;
  data: Record<string, unknown>;
  at: Date;
}

const fanOutKey = (eventId: number) => `webhook-fanout:${eventId}`;

/**
 * THE hook of a change partners hear of: call it in the transaction that writes the change, so the event
 * exists exactly when the change commits (the outbox row and its fan-out job commit with it). Recorded only
 * if some endpoint may hear of it (a site without webhooks writes nothing).
 */
export async function recordWebhookEvent(tx: EntityManager, event: WebhookEvent): Promise<void> {
  const id = await insertEvent(tx, {
    type: event.type,
    hotelId: event.hotelId,
    reservationId: event.reservationId ?? null,
    stream: event.stream ?? (event.reservationId ? `reservation:${event.reservationId}` : `hotel:${event.hotelId}`),
    data: event.data,
    createdAt: event.at,
  });
  if (id !== undefined) await enqueue(tx, WEBHOOK_FANOUT_TASK, { eventId: id }, { key: fanOutKey(id) });
}

/** A reservation's event, its data (the booking, never the guest's contacts) read in `tx` after the change. */
export async function recordReservationEvent(
  tx: EntityManager,
  type: Extract<WebhookEventType, `reservation.${string}`>,
  reservationId: number,
  at: Date,
): Promise<void> {
  const id = await insertReservationEvent(tx, type, reservationId, at);
  if (id !== undefined) await enqueue(tx, WEBHOOK_FANOUT_TASK, { eventId: id }, { key: fanOutKey(id) });
}

/**
 * THE hook of the rate and inventory calendar (`updateRoomCalendar`, in its transaction): one
 * `calendar.changed` per lodging, `from`/`to` the nights edited (to exclusive), `changes` what was set.
 */
export async function recordCalendarChanged(
  tx: EntityManager,
  change: { roomIds: number[]; from: string; to: string; changes: Record<string, unknown>; at: Date },
): Promise<void> {
  const ids = await insertCalendarEvents(tx, { ...change, createdAt: change.at });
  for (const id of ids) await enqueue(tx, WEBHOOK_FANOUT_TASK, { eventId: id }, { key: fanOutKey(id) });
}

/** The `webhook-fanout` job: one delivery per endpoint that may see the event, and its stream's drain queued. */
export async function fanOut(app: AppServices, payload: { eventId: number }): Promise<void> {
  await app.orm.em.fork().transactional(async (tx) => {
    const streams = await fanOutEvent(tx, payload.eventId, app.clock.now());
    for (const { endpointId, stream } of streams) await queueStream(tx, endpointId, stream);
  });
}

/**
 * Queues the drain of one endpoint's stream: one job per stream (by key) in the endpoint's serial queue, so
 * an endpoint has one delivery in flight at most (a slow receiver holds one worker, never the pool) and a
 * stream's events go one at a time, in order.
 */
export async function queueStream(em: EntityManager, endpointId: number, stream: string, runAt?: Date): Promise<void> {
  await enqueue(
    em,
    WEBHOOK_DELIVER_TASK,
    { endpointId, stream },
    { key: `webhook:${endpointId}:${stream}`, queueName: `webhook:${endpointId}`, runAt },
  );
}
