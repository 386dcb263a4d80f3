import type { Logger } from './logger';

/** What a 503 tells the client to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** Network errors that mean the database could not be reached or stopped answering. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * SQLSTATEs of a database that is away or too slow, not of a bad request: connection exceptions (08…),
 * a statement past statement_timeout (57014), shutdown and start-up (57P01–57P03), too many connections.
 */
const UNAVAILABLE_STATES = /^(08...|57014|57P0[1-3]|53300)$/;

/** Messages of pg and knex when a connection or a pool wait ran out of time or broke. */
const UNAVAILABLE_MESSAGES =
  /Timeout acquiring a connection|Query read timeout|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/;

/**
 * Whether an error says the database is unreachable or out of time (answered 503 with Retry-After),
 * rather than something wrong with the request or the code. MikroORM copies the driver's fields onto its
 * own exceptions; knex's pool timeout is its own error type; both may sit in `cause`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { name, code, sqlState, message, cause } = error as {
    name?: unknown;
    code?: unknown;
    sqlState?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
  if (typeof sqlState === 'string' && UNAVAILABLE_STATES.test(sqlState)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * Logs an outage once per interval with how many requests it turned away meanwhile, instead of a stack
 * trace per request (a refused database used to write 307 lines in 20 s).
 */
export class OutageLog {
  private lastLoggedAt = Number.NEGATIVE_INFINITY;
  private suppressed = 0;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
    private readonly intervalMs = 60_000,
  ) {}

  report(error: unknown, requestId?: string): void {
    const now = Date.now();
    if (now - this.lastLoggedAt < this.intervalMs) {
      this.suppressed += 1;
      return;
    }
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    this.logger.error(
      { code, reason: message, requestId, turnedAwaySinceLast: this.suppressed },
      `${this.what}: 503으로 답합니다`,
    );
    this.lastLoggedAt = now;
    this.suppressed = 0;
  }
}
