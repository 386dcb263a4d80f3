import { WEBHOOK_MESSAGES } from '@shim/common/webhooks';
import type { RestRouter } from '../../platform/rest';
import * as service from './webhook.service';
import { deliveryOf, stateFieldsOf } from './webhook.types';

/** An endpoint as REST answers it: its state's fields beside it, its delivery log, never owner or scope. */
const restOf = ({ ownerId: _owner, scope: _scope, deliveries, ...endpoint }: service.WebhookView) => ({
  ...endpoint,
  ...stateFieldsOf(endpoint.state),
  deliveries: deliveries.map(deliveryOf),
});

/** Webhooks' REST twins: the same service for a manager's (own lodgings) and an administrator's (all) webhooks. */
export function webhookRoutes(api: RestRouter): void {
  for (const [base, role] of [
    ['/manager/webhooks', 'ROLE_MANAGER'],
    ['/admin/webhooks', 'ROLE_ADMIN'],
  ] as const) {
    api.post(base, [role], async (ctx, req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      return service.registerWebhook(ctx, { url: body.url, events: body.events });
    });

    // `?deliveryStatus=FAILED`: each delivery log holds only that status's deliveries.
    api.get(base, [role], async (ctx, req) => {
      const deliveryStatus = service.deliveryStatusOf(req.query.deliveryStatus);
      return (await service.webhooks(ctx, { deliveryStatus })).map(restOf);
    });

    api.get(`${base}/:id/deliveries`, [role], async (ctx, req) => {
      const deliveryStatus = service.deliveryStatusOf(req.query.status);
      return (await service.webhook(ctx, Number(req.params.id), { deliveryStatus })).deliveries.map(deliveryOf);
    });

    api.patch(`${base}/:id`, [role], async (ctx, req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const updated = await service.updateWebhook(ctx, Number(req.params.id), { url: body.url, events: body.events });
      return { ...restOf(updated), message: WEBHOOK_MESSAGES.updated };
    });

    api.delete(`${base}/:id`, [role], async (ctx, req) => {
      await service.deleteWebhook(ctx, Number(req.params.id));
      return { message: WEBHOOK_MESSAGES.deleted };
    });

    api.post(`${base}/:id/pause`, [role], async (ctx, req) => {
      await service.pauseWebhook(ctx, Number(req.params.id));
      return { message: WEBHOOK_MESSAGES.paused };
    });

    api.post(`${base}/:id/resume`, [role], async (ctx, req) => {
      await service.resumeWebhook(ctx, Number(req.params.id));
      return { message: WEBHOOK_MESSAGES.resumed };
    });

    api.post(`${base}/:id/ping`, [role], async (ctx, req) => {
      const ping = await service.pingWebhook(ctx, Number(req.params.id));
      return { ...ping, message: WEBHOOK_MESSAGES.pingQueued };
    });

    api.post(`${base}/:id/deliveries/:deliveryId/resend`, [role], async (ctx, req) => {
      await service.resendDelivery(ctx, Number(req.params.id), Number(req.params.deliveryId));
      return { message: WEBHOOK_MESSAGES.resent };
    });
  }
}
