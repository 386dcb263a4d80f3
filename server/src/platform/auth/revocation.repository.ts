import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** The SQL of ended sessions: the refresh-token families revoked (the source of truth for revocations.ts). */

/** The sessions revoked within the last `keepMs`. */
export async function revokedSessionsWithin(em: EntityManager, keepMs: number): Promise<string[]> {
  const rows = await executeNamed<{ familyId: string }>(
    em,
    `select distinct family_id as "familyId" from refresh_tokens
      where revoked_at > now() - make_interval(secs => :seconds)`,
    { seconds: keepMs / 1000 },
  );
  return rows.map((row) => row.familyId);
}

/** Whether the session `sessionId` was revoked. */
export async function isSessionRevoked(em: EntityManager, sessionId: string): Promise<boolean> {
  const [row] = await executeNamed<{ revoked: boolean }>(
    em,
    `select exists (select 1 from refresh_tokens where family_id = :sessionId and revoked_at is not null) as revoked`,
    { sessionId },
  );
  return row?.revoked === true;
}
