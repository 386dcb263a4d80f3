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

/** What lives as long as the process: settings, the ORM, the logger. */
export interface AppServices {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  rateLimits: { loginPerIp: RateLimiter };
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
