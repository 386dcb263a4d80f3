import { Migration } from '@mikro-orm/migrations';

/**
 * The search box's typo guesses among lodgings (place.repository.ts#findSuggestions): the similar-jamo names at a
 * threshold the caller gives, read from the jamo trigram index at that threshold. `<%` reads the session's
 * `pg_trgm.word_similarity_threshold`, so the function sets it for its own run only (its SET clause scopes the
 * set_config): a long text at the default 0.6 let thousands of names through the index, each one's likeness then
 * computed, where ~0.7 lets through the few a typo or two away.
 */
export class Migration20261201070000PlaceSuggestSpeed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function lodging_typo_matches(jamo text, threshold real, n int)
      returns table (id int, score float8)
      language plpgsql stable strict parallel safe
      set pg_trgm.word_similarity_threshold = 0.6
      as $$
      begin
        perform set_config('pg_trgm.word_similarity_threshold', threshold::text, true);
        return query
          select h.id, (30 * word_similarity(jamo, h.name_jamo) + 10 * similarity(jamo, h.name_jamo))::float8 as score
            from hotels h
           where h.status = 'APPROVED' and h.active and jamo <% h.name_jamo
           order by 2 desc, h.id::text
           limit n;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists lodging_typo_matches(text, real, int);`);
  }
}
