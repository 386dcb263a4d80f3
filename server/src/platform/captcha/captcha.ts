import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Logger } from '../logger';
import { callOutside, type OutsideAnswer, type OutsideService } from '../outside-call';

export interface CaptchaSettings {
  /** `recaptcha`: Google's widget with the site key; `local`: the project's stand-in widget. */
  mode: 'recaptcha' | 'local';
  siteKey: string;
}

export const LOCAL_SITE_KEY = 'local-captcha';
export const LOCAL_CAPTCHA_PATH = '/local/recaptcha';

/**
 * Verifies a captcha token the way reCAPTCHA v2 asks (POST form `secret`, `response`, `remoteip` to
 * siteverify, JSON `{success}`). With no RECAPTCHA_SECRET the same request goes over HTTP to the local
 * stand-in this app serves (ARCHITECTURE §6): the code path is the same.
 */
export class CaptchaVerifier {
  readonly localSecret: string;
  private readonly outside: OutsideService;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {
    this.localSecret = createHmac('sha256', config.jwtSecret).update('local-recaptcha-secret').digest('base64url');
    this.outside = { name: 'reCAPTCHA', logger, timeoutMs: 5_000, noAnswer: (why) => new Error(`reCAPTCHA ${why}`) };
  }

  get settings(): CaptchaSettings {
    return this.config.standIns.captcha
      ? { mode: 'local', siteKey: LOCAL_SITE_KEY }
      : { mode: 'recaptcha', siteKey: this.config.RECAPTCHA_SITE_KEY ?? '' };
  }

  /** True when the provider accepts the token; false when it refuses it or cannot be reached. */
  async verify(token: string, remoteip: string | null, selfUrl: string): Promise<boolean> {
    if (!token) return false;
    const local = this.config.standIns.captcha;
    const secret = local ? this.localSecret : (this.config.RECAPTCHA_SECRET ?? '');
    const url = local ? `${selfUrl}${LOCAL_CAPTCHA_PATH}/siteverify` : this.config.RECAPTCHA_VERIFY_URL;
    const form = new URLSearchParams({ secret, response: token });
    if (remoteip) form.set('remoteip', remoteip);
    let reply: OutsideAnswer;
    try {
      reply = await callOutside(this.outside, url, { method: 'POST', form });
    } catch {
      return false; // logged by callOutside
    }
    if (!reply.ok) this.logger.warn({ status: reply.status }, 'reCAPTCHA 확인 실패');
    return reply.ok && reply.body?.success === true;
  }
}
