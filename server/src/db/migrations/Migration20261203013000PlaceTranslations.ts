import { Migration } from '@mikro-orm/migrations';
import { areaRows, stationRows } from '../places/place-data';
import { foreignKeys, PLACE_TRANSLATIONS } from '../places/place-translations';

/**
 * Places' names in the translated locales, and their romanised and translated keys after the Korean ones, so
 * the search box finds 해운대 by `haeundae` or `海雲台` (docs/decisions/i18n-content.md). `places` is a few
 * thousand rows of shipped data: one update.
 */
export class Migration20261203013000PlaceTranslations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "places" add column "translations" jsonb not null default '{}';`);
    const rows = [...areaRows(), ...stationRows()].map((row) => ({
      id: row.id,
      foreign: foreignKeys(row),
      translations: PLACE_TRANSLATIONS[row.label] ?? {},
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const json = JSON.stringify(rows.slice(i, i + 500));
      this.addSql(`update "places" p
        set "keys" = p."keys" || array(select k from jsonb_array_elements_text(x."foreign") k where k <> all(p."keys")),
            "translations" = x."translations"
        from jsonb_to_recordset($places$${json}$places$) as x("id" text, "foreign" jsonb, "translations" jsonb)
        where p."id" = x."id";`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "places" drop column if exists "translations";`);
  }
}
