import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';

/** Webhooks' SQL: endpoints, the event outbox, deliveries per endpoint and their attempts. */

export type WebhookScope = 'MANAGER' | 'PARTNER';
/** ACTIVE: delivering; PAUSED: by its owner, or its circuit opened after failures in a row; DISABLED: failing for 24 h. */
export type EndpointState = 'ACTIVE' | 'PAUSED' | 'DISABLED';
/** Who paused a PAUSED endpoint. */
export type PausedBy = 'OWNER' | 'FAILURES';

export interface EndpointRow {
  id: number;
  ownerId: number;
  scope: WebhookScope;
  url: string;
  events: string[];
  secretCipher: string;
  state: EndpointState;
  consecutiveFailures: number;
  failingSince: Date | null;
  pausedAt: Date | null;
  pausedBy: PausedBy | null;
  disabledAt: Date | null;
  createdAt: Date;
}

const ENDPOINT_COLUMNS = `id, owner_id as "ownerId", scope, url, events, secret_cipher as "secretCipher", state,
  consecutive_failures as "consecutiveFailures", failing_since as "failingSince", paused_at as "pausedAt",
  paused_by as "pausedBy", disabled_at as "disabledAt", created_at as "createdAt"`;

export async function insertEndpoint(
  em: EntityManager,
  row: { ownerId: number; scope: WebhookScope; url: string; events: string[]; secretCipher: string; now: Date },
): Promise<number> {
  const [inserted] = await executeNamed<{ id: number }>(
    em,
    `insert into webhook_endpoints (owner_id, scope, url, events, secret_cipher, created_at)
     values (:ownerId, :scope, :url, :events::text[], :secretCipher, :now) returning id`,
    // A PostgreSQL array literal: the events are the known names (checked before), no quoting needed.
    { ...row, events: `{${row.events.join(',')}}` },
  );
  return inserted!.id;
}

/** Endpoints visible to an owner: a manager's own; partner endpoints to every administrator. */
export async function endpointsOf(
  em: EntityManager,
  scope: WebhookScope,
  ownerId: number | null,
): Promise<EndpointRow[]> {
  return executeNamed<EndpointRow>(
    em,
    `select ${ENDPOINT_COLUMNS} from webhook_endpoints
      where deleted_at is null and scope = :scope and (:ownerId::int is null or owner_id = :ownerId::int)
      order by id`,
    { scope, ownerId },
  );
}

export async function endpointById(em: EntityManager, id: number): Promise<EndpointRow | undefined> {
  const [row] = await executeNamed<EndpointRow>(
    em,
    `select ${ENDPOINT_COLUMNS} from webhook_endpoints where id = :id and deleted_at is null`,
    { id },
  );
  return row;
}

export async function deleteEndpoint(em: EntityManager, id: number, now: Date): Promise<void> {
  await executeNamed(em, `update webhook_endpoints set deleted_at = :now, active = false where id = :id`, { id, now });
}

export interface DeliveryRow {
  id: number;
  endpointId: number;
  eventId: string;
  type: string;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
  nextAttemptAt: Date;
  createdAt: Date;
}

export type DeliveryStatus = DeliveryRow['status'];

/** The last `limit` deliveries of each endpoint (of one `status` when given), newest first (the delivery log). */
export async function recentDeliveries(
  em: EntityManager,
  endpointIds: number[],
  limit: number,
  status: DeliveryStatus | null = null,
): Promise<DeliveryRow[]> {
  if (endpointIds.length === 0) return [];
  return executeNamed<DeliveryRow>(
    em,
    `select d.id::int, d.endpoint_id as "endpointId", e.public_id::text as "eventId", e.type, d.status, d.attempts,
            d.last_status_code as "lastStatusCode", d.last_error as "lastError", d.last_attempt_at as "lastAttemptAt",
            d.delivered_at as "deliveredAt", d.next_attempt_at as "nextAttemptAt", d.created_at as "createdAt"
       from unnest(:ids::int[]) as w(id)
       cross join lateral (
         select * from webhook_deliveries
          where endpoint_id = w.id and (:status::text is null or status = :status::text)
          order by id desc limit :limit) d
       join webhook_events e on e.id = d.event_id
      order by d.endpoint_id, d.id desc`,
    { ids: idArray(endpointIds), limit, status },
  );
}

export async function countEndpoints(em: EntityManager, scope: WebhookScope, ownerId: number): Promise<number> {
  const [row] = await executeNamed<{ count: number }>(
    em,
    `select count(*)::int as count from webhook_endpoints where deleted_at is null and scope = :scope and owner_id = :ownerId`,
    { scope, ownerId },
  );
  return row!.count;
}

