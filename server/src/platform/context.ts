import { randomUUID } from 'node:crypto';
import type { EntityManager, MikroORM, AbstractSqlConnection } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Role } from '@shim/common/roles';
import { API_KEY_MARK } from '@shim/common/api-keys';
import { localeFromAcceptLanguage, type Locale } from '@shim/common/locales';
import type { Config } from '../config';
import { verifyAccessToken } from './auth/tokens';
import type { Logger } from './logger';
import type { Adapters } from './adapters';
import type { Metrics } from './metrics';
import { systemClock, type Clock } from './clock';
import type { SharedState } from './shared-state';

/** What lives as long as the process: settings, the ORM, the logger. */
export interface CoreServices {
  config: Config;
  orm: MikroORM;
  logger: Logger;
  /** Limits and session revocations, shared by the replicas through Redis when there is one. */
  shared: SharedState;
  /** The time services and jobs read (tests pin it); the system clock when absent. */
  clock?: Clock;
  /** The payment paths' own connection pool (DB_PAYMENT_POOL_MAX); the main pool when absent. */
  paymentOrm?: MikroORM;
  /**
   * The read replica's pool (DATABASE_READ_URL) for the public reads; absent: they go to the primary. Never
   * written through, and never read for anything the same request or its client has just written.
   */
  readOrm?: MikroORM;
  /** Prometheus metrics; `registerGauge` lets a queue add its own. Made by `createHttpApp` when absent. */
  metrics?: Metrics;
}

/** The core plus the adapters to outside services (mail, captcha, OAuth), built by `createHttpApp`. */
export interface AppServices extends CoreServices {
  adapters: Adapters;
  clock: Clock;
  metrics: Metrics;
}

/** An integrator's API key on this request: it acts with exactly its scopes (the api-keys module checks them). */
export interface ApiKeyCaller {
  id: number;
  kind: 'PARTNER' | 'MANAGER';
  scopes: readonly string[];
  /** The safelist of operation ids (sha256 of the document); null for any. */
  operationIds: readonly string[] | null;
  /** The sites the payment window may send a guest back to when this key prepares a booking. */
  returnOrigins: readonly string[];
}

/** The key a request sent, if usable: the caller and the account it reaches as (a manager key's manager). */
export type ApiKeyReader = (
  connection: AbstractSqlConnection,
  key: string,
  now: Date,
) => Promise<{ caller: ApiKeyCaller; account: AuthUser | null } | null>;

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  name: string;
}

/** One per request, shared by the REST facade and GraphQL: the caller and an EntityManager fork. */
export interface RequestContext {
  app: AppServices;
  em: EntityManager;
  /**
   * The database connection, for statements that hydrate no entities (search, detail): reached through
   * `em`, it would first fork an EntityManager (a unit of work and an identity map, with their
   * garbage) for nothing. Like `em.getConnection()`, it runs statements outside any transaction.
   */
  connection: AbstractSqlConnection;
  /**
   * The connection of the public reads a replica may answer (search, hotel detail, the catalog): the read
   * replica when DATABASE_READ_URL is set, else `connection`. Statements that write, or that read what this
   * client has just written (a booking's own answer), take `connection` or `em`.
   */
  publicReads: AbstractSqlConnection;
  user: AuthUser | null;
  /** A token was sent but was expired, forged or belongs to no account. */
  tokenRejected: boolean;
  /** The API key the request was sent with (only /graphql reads keys); null for a person or anonymous. */
  apiKey: ApiKeyCaller | null;
  /** An API key was sent but is unknown, expired or revoked. */
  apiKeyRejected: boolean;
  ip: string | null;
  /** A random key the browser keeps (X-Browser-Key), telling apart clients behind one IP; null if absent. */
  browserKey: string | null;
  requestId: string;
  logger: Logger;
  /** This process over loopback (the port it listens on): how adapters reach the local stand-ins. */
  selfUrl: string;
  /** The site as the browser sees it: PUBLIC_URL, else http://localhost:PORT (siteOrigin). */
  origin: string;
  /** The app's clock: services read "now" and "today in Seoul" here, never from the system. */
  clock: Clock;
  /**
   * The guest's language from `Accept-Language` (the site's pages send their own): GraphQL names and
   * messages answer in it, Korean where no translation exists. REST answers Korean (REST-NOTES).
   */
  locale: Locale;
}

/** The account a token names, read afresh (the users module's `accountOf`; app.ts hands it in). */
export type AccountReader = (em: EntityManager, userId: number) => Promise<AuthUser | null>;

