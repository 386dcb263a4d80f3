import type { AppServices } from '../../platform/context';
import { addUsage, touchKeys, type UsageDelta } from './api-key-usage.repository';

/** How often a process writes what its keys did: one upsert for all keys, not one write per request. */
const FLUSH_MS = 5_000;

/**
 * Requests, cost and errors per key and Seoul day, and each key's last use, counted in this process and
 * written in one batch every few seconds (and when the server stops). A crash loses at most that much
 * of the count; the limits themselves are counted elsewhere (Redis), at once.
 */
export class UsageRecorder {
  private counts = new Map<string, UsageDelta>();
  private lastUse = new Map<number, Date>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly app: AppServices) {}

  record(apiKeyId: number, use: { cost: number; error: boolean }): void {
    const day = this.app.clock.today();
    const key = `${apiKeyId}:${day}`;
    const delta = this.counts.get(key) ?? { apiKeyId, day, requests: 0, cost: 0, errors: 0 };
    delta.requests += 1;
    delta.cost += use.cost;
    if (use.error) delta.errors += 1;
    this.counts.set(key, delta);
    this.lastUse.set(apiKeyId, this.app.clock.now());
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what was counted so far (chained: two flushes never write the same counts twice). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const deltas = [...this.counts.values()];
    const uses = [...this.lastUse].map(([apiKeyId, at]) => ({ apiKeyId, at }));
    this.counts = new Map();
    this.lastUse = new Map();
    this.flushing = this.flushing.then(async () => {
      if (deltas.length === 0) return;
      const connection = this.app.orm.em.getConnection();
      try {
        await addUsage(connection, deltas);
        await touchKeys(connection, uses);
      } catch (error) {
        this.app.logger.warn({ err: error, keys: uses.length }, 'API 키 사용량을 기록하지 못했습니다');
      }
    });
    return this.flushing;
  }
}
