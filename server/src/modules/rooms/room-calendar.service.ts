import { addDays } from '@shim/common/dates';
import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { holidayOn } from './holidays';
import { openNights } from './inventory.service';
import { nightSurchargePercent, surchargedPrice, WEEKEND_SURCHARGE_PERCENT } from './night-price';
import { recordCalendarChanged } from '../webhooks/webhook-outbox';
import * as repo from './room-calendar.repository';
import {
  assertEditSize,
  calendarValues,
  editableDates,
  nightTaken,
  rangeDates,
  roomIdList,
  weekdayOf,
  weekdaySet,
  type CalendarValues,
} from './room-calendar.rules';

/**
 * The manager's rate and inventory calendar: read a room type's nights, edit many nights of many
 * room types in one transaction, recorded night by night. `updateRoomCalendar` is the one function every
 * change goes through (GraphQL, REST, the holiday-eve rule; an integrator's key; webhooks later).
 */

export interface CalendarNight extends repo.CalendarNightRow {
  holiday: string | null;
}

export interface CalendarEditInput {
  roomIds: unknown;
  from: unknown;
  to: unknown;
  weekdays?: unknown;
  price?: unknown;
  roomsToSell?: unknown;
  closed?: unknown;
  minStay?: unknown;
  preview?: boolean | null;
}

export interface CalendarEditResult {
  updatedNights: number;
  /** The nights as the edit leaves them (or would, on a preview). */
  nights: CalendarNight[];
  preview: boolean;
}

/** How a night's price is set: one price for all, or each room type's weekend price for that night. */
type PriceRule = { kind: 'fixed'; price: number | null } | { kind: 'weekend' };

const withHoliday = (row: repo.CalendarNightRow): CalendarNight => ({ ...row, holiday: holidayOn(row.date) });

function managerOf(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (user.role !== 'ROLE_MANAGER') throw AppError.forbidden();
  return user;
}

/** The caller's room types among `roomIds`, all of them, or 404 (another manager's is as unknown). */
async function ownRooms(ctx: RequestContext, roomIds: number[]): Promise<repo.CalendarRoom[]> {
  const rooms = await repo.managedRooms(ctx.connection, managerOf(ctx).id, roomIds);
  if (rooms.length !== roomIds.length) throw AppError.notFound(CALENDAR_MESSAGES.roomNotFound);
  return rooms;
}

/** The opened nights of the caller's room types `roomIds` from `from` to `to`, each with its holiday. */
export async function roomsNights(
  ctx: RequestContext,
  roomIds: number[],
  from: unknown,
  to: unknown,
): Promise<Map<number, CalendarNight[]>> {
  const dates = rangeDates(from, to);
  await ownRooms(ctx, roomIds);
  const byRoom = new Map<number, CalendarNight[]>(roomIds.map((id) => [id, []]));
  for (const row of await repo.calendarNights(ctx.connection, roomIds, dates[0]!, dates.at(-1)!))
    byRoom.get(row.roomId)!.push(withHoliday(row));
  return byRoom;
}

/** `GET /api/manager/rooms/{rId}/calendar`: one room type's nights. */
export async function roomNights(ctx: RequestContext, roomId: number, from: unknown, to: unknown) {
  return (await roomsNights(ctx, roomIdList([roomId]), from, to)).get(roomId)!;
}

/**
 * Sets price, rooms to sell, closed and minimum stay on the nights of `roomIds` from `from` to `to` (those
 * of `weekdays`), all or nothing: nights not opened yet are opened by the edit (priced as the daily opening
 * would), rooms to sell below a night's taken rooms (nights and 대실: `nightTaken`) refuses the whole edit (409 naming the first night),
 * and held or sold rooms keep the price their reservation stored. `preview` answers the same and writes nothing.
 */
export async function updateRoomCalendar(ctx: RequestContext, input: CalendarEditInput): Promise<CalendarEditResult> {
  return editCalendar(ctx, input, calendarValues(input), null);
}

/**
 * The 펜션 convention as one action: each night before a holiday that is not already a Friday or Saturday
 * night is sold at the room type's weekend price (docs/decisions/rates.md "Holiday eves").
 */
export async function holidayEvesAtWeekendPrice(
  ctx: RequestContext,
  input: Pick<CalendarEditInput, 'roomIds' | 'from' | 'to' | 'preview'>,
): Promise<CalendarEditResult> {
  const eves = editableDates(input.from, input.to, ctx.clock.today()).filter(
    (date) => holidayOn(addDays(date, 1)) !== null && weekdayOf(date) !== 5 && weekdayOf(date) !== 6,
  );
  if (eves.length === 0) throw AppError.badInput(CALENDAR_MESSAGES.noHolidayEves);
  const values: CalendarValues = { price: null, roomsToSell: null, closed: null, minStay: null };
  return editCalendar(ctx, { ...input, weekdays: null }, values, eves, { kind: 'weekend' });
}

/** A night's weekend price: base price with the weekend surcharge, or the night's season if that is more. */
export const weekendPrice = (basePrice: number, date: string): number =>
  surchargedPrice(basePrice, Math.max(WEEKEND_SURCHARGE_PERCENT, nightSurchargePercent(date)));

