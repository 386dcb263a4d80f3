import { Migration } from '@mikro-orm/migrations';
import { INITIALS, FINALS, MEDIALS } from '@shim/common/hangul';
import { areaRows, stationRows } from '../places/place-data';

const SYLLABLE = `ascii(c) between 44032 and 55203`;
const INITIAL = `substr('${INITIALS}', (ascii(c) - 44032) / 588 + 1, 1)`;
const MEDIAL = `substr('${MEDIALS}', ((ascii(c) - 44032) % 588) / 28 + 1, 1)`;
const FINAL = `case when (ascii(c) - 44032) % 28 = 0 then '' else substr('${FINALS}', (ascii(c) - 44032) % 28, 1) end`;

const GUEST_VISIBLE = `where "status" = 'APPROVED' and "active"`;

/** The indexes on lodgings' name keys the search box reads (guest-visible lodgings only). */
export const PLACE_NAME_INDEXES: Array<[name: string, definition: string]> = [
  ['hotels_name_key_trgm', `on "hotels" using gin ("name_key" gin_trgm_ops) ${GUEST_VISIBLE}`],
  ['hotels_name_initials_trgm', `on "hotels" using gin ("name_initials" gin_trgm_ops) ${GUEST_VISIBLE}`],
  ['hotels_name_jamo_trgm', `on "hotels" using gin ("name_jamo" gin_trgm_ops) ${GUEST_VISIBLE}`],
];

/**
 * A name's key, 초성 and jamo as stored generated columns: computed once when the name is written, since the SQL
 * functions (which split the text) cost 50–100 µs a row, too much for thousands of matches at search time.
 */
const nameKeyColumns = (table: string) => `alter table "${table}"
  add column "name_key" text generated always as (place_key("name")) stored,
  add column "name_initials" text generated always as (hangul_initials(place_key("name"))) stored,
  add column "name_jamo" text generated always as (hangul_jamo(place_key("name"))) stored;`;

/**
 * The places of the search box (docs/decisions/search.md "Places"): 시·도, 시·군·구 and stations with their
 * points and search keys, from the data files of `db/places/data` (licences in their NOTICE.md); and the
 * SQL twins of `common/hangul.ts` that key lodgings' and landmarks' names (stored beside the names), with trigram
 * indexes on lodgings'.
 */
export class Migration20261201010000Places extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create function place_key(t text) returns text language sql immutable parallel safe strict as $$
      select lower(regexp_replace(t, '[[:space:]·ㆍ∙・.(),/\\[\\]-]+', '', 'g')) $$;`);
    this.addSql(`create function hangul_initials(t text) returns text language sql immutable parallel safe strict as $$
      select coalesce(string_agg(case when ${SYLLABLE} then ${INITIAL} else c end, '' order by i), '')
        from regexp_split_to_table(t, '') with ordinality as s(c, i) $$;`);
    this.addSql(`create function hangul_jamo(t text) returns text language sql immutable parallel safe strict as $$
      select coalesce(string_agg(case when ${SYLLABLE} then ${INITIAL} || ${MEDIAL} || ${FINAL} else c end, ''
                                 order by i), '')
        from regexp_split_to_table(t, '') with ordinality as s(c, i) $$;`);
    this.addSql(`create table "places" (
      "id" text primary key,
      "kind" text not null check ("kind" in ('SIDO', 'SIGUNGU', 'EMD', 'STATION')),
      "name" text not null,
      "label" text not null,
      "area_text" text,
      "latitude" double precision not null,
      "longitude" double precision not null,
      "area_km2" real not null default 0,
      "keys" text[] not null,
      "initials" text not null,
      "jamo" text not null
    );`);
    const rows = [...areaRows(), ...stationRows()];
    for (let i = 0; i < rows.length; i += 200) {
      const json = JSON.stringify(rows.slice(i, i + 200));
      this.addSql(
        `insert into "places" select * from jsonb_populate_recordset(null::"places", $places$${json}$places$);`,
      );
    }
    this.addSql(nameKeyColumns('hotels'));
    this.addSql(nameKeyColumns('landmarks'));
    for (const [name, definition] of PLACE_NAME_INDEXES) this.addSql(`create index "${name}" ${definition};`);
    this.addSql(touchUpdatedAt(['search_text', 'name_key', 'name_initials', 'name_jamo']));
  }

  override async down(): Promise<void> {
    for (const [name] of PLACE_NAME_INDEXES) this.addSql(`drop index if exists "${name}";`);
    for (const table of ['hotels', 'landmarks']) {
      this.addSql(
        `alter table "${table}" drop column "name_key", drop column "name_initials", drop column "name_jamo";`,
      );
    }
    this.addSql(touchUpdatedAt(['search_text']));
    this.addSql(`drop table if exists "places";`);
    this.addSql(`drop function if exists hangul_jamo(text), hangul_initials(text), place_key(text);`);
  }
}

/**
 * The sitemap's `lastmod` trigger (migration HotelUpdatedAt) compares the row without its stored generated
 * columns, which a BEFORE trigger sees uncomputed: a no-op update must not look like a change.
 */
function touchUpdatedAt(generated: string[]): string {
  const without = ['updated_at', ...generated].map((column) => ` - '${column}'`).join('');
  return `create or replace function hotels_touch_updated_at() returns trigger language plpgsql as $$
      begin
        if to_jsonb(new)${without} is distinct from to_jsonb(old)${without} then
          new.updated_at := now();
        end if;
        return new;
      end $$;`;
}
