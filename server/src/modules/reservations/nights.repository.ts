import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/**
 * The nights a reservation holds or sells (`room_nights`). Every writer locks the rows IN DATE ORDER
 * (ARCHITECTURE §3), so buyers of one room type queue instead of deadlocking.
 */

export interface NightRow {
  date: string;
  total: number;
  held: number;
  sold: number;
  price: number;
}

/** The nights' prices and counts without locks (the preview, and prepare's look before it locks). */
export function readNights(em: EntityManager, roomId: number, from: string, to: string): Promise<NightRow[]> {
  return executeNamed<NightRow>(
    em,
    `select to_char(date, 'YYYY-MM-DD') as date, total, held, sold, price
       from room_nights where room_id = :roomId and date >= :from and date < :to order by date`,
    { roomId, from, to },
  );
}

/** A change of a stay's nights: `held` and `sold` units added (negative: given back). */
export interface NightShift {
  roomId: number;
  from: string;
  to: string;
  held?: number;
  sold?: number;
}

/**
 * The CTEs that move units between free, held and sold on a room type's nights from `:shiftFrom` up to,
 * not including, `:shiftTo`: `locked_nights` locks the rows in date order, `shifted_nights` updates them.
 * `onlyIf` is a SQL condition that must hold for anything to be locked (another CTE's outcome).
 */
export const shiftNightsCtes = (onlyIf = 'true'): string => `locked_nights as (
       select room_id, date from room_nights
        where room_id = :shiftRoomId and date >= :shiftFrom and date < :shiftTo and ${onlyIf}
        order by date for update),
     shifted_nights as (
       update room_nights n set held = n.held + :shiftHeld, sold = n.sold + :shiftSold
         from locked_nights l where n.room_id = l.room_id and n.date = l.date
       returning 1)`;

export const shiftParams = (shift: NightShift) => ({
  shiftRoomId: shift.roomId,
  shiftFrom: shift.from,
  shiftTo: shift.to,
  shiftHeld: shift.held ?? 0,
  shiftSold: shift.sold ?? 0,
});

/** Moves a stay's units; the locks last until the surrounding transaction ends, so they come late in it. */
export async function shiftNights(em: EntityManager, shift: NightShift): Promise<void> {
  await executeNamed(em, `with ${shiftNightsCtes()} select count(*) from shifted_nights`, shiftParams(shift));
}
