import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { addDays } from '@shim/common/dates';
import {
  DAY_USE_OFFER_MESSAGES,
  dayUseOfferProblem,
  maxRoomsProblem,
  validDayUsePrice,
} from '@shim/common/day-use-offer';
import type { DayUseOffer } from '@shim/common/day-use';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { recordCalendarChanged } from '../webhooks/webhook-outbox';
import { holidayOn } from './holidays';
import * as repo from './day-use-offer.repository';
import { managedRooms, type CalendarRoom } from './room-calendar.repository';
import { assertEditSize, editableDates, rangeDates, roomIdList, weekdayOf, weekdaySet } from './room-calendar.rules';

/**
 * The manager's 대실 offer of a room type and its per-day overrides in the rates calendar (a second row beside
 * the nights). The days are edited as the nights are (range, weekdays, preview, history, one rate limit); the
 * offer itself is the manager's alone, never an integrator key's (api-keys/scope-table.ts).
 */

export type DayUseOfferView = repo.DayUseOfferRow;

export interface DayUseDayView extends repo.DayUseDayRow {
  holiday: string | null;
}

export interface DayUseDaysEditInput {
  roomIds: unknown;
  from: unknown;
  to: unknown;
  weekdays?: unknown;
  /** `[{hours, price}]`: the prices to set for those hours (each an hours the room type's offer has). */
  prices?: unknown;
  maxRooms?: unknown;
  closed?: unknown;
  preview?: boolean | null;
}

export interface DayUseDaysEditResult {
  updatedDays: number;
  days: DayUseDayView[];
  preview: boolean;
}

const withHoliday = (row: repo.DayUseDayRow): DayUseDayView => ({ ...row, holiday: holidayOn(row.date) });

function managerOf(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (user.role !== 'ROLE_MANAGER') throw AppError.forbidden();
  return user;
}

/** The caller's room types among `roomIds`, all of them, or 404 (another manager's is as unknown). */
async function ownRooms(ctx: RequestContext, roomIds: number[]): Promise<CalendarRoom[]> {
  const rooms = await managedRooms(ctx.connection, managerOf(ctx).id, roomIds);
  if (rooms.length !== roomIds.length) throw AppError.notFound(CALENDAR_MESSAGES.roomNotFound);
  return rooms;
}

