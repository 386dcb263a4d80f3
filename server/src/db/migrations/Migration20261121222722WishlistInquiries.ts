import { Migration } from '@mikro-orm/migrations';

export class Migration20261121222722WishlistInquiries extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "inquiries" ("id" serial primary key, "title" varchar(200) not null, "content" text not null, "author_name" varchar(50) not null, "contact_email" varchar(254) null, "secret" boolean not null default false, "status" text check ("status" in ('WAITING', 'ANSWERED')) not null default 'WAITING', "user_id" int null, "phone_number" varchar(20) null, "answer" text null, "answered_at" timestamptz null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "inquiries_created_at_index" on "inquiries" ("created_at");`);
    this.addSql(`create index "inquiries_user_id_created_at_index" on "inquiries" ("user_id", "created_at");`);

    this.addSql(
      `create table "wishlist_items" ("id" serial primary key, "user_id" int not null, "hotel_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "wishlist_items_hotel_id_index" on "wishlist_items" ("hotel_id");`);
    this.addSql(
      `alter table "wishlist_items" add constraint "wishlist_items_user_id_hotel_id_unique" unique ("user_id", "hotel_id");`,
    );

    this.addSql(
      `alter table "inquiries" add constraint "inquiries_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "wishlist_items" add constraint "wishlist_items_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "wishlist_items" add constraint "wishlist_items_hotel_id_foreign" foreign key ("hotel_id") references "hotels" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "inquiries" cascade;`);

    this.addSql(`drop table if exists "wishlist_items" cascade;`);
  }
}
