import { Migration } from '@mikro-orm/migrations';

/**
 * `locked_count(lock, count_sql, key, now)`: takes the transaction-scoped advisory lock `(7301, lock)`,
 * then runs `count_sql` (two integer columns; `$1` = key, `$2` = now). A VOLATILE function's queries each
 * take a fresh snapshot, so the count sees what the lock's previous holder committed, although it runs
 * inside one statement that began before the lock was granted. With a null key: no lock, zeros. The SQL is
 * the caller's (reservation.repository.ts, from the one hold-expiry rule), never a client's.
 */
export class Migration20261126020000LockedCount extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function locked_count(p_lock int, p_count text, p_key text, p_now timestamptz,
        out first int, out second int) language plpgsql volatile as $$
      begin
        if p_key is null then
          first := 0;
          second := 0;
          return;
        end if;
        perform pg_advisory_xact_lock(7301, p_lock);
        execute p_count using p_key, p_now into first, second;
      end
      $$;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists locked_count(int, text, text, timestamptz);');
  }
}
