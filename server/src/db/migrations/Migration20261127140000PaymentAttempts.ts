import { Migration } from '@mikro-orm/migrations';

/**
 * Money as a state machine: each reservation's money state, and every call to Toss recorded
 * before it is made (its own idempotency key) and settled with Toss's answer; the sandbox keeps Toss's
 * list of cancels for the lookups and the daily transactions.
 */
export class Migration20261127140000PaymentAttempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" add column "money_state" varchar(20) not null default 'NONE';`);
    this.addSql(`update "reservations" r set "money_state" = case
        when p.canceled_amount = 0 then 'PAID'
        when p.canceled_amount >= p.amount then 'REFUNDED_FULL'
        else 'REFUNDED_PARTIAL' end
      from "payments" p where p.reservation_id = r.id;`);
    this.addSql(`alter table "reservations" add constraint "reservations_money_state_check" check ("money_state" in
      ('NONE', 'AUTHORIZING', 'PAID', 'VOIDING', 'VOIDED', 'REFUNDING', 'REFUNDED_PARTIAL', 'REFUNDED_FULL'));`);
    this.addSql(`create table "payment_attempts" (
      "id" serial primary key,
      "reservation_id" int not null references "reservations" ("id") on delete restrict,
      "order_id" varchar(64) not null,
      "payment_key" varchar(200) not null,
      "kind" varchar(10) not null check ("kind" in ('CONFIRM', 'CANCEL', 'VOID')),
      "amount" int not null check ("amount" >= 0),
      "reason" varchar(200) not null default '',
      "idempotency_key" varchar(300) not null unique,
      "state" varchar(10) not null default 'SENT' check ("state" in ('SENT', 'DONE', 'FAILED')),
      "toss_amount" int,
      "tries" int not null default 0,
      "last_error" varchar(500),
      "next_try_at" timestamptz not null,
      "dead_at" timestamptz,
      "created_at" timestamptz not null,
      "settled_at" timestamptz);`);
    this.addSql(
      `create index "payment_attempts_open_idx" on "payment_attempts" ("next_try_at") where "state" = 'SENT';`,
    );
    this.addSql(`create index "payment_attempts_reservation_idx" on "payment_attempts" ("reservation_id");`);
    // One open attempt per reservation, checked at commit: a statement may settle one and open the next.
    this.addSql(`alter table "payment_attempts" add constraint "payment_attempts_one_open"
      exclude using btree ("reservation_id" with =) where ("state" = 'SENT') deferrable initially deferred;`);
    this.addSql(`alter table "sandbox_payments" add column "cancels" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sandbox_payments" drop column "cancels";`);
    this.addSql(`drop table "payment_attempts";`);
    this.addSql(`alter table "reservations" drop column "money_state";`);
  }
}
