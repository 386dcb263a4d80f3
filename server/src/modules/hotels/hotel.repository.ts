import type { ContentTranslations } from '@shim/common/content-translations';
import type { AbstractSqlConnection } from '@mikro-orm/postgresql';
import { LIMITS } from '@shim/common/limits';
import type { LodgingType } from '@shim/common/lodging';
import { executeNamed } from '../../db/named';
import {
  lodgingBasePriceSql,
  lodgingPriceSql,
  NAMED_STAY,
  reviewScoreSql,
  stayOffersSql,
  type StayBindings,
} from '../stays/stay-offer.repository';
import type { ReviewRow } from '../reviews/review.repository';
import type { NearbyLandmark } from './nearby-landmarks';

/** The lodgings' SQL: the row every list reads, who may see a lodging, its photo, its detail. */

/** A lodging's own columns as the lists read them (search, landmark pages, wishlists, the graph). */
export interface HotelRow {
  id: number;
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  region: string;
  latitude: number;
  longitude: number;
  /** Mean review score to one decimal; null without reviews. */
  avgScore: number | null;
  reviewCount: number;
  /** Its main photo (`mainImagePathSql`); null without photos. */
  imagePath: string | null;
  /** Name and description per language, when the statement read them (else the loader does, for a locale's fields). */
  translations?: ContentTranslations;
}

/**
 * THE rule of a lodging guests may see (search, detail, landmark pages, wishlists, booking): approved by an
 * administrator and shown by its manager. `guestVisibleSql` is the same rule over the lodging aliased `h`.
 */
export const GUEST_VISIBLE = { status: 'APPROVED', active: true } as const;
export const isGuestVisible = (hotel: { status: string; active: boolean }): boolean =>
  hotel.status === GUEST_VISIBLE.status && hotel.active === GUEST_VISIBLE.active;
export const guestVisibleSql = (h = 'h'): string => `(${h}.status = '${GUEST_VISIBLE.status}' and ${h}.active)`;

/**
 * SQL for a lodging's main photo path, the hotel id being the SQL expression `hotelId`: its first MAIN
 * image, else its first other one; null without photos.
 */
export const mainImagePathSql = (hotelId: string): string =>
  `(select i.path from hotel_images i where i.hotel_id = ${hotelId} order by i.kind <> 'MAIN', i.position limit 1)`;

const EARTH_RADIUS_KM = 6371;

/**
 * A subquery for the `count` landmarks closest to the point of two SQL expressions (a lodging's columns in
 * the hotel detail statement) by great-circle (haversine) distance, nearest first, as one JSON array.
 */
export function nearestLandmarksJson(latitude: string, longitude: string, count: number = LIMITS.nearbyLandmarks) {
  return `(select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'category', d.category,
                   'location', d.location, 'latitude', d.latitude, 'longitude', d.longitude,
                   'imagePath', d.images[1], 'distanceKm', d.distance) order by d.distance, d.id), '[]')
             from (select l.*, 2 * ${EARTH_RADIUS_KM} * asin(sqrt(
                      power(sin(radians(l.latitude - ${latitude}) / 2), 2) +
                      cos(radians(${latitude})) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${longitude}) / 2), 2)
                    )) as distance
                     from landmarks l
                    order by distance, l.id
                    limit ${Number(count)}) d)`;
}

/* ---------- the detail ---------- */

/** A night of a room type for the stay. */
export interface NightOffer {
  date: string;
  availableCount: number;
  price: number;
  /** Closed by the manager: not for sale, whatever is free. */
  closed: boolean;
  /** The fewest nights of a stay arriving on this night. */
  minStay: number;
}

/** A review as the detail and the graph show it. */
export type ReviewView = ReviewRow;

/** A room type in the detail statement, with the stay's offer (stay-offer module) when every night is open, else nulls. */
export interface DetailRoomRow {
  id: number;
  name: string;
  capacity: number;
  basePrice: number;
  unitCount: number;
  imagePath: string | null;
  /** The room type's own times, else the lodging's. */
  checkinTime: string;
  checkoutTime: string;
  bedType: string | null;
  size: number | null;
  amenities: string[];
  description: string | null;
  translations?: ContentTranslations;
  nights: NightOffer[];
  available: number | null;
  /** One room for the whole stay; null without a stay. */
  stayPrice: number | null;
  nightlyPrice: number | null;
  /** Free for the rooms asked and big enough for the persons; null without a stay. */
  bookable: boolean | null;
}

