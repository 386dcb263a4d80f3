import { Migration } from '@mikro-orm/migrations';

/**
 * An index for the destination's substring match. `pg_trgm` cannot serve it: the common destinations
 * are two syllables (`서울`, `부산`), from which no trigram is extracted. Every two-character piece of
 * `search_text`, in a GIN index, finds the lodgings holding each piece of a word of two or more
 * characters; the `like` beside it stays the exact test (docs/performance.md).
 */
export class Migration20261122004500SearchBigrams extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function text_bigrams(value text) returns text[]
      language sql immutable strict parallel safe
      as $$ select coalesce(array_agg(distinct substr(value, i, 2)), '{}')
              from generate_series(1, char_length(value) - 1) as i $$;`);
    this.addSql(`create index "hotels_search_bigrams" on "hotels" using gin (text_bigrams(search_text));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "hotels_search_bigrams";`);
    this.addSql(`drop function text_bigrams(text);`);
  }
}
