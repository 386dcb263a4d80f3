import {
  checkTranslations,
  HOTEL_TRANSLATION_LIMITS,
  ROOM_TRANSLATION_LIMITS,
  type ContentTranslations,
  type TranslationEntry,
  type TranslationLimits,
} from '@shim/common/content-translations';
import { LODGING_LIMITS, hasStars, lodgingTypeOf } from '@shim/common/manager-lodging';
import { LIMITS } from '@shim/common/limits';
import { type LodgingType } from '@shim/common/lodging';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { checkRoomFacts, type RoomFacts } from '@shim/common/room-facts';
import { DAY_USE_OFFER_MESSAGES, validFreeCancelMinutes } from '@shim/common/day-use-offer';
import { AppError } from '../../platform/errors';

/** A room of the manager's form; absent fields take the new-room defaults of spec §9. */
export interface RoomInput {
  id?: number | null;
  name?: string | null;
  price?: number | null;
  count?: number | null;
  people?: number | null;
  active?: boolean | null;
  checkinTime?: string | null;
  checkoutTime?: string | null;
  /** Room facts (common/room-facts.ts); on an edit an absent (undefined) one stays as it is, null clears it. */
  bedType?: string | null;
  size?: number | null;
  amenities?: string[] | null;
  description?: string | null;
  /** Name and description per language; absent: as they are, [] or null: none. */
  translations?: TranslationEntry[] | null;
}

/** The lodging form; on an edit an absent (undefined) field stays as it is. */
export interface HotelInput {
  name?: string | null;
  type?: string | null;
  address?: string | null;
  star?: number | null;
  info?: string | null;
  phone?: string | null;
  checkinTime?: string | null;
  checkoutTime?: string | null;
  /** Minutes before a 대실's start it may be cancelled free; null: the default. */
  dayUseFreeCancelMinutes?: number | null;
  serviceIds?: number[] | null;
  rooms?: RoomInput[] | null;
  /** Edit only: the photos to keep (paths or URLs), in order, the first being the main photo. */
  images?: string[] | null;
  /** Name and description (`info`) per language; absent: as they are, [] or null: none. */
  translations?: TranslationEntry[] | null;
}

export interface ValidRoom {
  id: number | null;
  name: string;
  price: number;
  count: number;
  people: number;
  active: boolean;
  checkinTime: string | null;
  checkoutTime: string | null;
  /** The facts sent; an absent one stays as it is (a new room: none). */
  facts: Partial<RoomFacts>;
  /** Undefined: as they are. */
  translations?: ContentTranslations;
}

export type ValidHotel = Omit<HotelInput, 'type' | 'rooms' | 'translations'> & {
  type?: LodgingType;
  rooms?: ValidRoom[];
  translations?: ContentTranslations;
};

/** Translations as sent, checked by common's rules; undefined when not sent. */
function translationsOf(
  entries: TranslationEntry[] | null | undefined,
  limits: TranslationLimits,
): ContentTranslations | undefined {
  if (entries === undefined) return undefined;
  const checked = checkTranslations(entries ?? [], limits);
  if ('problem' in checked) throw AppError.badInput(checked.problem);
  return checked.translations;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PRICE_MAX = 100_000_000;
const ROOMS_MAX = 50;

const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function time(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null || value.trim() === '') return value === undefined ? undefined : null;
  const text = value.trim().slice(0, 5);
  if (!TIME.test(text)) throw AppError.badInput(LODGING_MESSAGES.hotelTimeInvalid);
  return text;
}

function room(input: RoomInput): ValidRoom {
  const name = (input.name ?? '').trim();
  if (!name) throw AppError.badInput(LODGING_MESSAGES.roomNameRequired);
  if (name.length > 100) throw AppError.badInput(LODGING_MESSAGES.hotelFieldTooLong);
  const price = input.price ?? LODGING_LIMITS.newRoomPrice;
  if (!isInt(price) || price < 0 || price > PRICE_MAX) throw AppError.badInput(LODGING_MESSAGES.roomPriceInvalid);
  const count = input.count ?? LODGING_LIMITS.newRoomCount;
  if (!isInt(count) || count < 1 || count > LODGING_LIMITS.roomCountMax)
    throw AppError.badInput(LODGING_MESSAGES.roomCountInvalid);
  const people = input.people ?? LODGING_LIMITS.newRoomPeople;
  if (!isInt(people) || people < 1 || people > LIMITS.personsMax)
    throw AppError.badInput(LODGING_MESSAGES.roomPeopleInvalid);
  if (input.id !== undefined && input.id !== null && !(isInt(input.id) && input.id > 0))
    throw AppError.badInput(LODGING_MESSAGES.roomUnknown);
  return {
    id: input.id ?? null,
    name,
    price,
    count,
    people,
    active: input.active ?? true,
    checkinTime: time(input.checkinTime) ?? null,
    checkoutTime: time(input.checkoutTime) ?? null,
    facts: roomFacts(input),
    translations: translationsOf(input.translations, ROOM_TRANSLATION_LIMITS),
  };
}

