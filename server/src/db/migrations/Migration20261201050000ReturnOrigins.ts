import { Migration } from '@mikro-orm/migrations';

/**
 * A booking partner's key may name the sites (origins) the payment window may send a guest back to
 * (common/api-keys.ts RETURN_ORIGINS_MAX, validated by the api-keys service).
 */
export class Migration20261201050000ReturnOrigins extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_keys"
      add column "return_origins" text[] not null default '{}',
      add constraint "api_keys_return_origins_check" check (cardinality("return_origins") <= 5);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_keys"
      drop constraint if exists "api_keys_return_origins_check",
      drop column if exists "return_origins";`);
  }
}
