import { Migration } from '@mikro-orm/migrations';

/** The deepest zoom whose map cells `lodging_map_cells` keeps; deeper views are small enough to group directly. */
export const MAP_CELL_MAX_LEVEL = 12;

/**
 * The grid cells' guest-visible lodgings (`source`: latitude, longitude, type and a sign, +1 or -1) added to
 * `lodging_map_cells` at every level, in one statement, in key order (two writers lock cells in the same order).
 */
const applyCells = (source: string) => `
  insert into lodging_map_cells as c (level, cell_x, cell_y, type, count, latitude_sum, longitude_sum)
  select z.level, floor(r.longitude / lodging_map_cell(z.level))::int, floor(r.latitude / lodging_map_cell(z.level))::int,
         r.type::text, sum(r.sign)::int, sum(r.sign * r.latitude), sum(r.sign * r.longitude)
    from (${source}) r cross join generate_series(0, ${MAP_CELL_MAX_LEVEL}) as z(level)
   group by 1, 2, 3, 4
   order by 1, 2, 3, 4
  on conflict (level, cell_x, cell_y, type) do update
     set count = c.count + excluded.count,
         latitude_sum = c.latitude_sum + excluded.latitude_sum,
         longitude_sum = c.longitude_sum + excluded.longitude_sum;`;

const visible = (h: string) => `${h}.status = 'APPROVED' and ${h}.active`;
const placed = (h: string) => `(${h}.latitude, ${h}.longitude, ${h}.type, ${h}.status, ${h}.active)`;

/**
 * A lodging's point in a GiST index, and the map's cell counts (docs/decisions/search.md "The map"): PostgreSQL's
 * own geometry, no extension. The map's box (`point(longitude, latitude) <@ box(…)`) and a station's or
 * landmark's radius are index tests of `hotels_point`, so a viewport or a search around a place reads the lodgings
 * there, not every lodging. `lodging_map_cells` keeps, for each zoom up to MAP_CELL_MAX_LEVEL, how many
 * guest-visible lodgings of each type each grid cell holds (and their coordinate sums, for the mean point): a
 * country view adds up the cells inside the box instead of grouping 100,000 lodgings. Statement-level triggers
 * keep it (one statement per bulk insert, whatever its size); a truncate of `hotels` empties it.
 */
export class Migration20261201020000LodgingPoints extends Migration {
  /** The index, also built after the scale set's bulk load (scale.seeder.ts). */
  static readonly INDEXES: Array<[name: string, definition: string]> = [
    ['hotels_point', `on "hotels" using gist (point("longitude", "latitude"))`],
  ];

  override async up(): Promise<void> {
    for (const [name, definition] of Migration20261201020000LodgingPoints.INDEXES) {
      this.addSql(`create index if not exists "${name}" ${definition};`);
    }
    // A cell's side in degrees at a zoom: a quarter of a web map tile (exact in binary: 360 / a power of two).
    this.addSql(`create function lodging_map_cell(level int) returns float8 language sql immutable parallel safe
      return 360::float8 / power(2::float8, level + 2);`);
    this.addSql(`create table "lodging_map_cells" (
      "level" smallint not null,
      "cell_x" int not null,
      "cell_y" int not null,
      "type" text not null,
      "count" int not null,
      "latitude_sum" float8 not null,
      "longitude_sum" float8 not null,
      constraint "lodging_map_cells_pkey" primary key ("level", "cell_x", "cell_y", "type"));`);
    this.addSql(`create function lodging_map_cells_inserted() returns trigger language plpgsql as $$
      begin
        ${applyCells(`select n.latitude, n.longitude, n.type, 1 as sign from new_rows n where ${visible('n')}`)}
        return null;
      end $$;`);
    this.addSql(`create function lodging_map_cells_deleted() returns trigger language plpgsql as $$
      begin
        ${applyCells(`select o.latitude, o.longitude, o.type, -1 as sign from old_rows o where ${visible('o')}`)}
        return null;
      end $$;`);
    // Only the rows whose point, type or visibility changed (the review counters rewrite lodgings often).
    this.addSql(`create function lodging_map_cells_updated() returns trigger language plpgsql as $$
      begin
        ${applyCells(`select o.latitude, o.longitude, o.type, -1 as sign
                        from old_rows o join new_rows n on n.id = o.id
                       where ${visible('o')} and ${placed('o')} is distinct from ${placed('n')}
                      union all
                      select n.latitude, n.longitude, n.type, 1 as sign
                        from old_rows o join new_rows n on n.id = o.id
                       where ${visible('n')} and ${placed('o')} is distinct from ${placed('n')}`)}
        return null;
      end $$;`);
    this.addSql(`create function lodging_map_cells_truncated() returns trigger language plpgsql as $$
      begin
        truncate lodging_map_cells;
        return null;
      end $$;`);
    this.addSql(`create trigger "hotels_map_cells_insert" after insert on "hotels" referencing new table as new_rows
      for each statement execute function lodging_map_cells_inserted();`);
    this.addSql(`create trigger "hotels_map_cells_delete" after delete on "hotels" referencing old table as old_rows
      for each statement execute function lodging_map_cells_deleted();`);
    this.addSql(`create trigger "hotels_map_cells_update" after update on "hotels"
      referencing old table as old_rows new table as new_rows
      for each statement execute function lodging_map_cells_updated();`);
    this.addSql(`create trigger "hotels_map_cells_truncate" after truncate on "hotels"
      for each statement execute function lodging_map_cells_truncated();`);
    this.addSql(applyCells(`select h.latitude, h.longitude, h.type, 1 as sign from hotels h where ${visible('h')}`));
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "hotels_map_cells_truncate" on "hotels";`);
    this.addSql(`drop trigger if exists "hotels_map_cells_update" on "hotels";`);
    this.addSql(`drop trigger if exists "hotels_map_cells_delete" on "hotels";`);
    this.addSql(`drop trigger if exists "hotels_map_cells_insert" on "hotels";`);
    this.addSql(`drop function if exists lodging_map_cells_truncated();`);
    this.addSql(`drop function if exists lodging_map_cells_updated();`);
    this.addSql(`drop function if exists lodging_map_cells_deleted();`);
    this.addSql(`drop function if exists lodging_map_cells_inserted();`);
    this.addSql(`drop table if exists "lodging_map_cells";`);
    this.addSql(`drop function if exists lodging_map_cell(int);`);
    this.addSql(`drop index if exists "hotels_point";`);
  }
}
