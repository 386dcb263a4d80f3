import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Role } from '@shim/common/roles';
import type { Config } from '../config';
import { User } from '../modules/users/user.entity';
import { verifyAccessToken } from './auth/tokens';
import { createLoaders, type Loaders } from './loaders';
import type { Logger } from './logger';
import type { RateLimiter } from './rate-limit';
import type { Adapters } from './adapters';

/** What lives as long as the process: settings, the ORM, the logger. */
export interface CoreServices {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  rateLimits: { loginPerIp: RateLimiter };
}

/** The core plus the adapters to outside services (mail, captcha, OAuth), built by `createHttpApp`. */
export interface AppServices extends CoreServices {
  adapters: Adapters;
}

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  name: string;
}

/** One per request, shared by the REST facade and GraphQL: the caller, an EntityManager fork, loaders. */
export interface RequestContext {
  app: AppServices;
  em: EntityManager;
  user: AuthUser | null;
  /** A token was sent but was expired, forged or belongs to no account. */
  tokenRejected: boolean;
  ip: string | null;
  requestId: string;
  loaders: Loaders;
  logger: Logger;
  /** This process over loopback (the port it listens on): how adapters reach the local stand-ins. */
  selfUrl: string;
  /** The site as the browser sees it: PUBLIC_URL, else the request's own host. */
  origin: string;
}

export async function createRequestContext(app: AppServices, req: Request): Promise<RequestContext> {
  const em = app.orm.em.fork();
  const requestId = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
  const base = {
    app,
    em,
    ip: req.ip ?? null,
    requestId,
    loaders: createLoaders(em),
    logger: app.logger.child({ requestId }),
    selfUrl: selfUrlOf(req),
    origin: app.config.publicUrlSet
      ? app.config.publicUrl.replace(/\/+$/, '')
      : `${req.protocol}://${req.get('host') ?? 'localhost'}`,
  };
  const token = bearerToken(req.headers.authorization);
  if (!token) return { ...base, user: null, tokenRejected: false };
  const claims = verifyAccessToken(app.config.jwtSecret, token);
  // The account is read on every authenticated request, so a deleted account or a changed role
  // (a pending manager approved, a manager removed) takes effect at once, not when the token expires.
  const account = claims ? await em.findOne(User, claims.userId) : null;
  if (!account) return { ...base, user: null, tokenRejected: true };
  return {
    ...base,
    user: { id: account.id, role: account.role, email: account.email, name: account.name },
    tokenRejected: false,
  };
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : null;
}

/** The address this request arrived on, so a call to ourselves reaches this very process. */
function selfUrlOf(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  const port = req.socket.localPort ?? 80;
  const host = address.startsWith('::ffff:') ? address.slice(7) : address;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}
