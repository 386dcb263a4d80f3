import { LODGING_TYPE_KEYS, LODGING_TYPES, type LodgingType } from './lodging';

/** The manager console's lodging constants (spec §9), apart from LIMITS so the main page's bundle stays small. */
export const LODGING_LIMITS = {
  /** Photos per lodging (spec §9): one main and four sub. */
  hotelPhotosMax: 5,
  /** A new room type in the manager's form (spec §9). */
  newRoomPrice: 0,
  newRoomCount: 1,
  newRoomPeople: 2,
  roomCountMax: 999,
  /** Star rating (spec §9), for hotels and tourist hotels only. */
  starMin: 1,
  starMax: 5,
  defaultCheckinTime: '15:00',
  defaultCheckoutTime: '11:00',
} as const;

/** The manager console's type labels (REST-NOTES: 호텔, 모텔, 한옥, 펜션, 게스트하우스, 리조트, 관광호텔). */
export const MANAGER_TYPE_LABELS: Record<LodgingType, string> = {
  HOTEL: '호텔',
  MOTEL: '모텔',
  HANOK: '한옥',
  PENSION: '펜션',
  GUESTHOUSE: '게스트하우스',
  RESORT: '리조트',
  TOURIST_HOTEL: '관광호텔',
};

/** The types a manager registers (spec §2 manager console), in the order of its type selection. */
export const MANAGER_LODGING_TYPES: readonly LodgingType[] = [
  'HOTEL',
  'MOTEL',
  'PENSION',
  'GUESTHOUSE',
  'HANOK',
  'TOURIST_HOTEL',
];

/** Only hotels and tourist hotels carry a star rating (spec §2). */
export const hasStars = (type: LodgingType): boolean => type === 'HOTEL' || type === 'TOURIST_HOTEL';

/** A type from any of its spellings: the enum key, the REST English name or a Korean label. */
export function lodgingTypeOf(value: string): LodgingType | null {
  const text = value.trim();
  for (const key of LODGING_TYPE_KEYS) {
    const type = LODGING_TYPES[key];
    if (
      text === key ||
      text.toLowerCase() === type.rest.toLowerCase() ||
      text === type.label ||
      text === MANAGER_TYPE_LABELS[key]
    )
      return key;
  }
  return null;
}
