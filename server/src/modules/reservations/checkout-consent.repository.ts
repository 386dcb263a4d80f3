import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/** The SQL of checkout consents: one row per consent shown at a booking's checkout (common/src/consents.ts). */

export interface ConsentRecord {
  kind: string;
  version: string;
  agreed: boolean;
}

export interface StoredConsent extends ConsentRecord {
  agreedAt: Date;
}

export async function consentsOf(em: EntityManager, reservationId: number): Promise<StoredConsent[]> {
  return executeNamed<StoredConsent>(
    em,
    `select kind, version, agreed, agreed_at as "agreedAt" from checkout_consents
      where reservation_id = :reservationId order by kind`,
    { reservationId },
  );
}
