import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { holdOpenSql } from './hold.repository';

/**
 * Stays that still need the lodging: confirmed ones not checked out yet (checkout after today) and holds
 * whose payment window is open.
 */
export async function upcomingStayCount(tx: EntityManager, hotelId: number, today: string, now: Date): Promise<number> {
  const [row] = await executeNamed<{ count: number }>(
    tx,
    `select count(*)::int as count from reservations r
      where r.hotel_id = :hotelId
        and ((r.status = 'CONFIRMED' and r.check_out > cast(:today as date)) or ${holdOpenSql('r')})`,
    { hotelId, today, now },
  );
  return row?.count ?? 0;
}
