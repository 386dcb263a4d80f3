import { WEBHOOK_MESSAGES } from '@shim/common/webhooks';
import type { RestRouter } from '../../platform/rest';
import * as service from './webhook.service';
import { deliveryOf, stateFieldsOf } from './webhook.types';

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

    api.get(base, [role], async (ctx) =>
      (await service.webhooks(ctx)).map(({ ownerId: _owner, scope: _scope, deliveries, ...endpoint }) => ({
        ...endpoint,
        ...stateFieldsOf(endpoint.state),
        deliveries: deliveries.map(deliveryOf),
      })),
    );

    api.delete(`${base}/:id`, [role], async (ctx, req) => {
      await service.deleteWebhook(ctx, Number(req.params.id));
      return { message: WEBHOOK_MESSAGES.deleted };
    });

    api.post(`${base}/:id/resume`, [role], async (ctx, req) => {
      await service.resumeWebhook(ctx, Number(req.params.id));
      return { message: WEBHOOK_MESSAGES.resumed };
    });

    api.post(`${base}/:id/deliveries/:deliveryId/resend`, [role], async (ctx, req) => {
      await service.resendDelivery(ctx, Number(req.params.id), Number(req.params.deliveryId));
      return { message: WEBHOOK_MESSAGES.resent };
    });
  }
}
