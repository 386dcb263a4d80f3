import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis, type Command } from 'ioredis';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { LIMITS } from '@shim/common/limits';
import type { Config } from '../config';
import { ACCESS_TOKEN_TTL_MS } from './auth/tokens';
import { RateLimiter } from './rate-limit';
import { SessionRevocations } from './auth/revocations';
import type { Logger } from './logger';

/** Every per-client limit of the server; the numbers are in common/limits.ts and docs/decisions/platform.md. */
export interface Limits {
  /** Logins and current-password checks per IP, counted before any password is hashed. */
  loginPerIp: RateLimiter;
  /** Code verification attempts per IP (the per-code and per-address limits live in the database). */
  codeVerifyPerIp: RateLimiter;
  /** Answers that tell a registered address from an unregistered one (check-email, send-code) per IP. */
  emailProbePerIp: RateLimiter;
  /** Inquiries from guests: the one public write that stores free text. */
  guestInquiryPerIp: RateLimiter;
  /** Inquiries per member account (a member could otherwise post without end). */
  memberInquiryPerUser: RateLimiter;
  /** Wrong order number / phone pairs per IP (guest lookup, cancel, delete). */
  guestProofFailuresPerIp: RateLimiter;
  /** Wrong phones per order number: past it, the booking is refused to guests for a while. */
  guestProofFailuresPerOrder: RateLimiter;
  /** What anonymous clients of one IP may hold at once (counted in the database's reservations). */
  guestHolds: { openPerIp: number; roomNightsPerIp: number };
  /** Rate and inventory calendar writes per manager account, its API keys included. */
  calendarWritesPerManager: RateLimiter;
}

/**
 * What the replicas must share: the limits and the revoked sessions. With REDIS_URL both live in Redis
 * (keys under REDIS_PREFIX); without it, in this process. Failed logins and code attempts are counted in
 * PostgreSQL (login_failures, verification_codes), shared either way.
 */
export class SharedState {
  private constructor(
    readonly redis: Redis | null,
    readonly limits: Limits,
    readonly sessions: SessionRevocations,
  ) {}

  /** `limitFactor` multiplies every limit (the benchmarks book from one address as fast as they can). */
  static async connect(
    config: Config,
    orm: MikroORM,
    options: { limitFactor?: number; logger?: Logger } = {},
  ): Promise<SharedState> {
    const factor = options.limitFactor ?? 1;
    const redis = config.REDIS_URL ? await connectRedis(config, options.logger) : null;
    const store = redis ? { redis, prefix: config.REDIS_PREFIX } : undefined;
    const limiter = (name: string, limit: number, windowMs: number) =>
      new RateLimiter(name, limit * factor, windowMs, store);
    const minute = 60_000;
    const loginLimit = config.LOGIN_ATTEMPTS_PER_MINUTE * factor;
    const limits: Limits = {
      // The one limit that guards password hashing: while Redis is away it is counted in PostgreSQL,
      // so N replicas do not allow N times the attempts (the others fall back to each process).
      loginPerIp: new RateLimiter(
        'login-ip',
        loginLimit,
        minute,
        store,
        store && databaseLimiter(orm, store.prefix, 'login-ip', loginLimit, minute),
      ),
      codeVerifyPerIp: limiter('code-verify-ip', LIMITS.codeVerifiesPerIpPerTenMinutes, 10 * minute),
      emailProbePerIp: limiter('email-probe-ip', LIMITS.emailProbesPerIpPerMinute, minute),
      guestInquiryPerIp: limiter('guest-inquiry-ip', LIMITS.guestInquiriesPerIpPerHour, 60 * minute),
      memberInquiryPerUser: limiter('member-inquiry-user', LIMITS.memberInquiriesPerHour, 60 * minute),
      guestProofFailuresPerIp: limiter('guest-proof-ip', LIMITS.guestProofFailuresPerIpPerHour, 60 * minute),
      guestProofFailuresPerOrder: limiter(
        'guest-proof-order',
        LIMITS.guestProofFailuresPerOrder,
        LIMITS.guestProofLockMinutes * minute,
      ),
      calendarWritesPerManager: limiter('calendar-write-manager', config.CALENDAR_WRITES_PER_MINUTE, minute),
      guestHolds: {
        openPerIp: LIMITS.guestOpenHoldsPerIp * factor,
        roomNightsPerIp: LIMITS.guestHoldRoomNightsPerIp * factor,
      },
    };
    const sessions = new SessionRevocations(ACCESS_TOKEN_TTL_MS + minute, store, orm);
    // Redis keeps nothing on disk (compose, this machine): the database is the source at every start,
    // and again whenever Redis comes back (what was revoked while it was away, or all of it if it
    // restarted empty).
    await sessions.loadFrom(orm);
    redis?.on('ready', () => {
      sessions
        .resync()
        .catch((error: unknown) => options.logger?.warn({ err: error }, '세션 폐기 목록을 다시 싣지 못했습니다'));
    });
    return new SharedState(redis, limits, sessions);
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

/** A limiter in PostgreSQL (table login_limit_counters), the insurance of a Redis one. */
function databaseLimiter(orm: MikroORM, prefix: string, name: string, points: number, windowMs: number) {
  return new RateLimiterPostgres({
    storeClient: orm.em.getConnection().getKnex(),
    storeType: 'knex',
    tableName: 'login_limit_counters',
    tableCreated: true,
    keyPrefix: `${prefix}${name}`,
    points,
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  });
}

/**
 * A Redis whose command that times out drops the connection: until it is ready again every command
 * fails at once (no offline queue) and the fallbacks answer, instead of each request waiting out its
 * own timeout on a Redis that has stopped answering.
 */
class DeadlineRedis extends Redis {
  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    const sent = super.sendCommand(command, stream);
    command.promise.catch((error: unknown) => {
      if (error instanceof Error && error.message === 'Command timed out' && this.status === 'ready') {
        this.disconnect(true);
      }
    });
    return sent;
  }
}

/**
 * A Redis client, once it is ready or after the connect timeout (the limits count in process until
 * then). Outages are logged once each, not on every reconnection attempt; ioredis keeps reconnecting.
 */
async function connectRedis(config: Config, logger?: Logger): Promise<Redis> {
  // No offline queue: while Redis is away a command fails at once and the fallback answers. A command
  // gets REDIS_COMMAND_TIMEOUT_MS, a connection REDIS_CONNECT_TIMEOUT_MS, and TCP keepalive finds a
  // peer that vanished.
  const redis = new DeadlineRedis(config.REDIS_URL!, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: config.REDIS_CONNECT_TIMEOUT_MS,
    keepAlive: 10_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) logger?.warn({ err: error }, 'Redis에 연결할 수 없어 제한을 이 프로세스에서 셉니다');
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger?.info('Redis에 다시 연결되었습니다');
    down = false;
  });
  await new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    setTimeout(resolve, config.REDIS_CONNECT_TIMEOUT_MS).unref();
  });
  return redis;
}