export async function createRequestContext(
  app: AppServices,
  req: Request,
  readAccount: AccountReader,
  readApiKey?: ApiKeyReader,
): Promise<RequestContext> {
  const ctx = new HttpRequestContext(app, req);
  const token = bearerToken(req.headers.authorization);
  const sentKey = req.headers['x-api-key'];
  const key = token?.startsWith(API_KEY_MARK) ? token : typeof sentKey === 'string' ? sentKey : null;
  if (readApiKey && key !== null) {
    // A key is never a person's session: it reaches only what its scopes allow (see the api-keys module).
    const found = key.startsWith(API_KEY_MARK) ? await readApiKey(ctx.connection, key, ctx.clock.now()) : null;
    if (found) {
      ctx.apiKey = found.caller;
      ctx.user = found.account;
    } else ctx.apiKeyRejected = true;
    return ctx;
  }
  if (!token) return ctx;
  const claims = verifyAccessToken(app.config.jwtSecret, token);
  // The account is read on every authenticated request, so a deleted account or a changed role
  // (a pending manager approved, a manager removed) takes effect at once, not when the token expires.
  const [account, revoked] = claims
    ? await Promise.all([readAccount(ctx.em, claims.userId), app.shared.sessions.isRevoked(claims.sessionId)])
    : [null, false];
  if (account && !revoked) ctx.user = account;
  else ctx.tokenRejected = true;
  return ctx;
}

/**
 * A request's context whose parts are made when first used, so a request pays only for what it reads: a
 * search or a detail needs one statement on the connection, but no fork, child logger or origin.
 */
class HttpRequestContext implements RequestContext {
  user: AuthUser | null = null;
  tokenRejected = false;
  apiKey: ApiKeyCaller | null = null;
  apiKeyRejected = false;
  readonly requestId: string;
  readonly ip: string | null;
  readonly browserKey: string | null;
  readonly locale: Locale;
  // One shared holder, not private fields: Apollo shallow-copies the context per operation, and the
  // copies must share the request's one fork.
  private readonly made: {
    em?: EntityManager;
    logger?: Logger;
    origin?: string;
    selfUrl?: string;
    paymentPool?: boolean;
  } = {};

  constructor(
    readonly app: AppServices,
    private readonly req: Request,
  ) {
    this.requestId = (req.res?.locals.requestId as string | undefined) ?? randomUUID();
    this.ip = req.ip ?? null;
    const key = req.headers['x-browser-key'];
    this.browserKey = typeof key === 'string' && /^[\w-]{16,64}$/.test(key) ? key : null;
    this.locale = localeFromAcceptLanguage(req.headers['accept-language']);
  }

  get em(): EntityManager {
    return (this.made.em ??= this.orm.em.fork());
  }
  /** From now on this request's statements go through the payment pool (a fresh fork of it). */
  usePaymentPool(): void {
    if (this.made.paymentPool || !this.app.paymentOrm) return;
    this.made.paymentPool = true;
    this.made.em = this.app.paymentOrm.em.fork();
  }
  private get orm(): MikroORM {
    return (this.made.paymentPool ? this.app.paymentOrm : undefined) ?? this.app.orm;
  }
  get clock(): Clock {
    return this.app.clock ?? systemClock;
  }
  get connection(): AbstractSqlConnection {
    return this.orm.em.getConnection();
  }
  get publicReads(): AbstractSqlConnection {
    return this.app.readOrm?.em.getConnection() ?? this.connection;
  }
  get logger(): Logger {
    return (this.made.logger ??=
      (this.req.res?.locals.logger as Logger | undefined) ?? this.app.logger.child({ requestId: this.requestId }));
  }
  get selfUrl(): string {
    return (this.made.selfUrl ??= selfUrlOf(this.req));
  }
  get origin(): string {
    return (this.made.origin ??= siteOrigin(this.app.config));
  }
}

/** The site as the browser sees it: PUBLIC_URL, else http://localhost:PORT; never a request's Host header. */
export function siteOrigin(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl.replace(/\/+$/, '');
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

/**
 * Moves a request onto the payment pool: prepare, complete and cancel (app.ts picks them by route and by
 * GraphQL field) keep getting connections while a search burst has the main pool queueing.
 */
export function usePaymentPool(ctx: RequestContext): void {
  if (ctx instanceof HttpRequestContext) ctx.usePaymentPool();
}
