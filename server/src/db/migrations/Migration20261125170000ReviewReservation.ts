import { Migration } from '@mikro-orm/migrations';

/**
 * A review belongs to its reservation by a real foreign key, one review per reservation (unique). Rows
 * written while `reservation_id` was a loose number are made safe first: a number naming no reservation,
 * or one of another lodging, is cleared; of several reviews of one reservation the earliest keeps it; a
 * confirmed reservation that has its review becomes REVIEWED, as writing one does now.
 */
export class Migration20261125170000ReviewReservation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update reviews v set reservation_id = null
      where v.reservation_id is not null
        and not exists (select 1 from reservations r where r.id = v.reservation_id and r.hotel_id = v.hotel_id);`);
    this.addSql(`update reviews v set reservation_id = null
      from (select id, row_number() over (partition by reservation_id order by created_at, id) as n
              from reviews where reservation_id is not null) d
     where v.id = d.id and d.n > 1;`);
    this.addSql(`update reservations r set status = 'REVIEWED'
      where r.status = 'CONFIRMED' and exists (select 1 from reviews v where v.reservation_id = r.id);`);
    this.addSql(
      `alter table "reviews" add constraint "reviews_reservation_id_foreign" foreign key ("reservation_id") references "reservations" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`alter table "reviews" add constraint "reviews_reservation_id_unique" unique ("reservation_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reviews" drop constraint "reviews_reservation_id_foreign";`);
    this.addSql(`alter table "reviews" drop constraint "reviews_reservation_id_unique";`);
  }
}
