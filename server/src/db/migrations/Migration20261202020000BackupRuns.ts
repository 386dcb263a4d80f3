import { Migration } from '@mikro-orm/migrations';

/**
 * One row per database backup, written by whichever tool took it: `npm run backup` (embedded) or the
 * compose sidecar (pgBackRest, WAL-G) through psql. `/readyz` and the metrics read the newest good one.
 */
export class Migration20261202020000BackupRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "backup_runs" (
      "id" bigserial primary key,
      "method" text not null check ("method" in ('embedded', 'pgbackrest', 'wal-g')),
      "label" text not null,
      "started_at" timestamptz not null,
      "finished_at" timestamptz null,
      "ok" boolean null,
      "bytes" bigint null,
      "error" text null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "backup_runs";`);
  }
}
