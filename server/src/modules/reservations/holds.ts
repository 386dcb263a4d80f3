import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The two CTEs that move units between free, held and sold on a room type's nights from `from` up to, not
 * including, `to`: `locked_nights` first locks the rows IN DATE ORDER (ARCHITECTURE §3: every writer takes
 * them in the same order, so buyers of the same room type queue instead of deadlocking), then
 * `shifted_nights` updates them. `onlyIf` is a SQL condition that must hold for anything to be locked
 * (another CTE's outcome, in a bigger statement). Placeholders, in order: room id, from, to, held change,
 * sold change (`shiftParams`).
 */
export function shiftNightsCtes(onlyIf = 'true'): string {
  return `locked_nights as (
       select room_id, date from room_nights
        where room_id = ? and date >= ? and date < ? and ${onlyIf}
        order by date for update),
     shifted_nights as (
       update room_nights n set held = n.held + ?, sold = n.sold + ?
         from locked_nights l where n.room_id = l.room_id and n.date = l.date
       returning 1)`;
}

export const shiftParams = (roomId: number, from: string, to: string, change: { held?: number; sold?: number }) => [
  roomId,
  from,
  to,
  change.held ?? 0,
  change.sold ?? 0,
];

/**
 * `shiftNightsCtes` on its own; the locks last until the surrounding transaction ends, so they are taken
 * as late in it as possible.
 */
export async function shiftNights(
  em: EntityManager,
  roomId: number,
  from: string,
  to: string,
  change: { held?: number; sold?: number },
): Promise<void> {
  await em.execute(
    `with ${shiftNightsCtes()} select count(*) from shifted_nights`,
    shiftParams(roomId, from, to, change),
  );
}

/** A hold given back because it was not paid in time. */
export interface ReleasedHold {
  reservationId: number;
  orderId: string;
  /** A confirm was sent to Toss for it: the caller makes sure no money stays taken. */
  attemptedPaymentKey: string | null;
}

/**
 * Releases the holds of PENDING reservations whose hold expired by `now`: each becomes CANCELED (and
 * hidden: it never was a booking) and its nights get their units back, one short transaction per
 * reservation. The status change is conditional, so a payment completing at the same moment and this
 * release never both win. Optionally only one room type's (prepare releases those it is about to book).
 */
export async function releaseExpiredHolds(
  em: EntityManager,
  now: Date = new Date(),
  roomId?: number,
): Promise<ReleasedHold[]> {
  const expired = await em.execute<Array<{ id: number }>>(
    `select id from reservations where status = 'PENDING' and hold_expires_at <= ?${roomId ? ' and room_id = ?' : ''}
      order by hold_expires_at limit 500`,
    roomId ? [now, roomId] : [now],
  );
  const released: ReleasedHold[] = [];
  for (const { id } of expired) {
    const hold = await em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<
        Array<{
          room_id: number;
          check_in: string;
          check_out: string;
          room_count: number;
          order_id: string;
          attempted_payment_key: string | null;
        }>
      >(
        `update reservations set status = 'CANCELED', canceled_at = ?, hidden_at = ?
          where id = ? and status = 'PENDING' and hold_expires_at <= ?
          returning room_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
                    room_count, order_id, attempted_payment_key`,
        [now, now, id, now],
      );
      if (!row) return null;
      await shiftNights(tx, row.room_id, row.check_in, row.check_out, { held: -row.room_count });
      return { reservationId: id, orderId: row.order_id, attemptedPaymentKey: row.attempted_payment_key };
    });
    if (hold) released.push(hold);
  }
  return released;
}
