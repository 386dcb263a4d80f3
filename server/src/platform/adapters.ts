import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import type { Logger } from './logger';
import { CaptchaVerifier } from './captcha/captcha';
import { KakaoGeocoder } from './geocoding/kakao-local';
import { Mailer } from './mail/mailer';
import { OAuthClient } from './oauth/oauth';
import { TossPayments } from './payments/toss';
import { SolapiSms } from './sms/solapi';
import type { ObjectStorage } from './storage/object-storage';
import { photoStorageOf } from './storage/photo-storage';

/** Adapters to outside services. */
export interface Adapters {
  mail: Mailer;
  captcha: CaptchaVerifier;
  oauth: OAuthClient;
  toss: TossPayments;
  geocoder: KakaoGeocoder;
  sms: SolapiSms;
  /** Lodging, room, review and landmark photos (local folder or S3). */
  photos: ObjectStorage;
  close(): Promise<void>;
}

/** From the settings, the ORM (the mailbox stores mail) and the logger: what the adapters sit on. */
export function createAdapters(core: { config: Config; orm: MikroORM; logger: Logger }): Adapters {
  const config = core.config;
  const mail = new Mailer(config, core.orm, core.logger);
  return {
    mail,
    captcha: new CaptchaVerifier(config, core.logger),
    oauth: new OAuthClient(config, core.logger),
    toss: new TossPayments(config, core.logger),
    geocoder: new KakaoGeocoder(config, core.logger),
    sms: new SolapiSms(config, core.logger),
    photos: photoStorageOf(config, core.logger),
    close: () => mail.close(),
  };
}
