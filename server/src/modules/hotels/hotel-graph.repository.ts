import type { ContentTranslations } from '@shim/common/content-translations';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';
import { reviewScoreSql } from '../stays/stay-offer.repository';
import {
  mainImagePathSql,
  nearestLandmarksJson,
  type HotelRow,
  type NightOffer,
  type ReviewView,
} from './hotel.repository';
import { toNearbyLandmark, type NearbyLandmark } from './nearby-landmarks';

/**
 * The statements behind the GraphQL graph's relation fields (`Reservation.hotel`, `Hotel.rooms`…): each takes
 * the ids of a whole list, so a field asked on every row of a list costs one statement (platform/loaders.ts).
 */

/** A lodging's own columns, whatever the stay. */
export interface HotelRecord extends HotelRow {
  info: string;
  checkinTime: string;
  checkoutTime: string;
  dayUseFreeCancelMinutes: number;
  phone: string | null;
  services: string[];
  status: string;
  active: boolean;
  managerId: number | null;
  rejectionReason: string | null;
  translations: ContentTranslations;
}

/** A room type's own columns. */
export interface RoomRecord {
  id: number;
  hotelId: number;
  name: string;
  capacity: number;
  basePrice: number;
  unitCount: number;
  imagePath: string | null;
  active: boolean;
  /** The room type's own times, else the lodging's. */
  checkinTime: string;
  checkoutTime: string;
  bedType: string | null;
  size: number | null;
  amenities: string[];
  description: string | null;
  translations?: ContentTranslations;
}

export function readHotels(connection: AbstractSqlConnection, ids: readonly number[]): Promise<HotelRecord[]> {
  return executeNamed<HotelRecord>(
    connection,
    `select h.id, h.name, h.type, h.star, h.address, h.region, h.latitude, h.longitude, h.info,
            h.checkin_time as "checkinTime", h.checkout_time as "checkoutTime", h.phone,
            h.day_use_free_cancel_minutes as "dayUseFreeCancelMinutes", ${reviewScoreSql('h')} as "avgScore",
            h.review_count as "reviewCount", h.service_names as services, ${mainImagePathSql('h.id')} as "imagePath",
            h.status, h.active, h.manager_id as "managerId", h.rejection_reason as "rejectionReason",
            h.translations
       from hotels h
      where h.id = any(cast(:ids as int[]))`,
    { ids: idArray(ids) },
  );
}

const ROOM_COLUMNS = `r.id, r.hotel_id as "hotelId", r.name, r.capacity, r.base_price as "basePrice",
  r.unit_count as "unitCount", r.image_path as "imagePath", r.active,
  coalesce(r.checkin_time, h.checkin_time) as "checkinTime", coalesce(r.checkout_time, h.checkout_time) as "checkoutTime",
  r.bed_type as "bedType", r.size_sqm as size, r.amenities, r.description, r.translations`;

/**
 * The room types of the lodgings: the active ones cheapest first (as the detail lists them), or with
 * `includeInactive` every one, selling or not, in id order (as their owner's console lists them).
 */
export function readRoomsOfHotels(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
  { includeInactive = false } = {},
): Promise<RoomRecord[]> {
  return executeNamed<RoomRecord>(
    connection,
    `select ${ROOM_COLUMNS} from rooms r join hotels h on h.id = r.hotel_id
      where r.hotel_id = any(cast(:ids as int[])) ${includeInactive ? 'order by r.id' : 'and r.active order by r.base_price, r.id'}`,
    { ids: idArray(hotelIds) },
  );
}

/** Every service a lodging may offer, in id order. */
export function readServices(connection: AbstractSqlConnection): Promise<Array<{ id: number; name: string }>> {
  return executeNamed(connection, `select id, name from services order by id`);
}

/** Room types by id, active or not (a reservation keeps its room type after the manager retires it). */
export function readRooms(connection: AbstractSqlConnection, ids: readonly number[]): Promise<RoomRecord[]> {
  return executeNamed<RoomRecord>(
    connection,
    `select ${ROOM_COLUMNS} from rooms r join hotels h on h.id = r.hotel_id where r.id = any(cast(:ids as int[]))`,
    {
      ids: idArray(ids),
    },
  );
}

