import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express, Request, RequestHandler, Router } from 'express';
import { LOCAL_CAPTCHA_PATH } from './captcha/captcha';
import { localCaptchaRouter } from './captcha/local-captcha';
import { LOCAL_GEOCODING_PATH } from './geocoding/kakao-local';
import { localGeocoderRouter } from './geocoding/local-geocoder';
import { siteOrigin, type AppServices } from './context';
import { mailboxRouter } from './mail/mailbox';
import { LOCAL_TILES_PATH, localTilesRouter } from './maps/local-tiles';
import { LOCAL_OAUTH_PATH } from './oauth/oauth';
import { localOAuthRouter } from './oauth/local-oauth';
import { LOCAL_TOSS_PATH } from './payments/toss';
import { localSolapiRouter, smsBoxRouter } from './sms/local-solapi';
import { LOCAL_SOLAPI_PATH } from './sms/solapi';

/** The stand-ins a module keeps with its data (the Toss sandbox stores its payments), handed in by app.ts. */
export interface ModuleStandIns {
  tossSandbox: (orm: MikroORM, secretKey: string) => Router;
}

/** Headers a reverse proxy adds: a request that carries one came from elsewhere, whatever the socket says. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * A request made on this machine: the socket's own peer is a loopback address (X-Forwarded-For is never
 * believed here) and no proxy forwarded it (nginx on the same host connects from loopback too).
 */
export function fromThisMachine(req: Pick<Request, 'socket' | 'headers'>): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  return loopback && FORWARDING_HEADERS.every((name) => req.headers[name] === undefined);
}

/**
 * Mounts the local stand-ins for outside services (ARCHITECTURE §6), reached over HTTP like the real
 * ones. Which ones is decided in one place, `config.standIns` (standInsOf in config.ts): none in
 * production unless LOCAL_STANDINS=true, and never one for a service that has its real keys. The readers
 * of what they kept (e-mailed and texted codes) answer in production only on this machine; to anyone
 * else they are not there.
 */
export function mountStandIns(app: Express, services: AppServices, modules: ModuleStandIns): void {
  const { config, adapters } = services;
  const standIns = config.standIns;
  const reader = (router: Router): RequestHandler =>
    standIns.readersLoopbackOnly
      ? (req, res, next) => (fromThisMachine(req) ? router(req, res, next) : next())
      : router;
  if (standIns.captcha) app.use(LOCAL_CAPTCHA_PATH, localCaptchaRouter(adapters.captcha.localSecret));
  if (standIns.kakao || standIns.google) {
    const { oauth } = adapters;
    const signingKey = oauth.localSecret('kakao') + oauth.localSecret('google');
    app.use(LOCAL_OAUTH_PATH, localOAuthRouter(oauth, signingKey, siteOrigin(config), config.CORS_ORIGINS));
  }
  if (standIns.toss) app.use(LOCAL_TOSS_PATH, modules.tossSandbox(services.orm, adapters.toss.localSecretKey));
  if (standIns.geocoding) app.use(LOCAL_GEOCODING_PATH, localGeocoderRouter(adapters.geocoder.localKey));
  if (standIns.mail) app.use('/dev', reader(mailboxRouter(services.orm)));
  if (standIns.tiles) app.use(LOCAL_TILES_PATH, localTilesRouter());
  if (standIns.sms) {
    app.use(LOCAL_SOLAPI_PATH, localSolapiRouter(services.orm, adapters.sms.localKeys));
    app.use('/dev', reader(smsBoxRouter(services.orm)));
  }
}
