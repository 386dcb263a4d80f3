import { Migration } from '@mikro-orm/migrations';

/**
 * The booking number people read (`7K4Q-9XMT-Q2RA`, common/src/booking-number.ts). The app sends one made
 * with Node's crypto; `new_booking_number()` is the column default, so every other insert (the seeders,
 * an operator's SQL) and the backfill get one too. It draws 96 bits from `gen_random_uuid()` (PostgreSQL's
 * strong random source; bytes 0–5 of a v4 UUID carry no version bits) and writes them in base 31, so the
 * leftover bias is below 2^-36.
 */
export class Migration20261129010000BookingNumber extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function new_booking_number() returns text language plpgsql volatile as $$
      declare
        alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
        bytes bytea := substring(uuid_send(gen_random_uuid()) from 1 for 6)
                       || substring(uuid_send(gen_random_uuid()) from 1 for 6);
        n numeric := 0;
        chars text := '';
      begin
        for i in 0..11 loop n := n * 256 + get_byte(bytes, i); end loop;
        for i in 1..12 loop
          chars := chars || substr(alphabet, (n % 31)::int + 1, 1);
          n := div(n, 31);
        end loop;
        return substr(chars, 1, 4) || '-' || substr(chars, 5, 4) || '-' || substr(chars, 9, 4);
      end $$;`);
    this.addSql(`alter table "reservations" add column "booking_number" varchar(14) null;`);
    this.addSql(`update "reservations" set "booking_number" = new_booking_number() where "booking_number" is null;`);
    this.addSql(`alter table "reservations" alter column "booking_number" set default new_booking_number();`);
    this.addSql(`alter table "reservations" alter column "booking_number" set not null;`);
    this.addSql(
      `alter table "reservations" add constraint "reservations_booking_number_unique" unique ("booking_number");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_booking_number_unique";`);
    this.addSql(`alter table "reservations" drop column if exists "booking_number";`);
    this.addSql(`drop function if exists new_booking_number();`);
  }
}
