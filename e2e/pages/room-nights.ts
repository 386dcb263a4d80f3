import { onE2eDatabase } from './e2e-database';

/**
 * A lodging's nights changed in the e2e server's own database (scripts/e2e-server.mjs wrote where it is), as a
 * manager's calendar edit or a full house leaves them: a night's price, closed, its minimum stay, or sold out (no
 * unit left beyond those held and sold). The manager's calendar has its own journey (rates-calendar.spec.ts).
 */
export async function changeNights(
  hotelId: number,
  change: { date: string; price?: number; closed?: boolean; minStay?: number; soldOut?: boolean; roomId?: number },
): Promise<void> {
  await onE2eDatabase(
    `update room_nights set price = coalesce($3, price), closed = coalesce($4, closed),
              min_stay = coalesce($6, min_stay), total = case when $7 then held + sold else total end
        where hotel_id = $1 and date = $2 and ($5::int is null or room_id = $5)`,
    [
      hotelId,
      change.date,
      change.price ?? null,
      change.closed ?? null,
      change.roomId ?? null,
      change.minStay ?? null,
      change.soldOut ?? false,
    ],
  );
}
