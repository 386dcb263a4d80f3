import { LODGING_LIMITS, hasStars } from '@shim/common/manager-lodging';
import { LIMITS } from '@shim/common/limits';
import { LODGING_TYPES, type LodgingType } from '@shim/common/lodging';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { imageFileProblem } from '@shim/common/reviews';
import { checkRoomFacts } from '@shim/common/room-facts';
import { DAY_USE_OFFER_MESSAGES, validFreeCancelMinutes } from '@shim/common/day-use-offer';
import {
  checkTranslations,
  HOTEL_TRANSLATION_LIMITS,
  ROOM_TRANSLATION_LIMITS,
  translationDraftOf,
  translationInputOf,
  type TranslationDraft,
} from '@shim/common/content-translations';
import type { DayUseOfferFieldsFragment, ManagerHotelFieldsFragment } from '../../gql/graphql';

/** The six types of the manager's type selection (spec §2), with their URL slug and label. */
export const CONSOLE_TYPES: ReadonlyArray<{ type: LodgingType; slug: string; label: string }> = [
  { type: 'HOTEL', slug: 'hotel', label: '호텔' },
  { type: 'MOTEL', slug: 'motel', label: '모텔' },
  { type: 'PENSION', slug: 'pension', label: '펜션·풀빌라' },
  { type: 'GUESTHOUSE', slug: 'guesthouse', label: '게스트하우스' },
  { type: 'HANOK', slug: 'hanok', label: '한옥' },
  { type: 'TOURIST_HOTEL', slug: 'tourist-hotel', label: '관광호텔' },
];

/** Resorts are not registered from the console (spec §2) but a manager may own some (demo data): listed only then. */
export const RESORT_TYPE = { type: 'RESORT' as LodgingType, slug: 'resort', label: LODGING_TYPES.RESORT.label };
const ALL_TYPES = [...CONSOLE_TYPES, RESORT_TYPE];

export const typeOfSlug = (slug: string | undefined) => ALL_TYPES.find((entry) => entry.slug === slug);
export const slugOfType = (type: LodgingType) =>
  ALL_TYPES.find((entry) => entry.type === type)?.slug ?? type.toLowerCase();
export const labelOfType = (type: LodgingType) =>
  ALL_TYPES.find((entry) => entry.type === type)?.label ?? LODGING_TYPES[type].label;

/** The administrator's decision on a lodging as the console shows it (spec §4: pending until approved or rejected). */
export const APPROVAL = {
  APPROVED: { label: '승인', tone: 'bg-emerald-50 text-emerald-700', note: '승인된 숙소' },
  REJECTED: { label: '거절', tone: 'bg-red-50 text-red-700', note: '관리자가 등록을 거절한 숙소' },
  PENDING: { label: '승인 대기', tone: 'bg-amber-50 text-amber-700', note: '관리자 승인 대기 중' },
} as const;
export const approvalOf = (status: string): keyof typeof APPROVAL =>
  status === 'APPROVED' || status === 'REJECTED' ? status : 'PENDING';

/** A photo in the form: one already stored (its URL) or a file picked now (with a preview URL). */
export type PhotoItem = { key: string; url: string } & ({ kind: 'stored' } | { kind: 'new'; file: File });

export interface RoomDraft {
  key: string;
  id: number | null;
  name: string;
  price: string;
  count: string;
  people: string;
  active: boolean;
  checkinTime: string;
  checkoutTime: string;
  imageUrl: string | null;
  photo: File | null;
  /** Room facts (common/room-facts.ts): '' is none. */
  bedType: string;
  size: string;
  amenities: string[];
  description: string;
  /** Name and description in en, ja, zh-Hans ('' is none: guests read the Korean). */
  translations: TranslationDraft;
  /** A saved room type's 대실 offer (saved apart from the form); null until one is saved. */
  dayUseOffer?: DayUseOfferFieldsFragment | null;
}

export interface HotelDraft {
  type: LodgingType;
  name: string;
  address: string;
  /** Filled by the address lookup only (read-only in the form). */
  latitude: number | null;
  longitude: number | null;
  /** The address the coordinates belong to: a changed address needs a new lookup. */
  lookedUp: string | null;
  star: string;
  info: string;
  phone: string;
  checkinTime: string;
  checkoutTime: string;
  /** 대실 무료 취소: minutes before the start (common/day-use-offer.ts bounds). */
  dayUseFreeCancelMinutes: string;
  serviceIds: number[];
  photos: PhotoItem[];
  rooms: RoomDraft[];
  /** Name and description (`info`) in en, ja, zh-Hans ('' is none). */
  translations: TranslationDraft;
}

