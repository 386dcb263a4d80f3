import type { EntityManager } from '@mikro-orm/postgresql';
import { datesFrom } from '@shim/common/dates';
import { activeBasePrices, insertMissingNights } from './inventory.repository';
import { nightSurchargePercent, surchargedPrice } from './night-price';

export const INVENTORY_DAYS_AHEAD = 365;

/**
 * Makes sure every active room type has a `room_nights` row for each night from today to a year ahead
 * (ARCHITECTURE §3), priced by `night-price.ts` (the one definition of a night's price: the statement
 * only looks each room type's base price and night's surcharge up in the prices it was given). Existing
 * nights keep their counts and prices (a new season applies to nights opened after it). Runs at start and
 * daily; idempotent.
 */
export async function extendInventory(
  em: EntityManager,
  /** The clock's today (a job's `app.clock`, a request's `ctx.clock`). */
  today: string,
  days: number = INVENTORY_DAYS_AHEAD,
  /** Only these room types (a manager's new or reactivated room); all active ones when absent. */
  roomIds?: readonly number[],
): Promise<number> {
  return openNights(em, datesFrom(today, days), roomIds);
}

/**
 * Opens `nights` (any dates) for active room types (only `roomIds` when given), priced as above; nights
 * already open are kept. The calendar's edits open the nights of their range this way.
 */
export async function openNights(
  em: EntityManager,
  nights: readonly string[],
  roomIds?: readonly number[],
): Promise<number> {
  if (nights.length === 0) return 0;
  const percents = nights.map((night) => nightSurchargePercent(night));
  const bases = await activeBasePrices(em, roomIds);
  const prices = bases.flatMap((basePrice) =>
    [...new Set(percents)].map((percent) => ({ basePrice, percent, price: surchargedPrice(basePrice, percent) })),
  );
  return insertMissingNights(em, { nights: [...nights], percents, prices, roomIds });
}