/** The offers of the caller's room types `roomIds`, null for one without an offer yet. */
export async function dayUseOffers(ctx: RequestContext, roomIds: number[]): Promise<Array<DayUseOfferView | null>> {
  await ownRooms(ctx, roomIds);
  const byRoom = new Map((await repo.offersOf(ctx.connection, roomIds)).map((offer) => [offer.roomId, offer]));
  return roomIds.map((id) => byRoom.get(id) ?? null);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The offer as sent, shaped for the rules (a wrong type fails the rule it belongs to, in Korean). */
function draftOf(input: Record<string, unknown>): DayUseOffer {
  if (typeof input.enabled !== 'boolean') throw AppError.badInput();
  const durations = Array.isArray(input.durations) ? (input.durations as unknown[]) : [];
  return {
    enabled: input.enabled,
    opens: text(input.opens),
    closes: text(input.closes),
    weekendOpens: optionalText(input.weekendOpens),
    weekendCloses: optionalText(input.weekendCloses),
    lastStart: text(input.lastStart),
    bufferMinutes: input.bufferMinutes as number,
    maxRooms: input.maxRooms as number,
    durations: durations.map((duration) => {
      const { hours, price } = (duration ?? {}) as { hours?: unknown; price?: unknown };
      return { hours: hours as number, price: price as number };
    }),
  };
}

/**
 * Saves the caller's room type `roomId`'s 대실 offer whole (hours, durations sorted by hours, last start, buffer,
 * rooms at once up to the room type's units); the first save creates it.
 */
export async function saveDayUseOffer(
  ctx: RequestContext,
  roomId: number,
  input: Record<string, unknown>,
): Promise<DayUseOfferView> {
  const [room] = await ownRooms(ctx, roomIdList([roomId]));
  const draft = draftOf(input);
  const problem = dayUseOfferProblem(draft, room!.unitCount);
  if (problem) throw AppError.badInput(problem);
  const durations = [...draft.durations].sort((a, b) => a.hours - b.hours);
  return repo.saveOffer(ctx.connection, room!.id, { ...draft, durations }, ctx.clock.now());
}

/** The 대실 days with overrides of the caller's room types from `from` to `to`, each with its holiday. */
export async function dayUseDays(
  ctx: RequestContext,
  roomIds: number[],
  from: unknown,
  to: unknown,
): Promise<Map<number, DayUseDayView[]>> {
  const range = rangeDates(from, to);
  await ownRooms(ctx, roomIds);
  const byRoom = new Map<number, DayUseDayView[]>(roomIds.map((id) => [id, []]));
  for (const row of await repo.daysBetween(ctx.connection, roomIds, range[0]!, range.at(-1)!))
    byRoom.get(row.roomId)!.push(withHoliday(row));
  return byRoom;
}

interface DayValues {
  prices: Record<string, number> | null;
  maxRooms: number | null;
  closed: boolean | null;
}

const absent = (value: unknown) => value === undefined || value === null;

/** The values to set: at least one; prices whole hundreds of won, each hours once. */
function dayValues(input: DayUseDaysEditInput): DayValues {
  const { prices, maxRooms, closed } = input;
  const noPrices = absent(prices) || (Array.isArray(prices) && prices.length === 0);
  if (noPrices && absent(maxRooms) && absent(closed)) throw AppError.badInput(DAY_USE_OFFER_MESSAGES.nothingToChange);
  if (!absent(closed) && typeof closed !== 'boolean') throw AppError.badInput();
  if (!absent(maxRooms) && maxRoomsProblem(maxRooms, Number.MAX_SAFE_INTEGER))
    throw AppError.badInput(DAY_USE_OFFER_MESSAGES.maxRoomsInvalid);
  let byHours: Record<string, number> | null = null;
  if (!noPrices) {
    if (!Array.isArray(prices)) throw AppError.badInput();
    byHours = {};
    for (const entry of prices as unknown[]) {
      const { hours, price } = (entry ?? {}) as { hours?: unknown; price?: unknown };
      if (!Number.isInteger(hours)) throw AppError.badInput(DAY_USE_OFFER_MESSAGES.hoursRange);
      if (String(hours) in byHours) throw AppError.badInput(DAY_USE_OFFER_MESSAGES.hoursRepeated);
      if (!validDayUsePrice(price)) throw AppError.badInput(DAY_USE_OFFER_MESSAGES.priceRange);
      byHours[String(hours)] = price as number;
    }
  }
  return {
    prices: byHours,
    maxRooms: absent(maxRooms) ? null : (maxRooms as number),
    closed: absent(closed) ? null : (closed as boolean),
  };
}

class PreviewRollback extends Error {
  constructor(readonly result: DayUseDaysEditResult) {
    super('preview');
  }
}

/**
 * Sets 대실 prices (by hours), rooms at once and closed on the days of `roomIds` from `from` to `to` (those of
 * `weekdays`), all or nothing, recorded day by day: the nights' edit rules (today on, 730 days ahead, 10,000
 * days, the manager's write rate), each room type with an offer having the hours priced, rooms at once up to
 * its units. `preview` answers the same and writes nothing.
 */
export async function updateDayUseDays(ctx: RequestContext, input: DayUseDaysEditInput): Promise<DayUseDaysEditResult> {
  const user = managerOf(ctx);
  const roomIds = roomIdList(input.roomIds);
  const weekdays = weekdaySet(input.weekdays);
  const dates = editableDates(input.from, input.to, ctx.clock.today()).filter(
    (date) => !weekdays || weekdays.has(weekdayOf(date)),
  );
  assertEditSize(roomIds.length, dates.length);
  const values = dayValues(input);
  if (!(await ctx.app.shared.limits.calendarWritesPerManager.take(String(user.id)))) {
    throw new AppError('TOO_MANY_REQUESTS', CALENDAR_MESSAGES.tooManyEdits);
  }
  const rooms = await ownRooms(ctx, roomIds);
  if (dates.length === 0) throw AppError.badInput(CALENDAR_MESSAGES.noNights);
  const offers = new Map((await repo.offersOf(ctx.connection, roomIds)).map((offer) => [offer.roomId, offer]));
  for (const room of rooms) {
    const offer = offers.get(room.id);
    if (!offer) throw AppError.badInput(DAY_USE_OFFER_MESSAGES.offerRequired);
    const missing = Object.keys(values.prices ?? {}).find(
      (hours) => !offer.durations.some((duration) => String(duration.hours) === hours),
    );
    if (missing) throw AppError.badInput(DAY_USE_OFFER_MESSAGES.dayHoursNotOffered(Number(missing)));
    if (values.maxRooms !== null && values.maxRooms > room.unitCount)
      throw AppError.badInput(DAY_USE_OFFER_MESSAGES.maxRoomsOverTotal(room.unitCount));
  }
  const preview = input.preview === true;
  try {
    return await ctx.em.fork().transactional(async (tx) => {
      await repo.lockDays(tx, roomIds, dates);
      const updated = await repo.applyDayEdit(tx, {
        roomIds,
        dates,
        ...values,
        changedBy: user.id,
        changedByName: user.name,
        changedAt: ctx.clock.now(),
      });
      const result = { updatedDays: updated.length, days: updated.map(withHoliday), preview };
      if (preview) throw new PreviewRollback(result);
      // The nights' hook, in the edit's transaction: channel managers learn of 대실 days as of nights.
      await recordCalendarChanged(tx, {
        roomIds,
        from: dates[0]!,
        to: addDays(dates.at(-1)!, 1),
        changes: { dayUse: values },
        at: ctx.clock.now(),
      });
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.result;
    throw error;
  }
}

export type DayUseDayChange = Omit<repo.DayChangeRow, 'roomId' | 'date'>;

/** The history of 대실 days (`roomId`, `date`) the caller's `Room.dayUseDays` answered, newest first, 50 a day. */
export async function changesOfDays(
  ctx: RequestContext,
  keys: ReadonlyArray<{ roomId: number; date: string }>,
): Promise<DayUseDayChange[][]> {
  const byDay = new Map<string, DayUseDayChange[]>();
  for (const { roomId, date, ...change } of await repo.dayChanges(ctx.connection, keys, 50)) {
    const key = `${roomId}/${date}`;
    byDay.set(key, [...(byDay.get(key) ?? []), change]);
  }
  return keys.map((key) => byDay.get(`${key.roomId}/${key.date}`) ?? []);
}

/** The recorded 대실 day changes of the caller's room type from `from` to `to`, by date then newest first, ≤ 1,000. */
export async function roomDayChanges(
  ctx: RequestContext,
  roomId: number,
  from: unknown,
  to: unknown,
): Promise<Array<DayUseDayChange & { date: string }>> {
  const range = rangeDates(from, to);
  await ownRooms(ctx, roomIdList([roomId]));
  const rows = await repo.roomDayChangesBetween(ctx.connection, roomId, range[0]!, range.at(-1)!, 1000);
  return rows.map(({ roomId: _room, ...change }) => change);
}
