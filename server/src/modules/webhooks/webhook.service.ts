import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_OWNER,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@shim/common/webhooks';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { queueStream } from './webhook-outbox';
import {
  countEndpoints,
  deleteEndpoint,
  endpointById,
  endpointsOf,
  insertEndpoint,
  insertPing,
  pauseByOwner,
  pendingStreams,
  pingStream,
  recentDeliveries,
  reopenDelivery,
  resumeEndpoint,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
  type WebhookScope,
} from './webhook.repository';
import { newSecret, sealSecret } from './webhook-secret';
import { checkWebhookUrl } from './webhook-url';

const OWNERS = ['ROLE_MANAGER', 'ROLE_ADMIN'] as const;
/** Deliveries the console shows per endpoint. */
export const DELIVERY_LOG_SIZE = 20;

/** A manager's endpoints hear of its own lodgings; an administrator's (partner) endpoints of every lodging. */
function ownerOf(ctx: RequestContext): { scope: WebhookScope; ownerId: number } {
  assertAccess(ctx, OWNERS);
  return { scope: ctx.user!.role === 'ROLE_ADMIN' ? 'PARTNER' : 'MANAGER', ownerId: ctx.user!.id };
}

function eventsOf(value: unknown): WebhookEventType[] {
  if (!Array.isArray(value) || value.length === 0) throw AppError.badInput(WEBHOOK_MESSAGES.eventsRequired);
  if (!value.every((e): e is WebhookEventType => WEBHOOK_EVENTS.includes(e as WebhookEventType))) {
    throw AppError.badInput(WEBHOOK_MESSAGES.eventUnknown);
  }
  return [...new Set(value)];
}

/** Registers an endpoint; the secret is in this answer only (stored sealed, to sign each delivery). */
export async function registerWebhook(
  ctx: RequestContext,
  input: { url: unknown; events: unknown },
): Promise<{ id: number; secret: string }> {
  const { scope, ownerId } = ownerOf(ctx);
  const events = eventsOf(input.events);
  const url = await checkWebhookUrl(input.url, ctx.app.config);
  if ((await countEndpoints(ctx.em, scope, ownerId)) >= WEBHOOKS_PER_OWNER) {
    throw AppError.badInput(WEBHOOK_MESSAGES.tooMany);
  }
  const secret = newSecret();
  const id = await insertEndpoint(ctx.em, {
    ownerId,
    scope,
    url,
    events,
    secretCipher: sealSecret(ctx.app.config, secret),
    now: ctx.clock.now(),
  });
  return { id, secret };
}

export type WebhookView = Omit<EndpointRow, 'secretCipher'> & { deliveries: DeliveryRow[] };

/** A delivery log filter as sent (REST query, GraphQL argument): absent is every status; an unknown one is 400. */
export function deliveryStatusOf(value: unknown): WebhookDeliveryStatus | null {
  if (value === undefined || value === null || value === '') return null;
  if (!WEBHOOK_DELIVERY_STATUSES.includes(value as WebhookDeliveryStatus)) {
    throw AppError.badInput(WEBHOOK_MESSAGES.deliveryStatusInvalid);
  }
  return value as WebhookDeliveryStatus;
}

/**
 * The caller's endpoints with their last deliveries (the delivery log; only those of `deliveryStatus` when
 * given), never their secrets.
 */
export async function webhooks(
  ctx: RequestContext,
  filter: { deliveryStatus?: WebhookDeliveryStatus | null } = {},
): Promise<WebhookView[]> {
  const { scope, ownerId } = ownerOf(ctx);
  const endpoints = await endpointsOf(ctx.em, scope, scope === 'PARTNER' ? null : ownerId);
  const deliveries = await recentDeliveries(
    ctx.em,
    endpoints.map((e) => e.id),
    DELIVERY_LOG_SIZE,
    filter.deliveryStatus ?? null,
  );
  return endpoints.map(({ secretCipher: _secret, ...endpoint }) => ({
    ...endpoint,
    deliveries: deliveries.filter((d) => d.endpointId === endpoint.id),
  }));
}

/** An endpoint the caller may manage, else NOT_FOUND (another manager's looks like none). */
async function ownEndpoint(ctx: RequestContext, id: number): Promise<EndpointRow> {
  const { scope, ownerId } = ownerOf(ctx);
  const endpoint = Number.isSafeInteger(id) ? await endpointById(ctx.em, id) : undefined;
  if (!endpoint || endpoint.scope !== scope || (scope === 'MANAGER' && endpoint.ownerId !== ownerId)) {
    throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
  }
  return endpoint;
}

