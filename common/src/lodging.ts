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
