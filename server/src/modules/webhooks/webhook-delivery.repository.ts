import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** A stream's deliveries (one endpoint, one reservation or lodging), sent oldest event first. */

export interface StreamHead {
  deliveryId: number;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  eventCreatedAt: Date;
  nextAttemptAt: Date;
  attempts: number;
  createdAt: Date;
  /** An older event of the same stream is not fanned out yet: it must go first. */
  waitingForOlder: boolean;
}

export async function streamHead(
  em: EntityManager,
  endpointId: number,
  stream: string,
): Promise<StreamHead | undefined> {
  const [row] = await executeNamed<StreamHead>(
    em,
    `select d.id::int as "deliveryId", e.public_id::text as "eventId", e.type, e.data,
            e.created_at as "eventCreatedAt", d.next_attempt_at as "nextAttemptAt", d.attempts,
            d.created_at as "createdAt",
            exists (select 1 from webhook_events o
                     where o.stream = e.stream and o.id < e.id and o.fanned_out_at is null) as "waitingForOlder"
       from webhook_deliveries d join webhook_events e on e.id = d.event_id
      where d.endpoint_id = :endpointId and d.stream = :stream and d.status = 'PENDING'
      order by d.event_id
      limit 1`,
    { endpointId, stream },
  );
  return row;
}

/** The intent, before the call: an attempt row without an answer (a crash leaves it so). */
export async function beginAttempt(em: EntityManager, deliveryId: number, now: Date): Promise<number> {
  const [row] = await executeNamed<{ id: number }>(
    em,
    `with counted as (
       update webhook_deliveries set attempts = attempts + 1, last_attempt_at = :now where id = :deliveryId)
     insert into webhook_attempts (delivery_id, started_at) values (:deliveryId, :now) returning id::int`,
    { deliveryId, now },
  );
  return row!.id;
}

export async function answerAttempt(
  em: EntityManager,
  attemptId: number,
  answer: { statusCode: number | null; error: string | null; now: Date },
): Promise<void> {
  await executeNamed(
    em,
    `update webhook_attempts set finished_at = :now, status_code = :statusCode, error = :error where id = :attemptId`,
    { attemptId, ...answer },
  );
}

export async function recordDelivered(
  em: EntityManager,
  d: { deliveryId: number; endpointId: number; statusCode: number; now: Date },
): Promise<void> {
  await executeNamed(
    em,
    `with delivered as (
       update webhook_deliveries set status = 'SUCCEEDED', delivered_at = :now, last_status_code = :statusCode,
              last_error = null
        where id = :deliveryId)
     update webhook_endpoints set failing_since = null, consecutive_failures = 0 where id = :endpointId`,
    { ...d },
  );
}

/**
 * A failed attempt: the delivery waits until `nextAttemptAt` (or is FAILED when `giveUp`), the endpoint's
 * failing streak starts now unless it is running already and its failures in a row grow by one; answers
 * when the streak started and how many attempts in a row have failed.
 */
export async function recordUndelivered(
  em: EntityManager,
  d: {
    deliveryId: number;
    endpointId: number;
    statusCode: number | null;
    error: string;
    nextAttemptAt: Date;
    giveUp: boolean;
    now: Date;
  },
): Promise<{ failingSince: Date; consecutiveFailures: number }> {
  const [row] = await executeNamed<{ failingSince: Date; consecutiveFailures: number }>(
    em,
    `with undelivered as (
       update webhook_deliveries
          set status = case when :giveUp then 'FAILED' else 'PENDING' end, next_attempt_at = :nextAttemptAt,
              last_status_code = :statusCode, last_error = :error
        where id = :deliveryId)
     update webhook_endpoints
        set failing_since = coalesce(failing_since, :now), consecutive_failures = consecutive_failures + 1
      where id = :endpointId
     returning failing_since as "failingSince", consecutive_failures as "consecutiveFailures"`,
    { ...d },
  );
  return row!;
}

/** An endpoint's owner, to be told of a change of its state. */
export interface EndpointOwner {
  email: string;
  url: string;
}

/** Pauses an ACTIVE endpoint (its circuit opens); answers its owner (undefined when it was not active). */
export async function pauseEndpoint(
  em: EntityManager,
  endpointId: number,
  now: Date,
): Promise<EndpointOwner | undefined> {
  const [row] = await executeNamed<EndpointOwner>(
    em,
    `update webhook_endpoints w set state = 'PAUSED', paused_at = :now, paused_by = 'FAILURES'
       from users u
      where w.id = :endpointId and w.state = 'ACTIVE' and w.deleted_at is null and u.id = w.owner_id
      returning u.email, w.url`,
    { endpointId, now },
  );
  return row;
}

/** Switches off an endpoint still on; answers its owner's e-mail (undefined when it was off already). */
export async function switchOff(em: EntityManager, endpointId: number, now: Date): Promise<EndpointOwner | undefined> {
  const [row] = await executeNamed<EndpointOwner>(
    em,
    `update webhook_endpoints w set state = 'DISABLED', active = false, disabled_at = :now, paused_at = null,
            paused_by = null
       from users u
      where w.id = :endpointId and w.state = 'ACTIVE' and u.id = w.owner_id
      returning u.email, w.url`,
    { endpointId, now },
  );
  return row;
}

export interface DeliveryTarget {
  id: number;
  url: string;
  secretCipher: string;
  /** ACTIVE and not deleted: deliveries may be sent now (a paused or disabled endpoint's wait). */
  active: boolean;
}

export async function deliveryTarget(em: EntityManager, endpointId: number): Promise<DeliveryTarget | undefined> {
  const [row] = await executeNamed<DeliveryTarget>(
    em,
    `select id, url, secret_cipher as "secretCipher", state = 'ACTIVE' and deleted_at is null as active
       from webhook_endpoints where id = :endpointId`,
    { endpointId },
  );
  return row;
}
