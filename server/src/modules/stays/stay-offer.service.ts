import type { EntityManager } from '@mikro-orm/postgresql';
import { datesFrom } from '@shim/common/dates';
import { nightsBetween, type StayCriteria } from '@shim/common/stay';
import type { RequestContext } from '../../platform/context';
import {
  readLodgingPrices,
  readRoomOffer,
  readRoomOffers,
  type RoomStayOffer,
  type StayBindings,
} from './stay-offer.repository';

export type { RoomStayOffer } from './stay-offer.repository';

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
 * Each given lodging's price for a validated stay, as search shows it: the lowest nightly price of a room
 * type that can be booked for it. A lodging with none is absent.
 */
export async function lodgingStayPrices(
  ctx: RequestContext,
  hotelIds: number[],
  stay: StayCriteria,
): Promise<Map<number, number>> {
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
