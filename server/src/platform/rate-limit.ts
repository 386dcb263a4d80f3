import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A fixed-window counter per key (rate-limiter-flexible): in Redis when the process has one, so every
 * replica counts against one limit and a restart forgets nothing; else in this process. When Redis
 * cannot answer, an in-process limiter with the same numbers stands in (the library's insurance), so a
 * Redis outage neither lifts the limits nor turns requests into errors.
 */
export class RateLimiter {
  private readonly inner: RateLimiterAbstract;

  constructor(
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    store?: { redis: Redis; prefix: string },
    /** What counts while Redis cannot answer (default: this process, with the same numbers). */
    insurance?: RateLimiterAbstract,
  ) {
    const options = { keyPrefix: name, points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
    const memory = insurance ?? new RateLimiterMemory(options);
    this.inner = store
      ? new RateLimiterRedis({
          ...options,
          keyPrefix: `${store.prefix}limit:${name}`,
          storeClient: store.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Counts one attempt; false when the key has used up its window. */
  async take(key: string): Promise<boolean> {
    try {
      await this.inner.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  /**
   * Counts `points` (a request, or an operation's cost) and answers what is left of the window, for
   * RateLimit-* headers; a refused count still counts (a client that keeps knocking stays refused).
   */
  async consume(key: string, points = 1): Promise<{ allowed: boolean; remaining: number; resetMs: number }> {
    try {
      const state = await this.inner.consume(key, points);
      return { allowed: true, remaining: state.remainingPoints, resetMs: state.msBeforeNext };
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, remaining: 0, resetMs: error.msBeforeNext };
      throw error;
    }
  }

  /** Whether the key has used up its window, without counting anything. */
  async exhausted(key: string): Promise<boolean> {
    const state = await this.inner.get(key);
    return (state?.consumedPoints ?? 0) >= this.limit;
  }

  /** Forgets the key's count (a success after failures that were counted). */
  async reset(key: string): Promise<void> {
    await this.inner.delete(key);
  }
}
