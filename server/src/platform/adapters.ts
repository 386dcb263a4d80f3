import type { Config } from '../config';
import type { CoreServices } from './context';
import { CaptchaVerifier } from './captcha/captcha';
import { KakaoGeocoder } from './geocoding/kakao-local';
import { Mailer } from './mail/mailer';
import { OAuthClient } from './oauth/oauth';
import { TossPayments } from './payments/toss';
import { SolapiSms } from './sms/solapi';

/** Adapters to outside services. */
export interface Adapters {
  mail: Mailer;
  captcha: CaptchaVerifier;
  oauth: OAuthClient;
  toss: TossPayments;
  geocoder: KakaoGeocoder;
  sms: SolapiSms;
  close(): Promise<void>;
}

export function createAdapters(core: CoreServices): Adapters {
  const config: Config = core.config;
  const mail = new Mailer(config, core.orm, core.logger);
  return {
    mail,
    captcha: new CaptchaVerifier(config, core.logger),
    oauth: new OAuthClient(config, core.logger),
    toss: new TossPayments(config, core.logger),
    geocoder: new KakaoGeocoder(config, core.logger),
    sms: new SolapiSms(config, core.logger),
    close: () => mail.close(),
  };
}
