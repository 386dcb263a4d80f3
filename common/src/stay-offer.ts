import { TAXES_AND_FEES } from './reservations';

/**
 * The browser's mirror of the stay offer (server/src/modules/stays/stay-offer.repository.ts is the
 * definition; stay-offer.test.ts there holds the two together on generated cases). Only what a page
 * decides before asking the server again: whether a room type holds the party, whether the stay is long
 * enough, whether it can be booked, and what the rooms cost for the stay.
 */

/** `rooms` units of a room type sleeping `capacity` each hold `persons`. */
export const holdsParty = (capacity: number, rooms: number, persons: number): boolean => capacity * rooms >= persons;

/** A stay of `nights` nights meets the arrival night's minimum stay (the manager's calendar). */
export const meetsMinStay = (minStay: number, nights: number): boolean => nights >= minStay;

/**
 * A room type with `available` units free on every night of the stay can be booked for `rooms` and `persons`
 * when the stay, `nights` long, meets the arrival night's `minStay`.
 */
export const isBookable = (
  offer: { available: number; capacity: number; minStay: number },
  stay: { rooms: number; persons: number; nights: number },
): boolean =>
  offer.available >= stay.rooms &&
  holdsParty(offer.capacity, stay.rooms, stay.persons) &&
  meetsMinStay(offer.minStay, stay.nights);

/** The rooms' price for the stay: one room's stay price (the sum of its nights) times the rooms. */
export const roomsPrice = (stayPrice: number, rooms: number): number => stayPrice * rooms;

/**
 * The stay total: what a guest pays for `rooms` rooms of a room type whose one-room stay price is `stayPrice`,
 * every tax and fee included, before any member coupon. The one definition behind the search card, the room
 * card, the price calendar, the checkout preview, prepare and the amount charged (docs/decisions/reservations.md).
 */
export const stayTotal = (stayPrice: number, rooms: number): number => roomsPrice(stayPrice, rooms) + TAXES_AND_FEES;
