import { Migration } from '@mikro-orm/migrations';

export class Migration20261121221132Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "captured_mails" ("id" serial primary key, "from" varchar(300) not null, "to" varchar(1000) not null, "subject" varchar(300) not null, "text" text not null, "html" text not null, "received_at" timestamptz not null);`,
    );
    this.addSql(`create index "captured_mails_to_index" on "captured_mails" ("to");`);

    this.addSql(
      `create table "coupons" ("id" serial primary key, "name" varchar(100) not null, "type" text check ("type" in ('PERCENT', 'FIXED')) not null, "discount_value" int not null, "expiry_date" date null, "system_key" varchar(30) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "coupons" add constraint "coupons_system_key_unique" unique ("system_key");`);

    this.addSql(
      `create table "user_coupons" ("id" serial primary key, "user_id" int not null, "coupon_id" int not null, "issued_at" timestamptz not null, "used_at" timestamptz null, "used_by_reservation_id" int null, "deleted_at" timestamptz null);`,
    );
    this.addSql(`create index "user_coupons_coupon_id_index" on "user_coupons" ("coupon_id");`);
    this.addSql(`create index "user_coupons_user_id_deleted_at_index" on "user_coupons" ("user_id", "deleted_at");`);

    this.addSql(
      `create table "verification_codes" ("id" serial primary key, "purpose" text check ("purpose" in ('SIGNUP', 'PASSWORD_RESET', 'PASSWORD_CHANGE')) not null, "email" varchar(254) not null, "user_id" int null, "code_hash" varchar(64) not null, "ip" varchar(64) null, "attempts" int not null default 0, "expires_at" timestamptz not null, "verified_at" timestamptz null, "used_at" timestamptz null, "superseded_at" timestamptz null, "token_hash" varchar(64) null, "token_expires_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "verification_codes_user_id_index" on "verification_codes" ("user_id");`);
    this.addSql(
      `alter table "verification_codes" add constraint "verification_codes_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "verification_codes_ip_created_at_index" on "verification_codes" ("ip", "created_at");`);
    this.addSql(
      `create index "verification_codes_email_purpose_created_at_index" on "verification_codes" ("email", "purpose", "created_at");`,
    );

    this.addSql(
      `alter table "user_coupons" add constraint "user_coupons_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "user_coupons" add constraint "user_coupons_coupon_id_foreign" foreign key ("coupon_id") references "coupons" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "verification_codes" add constraint "verification_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "user_coupons" drop constraint "user_coupons_coupon_id_foreign";`);

    this.addSql(`drop table if exists "captured_mails" cascade;`);

    this.addSql(`drop table if exists "coupons" cascade;`);

    this.addSql(`drop table if exists "user_coupons" cascade;`);

    this.addSql(`drop table if exists "verification_codes" cascade;`);
  }
}