/** The nights of a stay of each room type, in date order. */
export async function readRoomNights(
  connection: AbstractSqlConnection,
  roomIds: readonly number[],
  stay: { startDate: string; endDate: string },
): Promise<Map<number, NightOffer[]>> {
  const rows = await executeNamed<NightOffer & { roomId: number }>(
    connection,
    `select n.room_id as "roomId", to_char(n.date, 'YYYY-MM-DD') as date, n.total - n.held - n.sold as "availableCount",
            n.price, n.closed, n.min_stay as "minStay"
       from room_nights n
      where n.room_id = any(cast(:ids as int[])) and n.date >= cast(:start as date) and n.date < cast(:end as date)
      order by n.room_id, n.date`,
    { ids: idArray(roomIds), start: stay.startDate, end: stay.endDate },
  );
  const nights = new Map<number, NightOffer[]>(roomIds.map((id) => [id, []]));
  for (const { roomId, ...night } of rows) nights.get(roomId)?.push(night);
  return nights;
}

/** Each lodging's photos, main first. */
export async function readPhotos(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
): Promise<Map<number, Array<{ kind: 'MAIN' | 'SUB'; path: string }>>> {
  const rows = await executeNamed<{ hotelId: number; kind: 'MAIN' | 'SUB'; path: string }>(
    connection,
    `select i.hotel_id as "hotelId", i.kind, i.path from hotel_images i
      where i.hotel_id = any(cast(:ids as int[])) order by i.hotel_id, i.position, i.id`,
    { ids: idArray(hotelIds) },
  );
  return groupBy(hotelIds, rows, ({ hotelId, ...photo }) => [hotelId, photo]);
}

/** The reviews written for the reservations, by reservation. */
export async function readReviewsOfReservations(
  connection: AbstractSqlConnection,
  reservationIds: readonly number[],
): Promise<Map<number, ReviewView & { hotelId: number }>> {
  const rows = await executeNamed<ReviewView & { hotelId: number; reservationId: number }>(
    connection,
    `select v.reservation_id as "reservationId", v.hotel_id as "hotelId", v.id, u.name as "userName", v.score,
            v.content, v.image_path as "imagePath", v.created_at as "createdAt", v.reply, v.replied_at as "repliedAt"
       from reviews v left join users u on u.id = v.user_id
      where v.reservation_id = any(cast(:ids as int[]))`,
    { ids: idArray(reservationIds) },
  );
  return new Map(rows.map(({ reservationId, ...review }) => [reservationId, review]));
}

/** The landmarks nearest each lodging. */
export async function readNearbyLandmarks(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
): Promise<Map<number, NearbyLandmark[]>> {
  const rows = await executeNamed<{ id: number; landmarks: Array<Omit<NearbyLandmark, 'travelMinutes'>> }>(
    connection,
    `select h.id, ${nearestLandmarksJson('h.latitude', 'h.longitude')} as landmarks
       from hotels h where h.id = any(cast(:ids as int[]))`,
    { ids: idArray(hotelIds) },
  );
  return new Map(rows.map((row) => [row.id, row.landmarks.map(toNearbyLandmark)]));
}

/** The lowest weekday base price of each lodging's active room types (its price when no stay is given). */
export async function readLowestBasePrices(
  connection: AbstractSqlConnection,
  hotelIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await executeNamed<{ hotelId: number; price: number }>(
    connection,
    `select r.hotel_id as "hotelId", min(r.base_price)::int as price from rooms r
      where r.hotel_id = any(cast(:ids as int[])) and r.active group by r.hotel_id`,
    { ids: idArray(hotelIds) },
  );
  return new Map(rows.map((row) => [row.hotelId, row.price]));
}

function groupBy<R, V>(keys: readonly number[], rows: R[], split: (row: R) => [number, V]): Map<number, V[]> {
  const groups = new Map<number, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) {
    const [key, value] = split(row);
    groups.get(key)?.push(value);
  }
  return groups;
}
