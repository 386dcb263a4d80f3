import { todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import type { LodgingType } from '@shim/common/lodging';
import { MESSAGES } from '@shim/common/messages';
import { detailProblem, type StayCriteria } from '@shim/common/stay';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { executeNamed } from '../../db/named';
import { nearestLandmarksJson, toNearbyLandmark, type NearbyLandmark } from '../landmarks/nearby';
import { Room } from '../rooms/room.entity';
import {
  lodgingBasePriceSql,
  lodgingPriceSql,
  NAMED_STAY,
  reviewScoreSql,
  stayOffersSql,
} from '../stays/stay-offer.repository';
import { stayBindings } from '../stays/stay-offer.service';
import { Hotel, type HotelStatus } from './hotel.entity';

export interface NightOffer {
  date: string;
  availableCount: number;
  price: number;
}

/** A room type as the detail page shows it, with its availability for the stay when one is given. */
export interface RoomOffer {
  id: number;
  name: string;
  capacity: number;
  basePrice: number;
  unitCount: number;
  imagePath: string | null;
  /** The room type's own times, else the lodging's. */
  checkinTime: string;
  checkoutTime: string;
  /** Average nightly price over the stay (won, one room); the weekday base price without a stay. */
  price: number;
  /** One room for the whole stay; null without a stay. */
  stayPrice: number | null;
  /** Units free on every night of the stay (the minimum over its nights); null without a stay. */
  availableCount: number | null;
  nights: NightOffer[];
  /** Free for the rooms asked and big enough for the persons; null without a stay. */
  bookable: boolean | null;
}

export interface ReviewView {
  id: number;
  userName: string;
  score: number;
  content: string;
  imagePath: string | null;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}

export interface HotelDetail {
  id: number;
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  region: string;
  info: string;
  latitude: number;
  longitude: number;
  checkinTime: string;
  checkoutTime: string;
  active: boolean;
  /** As in search: the lowest average nightly price of a bookable room type (lowest base price without a stay). */
  minPrice: number | null;
  avgScore: number | null;
  reviewCount: number;
  images: Array<{ kind: 'MAIN' | 'SUB'; path: string }>;
  services: string[];
  rooms: RoomOffer[];
  reviews: ReviewView[];
  landmarks: NearbyLandmark[];
}

/** The hotel detail of spec §3: photos, services, rooms (with availability for `stay`), reviews, nearby landmarks. */
export async function hotelDetail(
  ctx: RequestContext,
  id: number,
  stay: StayCriteria | null,
  options: { reviewLimit?: number } = {},
): Promise<HotelDetail> {
  if (stay) {
    const problem = detailProblem(stay, todayInSeoul());
    if (problem) throw AppError.badInput(problem);
  }
  const { reviewLimit } = options;
  if (
    reviewLimit !== undefined &&
    !(Number.isInteger(reviewLimit) && reviewLimit >= 1 && reviewLimit <= LIMITS.pageSizeMax)
  ) {
    throw AppError.badInput();
  }
  if (!Number.isInteger(id) || id < 1) throw AppError.badInput(MESSAGES.invalidHotel);
  const row = await detailRow(ctx, id, stay, reviewLimit ?? null);
  if (!row || !canSee(ctx, row)) throw AppError.notFound(MESSAGES.invalidHotel);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    star: row.star,
    address: row.address,
    region: row.region,
    info: row.info,
    latitude: row.latitude,
    longitude: row.longitude,
    checkinTime: row.checkinTime,
    checkoutTime: row.checkoutTime,
    active: row.active,
    minPrice: row.minPrice,
    avgScore: row.avgScore,
    reviewCount: row.reviewCount,
    images: row.images,
    services: row.services,
    rooms: row.rooms.map((room) => roomOffer(room, stay)),
    reviews: row.reviews.map((review) => ({
      id: review.id,
      userName: review.userName ?? MESSAGES.reviewAuthorGone,
      score: review.score,
      content: review.content,
      imagePath: review.imagePath,
      createdAt: new Date(review.createdAt),
      reply: review.reply,
      repliedAt: review.repliedAt ? new Date(review.repliedAt) : null,
    })),
    landmarks: row.landmarks.map(toNearbyLandmark),
  };
}

/** One room type with its hotel (`GET /api/rooms/{id}`, restoring a booking draft). */
export async function roomById(ctx: RequestContext, id: number): Promise<{ room: Room; hotel: Hotel }> {
  if (!Number.isInteger(id) || id < 1) throw AppError.badInput(MESSAGES.invalidRoom);
  const room = await ctx.em.findOne(Room, id, { populate: ['hotel'] });
  if (
    !room ||
    !room.active ||
    !canSee(ctx, {
      status: room.hotel.status,
      active: room.hotel.active,
      managerId: room.hotel.manager?.id ?? null,
    })
  )
    throw AppError.notFound(MESSAGES.invalidRoom);
  return { room, hotel: room.hotel };
}

