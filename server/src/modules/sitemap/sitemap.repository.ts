import { executeNamed, type SqlRunner } from '../../db/named';
import { guestVisibleSql } from '../hotels/hotel.repository';

/** The sitemap's SQL: which lodging and landmark pages exist, in id order, a file's worth at a time. */

/** A page of the sitemap: its id and, where the row keeps one, when it last changed (W3C Datetime, UTC). */
export interface SitemapEntry {
  id: number;
  lastmod: string | null;
}

/** One sitemap file of a kind: its number (0-based) and the latest change among its rows. */
export interface SitemapChunk {
  chunk: number;
  lastmod: string | null;
}

/** A timestamptz as the protocol's W3C Datetime, to the second in UTC (`2026-11-27T13:05:09Z`). */
const w3cDatetime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// Only guests' lodgings: the one rule of hotel.repository (approved and shown by its manager).
const LODGINGS = `select h.id, h.updated_at as lastmod from hotels h where ${guestVisibleSql('h')}`;
// Every imported landmark has its page; the sheet keeps no change time.
const LANDMARKS = `select l.id, null::timestamptz as lastmod from landmarks l`;

const SOURCES = { lodgings: LODGINGS, landmarks: LANDMARKS } as const;
export type SitemapSource = keyof typeof SOURCES;

/** The files `source` needs at `size` URLs each, with each one's latest change (none when it has no rows). */
export function sitemapChunks(on: SqlRunner, source: SitemapSource, size: number): Promise<SitemapChunk[]> {
  return executeNamed<SitemapChunk>(
    on,
    `select c.chunk, ${w3cDatetime('max(c.lastmod)')} as lastmod
       from (select ((row_number() over (order by s.id) - 1) / :size)::int as chunk, s.lastmod
               from (${SOURCES[source]}) s) c
      group by c.chunk
      order by c.chunk`,
    { size },
  );
}

/** The rows of file `chunk` (0-based) of `source`, `size` to a file, in id order. */
export function sitemapEntries(
  on: SqlRunner,
  source: SitemapSource,
  chunk: number,
  size: number,
): Promise<SitemapEntry[]> {
  return executeNamed<SitemapEntry>(
    on,
    `select s.id, ${w3cDatetime('s.lastmod')} as lastmod
       from (${SOURCES[source]}) s
      order by s.id
      limit :size offset :offset`,
    { size, offset: chunk * size },
  );
}
