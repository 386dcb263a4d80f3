import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { isSessionRevoked, revokedSessionsWithin } from './revocation.repository';

/**
 * Sessions (refresh-token families, the access token's `sid`) ended before their access tokens expire:
 * logout, a password change, an account deleted, a refresh token reused. Kept only as long as an access
 * token lives, in Redis when there is one (every replica sees a logout at once), else in this process;
 * checked on every authenticated request without a database round trip. While Redis cannot answer, the
 * database (where every revocation is written first) answers instead; when Redis is back (perhaps
 * restarted empty), what was revoked meanwhile is published again from the database.
 */
export class SessionRevocations {
  private readonly local = new Map<string, number>();
  /** How many times the revocations were published again after Redis came back (tests wait on it). */
  resyncs = 0;

  constructor(
    private readonly keepMs: number,
    private readonly store?: { redis: Redis; prefix: string },
    private readonly orm?: MikroORM,
  ) {}

  async revoke(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const until = Date.now() + this.keepMs;
    for (const sid of sessionIds) this.local.set(sid, until);
    this.sweep();
    if (!this.store) return;
    const batch = this.store.redis.multi();
    for (const sid of sessionIds) batch.set(this.key(sid), '1', 'PX', this.keepMs);
    // Redis unreachable: this process still knows, and every start reloads revocations from the database.
    await batch.exec().catch(() => undefined);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const until = this.local.get(sessionId);
    if (until !== undefined && until > Date.now()) return true;
    if (!this.store) return false;
    try {
      return (await this.store.redis.exists(this.key(sessionId))) === 1;
    } catch {
      return this.revokedInDatabase(sessionId);
    }
  }

  /** Redis is (back) up: publish every revocation of the keeping time from the database. */
  async resync(): Promise<void> {
    if (!this.orm) return;
    await this.loadFrom(this.orm);
    this.resyncs += 1;
  }

  /** The sessions revoked within the keeping time, from the database (the source of truth) at start. */
  async loadFrom(orm: MikroORM): Promise<void> {
    await this.revoke(await revokedSessionsWithin(orm.em, this.keepMs));
  }

  /** Another replica's logout while Redis is away is only in the database. */
  private async revokedInDatabase(sessionId: string): Promise<boolean> {
    if (!this.orm) return false;
    return isSessionRevoked(this.orm.em, sessionId);
  }

  private key(sid: string): string {
    return `${this.store?.prefix ?? ''}revoked:${sid}`;
  }

  private sweep(): void {
    if (this.local.size < 10_000) return;
    const now = Date.now();
    for (const [sid, until] of this.local) if (until <= now) this.local.delete(sid);
  }
}
