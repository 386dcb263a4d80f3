import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isTransactional, migrationSql } from './migration-runner';
import { MIGRATIONS } from './migrations';

/**
 * The rule of docs/decisions/data.md "Changing the schema", read from each migration's SQL: on a table an earlier
 * migration made (one that may be large and busy by now), no index built without CONCURRENTLY, no rewrite of its
 * rows, no full scan under an exclusive lock, and nothing the previous release still reads dropped or renamed
 * unless the migration is a contract step (`static readonly contract = 'why nothing reads it any more'`).
 */

/**
 * Migrations that broke the rule before the site's first release, when every table held demo data at most (a few
 * hundred lodgings, no guest's booking), so the lock each took lasted milliseconds; what each did, by name.
 */
const HISTORICAL_EXCEPTIONS: Record<string, string> = {
  Migration20261121222052HotelSearchText: 'stored search text added to hotels (a rewrite)',
  Migration20261122030000RoomNightLodging: 'room_nights.hotel_id filled, set not null, checked and indexed at once',
  Migration20261125120000RoomNightFit: 'room_nights capacity and flag filled, then set not null',
  Migration20261125130000HotelCardRevision: 'card revision added to hotels with a sequence default (a rewrite)',
  Migration20261125170000ReviewReservation: 'reviews linked to reservations with the key validated at once',
  Migration20261126010000DropHotelCardRevision: 'card revision dropped in the release that stopped reading it',
  Migration20261122004500SearchBigrams: 'search bigram index built on hotels in the transaction',
  Migration20261125160000LandmarkSheetRow: 'unique sheet-row index built on landmarks in the transaction',
  Migration20261125180000DocumentedClients: 'reservations and user_coupons columns added with checks validated at once',
  Migration20261125190000HoldClient: 'hold-client index built on reservations in the transaction',
  Migration20261126030000ManagerLodgings: 'room times added with checks validated at once',
  Migration20261126060000AdminConsole: 'admin columns added with checks validated at once',
  Migration20261127140000PaymentAttempts: 'money state added to reservations with its check validated at once',
  Migration20261128000000RoomNightCalendar: 'room_nights calendar columns added with checks validated at once',
  Migration20261128010000SearchPageOrder: 'page-order indexes built on room_nights and hotels in the transaction',
  Migration20261128020000SearchRegionKey: 'region indexes built on room_nights and hotels in the transaction',
  Migration20261128230000NotificationCaps: 'recipient index built on notifications in the transaction',
  Migration20261128231000WebhookCircuit: 'circuit state added to webhook endpoints with its check validated at once',
  Migration20261129010000BookingNumber: 'booking numbers filled, then reservations.booking_number set not null',
  Migration20261129020000CouponCodes: 'unique code index built on coupons in the transaction',
  Migration20261129030000CheckoutConsents: 'consents added to payments and sandbox_payments in one transaction',
  Migration20261129040000FrontDesk: 'front-desk index built on reservations in the transaction',
  Migration20261130010000Settlements: 'paid check-out index built on reservations in the transaction',
  Migration20261130020000CouponConditions: 'coupon conditions checked at once and a unique index built on user_coupons',
  Migration20261201010000Places: 'stored name keys added to hotels and landmarks (a rewrite) and their indexes',
  Migration20261201020000LodgingPoints: 'point index built on hotels in the transaction',
  Migration20261201030000ReviewPages: 'review page indexes built on reviews in the transaction',
  Migration20261201040000RoomFacts: 'room facts added with checks validated at once',
  Migration20261201050000ReturnOrigins: 'return origins added with checks validated at once',
  Migration20261201060000WebhookPause: 'pause cause checked at once and a status index built on webhook deliveries',
};

interface Statement {
  migration: string;
  sql: string;
}