/** The room's facts by common's rules; only the ones sent, so an old client's edit keeps the others. */
function roomFacts(input: RoomInput): Partial<RoomFacts> {
  const checked = checkRoomFacts(input);
  if ('problem' in checked) throw AppError.badInput(checked.problem);
  const sent: Partial<RoomFacts> = {};
  if (input.bedType !== undefined) sent.bedType = checked.facts.bedType;
  if (input.size !== undefined) sent.size = checked.facts.size;
  if (input.amenities !== undefined) sent.amenities = checked.facts.amenities;
  if (input.description !== undefined) sent.description = checked.facts.description;
  return sent;
}

/**
 * The form's rules (spec §5, §8, §9): name and address required, a known type, stars 1–5 for hotels
 * and tourist hotels only (0 or none for the others), HH:MM times, room fields in range. On `create`
 * every required field must be there; on `update` absent fields are left alone.
 */
export function validateHotel(input: HotelInput, mode: 'create' | 'update', currentType?: LodgingType): ValidHotel {
  const creating = mode === 'create';
  const valid: ValidHotel = {};
  if (creating || input.name !== undefined) {
    const name = (input.name ?? '').trim();
    if (!name) throw AppError.badInput(LODGING_MESSAGES.hotelNameRequired);
    if (name.length > 100) throw AppError.badInput(LODGING_MESSAGES.hotelFieldTooLong);
    valid.name = name;
  }
  if (creating || input.address !== undefined) {
    const address = (input.address ?? '').trim().replace(/\s+/g, ' ');
    if (!address) throw AppError.badInput(LODGING_MESSAGES.addressRequired);
    if (address.length > 200) throw AppError.badInput(LODGING_MESSAGES.hotelFieldTooLong);
    valid.address = address;
  }
  if (creating || input.type !== undefined) {
    const type = input.type ? lodgingTypeOf(input.type) : null;
    if (!type) throw AppError.badInput(LODGING_MESSAGES.hotelTypeInvalid);
    valid.type = type;
  }
  const type = valid.type ?? currentType!;
  if (input.star !== undefined || creating) {
    const star = input.star ?? null;
    if (star === null || star === 0) valid.star = null;
    else if (!hasStars(type)) throw AppError.badInput(LODGING_MESSAGES.hotelStarNotAllowed);
    else if (!isInt(star) || star < LODGING_LIMITS.starMin || star > LODGING_LIMITS.starMax)
      throw AppError.badInput(LODGING_MESSAGES.hotelStarRange);
    else valid.star = star;
  }
  if (input.info !== undefined) {
    const info = (input.info ?? '').trim();
    if (info.length > 5000) throw AppError.badInput(LODGING_MESSAGES.hotelFieldTooLong);
    valid.info = info;
  }
  if (input.phone !== undefined) {
    const phone = (input.phone ?? '').trim();
    if (phone && !/^[\d-]{7,20}$/.test(phone)) throw AppError.badInput(MESSAGES.phoneInvalid);
    valid.phone = phone || null;
  }
  valid.checkinTime = time(input.checkinTime);
  valid.checkoutTime = time(input.checkoutTime);
  if (input.dayUseFreeCancelMinutes !== undefined && input.dayUseFreeCancelMinutes !== null) {
    if (!validFreeCancelMinutes(input.dayUseFreeCancelMinutes))
      throw AppError.badInput(DAY_USE_OFFER_MESSAGES.freeCancelRange);
    valid.dayUseFreeCancelMinutes = input.dayUseFreeCancelMinutes;
  }
  if (input.serviceIds !== undefined) {
    const ids = input.serviceIds ?? [];
    if (!Array.isArray(ids) || !ids.every((id) => isInt(id) && id > 0))
      throw AppError.badInput(LODGING_MESSAGES.hotelServiceInvalid);
    valid.serviceIds = [...new Set(ids)];
  }
  if (creating || (input.rooms !== undefined && input.rooms !== null)) {
    const rooms = input.rooms ?? [];
    if (!Array.isArray(rooms) || rooms.length > ROOMS_MAX) throw AppError.badInput();
    // On create every room is new: an id there is the form's own row key (the original client sends a
    // timestamp), never one of ours, so it is ignored.
    valid.rooms = rooms.map((item) => room(creating && item ? { ...item, id: null } : item));
    const ids = valid.rooms.flatMap((item) => (item.id === null ? [] : [item.id]));
    if (new Set(ids).size !== ids.length) throw AppError.badInput(LODGING_MESSAGES.roomUnknown);
  }
  valid.translations = translationsOf(input.translations, HOTEL_TRANSLATION_LIMITS);
  if (input.images !== undefined && input.images !== null) {
    if (!Array.isArray(input.images) || !input.images.every((entry) => typeof entry === 'string'))
      throw AppError.badInput(LODGING_MESSAGES.hotelPhotoUnknown);
    valid.images = input.images;
  }
  return valid;
}
