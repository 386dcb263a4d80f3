import { MESSAGES } from '@shim/common/messages';
import { field, type RestRouter } from '../../platform/rest';
import * as passwords from './password.service';

/** Password reset, the member's stepwise change, and the consoles' change (spec §7). */
export function passwordRoutes(api: RestRouter): void {
  api.post('/request-reset-password', 'public', async (ctx, req) => {
    await passwords.requestPasswordReset(ctx, field.string(req.body?.email));
    return { message: MESSAGES.codeSent };
  });

  api.post('/verify-code-for-password-reset', 'public', (ctx, req) =>
    passwords.verifyPasswordResetCode(ctx, field.string(req.body?.email), field.string(req.body?.code)),
  );

  api.post('/reset-password', 'public', async (ctx, req) => {
    await passwords.resetPassword(ctx, field.string(req.body?.resetToken), field.string(req.body?.newPassword));
    return { message: MESSAGES.passwordChanged };
  });

  api.post('/users/password/verify-and-send-code', 'authenticated', async (ctx, req) => {
    await passwords.verifyOldPasswordAndSendCode(ctx, field.string(req.body?.oldPassword));
    return { message: MESSAGES.codeSent };
  });

  api.post('/users/password/verify-code', 'authenticated', (ctx, req) =>
    passwords.verifyPasswordChangeCode(ctx, field.string(req.body?.code)),
  );

  api.put('/users/password/reset', 'authenticated', async (ctx, req) => {
    await passwords.completePasswordChange(
      ctx,
      field.string(req.body?.resetToken),
      field.string(req.body?.newPassword),
    );
    return { message: MESSAGES.passwordChanged };
  });

  api.put('/manager/account/password', ['ROLE_MANAGER'], async (ctx, req) => {
    await passwords.changePassword(
      ctx,
      ['ROLE_MANAGER'],
      field.string(req.body?.currentPassword),
      field.string(req.body?.newPassword),
    );
    return { message: MESSAGES.passwordChanged };
  });

  api.put('/admin/account/password', ['ROLE_ADMIN'], async (ctx, req) => {
    await passwords.changePassword(
      ctx,
      ['ROLE_ADMIN'],
      field.string(req.body?.currentPassword),
      field.string(req.body?.newPassword),
    );
    return { message: MESSAGES.passwordChanged };
  });
}
