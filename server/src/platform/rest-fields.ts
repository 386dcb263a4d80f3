import { field } from './rest';

/**
 * The one table of spellings the REST facade accepts for a body or query field (docs/rest-clients.md):
 * spec §7 names the same value differently on different calls (`numberOfRooms` on search, `roomCount` on
 * detail), and clients of the documented API send either. Each entry: the name routes ask for, then
 * every spelling read, first present wins.
 */
export const FIELD_ALIASES = {
  hotelId: ['hId', 'hid', 'hotelId'],
  roomId: ['rId', 'rid', 'roomId'],
  checkIn: ['checkin', 'checkIn', 'startDate'],
  checkOut: ['checkout', 'checkOut', 'endDate'],
  rooms: ['roomCount', 'numberOfRooms', 'rooms'],
  persons: ['people', 'numberOfPeople', 'persons'],
  reservationId: ['reId', 'reservationId'],
  userId: ['uId', 'userId', 'uid'],
  userCouponId: ['userCouponId', 'couponId'],
  guestName: ['guestName', 'name'],
  orderId: ['orderId'],
  bookingNumber: ['bookingNumber'],
  phone: ['phone'],
  region: ['region'],
  role: ['role'],
  searchQuery: ['searchQuery'],
  lodgingTypes: ['types', 'type'],
  discountValue: ['value', 'discountValue'],
  paymentKey: ['paymentKey'],
  amount: ['amount'],
  expectedRefundAmount: ['expectedRefundAmount'],
  payMethod: ['payMethod'],
  termsAgreed: ['termsAgreed'],
  address: ['address', 'query'],
  freeCancellation: ['freeCancellation'],
  page: ['page'],
  size: ['size'],
  place: ['place'],
  bounds: ['bounds'],
  sort: ['sort'],
  zoom: ['zoom'],
  kind: ['kind'],
  date: ['date'],
  start: ['start'],
  hours: ['hours'],
  email: ['email'],
  locale: ['locale'],
} as const satisfies Record<string, readonly string[]>;

export type FieldName = keyof typeof FIELD_ALIASES;

/**
 * The admin's role filter in both spellings: the documented `ROLE_*` and the short names clients of the
 * documented API send (`ALL` is no filter).
 */
export const ROLE_FILTER_ALIASES: Readonly<Record<string, string | undefined>> = {
  ALL: undefined,
  USER: 'ROLE_USER',
  MANAGER: 'ROLE_MANAGER',
  ADMIN: 'ROLE_ADMIN',
  PENDING: 'ROLE_PENDING',
};

/** `role` as the service knows it: a short name mapped, `ROLE_*` (or anything else) as sent. */
export function roleFilter(value: unknown): string | undefined {
  const role = field.optionalString(value);
  if (role === undefined) return undefined;
  const upper = role.toUpperCase();
  return upper in ROLE_FILTER_ALIASES ? ROLE_FILTER_ALIASES[upper] : role;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Reads fields by their table name from one or more sources (a body, then a query string): the first
 * spelling present (not undefined, null or empty) in the first source that has one.
 */
export class RestFields {
  private readonly sources: Array<Record<string, unknown>>;

  constructor(...sources: unknown[]) {
    this.sources = sources.filter((s): s is Record<string, unknown> => typeof s === 'object' && s !== null);
  }

  value(name: FieldName): unknown {
    for (const source of this.sources) {
      for (const spelling of FIELD_ALIASES[name]) {
        if (!absent(source[spelling])) return source[spelling];
      }
    }
    return undefined;
  }

  /** Whether any spelling was sent at all (even null or empty). */
  has(name: FieldName): boolean {
    return this.sources.some((source) => FIELD_ALIASES[name].some((spelling) => source[spelling] !== undefined));
  }

  string(name: FieldName): string {
    return field.string(this.value(name));
  }
  optionalString(name: FieldName): string | undefined {
    return field.optionalString(this.value(name));
  }
  integer(name: FieldName): number {
    return field.integer(this.value(name));
  }
  optionalInteger(name: FieldName): number | null {
    return field.optionalInteger(this.value(name));
  }
  /** Absent is undefined; true/false or 1/0; anything else is a 400 (`field.optionalBoolean`). */
  optionalBoolean(name: FieldName): boolean | undefined {
    return field.optionalBoolean(this.value(name), name);
  }
}

/** The fields of a request: its JSON body, then its query string. */
export const restFields = (...sources: unknown[]): RestFields => new RestFields(...sources);
