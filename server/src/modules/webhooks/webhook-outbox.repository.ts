import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventType } from '@shim/common/webhooks';
import { executeNamed, idArray } from '../../db/named';
import { enqueueSql } from '../../platform/jobs/job-queue';

/** The event outbox: events written in the transaction of their change, fanned out to endpoints after. */

export const WEBHOOK_FANOUT_TASK = 'webhook-fanout';

export interface NewWebhookEvent {
  type: string;
  hotelId: number | null;
  reservationId: number | null;
  stream: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * Some endpoint may hear of a `type` event of lodging `hotelId` (SQL expressions; a paused endpoint's events
 * wait for it, a disabled one hears of nothing): else nothing is recorded,
 * so a site without webhooks pays no row and no job per booking. Fan-out checks again, per endpoint.
 */
export const subscribedSql = (typeSql: string, hotelIdSql: string): string =>
  `exists (select 1 from webhook_endpoints w
            where w.state <> 'DISABLED' and w.deleted_at is null and ${typeSql} = any (w.events)
              and (w.scope = 'PARTNER' or w.owner_id = (select h.manager_id from hotels h where h.id = ${hotelIdSql})))`;

export async function insertEvent(em: EntityManager, event: NewWebhookEvent): Promise<number | undefined> {
  const [row] = await executeNamed<{ id: number }>(
    em,
    `insert into webhook_events (type, hotel_id, reservation_id, stream, data, created_at)
     select :type, :hotelId::int, :reservationId::int, :stream, :data::jsonb, :createdAt
      where ${subscribedSql(':type::text', ':hotelId::int')}
     returning id::int`,
    { ...event, data: JSON.stringify(event.data) },
  );
  return row?.id;
}

/** An instant as the payloads write it (`2026-12-04T05:00:00Z`, UTC), null as null. */
const instantSql = (at: string): string => `to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * What a reservation event tells a partner: the booking, not the guest (no name, phone or e-mail). `kind` says
 * a night (`NIGHT`) or a 대실 (`DAY_USE`, with its hours; null for a night).
 */
export const reservationDataSql = (r: string, status: string): string =>
  `jsonb_build_object('reservationId', ${r}.id, 'orderId', ${r}.order_id, 'hotelId', ${r}.hotel_id,
     'roomId', ${r}.room_id, 'checkIn', to_char(${r}.check_in, 'YYYY-MM-DD'),
     'checkOut', to_char(${r}.check_out, 'YYYY-MM-DD'), 'roomCount', ${r}.room_count, 'persons', ${r}.persons,
     'status', ${status}, 'totalAmount', ${r}.total_amount, 'canceledAmount', ${r}.canceled_amount,
     'kind', ${r}.kind, 'dayUseStartsAt', ${instantSql(`${r}.day_use_starts_at`)},
     'dayUseEndsAt', ${instantSql(`${r}.day_use_ends_at`)})`;

/** A reservation's event, its data read from the row as the transaction sees it now. */
export async function insertReservationEvent(
  em: EntityManager,
  type: string,
  reservationId: number,
  createdAt: Date,
): Promise<number | undefined> {
  const [row] = await executeNamed<{ id: number }>(
    em,
    `insert into webhook_events (type, hotel_id, reservation_id, stream, data, created_at)
     select :type, r.hotel_id, r.id, 'reservation:' || r.id, ${reservationDataSql('r', 'r.status')}, :createdAt
       from reservations r where r.id = :reservationId and ${subscribedSql(':type::text', 'r.hotel_id')}
     returning id::int`,
    { type, reservationId, createdAt },
  );
  return row?.id;
}

/**
 * Writes the deliveries of an event (one per endpoint subscribed to its type that may see it: a
 * manager's endpoint only its own lodgings') and marks it fanned out; answers the streams to drain.
 */
export async function fanOutEvent(
  em: EntityManager,
  eventId: number,
  now: Date,
): Promise<Array<{ endpointId: number; stream: string }>> {
  const rows = await executeNamed<{ endpointId: number; stream: string }>(
    em,
    `with event as (
       update webhook_events set fanned_out_at = :now where id = :eventId and fanned_out_at is null
       returning id, type, hotel_id, stream)
     insert into webhook_deliveries (event_id, endpoint_id, stream, next_attempt_at, created_at)
     select e.id, w.id, e.stream, :now, :now
       from event e
       join webhook_endpoints w on w.state <> 'DISABLED' and w.deleted_at is null and e.type = any (w.events)
      where w.scope = 'PARTNER'
         or exists (select 1 from hotels h where h.id = e.hotel_id and h.manager_id = w.owner_id)
     on conflict (event_id, endpoint_id) do nothing
     returning endpoint_id as "endpointId", stream`,
    { eventId, now },
  );
  return rows;
}

/** One `calendar.changed` event per lodging of `roomIds` (a manager may edit room types of several at once). */
export async function insertCalendarEvents(
  em: EntityManager,
  change: { roomIds: number[]; from: string; to: string; changes: Record<string, unknown>; createdAt: Date },
): Promise<number[]> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `insert into webhook_events (type, hotel_id, reservation_id, stream, data, created_at)
     select 'calendar.changed', r.hotel_id, null, 'hotel:' || r.hotel_id,
            jsonb_build_object('hotelId', r.hotel_id, 'roomIds', jsonb_agg(r.id order by r.id), 'from', :from::text,
              'to', :to::text, 'changes', :changes::jsonb),
            :createdAt
       from rooms r where r.id = any(:roomIds::int[]) and ${subscribedSql("'calendar.changed'", 'r.hotel_id')}
      group by r.hotel_id
     returning id::int`,
    { ...change, roomIds: idArray(change.roomIds), changes: JSON.stringify(change.changes) },
  );
  return rows.map((row) => row.id);
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
       from reservations r
      where r.id in (select id from ${idsCte}) and ${subscribedSql(`'${type}'`, 'r.hotel_id')}
     returning id),
   webhook_queued as (
     select ${enqueueSql(WEBHOOK_FANOUT_TASK, `json_build_object('eventId', webhook_event.id)`, `'webhook-fanout:' || webhook_event.id`)}
       from webhook_event)`;
