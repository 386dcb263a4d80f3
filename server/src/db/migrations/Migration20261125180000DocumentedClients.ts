import { Migration } from '@mikro-orm/migrations';

/**
 * For clients of the documented API (docs/rest-clients.md): `user_coupons.expires_on`, a coupon's own last
 * day (the sign-up coupon: a year from sign-up), before its type's; `reservations.claimed_user_id`, the
 * `uId` a prepare without a token named, attached as the owner only by a matching token at completion.
 * Sign-up coupons issued before this get a year from their issue day.
 */
export class Migration20261125180000DocumentedClients extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "user_coupons" add column "expires_on" date null;`);
    this
      .addSql(`update "user_coupons" u set "expires_on" = ((u."issued_at" at time zone 'Asia/Seoul')::date + interval '1 year')::date
      from "coupons" c where c."id" = u."coupon_id" and c."system_key" = 'SIGNUP';`);
    this.addSql(`alter table "reservations" add column "claimed_user_id" int null;`);
    this.addSql(
      `alter table "reservations" add constraint "reservations_claimed_user_id_foreign" foreign key ("claimed_user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reservations" drop column "claimed_user_id";`);
    this.addSql(`alter table "user_coupons" drop column "expires_on";`);
  }
}
