import { Migration } from '@mikro-orm/migrations';

export class Migration20261121222807Booking extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sandbox_payments" ("payment_key" varchar(200) not null, "order_id" varchar(64) not null, "order_name" varchar(100) not null, "amount" int not null, "status" varchar(30) not null default 'READY', "scenario" varchar(40) null, "approved_at" timestamptz null, "canceled_amount" int not null default 0, "responses" jsonb not null default '{}', "created_at" timestamptz not null, constraint "sandbox_payments_pkey" primary key ("payment_key"));`,
    );
    this.addSql(`create index "sandbox_payments_order_id_index" on "sandbox_payments" ("order_id");`);

    this.addSql(
      `create table "reservations" ("id" serial primary key, "order_id" varchar(64) not null, "user_id" int null, "guest_name" varchar(50) not null, "phone" varchar(20) null, "hotel_id" int not null, "room_id" int not null, "check_in" date not null, "check_out" date not null, "room_count" smallint not null, "persons" smallint not null, "base_price" int not null, "taxes" int not null, "coupon_discount" int not null default 0, "total_amount" int not null, "user_coupon_id" int null, "status" text check ("status" in ('PENDING', 'CONFIRMED', 'CANCELED', 'REFUNDED', 'NO_SHOW', 'REVIEWED')) not null default 'PENDING', "hold_expires_at" timestamptz not null, "attempted_payment_key" varchar(200) null, "hidden_at" timestamptz null, "confirmed_at" timestamptz null, "canceled_at" timestamptz null, "canceled_amount" int not null default 0, "created_at" timestamptz not null, constraint reservations_amounts check (total_amount >= 0 and coupon_discount >= 0 and room_count > 0));`,
    );
    this.addSql(`alter table "reservations" add constraint "reservations_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "reservations_hotel_id_index" on "reservations" ("hotel_id");`);
    this.addSql(`create index "reservations_room_id_index" on "reservations" ("room_id");`);
    this.addSql(`create index "reservations_user_id_created_at_index" on "reservations" ("user_id", "created_at");`);
    this.addSql(
      `create index "reservations_status_hold_expires_at_index" on "reservations" ("status", "hold_expires_at");`,
    );

    this.addSql(
      `create table "payments" ("id" serial primary key, "reservation_id" int not null, "method" varchar(20) not null default 'TOSS_PAY', "payment_key" varchar(200) not null, "order_id" varchar(64) not null, "amount" int not null, "status" varchar(30) not null, "approved_at" timestamptz not null, "canceled_amount" int not null default 0, "provider_method" varchar(30) null, "receipt_url" varchar(500) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "payments_reservation_id_index" on "payments" ("reservation_id");`);
    this.addSql(`alter table "payments" add constraint "payments_payment_key_unique" unique ("payment_key");`);
    this.addSql(`alter table "payments" add constraint "payments_order_id_unique" unique ("order_id");`);

    this.addSql(
      `alter table "reservations" add constraint "reservations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "reservations" add constraint "reservations_hotel_id_foreign" foreign key ("hotel_id") references "hotels" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "reservations" add constraint "reservations_room_id_foreign" foreign key ("room_id") references "rooms" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "reservations" add constraint "reservations_user_coupon_id_foreign" foreign key ("user_coupon_id") references "user_coupons" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "payments" add constraint "payments_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop constraint "payments_reservation_id_foreign";`);

    this.addSql(`drop table if exists "sandbox_payments" cascade;`);

    this.addSql(`drop table if exists "reservations" cascade;`);

    this.addSql(`drop table if exists "payments" cascade;`);
  }
}
