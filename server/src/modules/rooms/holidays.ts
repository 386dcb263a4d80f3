import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../paths';

/**
 * Korean public holidays as data (server/data/holidays.tsv, sourced and dated in docs/decisions/rates.md):
 * the lunar ones and the substitute days follow no rule code could keep, so the table is the truth.
 */
export const HOLIDAYS_FILE = path.join(SERVER_ROOT, 'data/holidays.tsv');

let table: ReadonlyMap<string, string> | null = null;

/** Date → name (`추석`; two holidays on one date are joined: `추석·개천절`). Read once. */
export function holidays(): ReadonlyMap<string, string> {
  if (table) return table;
  const byDate = new Map<string, string>();
  for (const line of readFileSync(HOLIDAYS_FILE, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [date, name] = line.split('\t') as [string, string | undefined];
    if (!name) continue;
    const known = byDate.get(date);
    byDate.set(date, known ? `${known}·${name.trim()}` : name.trim());
  }
  return (table = byDate);
}

/** The holiday on `date`, or null. */
export const holidayOn = (date: string): string | null => holidays().get(date) ?? null;