/** The detail statement's row: the lodging's columns and its JSON arrays, before the offers are worked out. */
export interface DetailRow extends Omit<HotelRow, 'imagePath'> {
  info: string;
  checkinTime: string;
  checkoutTime: string;
  status: string;
  active: boolean;
  managerId: number | null;
  /** As in search: the lowest average nightly price of a bookable room type (lowest base price without a stay). */
  minPrice: number | null;
  services: string[];
  images: Array<{ kind: 'MAIN' | 'SUB'; path: string }>;
  rooms: DetailRoomRow[];
  reviews: Array<
    Omit<ReviewView, 'userName' | 'createdAt' | 'repliedAt'> & {
      userName: string | null;
      createdAt: string;
      repliedAt: string | null;
    }
  >;
  landmarks: Array<Omit<NearbyLandmark, 'travelMinutes'>>;
}

/**
 * The whole detail in one statement (one round trip, no entities to hydrate: docs/performance.md): the
 * lodging, its photos, its active room types with the stay's nights, its reviews (newest first, with the
 * author's name) and the nearest landmarks, each as a JSON array.
 */
export async function findDetailRow(
  connection: AbstractSqlConnection,
  criteria: { id: number; stay: StayBindings | null; reviewLimit: number | null },
): Promise<DetailRow | undefined> {
  const { id, stay, reviewLimit } = criteria;
  // Without a stay no night is read and no room type has an offer.
  const bindings = stay ?? { nights: 0, stayDates: '{}', stayRooms: 1, stayPersons: 1 };
  const { nights } = bindings;
  const rows = await executeNamed<DetailRow>(
    connection,
    `select h.id, h.name, h.type, h.star, h.address, h.region, h.info, h.latitude, h.longitude, h.translations,
            h.checkin_time as "checkinTime", h.checkout_time as "checkoutTime", h.status, h.active,
            h.manager_id as "managerId", h.review_count as "reviewCount", ${reviewScoreSql('h')} as "avgScore",
            ${stay ? `(select p.price from (${lodgingPriceSql('h.id', NAMED_STAY, nights)}) p)` : lodgingBasePriceSql('h.id')} as "minPrice",
            h.service_names as services,
            (select coalesce(json_agg(json_build_object('kind', i.kind, 'path', i.path) order by i.position, i.id), '[]')
               from hotel_images i where i.hotel_id = h.id) as images,
            (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'capacity', r.capacity,
                       'basePrice', r.base_price, 'unitCount', r.unit_count, 'imagePath', r.image_path,
                       'checkinTime', coalesce(r.checkin_time, h.checkin_time),
                       'checkoutTime', coalesce(r.checkout_time, h.checkout_time),
                       'bedType', r.bed_type, 'size', r.size_sqm, 'amenities', r.amenities, 'description', r.description,
                       'translations', r.translations, 'available', o.available, 'stayPrice', o."stayPrice", 'nightlyPrice', o."nightlyPrice",
                       'bookable', o.bookable,
                       'nights', (select coalesce(json_agg(json_build_object('date', n.date,
                                            'availableCount', n.total - n.held - n.sold, 'price', n.price,
                                            'closed', n.closed, 'minStay', n.min_stay)
                                          order by n.date), '[]')
                                    from room_nights n
                                   where n.room_id = r.id and n.date = any(:stayDates::date[])))
                     order by r.base_price, r.id), '[]')
               from rooms r
               left join lateral (${stayOffersSql('room_nights', 'n.room_id = r.id', NAMED_STAY, nights)}) o on true
              where r.hotel_id = h.id and r.active) as rooms,
            (select coalesce(json_agg(json_build_object('id', v.id, 'userName', u.name, 'score', v.score,
                       'content', v.content, 'imagePath', v.image_path, 'createdAt', v.created_at,
                       'reply', v.reply, 'repliedAt', v.replied_at) order by v.created_at desc, v.id desc), '[]')
               from (select * from reviews where hotel_id = h.id order by created_at desc, id desc limit :reviewLimit) v
               left join users u on u.id = v.user_id) as reviews,
            ${nearestLandmarksJson('h.latitude', 'h.longitude')} as landmarks
       from hotels h
      where h.id = :id`,
    // No review limit: every review (REST).
    { ...bindings, reviewLimit, id },
  );
  return rows[0];
}