/** A migration's statements, lower case, comments and function bodies out, one statement each. */
function statementsOf(migration: string, groups: string[]): Statement[] {
  return groups.flatMap((group) =>
    group
      .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, "''")
      .replace(/--[^\n]*/g, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .toLowerCase()
      .replaceAll('"', '')
      .split(';')
      .map((sql) => sql.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((sql) => ({ migration, sql })),
  );
}

const NAME = String.raw`(?:\w+\.)?(\w+)`;
const CREATE_TABLE = new RegExp(String.raw`^create (?:unlogged )?table (?:if not exists )?${NAME}`);
const CREATE_INDEX = new RegExp(
  String.raw`^create (?:unique )?index (concurrently )?(?:if not exists )?(?:\w+ )?on (?:only )?${NAME}`,
);
const ALTER_TABLE = new RegExp(String.raw`^alter table (?:if exists )?(?:only )?${NAME} (.*)$`);
const DROP_TABLE = new RegExp(String.raw`^drop table (?:if exists )?${NAME}`);
/** Functions whose default PostgreSQL must compute row by row, rewriting the table. */
const VOLATILE = /\b(random|gen_random_uuid|clock_timestamp|nextval|uuid_generate_v4)\s*\(/;

/** What is wrong with `statement` on a table that existed before its migration; null when nothing. */
function breach(sql: string, earlier: Set<string>, contract: boolean): string | null {
  const index = CREATE_INDEX.exec(sql);
  if (index && earlier.has(index[2]!) && !index[1]) return 'index without CONCURRENTLY';
  const dropped = DROP_TABLE.exec(sql);
  if (dropped && earlier.has(dropped[1]!) && !contract) return 'table dropped outside a contract step';
  const altered = ALTER_TABLE.exec(sql);
  if (!altered || !earlier.has(altered[1]!)) return null;
  const clauses = altered[2]!;
  if (/\balter column \w+ (?:set data )?type\b/.test(clauses)) return 'column type changed (rewrites the table)';
  if (/\bgenerated always as\b.*\bstored\b/.test(clauses)) return 'stored generated column (rewrites the table)';
  if (/\badd column\b[^,]*\bdefault\b[^,]*/.test(clauses) && VOLATILE.test(clauses)) {
    return 'volatile default (rewrites the table)';
  }
  if (/\bset not null\b/.test(clauses)) return 'set not null (scans under an exclusive lock)';
  if (/\badd constraint \w+ (unique|primary key)\b/.test(clauses) && !/\busing index\b/.test(clauses)) {
    return 'unique constraint building its index under an exclusive lock (build it CONCURRENTLY, add it using index)';
  }
  if (/\b(check|foreign key|references)\b/.test(clauses) && !/\bnot valid\b/.test(clauses)) {
    return 'constraint checked over every row under an exclusive lock (add it NOT VALID, validate it later)';
  }
  if (/\b(drop column|rename)\b/.test(clauses) && !contract) return 'column dropped or renamed outside a contract step';
  return null;
}

/** The existing table an `alter table` locks exclusively (validating a constraint blocks no reader or writer). */
function exclusivelyLocked(sql: string, earlier: Set<string>): string[] {
  const altered = ALTER_TABLE.exec(sql);
  if (!altered || !earlier.has(altered[1]!) || /^validate constraint \w+$/.test(altered[2]!)) return [];
  return [altered[1]!];
}

async function breaches(): Promise<Array<{ migration: string; sql: string; why: string }>> {
  const earlier = new Set<string>();
  const found: Array<{ migration: string; sql: string; why: string }> = [];
  for (const migration of MIGRATIONS) {
    const contract = typeof (migration.class as { contract?: unknown }).contract === 'string';
    const statements = statementsOf(migration.name, await migrationSql(migration));
    const made = new Set(statements.flatMap(({ sql }) => CREATE_TABLE.exec(sql)?.[1] ?? []));
    const locked = new Set(statements.flatMap(({ sql }) => exclusivelyLocked(sql, earlier)));
    if (locked.size > 1 && isTransactional(migration)) {
      const why = 'alters more than one existing table in one transaction (a lock cycle with the app): split it';
      found.push({ migration: migration.name, sql: [...locked].join(', '), why });
    }
    for (const { sql } of statements) {
      const why = breach(sql, earlier, contract);
      if (why) found.push({ migration: migration.name, sql: sql.slice(0, 120), why });
      if (/\bconcurrently\b/.test(sql) && isTransactional(migration)) {
        found.push({ migration: migration.name, sql, why: 'CONCURRENTLY needs isTransactional() false' });
      }
    }
    for (const table of made) earlier.add(table);
  }
  return found;
}

describe('migrations keep the site up while they run', () => {
  it('no migration locks, rewrites or drops what a running release needs, except the listed early ones', async () => {
    const found = await breaches();
    const unexcused = found.filter((b) => !(b.migration in HISTORICAL_EXCEPTIONS));
    expect(unexcused).toEqual([]);
  });

  it('every listed exception still breaks the rule (a stale entry would excuse a future breach)', async () => {
    const breaking = new Set((await breaches()).map((b) => b.migration));
    expect(Object.keys(HISTORICAL_EXCEPTIONS).filter((name) => !breaking.has(name))).toEqual([]);
  });

  it('sees the breaches it is meant to see', () => {
    const tables = new Set(['room_nights']);
    expect(breach('create index x on room_nights (date)', tables, false)).toMatch(/CONCURRENTLY/);
    expect(breach('create index concurrently x on room_nights (date)', tables, false)).toBeNull();
    expect(breach('create index x on new_table (date)', tables, false)).toBeNull();
    expect(breach('alter table room_nights alter column total type bigint', tables, false)).toMatch(/type/);
    expect(
      breach('alter table room_nights add column k uuid not null default gen_random_uuid()', tables, false),
    ).toMatch(/volatile/);
    expect(
      breach('alter table room_nights add column seen timestamptz not null default now()', tables, false),
    ).toBeNull();
    expect(breach('alter table room_nights add constraint c check (held >= 0)', tables, false)).toMatch(/NOT VALID/);
    expect(breach('alter table room_nights add constraint c check (held >= 0) not valid', tables, false)).toBeNull();
    expect(breach("alter table room_nights add column note text not null default ''", tables, false)).toBeNull();
    expect(breach('alter table room_nights add constraint u unique (room_id, date)', tables, false)).toMatch(
      /using index/,
    );
    expect(breach('alter table room_nights add constraint u unique using index u', tables, false)).toBeNull();
    expect(breach('alter table room_nights drop column held', tables, false)).toMatch(/contract/);
    expect(breach('alter table room_nights drop column held', tables, true)).toBeNull();
  });

  it('runs every migration under the runner, the one place that sets lock_timeout', () => {
    const runner = readFileSync(new URL('./migration-runner.ts', import.meta.url), 'utf8');
    expect(runner).toMatch(/set local lock_timeout/);
    const orm = readFileSync(new URL('../orm.ts', import.meta.url), 'utf8');
    expect(orm).toMatch(/applyMigrations\(lock, MIGRATIONS/);
    expect(orm).not.toMatch(/getMigrator\(\)\.up/);
  });
});
