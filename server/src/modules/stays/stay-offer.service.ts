import type { EntityManager } from '@mikro-orm/postgresql';
import { datesFrom } from '@shim/common/dates';
import type { CalendarNight } from '@shim/common/price-calendar';
import { freeCancellationUntil } from '@shim/common/reservations';
import { detailProblem, nightsBetween, type StayCriteria } from '@shim/common/stay';
import type { RequestContext } from '../../platform/context';
import { readStayCalendar } from './stay-calendar.repository';
import {
  readLodgingPrices,
  readRoomOffer,
  readRoomOffers,
  type LodgingStayPrice,
  type RoomStayOffer,
  type StayBindings,
} from './stay-offer.repository';

export type { LodgingStayPrice, RoomStayOffer } from './stay-offer.repository';

/** The nights of a validated stay as a PostgreSQL `date[]` literal. */
export const stayDatesLiteral = (startDate: string, endDate: string): string =>
  `{${datesFrom(startDate, nightsBetween(startDate, endDate)).join(',')}}`;

/** A validated stay as the stay-offer statements bind it. */
export function stayBindings(stay: StayCriteria): StayBindings {
  return {
    nights: nightsBetween(stay.startDate, stay.endDate),
    stayDates: stayDatesLiteral(stay.startDate, stay.endDate),
    stayRooms: stay.rooms,
    stayPersons: stay.persons,
  };
}

/**
 * What a room type offers for a validated stay (availability, stay and nightly price, capacity, whether it
 * can be booked), read without locks; null when a night of the stay is not open for it.
 */
export function roomStayOffer(em: EntityManager, roomId: number, stay: StayCriteria): Promise<RoomStayOffer | null> {
  return readRoomOffer(em, roomId, stayBindings(stay));
}

/**
 * Each given lodging's prices for a validated stay, as search shows them: the lowest nightly price of a room
 * type that can be booked for it, and the lowest one-room total of the stay. A lodging with none is absent.
 */
export async function lodgingStayPrices(
  ctx: RequestContext,
  hotelIds: number[],
  stay: StayCriteria,
): Promise<Map<number, LodgingStayPrice>> {
  if (hotelIds.length === 0) return new Map();
  return readLodgingPrices(ctx.publicReads, hotelIds, stayBindings(stay));
}

/** Each given room type's offer for a validated stay; a room type with a night not open is absent. */
export async function roomStayOffers(
  ctx: RequestContext,
  roomIds: readonly number[],
  stay: StayCriteria,
): Promise<Map<number, RoomStayOffer>> {
  if (roomIds.length === 0) return new Map();
  return readRoomOffers(ctx.publicReads, roomIds, stayBindings(stay));
}

/**
 * A lodging's price calendar for validated nights `from` up to `to` (common/price-calendar.ts): per night, what a
 * one-night stay of one room for `persons` is offered at, whether it is sold out or closed, and its minimum stay.
 */
export function stayCalendar(
  ctx: RequestContext,
  hotelId: number,
  range: { from: string; to: string; persons: number },
): Promise<CalendarNight[]> {
  return readStayCalendar(ctx.publicReads, {
    hotelId,
    from: range.from,
    nights: nightsBetween(range.from, range.to),
    persons: range.persons,
  });
}

/**
 * Until when (by the end of that day, Asia/Seoul) a stay starting `startDate` booked today can be cancelled for a
 * full refund, from the one refund rule (common/reservations.ts `REFUND_TIERS`); null when it no longer can.
 */
export const freeCancellationOf = (ctx: RequestContext, startDate: string): string | null =>
  freeCancellationUntil(startDate, ctx.clock.today());

/** Why a stay's dates are refused (the detail's date rules, whatever its rooms and persons); null when fine. */
export const stayDatesProblem = (
  ctx: RequestContext,
  stay: Pick<StayCriteria, 'startDate' | 'endDate'>,
): string | null => detailProblem({ ...stay, rooms: 1, persons: 1 }, ctx.clock.today());