class PreviewRollback extends Error {
  constructor(readonly result: CalendarEditResult) {
    super('preview');
  }
}

async function editCalendar(
  ctx: RequestContext,
  input: CalendarEditInput,
  values: CalendarValues,
  only: string[] | null,
  priceRule: PriceRule = { kind: 'fixed', price: values.price },
): Promise<CalendarEditResult> {
  const user = managerOf(ctx);
  const roomIds = roomIdList(input.roomIds);
  const weekdays = weekdaySet(input.weekdays);
  const dates = (only ?? editableDates(input.from, input.to, ctx.clock.today())).filter(
    (date) => !weekdays || weekdays.has(weekdayOf(date)),
  );
  assertEditSize(roomIds.length, dates.length);
  // Counted before any database work, previews too: a preview costs the database what the edit does.
  if (!(await ctx.app.shared.limits.calendarWritesPerManager.take(String(user.id)))) {
    throw new AppError('TOO_MANY_REQUESTS', CALENDAR_MESSAGES.tooManyEdits);
  }
  const rooms = await ownRooms(ctx, roomIds);
  if (values.roomsToSell !== null) {
    const over = rooms.find((room) => values.roomsToSell! > room.unitCount);
    if (over) throw AppError.badInput(CALENDAR_MESSAGES.roomsToSellRange(over.name, over.unitCount));
  }
  if (dates.length === 0) throw AppError.badInput(CALENDAR_MESSAGES.noNights);
  const preview = input.preview === true;
  try {
    return await ctx.em.fork().transactional(async (tx) => {
      let nights = await repo.lockNights(tx, roomIds, dates);
      // Nights not opened yet are opened (then locked) only when some are missing: the usual edit skips it.
      if (nights.length < roomIds.length * dates.length) {
        await openNights(tx, dates, roomIds);
        nights = await repo.lockNights(tx, roomIds, dates);
      }
      if (nights.length === 0) throw AppError.badInput(CALENDAR_MESSAGES.noNights);
      if (values.roomsToSell !== null) {
        const short = nights.find((night) => nightTaken(night) > values.roomsToSell!);
        if (short) {
          const room = rooms.find((candidate) => candidate.id === short.roomId)!;
          throw AppError.conflict(CALENDAR_MESSAGES.roomsToSellBelowTaken(room.name, short.date, nightTaken(short)));
        }
      }
      const baseOf = new Map(rooms.map((room) => [room.id, room.basePrice]));
      const updated = await repo.applyNightEdit(tx, {
        roomIds: nights.map((night) => night.roomId),
        dates: nights.map((night) => night.date),
        prices: nights.map((night) =>
          priceRule.kind === 'weekend' ? weekendPrice(baseOf.get(night.roomId)!, night.date) : priceRule.price,
        ),
        ...values,
        changedBy: user.id,
        changedByName: user.name,
        changedAt: ctx.clock.now(),
      });
      const result = { updatedNights: updated.length, nights: updated.map(withHoliday), preview };
      if (preview) throw new PreviewRollback(result);
      // Integrators' channel managers learn of it in the edit's own transaction (webhooks' outbox).
      await recordCalendarChanged(tx, {
        roomIds,
        from: dates[0]!,
        to: addDays(dates.at(-1)!, 1),
        changes: { ...values, ...(priceRule.kind === 'weekend' ? { price: 'weekend' } : {}) },
        at: ctx.clock.now(),
      });
      return result;
    });
  } catch (error) {
    if (error instanceof PreviewRollback) return error.result;
    throw error;
  }
}

export interface NightChange {
  id: number;
  field: string;
  before: string | null;
  after: string;
  changedBy: string;
  changedAt: Date;
}

/** The history of nights (`roomId`, `date`) the caller's `Room.nights` answered, newest first, 50 a night. */
export async function changesOfNights(
  ctx: RequestContext,
  keys: ReadonlyArray<{ roomId: number; date: string }>,
): Promise<NightChange[][]> {
  const rows = await repo.nightChanges(ctx.connection, keys, 50);
  const byNight = new Map<string, NightChange[]>();
  for (const row of rows) {
    const key = `${row.roomId}/${row.date}`;
    byNight.set(key, [...(byNight.get(key) ?? []), row]);
  }
  return keys.map((key) => byNight.get(`${key.roomId}/${key.date}`) ?? []);
}

/** A recorded change with the night it belongs to (the REST history of a range). */
export interface DatedNightChange extends NightChange {
  date: string;
}

/**
 * `GET /api/manager/rooms/{rId}/calendar/changes`: the recorded changes of the caller's room type's nights
 * from `from` to `to` (the calendar's own range rules), by date then newest first, at most 1,000.
 */
export async function roomChanges(
  ctx: RequestContext,
  roomId: number,
  from: unknown,
  to: unknown,
): Promise<DatedNightChange[]> {
  const dates = rangeDates(from, to);
  await ownRooms(ctx, roomIdList([roomId]));
  const rows = await repo.roomChangesBetween(ctx.connection, roomId, dates[0]!, dates.at(-1)!, 1000);
  return rows.map(({ roomId: _room, ...change }) => change);
}