let keySequence = 0;
export const nextKey = () => `k${(keySequence += 1)}`;

/** A new room with the defaults of spec §9: price 0, count 1, people 2, active. */
export const newRoom = (): RoomDraft => ({
  key: nextKey(),
  id: null,
  name: '',
  price: String(LODGING_LIMITS.newRoomPrice),
  count: String(LODGING_LIMITS.newRoomCount),
  people: String(LODGING_LIMITS.newRoomPeople),
  active: true,
  checkinTime: LODGING_LIMITS.defaultCheckinTime,
  checkoutTime: LODGING_LIMITS.defaultCheckoutTime,
  imageUrl: null,
  photo: null,
  bedType: '',
  size: '',
  amenities: [],
  description: '',
  translations: translationDraftOf(),
});

export const emptyDraft = (type: LodgingType): HotelDraft => ({
  type,
  name: '',
  address: '',
  latitude: null,
  longitude: null,
  lookedUp: null,
  star: '',
  info: '',
  phone: '',
  checkinTime: LODGING_LIMITS.defaultCheckinTime,
  checkoutTime: LODGING_LIMITS.defaultCheckoutTime,
  dayUseFreeCancelMinutes: '60',
  serviceIds: [],
  photos: [],
  rooms: [newRoom()],
  translations: translationDraftOf(),
});

export const draftOf = (
  hotel: ManagerHotelFieldsFragment,
  offers: ReadonlyMap<number, DayUseOfferFieldsFragment | null> = new Map(),
): HotelDraft => ({
  type: hotel.type,
  name: hotel.name,
  address: hotel.address,
  latitude: hotel.latitude,
  longitude: hotel.longitude,
  lookedUp: hotel.address,
  star: hotel.star === null ? '' : String(hotel.star),
  info: hotel.info,
  phone: hotel.phone ?? '',
  checkinTime: hotel.checkinTime,
  checkoutTime: hotel.checkoutTime,
  dayUseFreeCancelMinutes: String(hotel.dayUseFreeCancelMinutes),
  serviceIds: hotel.services.map((service) => service.id),
  photos: hotel.images.map((image) => ({ key: nextKey(), kind: 'stored', url: image.url })),
  rooms: hotel.rooms.map((room) => ({
    key: nextKey(),
    id: room.id,
    name: room.name,
    price: String(room.basePrice),
    count: String(room.unitCount),
    people: String(room.capacity),
    active: room.active,
    checkinTime: room.checkinTime,
    checkoutTime: room.checkoutTime,
    imageUrl: room.imageUrl,
    photo: null,
    bedType: room.bedType ?? '',
    size: room.size === null ? '' : String(room.size),
    amenities: room.amenities,
    description: room.description ?? '',
    translations: translationDraftOf(room.translations),
    dayUseOffer: offers.get(room.id) ?? null,
  })),
  translations: translationDraftOf(hotel.translations),
});

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The first rule the draft breaks (spec §5, §8 texts), or null: the server checks the same again. */
export function draftProblem(draft: HotelDraft): string | null {
  if (!draft.name.trim()) return LODGING_MESSAGES.hotelNameRequired;
  if (!draft.address.trim()) return LODGING_MESSAGES.addressRequired;
  if (draft.lookedUp !== draft.address.trim() || draft.latitude === null)
    return LODGING_MESSAGES.hotelCoordinatesRequired;
  if (hasStars(draft.type) && draft.star.trim()) {
    const star = wholeNumber(draft.star);
    if (!(star >= LODGING_LIMITS.starMin && star <= LODGING_LIMITS.starMax)) return LODGING_MESSAGES.hotelStarRange;
  }
  if (draft.photos.length > LODGING_LIMITS.hotelPhotosMax) return LODGING_MESSAGES.hotelPhotosTooMany;
  const translations = translationProblem(draft.translations, HOTEL_TRANSLATION_LIMITS);
  if (translations) return translations;
  if (!validFreeCancelMinutes(wholeNumber(draft.dayUseFreeCancelMinutes)))
    return DAY_USE_OFFER_MESSAGES.freeCancelRange;
  for (const room of draft.rooms) {
    if (!room.name.trim()) return LODGING_MESSAGES.roomNameRequired;
    const price = wholeNumber(room.price);
    if (!(price >= 0)) return LODGING_MESSAGES.roomPriceInvalid;
    const count = wholeNumber(room.count);
    if (!(count >= 1 && count <= LODGING_LIMITS.roomCountMax)) return LODGING_MESSAGES.roomCountInvalid;
    const people = wholeNumber(room.people);
    if (!(people >= 1 && people <= LIMITS.personsMax)) return LODGING_MESSAGES.roomPeopleInvalid;
    const facts = checkRoomFacts(roomFactsOf(room));
    if ('problem' in facts) return facts.problem;
    const roomTranslations = translationProblem(room.translations, ROOM_TRANSLATION_LIMITS);
    if (roomTranslations) return roomTranslations;
  }
  return null;
}

