import { Migration } from '@mikro-orm/migrations';

/**
 * The per-IP login limit's counters while Redis is away: in PostgreSQL every replica counts against one
 * limit instead of one each (rate-limiter-flexible's RateLimiterPostgres layout; `expire` in epoch ms).
 */
export class Migration20261127120000LoginLimitCounters extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_limit_counters" ("key" varchar(255) primary key, "points" integer not null default 0, "expire" bigint);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_limit_counters";`);
  }
}
