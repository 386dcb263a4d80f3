import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOKS_PER_OWNER, type WebhookEventType } from '@shim/common/webhooks';
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
  pendingStreams,
  recentDeliveries,
  reopenDelivery,
  resumeEndpoint,
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

/** The caller's endpoints with their last deliveries (the delivery log), never their secrets. */
export async function webhooks(ctx: RequestContext): Promise<WebhookView[]> {
  const { scope, ownerId } = ownerOf(ctx);
  const endpoints = await endpointsOf(ctx.em, scope, scope === 'PARTNER' ? null : ownerId);
  const deliveries = await recentDeliveries(
    ctx.em,
    endpoints.map((e) => e.id),
    DELIVERY_LOG_SIZE,
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