/** The streams of an endpoint with deliveries waiting (held back while it was switched off). */
export async function pendingStreams(em: EntityManager, endpointId: number): Promise<string[]> {
  const rows = await executeNamed<{ stream: string }>(
    em,
    `select distinct stream from webhook_deliveries where endpoint_id = :endpointId and status = 'PENDING'`,
    { endpointId },
  );
  return rows.map((row) => row.stream);
}

/** A delivery of `endpointId` sent again: pending now, the endpoint switched back on. Answers its stream. */
export async function reopenDelivery(
  em: EntityManager,
  endpointId: number,
  deliveryId: number,
  now: Date,
): Promise<string | undefined> {
  const [row] = await executeNamed<{ stream: string }>(
    em,
    `with reopened as (
       update webhook_deliveries set status = 'PENDING', next_attempt_at = :now
        where id = :deliveryId and endpoint_id = :endpointId returning stream),
     switched_on as (
       update webhook_endpoints
          set state = 'ACTIVE', active = true, disabled_at = null, paused_at = null, paused_by = null,
              failing_since = null, consecutive_failures = 0
        where id = :endpointId and exists (select 1 from reopened) returning id)
     select stream from reopened`,
    { endpointId, deliveryId, now },
  );
  return row?.stream;
}

/**
 * Turns a paused or disabled endpoint back on, its waiting deliveries due now. A paused one keeps its
 * failing streak (failing on for 24 h still switches it off); a disabled one starts afresh, as "send again".
 */
export async function resumeEndpoint(em: EntityManager, endpointId: number, now: Date): Promise<void> {
  await executeNamed(
    em,
    `with resumed as (
       update webhook_endpoints
          set state = 'ACTIVE', active = true, paused_at = null, paused_by = null, disabled_at = null,
              consecutive_failures = 0, failing_since = case when state = 'DISABLED' then null else failing_since end
        where id = :endpointId and state <> 'ACTIVE' returning id)
     update webhook_deliveries set next_attempt_at = :now
      where endpoint_id = :endpointId and status = 'PENDING' and exists (select 1 from resumed)`,
    { endpointId, now },
  );
}

/** The owner's edit of an endpoint: a new address and/or events (deliveries already made keep theirs). */
export async function updateEndpoint(
  em: EntityManager,
  id: number,
  change: { url: string | null; events: string[] | null },
): Promise<void> {
  await executeNamed(
    em,
    `update webhook_endpoints set url = coalesce(:url::text, url), events = coalesce(:events::text[], events)
      where id = :id and deleted_at is null`,
    // A PostgreSQL array literal: the events are the known names (checked before), no quoting needed.
    { id, url: change.url, events: change.events ? `{${change.events.join(',')}}` : null },
  );
}

/**
 * Pauses an endpoint by its owner's hand (from ACTIVE, or taking over a pause of its circuit): its events
 * still wait for it, none is sent until it is resumed. Answers false for a switched-off one.
 */
export async function pauseByOwner(em: EntityManager, id: number, now: Date): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    `update webhook_endpoints set state = 'PAUSED', paused_at = coalesce(paused_at, :now), paused_by = 'OWNER'
      where id = :id and deleted_at is null and state <> 'DISABLED' returning id`,
    { id, now },
  );
  return rows.length > 0;
}

/** The stream of an endpoint's test pings, apart from every lodging's and reservation's. */
export const pingStream = (endpointId: number) => `ping:${endpointId}`;

/**
 * A `webhook.ping` for one endpoint: the event (of no lodging, fanned out as it is written) and its one
 * delivery, due now. Answers the delivery and the event's public id.
 */
export async function insertPing(
  em: EntityManager,
  ping: { endpointId: number; data: Record<string, unknown>; now: Date },
): Promise<{ deliveryId: number; eventId: string }> {
  const [row] = await executeNamed<{ deliveryId: number; eventId: string }>(
    em,
    `with event as (
       insert into webhook_events (type, hotel_id, reservation_id, stream, data, created_at, fanned_out_at)
       values ('webhook.ping', null, null, :stream, :data::jsonb, :now, :now) returning id, public_id)
     insert into webhook_deliveries (event_id, endpoint_id, stream, next_attempt_at, created_at)
     select event.id, :endpointId, :stream, :now, :now from event
     returning id::int as "deliveryId", (select public_id::text from event) as "eventId"`,
    { ...ping, stream: pingStream(ping.endpointId), data: JSON.stringify(ping.data) },
  );
  return row!;
}
