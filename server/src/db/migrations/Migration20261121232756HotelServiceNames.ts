import { Migration } from '@mikro-orm/migrations';

/**
 * `hotels.service_names`: the names of a lodging's services in service id order, kept by statement-level
 * triggers on `hotel_services` (insert, update, delete) and on `services` (a renamed service), so search
 * reads one column instead of joining the services of every result.
 */
export class Migration20261121232756HotelServiceNames extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "hotels" add column "service_names" text[] not null default '{}';`);
    this.addSql(`create function hotel_service_names_of(hotel integer) returns text[] language sql stable as $$
  select coalesce(array_agg(sv.name::text order by sv.id), '{}')
    from hotel_services hs join services sv on sv.id = hs.service_id
   where hs.hotel_id = hotel
$$;`);
    this.addSql(`update hotels h set service_names = hotel_service_names_of(h.id)
      where exists (select 1 from hotel_services hs where hs.hotel_id = h.id);`);
    this.addSql(`create function hotel_service_names_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update hotels h set service_names = hotel_service_names_of(h.id)
     where h.id in (select distinct hotel_id from old_rows);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update hotels h set service_names = hotel_service_names_of(h.id)
     where h.id in (select distinct hotel_id from new_rows);
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger hotel_services_names_insert after insert on hotel_services
      referencing new table as new_rows for each statement execute function hotel_service_names_apply();`);
    this.addSql(`create trigger hotel_services_names_update after update on hotel_services
      referencing old table as old_rows new table as new_rows
      for each statement execute function hotel_service_names_apply();`);
    this.addSql(`create trigger hotel_services_names_delete after delete on hotel_services
      referencing old table as old_rows for each statement execute function hotel_service_names_apply();`);
    this.addSql(`create function hotel_service_names_renamed() returns trigger language plpgsql as $$
begin
  update hotels h set service_names = hotel_service_names_of(h.id)
   where h.id in (select hs.hotel_id from hotel_services hs where hs.service_id in (select id from new_rows));
  return null;
end $$;`);
    this.addSql(`create trigger services_names_update after update on services
      referencing new table as new_rows for each statement execute function hotel_service_names_renamed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists services_names_update on services;`);
    this.addSql(`drop trigger if exists hotel_services_names_insert on hotel_services;`);
    this.addSql(`drop trigger if exists hotel_services_names_update on hotel_services;`);
    this.addSql(`drop trigger if exists hotel_services_names_delete on hotel_services;`);
    this.addSql(`drop function if exists hotel_service_names_renamed();`);
    this.addSql(`drop function if exists hotel_service_names_apply();`);
    this.addSql(`drop function if exists hotel_service_names_of(integer);`);
    this.addSql(`alter table "hotels" drop column "service_names";`);
  }
}