/** Why a stay asked of a lodging's prices (GraphQL `Room.offer`, `Hotel.minPrice`) is refused; null when fine. */
export const stayOfferProblem = (stay: StayCriteria): string | null => detailProblem(stay, todayInSeoul());

/** A lodging's approval state, for its own manager and administrators only (the consoles' `Hotel` fields). */
export function managedHotelState(
  ctx: RequestContext,
  hotel: { status: string; active: boolean; managerId: number | null },
): { status: HotelStatus; active: boolean } {
  const user = ctx.user;
  if (!user || !(user.role === 'ROLE_ADMIN' || (user.role === 'ROLE_MANAGER' && hotel.managerId === user.id))) {
    throw AppError.forbidden();
  }
  return { status: hotel.status as HotelStatus, active: hotel.active };
}

/**
 * Visitors see approved, active lodgings only; an administrator and the owning manager see theirs in
 * any state (a pending lodging's preview). Anything else is "unknown hotel".
 */
function canSee(ctx: RequestContext, hotel: { status: string; active: boolean; managerId: number | null }): boolean {
  if (hotel.status === 'APPROVED' && hotel.active) return true;
  // A lodging its manager deleted is gone for everyone (its reservations keep their own copy).
  if (hotel.status === 'DELETED') return false;
  const user = ctx.user;
  if (!user) return false;
  if (user.role === 'ROLE_ADMIN') return true;
  return user.role === 'ROLE_MANAGER' && hotel.managerId === user.id;
}

/** The detail statement's row: the lodging's columns and its JSON arrays, before the offers are worked out. */
interface DetailRow extends Omit<HotelDetail, 'rooms' | 'reviews' | 'landmarks'> {
  status: string;
  managerId: number | null;
  /** With the stay's offer (stay-offer module) when the room type has every night open, else nulls. */
  rooms: Array<
    Omit<RoomOffer, 'price' | 'stayPrice' | 'availableCount' | 'bookable'> & {
      available: number | null;
      stayPrice: number | null;
      nightlyPrice: number | null;
      bookable: boolean | null;
    }
  >;
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
async function detailRow(
  ctx: RequestContext,
  id: number,
  stay: StayCriteria | null,
  reviewLimit: number | null,
): Promise<DetailRow | undefined> {
  // Without a stay no night is read and no room type has an offer.
  const bindings = stay ? stayBindings(stay) : { nights: 0, stayDates: '{}', stayRooms: 1, stayPersons: 1 };
  const { nights } = bindings;
  const rows = await executeNamed<DetailRow>(
    ctx.connection,
    `select h.id, h.name, h.type, h.star, h.address, h.region, h.info, h.latitude, h.longitude,
            h.checkin_time as "checkinTime", h.checkout_time as "checkoutTime", h.status, h.active,
            h.manager_id as "managerId", h.review_count as "reviewCount", ${reviewScoreSql('h')} as "avgScore",
            ${stay ? `(${lodgingPriceSql('h.id', NAMED_STAY, nights)})` : lodgingBasePriceSql('h.id')} as "minPrice",
            h.service_names as services,
            (select coalesce(json_agg(json_build_object('kind', i.kind, 'path', i.path) order by i.position, i.id), '[]')
               from hotel_images i where i.hotel_id = h.id) as images,
            (select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'capacity', r.capacity,
                       'basePrice', r.base_price, 'unitCount', r.unit_count, 'imagePath', r.image_path,
                       'checkinTime', coalesce(r.checkin_time, h.checkin_time),
                       'checkoutTime', coalesce(r.checkout_time, h.checkout_time),
                       'available', o.available, 'stayPrice', o."stayPrice", 'nightlyPrice', o."nightlyPrice",
                       'bookable', o.bookable,
                       'nights', (select coalesce(json_agg(json_build_object('date', n.date,
                                            'availableCount', n.total - n.held - n.sold, 'price', n.price)
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

/** A room type's offer for the stay as the stay-offer module computed it; its base price without a stay. */
export function roomOffer(room: DetailRow['rooms'][number], stay: StayCriteria | null): RoomOffer {
  if (!stay) return offerOf(room, room.basePrice, null, null, null);
  // A room type with a night not open yet has no offer: none free.
  return offerOf(
    room,
    room.nightlyPrice ?? room.basePrice,
    room.stayPrice,
    room.available ?? 0,
    room.bookable ?? false,
  );
}

/** One literal, not `{ ...room, ... }`: V8 builds spread-and-extend objects slowly (docs/performance.md). */
function offerOf(
  room: DetailRow['rooms'][number],
  price: number,
  stayPrice: number | null,
  availableCount: number | null,
  bookable: boolean | null,
): RoomOffer {
  return {
    id: room.id,
    name: room.name,
    capacity: room.capacity,
    basePrice: room.basePrice,
    unitCount: room.unitCount,
    imagePath: room.imagePath,
    checkinTime: room.checkinTime,
    checkoutTime: room.checkoutTime,
    nights: room.nights,
    price,
    stayPrice,
    availableCount,
    bookable,
  };
}
