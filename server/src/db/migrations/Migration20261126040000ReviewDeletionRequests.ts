import { Migration } from '@mikro-orm/migrations';

/**
 * A manager's request to delete a review of its lodging (spec §4): one per review (unique), PENDING
 * until an administrator deletes the review (the row goes with it) or rejects it with a reason.
 */
export class Migration20261126040000ReviewDeletionRequests extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "review_deletion_requests" ("id" serial primary key, "review_id" int not null, "requested_by_id" int null, "reason" text not null, "status" text check ("status" in ('PENDING', 'REJECTED')) not null default 'PENDING', "rejection_reason" text null, "created_at" timestamptz not null, "decided_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "review_deletion_requests" add constraint "review_deletion_requests_review_id_unique" unique ("review_id");`,
    );
    this.addSql(
      `create index "review_deletion_requests_status_created_at_index" on "review_deletion_requests" ("status", "created_at");`,
    );
    this.addSql(
      `alter table "review_deletion_requests" add constraint "review_deletion_requests_review_id_foreign" foreign key ("review_id") references "reviews" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "review_deletion_requests" add constraint "review_deletion_requests_requested_by_id_foreign" foreign key ("requested_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_deletion_requests" cascade;`);
  }
}
