import { MESSAGES } from '@shim/common/messages';
import { field, type RestRouter } from '../../platform/rest';
import * as verification from './verification.service';

/** Duplicate check and sign-up codes of spec §7, with the old service's messages (REST-NOTES). */
export function verificationRoutes(api: RestRouter): void {
  api.post('/check-email', 'public', async (ctx, req) => ({
    isDuplicate: await verification.isEmailTaken(ctx, field.string(req.body?.email)),
  }));

  api.post('/send-code', 'public', async (ctx, req) => {
    await verification.sendSignupCode(ctx, field.string(req.body?.email));
    return { message: MESSAGES.codeSent };
  });

  api.post('/verify-code', 'public', async (ctx, req) => {
    await verification.verifySignupCode(ctx, field.string(req.body?.email), field.string(req.body?.code));
    return { message: MESSAGES.codeVerified };
  });
}
