import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import { datesFrom } from '@shim/common/dates';
import { INVENTORY_DAYS_AHEAD } from '../rooms/inventory.service';
import { nightSurchargePercent } from '../rooms/night-price';
import { DAY_USE_TAKINGS } from '../rooms/room-calendar.repository';
import { nightTaken, type NightTakings } from '../rooms/room-calendar.rules';

/** The manager console's lodging SQL (ARCHITECTURE §1): inventory after room edits, deletion guards. */

/** Locks the lodging's row for the rest of the transaction (photo counts, room edits, deletion). */
export async function lockHotel(tx: EntityManager, hotelId: number): Promise<void> {
  await executeNamed(tx, 'select id from hotels where id = :hotelId for update', { hotelId });
}

/**
 * The first night from `today` on which more units are taken (nights sold or held, 대실 in use: `nightTaken`) than
 * `count` (locking the room's future nights so no booking slips in between the check and the update); null when
 * there is none.
 */
export async function firstNightOver(
  tx: EntityManager,
  roomId: number,
  today: string,
  count: number,
): Promise<string | null> {
  const rows = await executeNamed<NightTakings & { date: string }>(
    tx,
    `select to_char(date, 'YYYY-MM-DD') as date, held, sold, ${DAY_USE_TAKINGS} from room_nights
      where room_id = :roomId and date >= cast(:today as date) order by date for update`,
    { roomId, today },
  );
  return rows.find((row) => nightTaken(row) > count)?.date ?? null;
}

/** Sets the unit count of the room's nights from `today` on (past nights are history). */
export async function setFutureTotal(tx: EntityManager, roomId: number, today: string, count: number): Promise<void> {
  await executeNamed(
    tx,
    'update room_nights set total = :count where room_id = :roomId and date >= cast(:today as date)',
    {
      roomId,
      today,
      count,
    },
  );
}

/**
 * Reprices the room's nights from `today` on from its new base price, with the same weekend and season
 * surcharges `extendInventory` opens nights with. Reservations keep the amounts they were sold at, and a
 * night its manager priced in the calendar (a price change on record) keeps that price.
 */
export async function repriceFutureNights(
  tx: EntityManager,
  roomId: number,
  today: string,
  basePrice: number,
): Promise<void> {
  const nights = datesFrom(today, INVENTORY_DAYS_AHEAD + 1);
  await executeNamed(
    tx,
    `update room_nights n
        set price = case when d.percent = 0 then :basePrice
                         else (round(:basePrice * (100 + d.percent) / 100000.0) * 1000)::int end
       from unnest(cast(:nights as date[]), cast(:percents as int[])) as d(night, percent)
      where n.room_id = :roomId and n.date = d.night
        and not exists (select 1 from room_night_changes c
                         where c.room_id = n.room_id and c.date = n.date and c.field = 'price')`,
    {
      roomId,
      basePrice,
      nights: `{${nights.join(',')}}`,
      percents: `{${nights.map((night) => nightSurchargePercent(night)).join(',')}}`,
    },
  );
}

/** Whether any reservation (in any state) names the room: such a room is deactivated, never deleted. */
export async function roomHasReservations(tx: EntityManager, roomId: number): Promise<boolean> {
  const rows = await executeNamed(tx, 'select 1 from reservations where room_id = :roomId limit 1', { roomId });
  return rows.length > 0;
}

/** Lodgings of the manager by type, for the type selection's counts (deleted ones excluded). */
export async function countsByType(
  em: EntityManager,
  managerId: number,
): Promise<Array<{ type: string; count: number }>> {
  return await executeNamed<{ type: string; count: number }>(
    em,
    `select type, count(*)::int as count from hotels where manager_id = :managerId and status <> 'DELETED' group by type`,
    { managerId },
  );
}
