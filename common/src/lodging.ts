/** Lodging types (spec §1): the GraphQL enum value, the REST English name and the Korean label. */
export const LODGING_TYPES = {
  HOTEL: { rest: 'Hotel', label: '호텔' },
  MOTEL: { rest: 'Motel', label: '모텔' },
  HANOK: { rest: 'Hanok', label: '한옥' },
  PENSION: { rest: 'Pension', label: '펜션/풀빌라' },
  GUESTHOUSE: { rest: 'Guesthouse', label: '게스트하우스/비앤비' },
  RESORT: { rest: 'Resort', label: '리조트' },
  TOURIST_HOTEL: { rest: 'Tourist Hotel', label: '관광호텔' },
} as const;

export type LodgingType = keyof typeof LODGING_TYPES;
export const LODGING_TYPE_KEYS = Object.keys(LODGING_TYPES) as LodgingType[];

/** Region as the REST facade shows it: the first two words of the address (REST-NOTES). */
export const regionOf = (address: string): string => address.trim().split(/\s+/).slice(0, 2).join(' ');

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
