import { Migration } from '@mikro-orm/migrations';

/** Integrator API keys: the keys, stored hashed, and their usage per day. */
export class Migration20261127173200ApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_keys" (
      "id" serial primary key,
      "owner_id" int not null references "users" ("id") on delete cascade,
      "kind" varchar(10) not null check ("kind" in ('PARTNER', 'MANAGER')),
      "name" varchar(50) not null,
      "prefix" varchar(24) not null,
      "key_hash" char(64) not null unique,
      "scopes" text[] not null,
      "operation_ids" text[] null,
      "expires_at" timestamptz null,
      "last_used_at" timestamptz null,
      "revoked_at" timestamptz null,
      "rotated_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "api_keys_owner_id_index" on "api_keys" ("owner_id");`);
    this.addSql(`create table "api_key_usage" (
      "api_key_id" int not null references "api_keys" ("id") on delete cascade,
      "day" date not null,
      "requests" int not null default 0,
      "cost" bigint not null default 0,
      "errors" int not null default 0,
      primary key ("api_key_id", "day"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_key_usage";`);
    this.addSql(`drop table if exists "api_keys";`);
  }
}
