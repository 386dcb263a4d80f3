import type { Config } from '../config';
import type { CoreServices } from './context';
import { CaptchaVerifier } from './captcha/captcha';
import { Mailer } from './mail/mailer';
import { OAuthClient } from './oauth/oauth';
import { TossPayments } from './payments/toss';
import { RateLimiter } from './rate-limit';
import { LIMITS } from '@shim/common/limits';

/** Adapters to outside services and the per-process limits of the account flows. */
export interface Adapters {
  mail: Mailer;
  captcha: CaptchaVerifier;
  oauth: OAuthClient;
  toss: TossPayments;
  limits: {
    /** Code verification attempts per IP (the per-code and per-address limits live in the database). */
    codeVerifyPerIp: RateLimiter;
    /** Duplicate checks per IP: the check answers whether an address is registered. */
    checkEmailPerIp: RateLimiter;
    /** Inquiries from guests: the one public write that stores free text. */
    guestInquiryPerIp: RateLimiter;
  };
  close(): Promise<void>;
}

export function createAdapters(core: CoreServices): Adapters {
  const config: Config = core.config;
  const mail = new Mailer(config, core.orm, core.logger);
  return {
    mail,
    captcha: new CaptchaVerifier(config, core.logger),
    oauth: new OAuthClient(config),
    toss: new TossPayments(config, core.logger),
    limits: {
      codeVerifyPerIp: new RateLimiter(LIMITS.codeVerifiesPerIpPerTenMinutes, 10 * 60_000),
      checkEmailPerIp: new RateLimiter(30, 60_000),
      guestInquiryPerIp: new RateLimiter(LIMITS.guestInquiriesPerIpPerHour, 3_600_000),
    },
    close: () => mail.close(),
  };
}
