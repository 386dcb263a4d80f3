import { Migration } from '@mikro-orm/migrations';

export class Migration20261121220205 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_failures" ("id" bigserial primary key, "email" varchar(254) not null, "ip" varchar(64) null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "login_failures_email_created_at_index" on "login_failures" ("email", "created_at");`);

    this.addSql(`create table "services" ("id" serial primary key, "name" varchar(50) not null);`);
    this.addSql(`alter table "services" add constraint "services_name_unique" unique ("name");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "email" varchar(254) not null, "name" varchar(50) not null, "password_hash" varchar(255) null, "role" text check ("role" in ('ROLE_USER', 'ROLE_MANAGER', 'ROLE_ADMIN', 'ROLE_PENDING')) not null default 'ROLE_USER', "phone" varchar(20) null, "company_name" varchar(100) null, "business_number" varchar(20) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    this.addSql(
      `create table "refresh_tokens" ("id" serial primary key, "user_id" int not null, "family_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`);
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "hotels" ("id" serial primary key, "name" varchar(100) not null, "type" text check ("type" in ('HOTEL', 'MOTEL', 'HANOK', 'PENSION', 'GUESTHOUSE', 'RESORT', 'TOURIST_HOTEL')) not null, "star" smallint null, "address" varchar(200) not null, "region" varchar(100) not null, "info" text not null default '', "latitude" double precision not null, "longitude" double precision not null, "checkin_time" varchar(5) not null default '15:00', "checkout_time" varchar(5) not null default '11:00', "status" text check ("status" in ('PENDING', 'APPROVED')) not null default 'PENDING', "active" boolean not null default true, "manager_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "hotels_region_index" on "hotels" ("region");`);
    this.addSql(`create index "hotels_manager_id_index" on "hotels" ("manager_id");`);
    this.addSql(`create index "hotels_status_active_index" on "hotels" ("status", "active");`);

    this.addSql(
      `create table "rooms" ("id" serial primary key, "hotel_id" int not null, "name" varchar(100) not null, "capacity" smallint not null default 2, "base_price" int not null default 0, "unit_count" smallint not null default 1, "image_path" varchar(300) null, "active" boolean not null default true);`,
    );
    this.addSql(`create index "rooms_hotel_id_index" on "rooms" ("hotel_id");`);

    this.addSql(
      `create table "room_nights" ("room_id" int not null, "date" date not null, "total" smallint not null, "held" smallint not null default 0, "sold" smallint not null default 0, "price" int not null, constraint "room_nights_pkey" primary key ("room_id", "date"), constraint room_nights_not_oversold check (held >= 0 and sold >= 0 and held + sold <= total));`,
    );

    this.addSql(
      `create table "hotel_images" ("id" serial primary key, "hotel_id" int not null, "kind" text check ("kind" in ('MAIN', 'SUB')) not null, "position" smallint not null, "path" varchar(300) not null);`,
    );
    this.addSql(`create index "hotel_images_hotel_id_index" on "hotel_images" ("hotel_id");`);

    this.addSql(
      `create table "hotel_services" ("hotel_id" int not null, "service_id" int not null, constraint "hotel_services_pkey" primary key ("hotel_id", "service_id"));`,
    );

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "hotels" add constraint "hotels_manager_id_foreign" foreign key ("manager_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "rooms" add constraint "rooms_hotel_id_foreign" foreign key ("hotel_id") references "hotels" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "room_nights" add constraint "room_nights_room_id_foreign" foreign key ("room_id") references "rooms" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "hotel_images" add constraint "hotel_images_hotel_id_foreign" foreign key ("hotel_id") references "hotels" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "hotel_services" add constraint "hotel_services_hotel_id_foreign" foreign key ("hotel_id") references "hotels" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "hotel_services" add constraint "hotel_services_service_id_foreign" foreign key ("service_id") references "services" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "hotel_services" drop constraint "hotel_services_service_id_foreign";`);

    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_user_id_foreign";`);

    this.addSql(`alter table "hotels" drop constraint "hotels_manager_id_foreign";`);

    this.addSql(`alter table "rooms" drop constraint "rooms_hotel_id_foreign";`);

    this.addSql(`alter table "hotel_images" drop constraint "hotel_images_hotel_id_foreign";`);

    this.addSql(`alter table "hotel_services" drop constraint "hotel_services_hotel_id_foreign";`);

    this.addSql(`alter table "room_nights" drop constraint "room_nights_room_id_foreign";`);

    this.addSql(`drop table if exists "login_failures" cascade;`);

    this.addSql(`drop table if exists "services" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "refresh_tokens" cascade;`);

    this.addSql(`drop table if exists "hotels" cascade;`);

    this.addSql(`drop table if exists "rooms" cascade;`);

    this.addSql(`drop table if exists "room_nights" cascade;`);

    this.addSql(`drop table if exists "hotel_images" cascade;`);

    this.addSql(`drop table if exists "hotel_services" cascade;`);
  }
}
