import { Migration } from '@mikro-orm/migrations';

/**
 * `hotels.review_count` and `review_score_sum`, kept by statement-level triggers on `reviews` (one update
 * per statement, however many rows it touched), so search reads them instead of aggregating reviews.
 */
export class Migration20261121222756HotelReviewSummary extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "hotels" add column "review_count" int not null default 0, add column "review_score_sum" int not null default 0;`,
    );
    this.addSql(`update hotels h set review_count = s.n, review_score_sum = s.total
      from (select hotel_id, count(*)::int as n, sum(score)::int as total from reviews group by hotel_id) s
     where h.id = s.hotel_id;`);
    this.addSql(`create function hotel_review_summary_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update hotels h set review_count = h.review_count - d.n, review_score_sum = h.review_score_sum - d.total
      from (select hotel_id, count(*)::int as n, sum(score)::int as total from old_rows group by hotel_id) d
     where h.id = d.hotel_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update hotels h set review_count = h.review_count + d.n, review_score_sum = h.review_score_sum + d.total
      from (select hotel_id, count(*)::int as n, sum(score)::int as total from new_rows group by hotel_id) d
     where h.id = d.hotel_id;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger reviews_summary_insert after insert on reviews referencing new table as new_rows
      for each statement execute function hotel_review_summary_apply();`);
    this.addSql(`create trigger reviews_summary_update after update on reviews
      referencing old table as old_rows new table as new_rows
      for each statement execute function hotel_review_summary_apply();`);
    this.addSql(`create trigger reviews_summary_delete after delete on reviews referencing old table as old_rows
      for each statement execute function hotel_review_summary_apply();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists reviews_summary_insert on reviews;`);
    this.addSql(`drop trigger if exists reviews_summary_update on reviews;`);
    this.addSql(`drop trigger if exists reviews_summary_delete on reviews;`);
    this.addSql(`drop function if exists hotel_review_summary_apply();`);
    this.addSql(`alter table "hotels" drop column "review_count", drop column "review_score_sum";`);
  }
}
