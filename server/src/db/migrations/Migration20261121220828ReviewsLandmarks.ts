import { Migration } from '@mikro-orm/migrations';

export class Migration20261121220828ReviewsLandmarks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "landmarks" ("id" int not null, "name" varchar(100) not null, "location" varchar(100) not null, "category" varchar(50) not null default '', "tags" text[] not null default '{}', "latitude" double precision not null, "longitude" double precision not null, "images" text[] not null default '{}', "description" text not null default '', "detail" text not null default '', "overview" text not null default '', "basic_address" varchar(200) null, "basic_homepage" varchar(300) null, "guide_phone" varchar(50) null, "guide_closed" varchar(100) null, "guide_hours" varchar(100) null, "extra" jsonb not null default '{}', constraint "landmarks_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "reviews" ("id" serial primary key, "hotel_id" int not null, "user_id" int null, "reservation_id" int null, "score" smallint not null, "content" text not null, "image_path" varchar(300) null, "reply" text null, "replied_at" timestamptz null, "created_at" timestamptz not null, constraint reviews_score_range check (score between 1 and 5));`,
    );
    this.addSql(`create index "reviews_user_id_index" on "reviews" ("user_id");`);
    this.addSql(`create index "reviews_hotel_id_created_at_index" on "reviews" ("hotel_id", "created_at");`);

    this.addSql(
      `alter table "reviews" add constraint "reviews_hotel_id_foreign" foreign key ("hotel_id") references "hotels" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "reviews" add constraint "reviews_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "landmarks" cascade;`);

    this.addSql(`drop table if exists "reviews" cascade;`);
  }
}
