import { isValidIsoDate } from '@shim/common/dates';
import {
  dayUseFreeCancellationUntil,
  dayUseMaxRooms,
  dayUsePrice,
  dayUseStarts,
  seoulClock,
} from '@shim/common/day-use';
import { dayUseLabel, DAY_USE_MESSAGES } from '@shim/common/day-use-messages';
import { DAY_USE_LIMITS, LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { holidayOn } from '../rooms/holidays';
import { findDayUseRoomsOn, type DayUseRoomOn } from './day-use-availability.repository';
import { lodgingTakesBookings } from './hold.repository';
import { priceStay } from './pricing';

/** One duration of a room type's 대실 on a date, as the lodging page lists it. */
export interface DayUseSlotView {
  hours: number;
  /** What the guest pays for the rooms before a coupon (the nights' stay total: rooms plus the same fees). */
  price: number;
  /** `대실 4시간`. */
  label: string;
  /** The starts sellable now, `HH:MM` in Seoul: the rules (lead time, hours, last start) and the inventory. */
  starts: string[];
  /** The free-cancel deadline of the earliest start; null when none is sellable or it has passed. */
  freeCancellationUntil: Date | null;
}

export interface RoomDayUse {
  roomId: number;
  roomName: string;
  slots: DayUseSlotView[];
}

/** The 대실 of the room types `roomIds` on `date` for `roomCount` rooms (`Room.dayUse`): one statement for all. */
export async function dayUseOfRooms(
  ctx: RequestContext,
  roomIds: readonly number[],
  date: string,
  roomCount: number | null | undefined,
): Promise<Map<number, DayUseSlotView[]>> {
  const rooms = roomCountOf(date, roomCount);
  const found = await findDayUseRoomsOn(ctx.em, { roomIds, date, roomCount: rooms });
  return new Map(found.map((room) => [room.id, slotsOf(ctx, room, date, rooms)]));
}

/** `GET /api/hotels/{id}/day-use`: every room type of a lodging taking bookings that sells 대실 on `date`. */
export async function dayUseOfHotel(
  ctx: RequestContext,
  hotelId: number,
  date: string,
  roomCount: number | null | undefined,
): Promise<RoomDayUse[]> {
  if (!Number.isSafeInteger(hotelId)) throw AppError.notFound(MESSAGES.invalidHotel);
  const rooms = roomCountOf(date, roomCount);
  const found = await findDayUseRoomsOn(ctx.em, { hotelId, date, roomCount: rooms });
  if (found.length === 0 && !(await lodgingTakesBookings(ctx.em, hotelId))) {
    throw AppError.notFound(MESSAGES.invalidHotel);
  }
  return found.map((room) => ({ roomId: room.id, roomName: room.name, slots: slotsOf(ctx, room, date, rooms) }));
}

function roomCountOf(date: string, roomCount: number | null | undefined): number {
  if (typeof date !== 'string' || !isValidIsoDate(date)) throw AppError.badInput(DAY_USE_MESSAGES.dayUseDateInvalid);
  const rooms = roomCount ?? LIMITS.defaultRooms;
  if (!Number.isSafeInteger(rooms) || rooms < LIMITS.roomsMin || rooms > LIMITS.roomsMax) {
    throw AppError.badInput(DAY_USE_MESSAGES.dayUseRoomCountInvalid);
  }
  return rooms;
}

/** Each offered duration, shortest first, with the starts the rules allow that the statement found the rooms fit. */
function slotsOf(ctx: RequestContext, room: DayUseRoomOn, date: string, roomCount: number): DayUseSlotView[] {
  const { offer, day } = room;
  const maxRooms = offer ? dayUseMaxRooms(offer, day) : 0;
  // A day that sells no 대실 at all lists nothing; a duration sold out keeps its place with no starts.
  if (!offer?.enabled || day?.closed || maxRooms <= 0) return [];
  const now = ctx.clock.now();
  const holiday = holidayOn(date) !== null;
  return [...offer.durations]
    .sort((a, b) => a.hours - b.hours)
    .flatMap(({ hours }) => {
      const price = dayUsePrice(offer, day, hours);
      if (price === null) return [];
      const fit = new Set(room.startsThatFit[String(hours)] ?? []);
      const starts = dayUseStarts(offer, day, date, holiday, hours, now, DAY_USE_LIMITS.leadMinutes).filter(
        (startsAt) => fit.has(seoulClock(startsAt)),
      );
      const deadline = starts[0] ? dayUseFreeCancellationUntil(starts[0], room.freeCancelMinutes) : null;
      return [
        {
          hours,
          price: priceStay(price, roomCount, null).stayTotal,
          label: dayUseLabel(hours),
          starts: starts.map(seoulClock),
          freeCancellationUntil: deadline && deadline > now ? deadline : null,
        },
      ];
    });
}