/** The translations' first broken rule (lengths, characters), as the server says it. */
function translationProblem(draft: TranslationDraft, limits: typeof HOTEL_TRANSLATION_LIMITS): string | null {
  const checked = checkTranslations(translationInputOf(draft, limits), limits);
  return 'problem' in checked ? checked.problem : null;
}

/** Why a picked photo cannot go (type by name, size; the server checks the bytes), given those already chosen. */
export function photoProblem(file: File, chosen: number): string | null {
  if (chosen >= LODGING_LIMITS.hotelPhotosMax) return LODGING_MESSAGES.hotelPhotosTooMany;
  return imageFileProblem(file);
}

/** The lodging's fields as the server takes them (REST `hotelDto` and the GraphQL input share these). */
export function fieldsOf(draft: HotelDraft) {
  return {
    name: draft.name.trim(),
    type: draft.type,
    address: draft.address.trim(),
    star: hasStars(draft.type) && draft.star.trim() ? wholeNumber(draft.star) : null,
    info: draft.info,
    phone: draft.phone.trim() || null,
    checkinTime: draft.checkinTime,
    checkoutTime: draft.checkoutTime,
    dayUseFreeCancelMinutes: wholeNumber(draft.dayUseFreeCancelMinutes),
    serviceIds: draft.serviceIds,
    translations: translationInputOf(draft.translations, HOTEL_TRANSLATION_LIMITS),
    rooms: draft.rooms.map((room) => ({
      id: room.id,
      name: room.name.trim(),
      basePrice: wholeNumber(room.price),
      unitCount: wholeNumber(room.count),
      capacity: wholeNumber(room.people),
      active: room.active,
      checkinTime: room.checkinTime,
      checkoutTime: room.checkoutTime,
      ...roomFactsOf(room),
      translations: translationInputOf(room.translations, ROOM_TRANSLATION_LIMITS),
    })),
  };
}

/** A room's facts as the server takes them: blank is none (null), the size a whole number. */
function roomFactsOf(room: RoomDraft) {
  return {
    bedType: room.bedType || null,
    size: room.size.trim() ? wholeNumber(room.size) : null,
    amenities: room.amenities,
    description: room.description.trim() || null,
  };
}

/** The REST `hotelDto` of `POST /api/manager/hotels` (REST-NOTES field names). */
export function hotelDtoOf(draft: HotelDraft) {
  const fields = fieldsOf(draft);
  return {
    name: fields.name,
    type: fields.type,
    location: fields.address,
    stars: fields.star,
    info: fields.info,
    phone: fields.phone,
    checkInTime: fields.checkinTime,
    checkOutTime: fields.checkoutTime,
    dayUseFreeCancelMinutes: fields.dayUseFreeCancelMinutes,
    serviceIds: fields.serviceIds,
    translations: fields.translations,
    rooms: fields.rooms.map((room) => ({
      type: room.name,
      price: room.basePrice,
      count: room.unitCount,
      people: room.capacity,
      active: room.active,
      checkinTime: room.checkinTime,
      checkoutTime: room.checkoutTime,
      bedType: room.bedType,
      size: room.size,
      amenities: room.amenities,
      description: room.description,
      translations: room.translations,
    })),
  };
}
