import { MESSAGES } from '@shim/common/messages';
import { field, type RestRouter } from '../../platform/rest';
import * as auth from './auth.service';

/** `/api/auth/*` of spec §7, in the shapes of REST-NOTES. */
export function authRoutes(api: RestRouter): void {
  api.post('/auth/login', 'public', (ctx, req) =>
    auth.login(ctx, {
      email: field.string(req.body?.email),
      password: field.string(req.body?.password),
      recaptchaToken: field.optionalString(req.body?.recaptchaToken),
      role: field.optionalString(req.body?.role),
    }),
  );

  api.get('/auth/me', 'authenticated', (ctx) => {
    const { id, name, email, role } = auth.me(ctx);
    return { id, name, email, role };
  });

  api.get('/auth/recaptcha-needed', 'public', async (ctx, req) => ({
    recaptchaRequired: await auth.recaptchaNeeded(ctx, field.string(req.query.email)),
  }));

  api.get('/auth/captcha-config', 'public', (ctx) => ctx.app.adapters.captcha.settings);

  api.post('/auth/refresh', 'public', (ctx, req) => auth.refresh(ctx, field.string(req.body?.refreshToken)));

  api.post('/auth/logout', 'public', async (ctx, req) => {
    await auth.logout(ctx, field.string(req.body?.refreshToken));
    return { message: MESSAGES.logoutDone };
  });
}
