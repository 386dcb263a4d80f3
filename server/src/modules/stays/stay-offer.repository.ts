import type { AbstractSqlConnection, EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';

/**
 * The stay's inputs as SQL expressions (bound parameters, in whichever style the statement uses): the
 * nights as a `date[]`, the rooms and the persons. Each is written once in the SQL below.
 */
export interface StaySql {
  dates: string;
  rooms: string;
  persons: string;
  /**
   * The stay length the arrival night's minimum stay is held to: the number of dates unless given (the price
   * calendar prices a night as the first of a stay long enough for its minimum).
   */
  nights?: string;
}

/** The stay's inputs as knex named bindings, for the statements of this module and its callers. */
export const NAMED_STAY: StaySql = { dates: ':stayDates', rooms: ':stayRooms', persons: ':stayPersons' };

/** The stay's inputs as positional `?` bindings: the nights' `date[]` literal, the rooms, the persons, in that order. */
export const POSITIONAL_STAY: StaySql = { dates: '?', rooms: '?', persons: '?' };

/** A lodging's or room type's stay, ready to bind as `NAMED_STAY`, with its number of nights. */
export interface StayBindings {
  nights: number;
  stayDates: string;
  stayRooms: number;
  stayPersons: number;
  [name: string]: unknown;
}

/**
 * THE definition of a stay offer, as a subquery with one row per active room type of `scope` whose every
 * night of the stay is open in `source` (`room_nights`, or rows of it a statement locked):
 * - `available`: units free on every night, the minimum over the nights of total − held − sold − the rooms in
 *   대실 use during the night's hours (`day_use_night_peak`);
 * - `stayPrice`: one room for the whole stay, the sum of its nights' prices;
 * - `nightlyPrice`: the average night, rounded to the won (what search, detail and wishlist show);
 * - `capacity`: persons one unit sleeps;
 * - `minStay`: the fewest nights a stay arriving on its first night may have (the manager's calendar);
 * - `bookable`: `rooms` units free, `rooms × capacity` holds the persons and the stay is at least `minStay`
 *   nights (common/stay-offer.ts mirrors it).
 * A room type with a night not open (beyond the inventory, or closed by its manager) has no row: it cannot
 * be booked.
 * `nights`, when the caller knows the stay has one night: that night's row is the offer, so the same
 * expressions are written without the per-room-type aggregate (half the search statement's time).
 */
export function stayOffersSql(source: string, scope: string, stay: StaySql, nights?: number): string {
  const perNight = nights === 1;
  const over = (aggregate: string, expression: string) => (perNight ? expression : `${aggregate}(${expression})`);
  // 대실 rooms in use during a night's hours are not free for it (reservations/day-use-hold.repository.ts).
  const free = over('min', 'n.total - n.held - n.sold - n.day_use_night_peak');
  const capacity = over('min', 'n.room_capacity');
  // The arrival night's minimum: the stay's first date is its smallest.
  const minStay = perNight ? 'n.min_stay' : 'min(n.min_stay) filter (where n.date = s.dates[1])';
  return `select n.room_id as "roomId", n.hotel_id as "hotelId",
                 greatest(${free}, 0)::int as available,
                 ${over('sum', 'n.price')}::int as "stayPrice",
                 round(${over('avg', 'n.price')})::int as "nightlyPrice",
                 ${capacity}::int as capacity,
                 ${minStay}::int as "minStay",
                 ${free} >= s.rooms and ${capacity} * s.rooms >= s.persons
                   and ${minStay} <= ${stay.nights ?? 'cardinality(s.dates)'} as bookable
            from (select ${stay.dates}::date[] as dates, ${stay.rooms}::int as rooms, ${stay.persons}::int as persons) s
            join ${source} n on ${scope} and n.room_active and not n.closed and n.date = any(s.dates)
          ${perNight ? '' : 'group by n.room_id, n.hotel_id, s.dates, s.rooms, s.persons having count(*) = cardinality(s.dates)'}`;
}

/**
 * A night row `night` (a `room_nights` alias) that a room type bookable for the stay must have on each of its
 * nights, in a WHERE clause: open (active room type, not closed), units free and room for the persons; the
 * minimum stay, a condition of the arrival night only, aside. `stayOffersSql`'s `bookable` row by row.
 */
export const openNightSql = (night: string, stay: StaySql): string =>
  `(${night}.room_active and not ${night}.closed
    and ${night}.total - ${night}.held - ${night}.sold - ${night}.day_use_night_peak >= ${stay.rooms}::int
    and ${night}.room_capacity * ${stay.rooms}::int >= ${stay.persons}::int)`;

/**
 * `bookable` of `stayOffersSql`'s one-night form for a night row `night` in a WHERE clause: an open night
 * (`openNightSql`) with a minimum stay of one night.
 * The search's pages walk a night's rows in price order with it (search-page.repository.ts).
 */
export const bookableNightSql = (night: string, stay: StaySql): string =>
  `(${openNightSql(night, stay)} and ${night}.min_stay <= 1)`;

/**
 * A lodging's price for the stay, as a one-row subquery: `price`, the lowest nightly price of its bookable
 * room types, and `stay_price`, the lowest one-room price of the whole stay among them; null when none is.
 * Joined laterally where it is also filtered on, so it runs once.
 */
export function lodgingPriceSql(hotelId: string, stay: StaySql, nights?: number): string {
  return `select min(o."nightlyPrice") as price, min(o."stayPrice") as stay_price
            from (${stayOffersSql('room_nights', `n.hotel_id = ${hotelId}`, stay, nights)}) o
           where o.bookable`;
}

/** A lodging's price without a stay: the lowest base price of its active room types. */
export const lodgingBasePriceSql = (hotelId: string): string =>
  `(select min(r.base_price) from rooms r where r.hotel_id = ${hotelId} and r.active)::int`;

/** A lodging's score: its reviews' mean to one decimal, from the counters the review triggers keep; null without reviews. */
export const reviewScoreSql = (hotel: string): string =>
  `round(${hotel}.review_score_sum::numeric / nullif(${hotel}.review_count, 0), 1)::float8`;

/** A room type's offer for a stay, as `stayOffersSql` defines it. */
export interface RoomStayOffer {
  roomId: number;
  hotelId: number;
  available: number;
  stayPrice: number;
  nightlyPrice: number;
  capacity: number;
  minStay: number;
  bookable: boolean;
}

/** One room type's offer for the stay, without locks; null when a night of it is not open. */
export async function readRoomOffer(
  em: EntityManager,
  roomId: number,
  stay: StayBindings,
): Promise<RoomStayOffer | null> {
  const [offer] = await executeNamed<RoomStayOffer>(
    em,
    stayOffersSql('room_nights', 'n.room_id = :roomId', NAMED_STAY, stay.nights),
    { ...stay, roomId },
  );
  return offer ?? null;
}

/** A lodging's price for a stay: the lowest nightly price and the lowest one-room total of its bookable room types. */
export interface LodgingStayPrice {
  price: number;
  stayPrice: number;
}

/** Each given lodging's prices for the stay (`lodgingPriceSql`); a lodging with no bookable room type is absent. */
export async function readLodgingPrices(
  connection: AbstractSqlConnection,
  hotelIds: number[],
  stay: StayBindings,
): Promise<Map<number, LodgingStayPrice>> {
  const rows = await executeNamed<{ id: number; price: number | null; stayPrice: number | null }>(
    connection,
    `select h.id, p.price, p.stay_price as "stayPrice" from unnest(:hotelIds::int[]) as h(id)
       cross join lateral (${lodgingPriceSql('h.id', NAMED_STAY, stay.nights)}) p`,
    { ...stay, hotelIds: `{${hotelIds.join(',')}}` },
  );
  return new Map(
    rows
      .filter((row) => row.price !== null && row.stayPrice !== null)
      .map((row) => [row.id, { price: row.price!, stayPrice: row.stayPrice! }]),
  );
}

/** Each given room type's offer for the stay (`stayOffersSql`); a room type with a night not open is absent. */
export async function readRoomOffers(
  connection: AbstractSqlConnection,
  roomIds: readonly number[],
  stay: StayBindings,
): Promise<Map<number, RoomStayOffer>> {
  const rows = await executeNamed<RoomStayOffer>(
    connection,
    stayOffersSql('room_nights', 'n.room_id = any(:roomIds::int[])', NAMED_STAY, stay.nights),
    { ...stay, roomIds: `{${roomIds.join(',')}}` },
  );
  return new Map(rows.map((row) => [row.roomId, row]));
}
