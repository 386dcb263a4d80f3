import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventType } from '@shim/common/webhooks';
import type { AppServices } from '../../platform/context';
import { enqueue, enqueueSql } from '../../platform/jobs/job-queue';
import {
  fanOutEvent,
  insertCalendarEvents,
  insertEvent,
  insertReservationEvent,
  reservationDataSql,
} from './webhook-outbox.repository';

export const WEBHOOK_FANOUT_TASK = 'webhook-fanout';
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
 * exists exactly when the change commits (the outbox row and its fan-out job commit with it).
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
  await enqueue(tx, WEBHOOK_FANOUT_TASK, { eventId: id }, { key: fanOutKey(id) });
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

/**
 * The same hook as two CTEs (`webhook_event`, `webhook_queued`) for a change written by one prepared
 * statement: `idsCte` names the CTE of the changed reservations' ids, `nowParam` the statement's time.
 * A SELECT CTE runs only if read: the statement must read `webhook_queued`.
 */
export const reservationEventCtes = (type: WebhookEventType, status: string, idsCte: string, nowParam: string) =>
  `webhook_event as (
     insert into webhook_events (type, hotel_id, reservation_id, stream, data, created_at)
     select '${type}', r.hotel_id, r.id, 'reservation:' || r.id, ${reservationDataSql('r', `'${status}'`)}, ${nowParam}
       from reservations r where r.id in (select id from ${idsCte})
     returning id),
   webhook_queued as (
     select ${enqueueSql(WEBHOOK_FANOUT_TASK, `json_build_object('eventId', webhook_event.id)`, `'webhook-fanout:' || webhook_event.id`)}
       from webhook_event)`;

/** The `webhook-fanout` job: one delivery per endpoint that may see the event, and its stream's drain queued. */
export async function fanOut(app: AppServices, payload: { eventId: number }): Promise<void> {
  await app.orm.em.fork().transactional(async (tx) => {
    const streams = await fanOutEvent(tx, payload.eventId, app.clock.now());
    for (const { endpointId, stream } of streams) await queueStream(tx, endpointId, stream);
  });
}

/**
 * Queues the drain of one endpoint's stream: one job per stream (by key) in a serial queue of the same
 * name, so two workers never send a stream's events at once, nor out of order.
 */
export async function queueStream(em: EntityManager, endpointId: number, stream: string, runAt?: Date): Promise<void> {
  const name = `webhook:${endpointId}:${stream}`;
  await enqueue(em, WEBHOOK_DELIVER_TASK, { endpointId, stream }, { key: name, queueName: name, runAt });
}