export async function deleteWebhook(ctx: RequestContext, id: number): Promise<void> {
  await ownEndpoint(ctx, id);
  await deleteEndpoint(ctx.em, id, ctx.clock.now());
}

/**
 * "Send again": the delivery is pending now (with the same event id, so a receiver that had it skips it)
 * and a switched-off endpoint is switched back on, its held-back events following in order.
 */
export async function resendDelivery(ctx: RequestContext, id: number, deliveryId: number): Promise<void> {
  await ownEndpoint(ctx, id);
  if (!Number.isSafeInteger(deliveryId)) throw AppError.notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  await ctx.em.fork().transactional(async (tx) => {
    if (!(await reopenDelivery(tx, id, deliveryId, ctx.clock.now()))) {
      throw AppError.notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    }
    // Every stream held back while the endpoint was off goes on, each in its own order.
    for (const stream of await pendingStreams(tx, id)) await queueStream(tx, id, stream);
  });
}

/**
 * "Resume": a paused (or switched-off) endpoint is on again and every delivery that waited is due now,
 * each stream in its order. Resuming an endpoint that is on changes nothing.
 */
export async function resumeWebhook(ctx: RequestContext, id: number): Promise<void> {
  await ownEndpoint(ctx, id);
  await ctx.em.fork().transactional(async (tx) => {
    await resumeEndpoint(tx, id, ctx.clock.now());
    for (const stream of await pendingStreams(tx, id)) await queueStream(tx, id, stream);
  });
}

/** One endpoint of the caller's with its delivery log (of one status when given). */
export async function webhook(
  ctx: RequestContext,
  id: number,
  filter: { deliveryStatus?: WebhookDeliveryStatus | null } = {},
): Promise<WebhookView> {
  const { secretCipher: _secret, ...endpoint } = await ownEndpoint(ctx, id);
  const deliveries = await recentDeliveries(ctx.em, [id], DELIVERY_LOG_SIZE, filter.deliveryStatus ?? null);
  return { ...endpoint, deliveries };
}

/**
 * Changes an endpoint's address and/or events (each checked as at registration; an absent one stays).
 * Deliveries already made keep going to the endpoint, now at its new address.
 */
export async function updateWebhook(
  ctx: RequestContext,
  id: number,
  input: { url?: unknown; events?: unknown },
): Promise<WebhookView> {
  await ownEndpoint(ctx, id);
  const absent = (value: unknown) => value === undefined || value === null;
  if (absent(input.url) && absent(input.events)) throw AppError.badInput(WEBHOOK_MESSAGES.changeRequired);
  const events = absent(input.events) ? null : eventsOf(input.events);
  const url = absent(input.url) ? null : await checkWebhookUrl(input.url, ctx.app.config);
  await updateEndpoint(ctx.em, id, { url, events });
  return webhook(ctx, id);
}

/**
 * "Pause": nothing is sent until the owner resumes it; the events of the meantime are kept and follow in
 * order then (as after a pause of its circuit). A switched-off endpoint is refused (409): resume it instead.
 */
export async function pauseWebhook(ctx: RequestContext, id: number): Promise<void> {
  await ownEndpoint(ctx, id);
  if (!(await pauseByOwner(ctx.em, id, ctx.clock.now()))) throw AppError.conflict(WEBHOOK_MESSAGES.pauseDisabled);
}

/**
 * "Test ping": a `webhook.ping` event to this endpoint only, signed and sent like every delivery, through
 * the same per-endpoint queue (so it also waits behind nothing but earlier pings). Only an endpoint that is
 * on (409 otherwise: a paused one would hold it). Its result is in the delivery log.
 */
export async function pingWebhook(ctx: RequestContext, id: number): Promise<{ deliveryId: number; eventId: string }> {
  const endpoint = await ownEndpoint(ctx, id);
  if (endpoint.state !== 'ACTIVE') throw AppError.conflict(WEBHOOK_MESSAGES.pingNotActive);
  const now = ctx.clock.now();
  return ctx.em.fork().transactional(async (tx) => {
    const ping = await insertPing(tx, {
      endpointId: id,
      data: { webhookId: id, message: WEBHOOK_MESSAGES.pingMessage, sentAt: now.toISOString() },
      now,
    });
    await queueStream(tx, id, pingStream(id));
    return ping;
  });
}
