import { Migration } from '@mikro-orm/migrations';

/**
 * The exchange-rate table the admin keeps (modules/exchange-rates): won per one unit of each visitor currency,
 * read for approximate amounts beside won prices. One row per currency; prices and payments stay in won.
 */
export class Migration20261203020000ExchangeRates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "exchange_rates" (
      "currency" char(3) primary key check ("currency" ~ '^[A-Z]{3}$'),
      "won_per_unit" numeric(14, 6) not null check ("won_per_unit" > 0),
      "effective_date" date not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" int null references "users" ("id") on delete set null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "exchange_rates";`);
  }
}
