import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** The SQL of verification codes, with named parameters. */

/**
 * Counts one attempt at a code, atomically, unless it has had `maxAttempts` already; false when it has
 * (so parallel guesses cannot exceed the limit).
 */
export async function countAttempt(em: EntityManager, criteria: { id: number; maxAttempts: number }): Promise<boolean> {
  const rows = await executeNamed<{ id: number }>(
    em,
    'update verification_codes set attempts = attempts + 1 where id = :id and attempts < :maxAttempts returning id',
    criteria,
  );
  return rows.length > 0;
}
