import { MESSAGES } from '@shim/common/messages';
import { field, type RestRouter } from '../../platform/rest';
import * as registration from './registration.service';

/** `POST /api/register` and `POST /api/manager-register` of spec §7. */
export function registrationRoutes(api: RestRouter): void {
  api.post('/register', 'public', (ctx, req) =>
    registration.register(ctx, {
      name: field.string(req.body?.name),
      email: field.string(req.body?.email),
      password: field.string(req.body?.password),
    }),
  );

  api.post('/manager-register', 'public', async (ctx, req) => {
    await registration.applyAsManager(ctx, {
      name: field.string(req.body?.name),
      email: field.string(req.body?.email),
      password: field.string(req.body?.password),
      companyName: field.string(req.body?.companyName),
      businessNumber: field.string(req.body?.businessNumber),
    });
    return { success: true, message: MESSAGES.managerApplied };
  });
}
