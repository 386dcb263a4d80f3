import { Migration } from '@mikro-orm/migrations';

export class Migration20261121221745SocialAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "social_accounts" ("id" serial primary key, "provider" varchar(20) not null, "subject" varchar(100) not null, "user_id" int not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "social_accounts_user_id_index" on "social_accounts" ("user_id");`);
    this.addSql(
      `alter table "social_accounts" add constraint "social_accounts_provider_subject_unique" unique ("provider", "subject");`,
    );

    this.addSql(
      `alter table "social_accounts" add constraint "social_accounts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "social_accounts" cascade;`);
  }
}
