import { todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import type { LodgingType } from '@shim/common/lodging';
import { MESSAGES } from '@shim/common/messages';
import { detailProblem, nightsBetween, type StayCriteria } from '@shim/common/stay';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { nearestLandmarks, type NearbyLandmark } from '../landmarks/nearby';
import { Review } from '../reviews/review.entity';
import { Room } from '../rooms/room.entity';
import { Hotel } from './hotel.entity';

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
  const hotel = await visibleHotel(ctx, id);
  const [rooms, reviews, landmarks] = await Promise.all([
    roomOffers(ctx, hotel, stay),
    ctx.em.find(
      Review,
      { hotel: hotel.id },
      { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' }, limit: reviewLimit },
    ),
    nearestLandmarks(ctx.em, hotel.latitude, hotel.longitude),
  ]);
  const prices = rooms.filter((room) => room.bookable ?? true).map((room) => room.price);
  return {
    id: hotel.id,
    name: hotel.name,
    type: hotel.type,
    star: hotel.star ?? null,
    address: hotel.address,
    region: hotel.region,
    info: hotel.info,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    checkinTime: hotel.checkinTime,
    checkoutTime: hotel.checkoutTime,
    active: hotel.active,
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    // Kept by the review triggers, as search reads them.
    avgScore: hotel.reviewCount > 0 ? Math.round((hotel.reviewScoreSum * 10) / hotel.reviewCount) / 10 : null,
    reviewCount: hotel.reviewCount,
    images: hotel.images.getItems().map((image) => ({ kind: image.kind, path: image.path })),
    services: hotel.services.getItems().map((service) => service.name),
    rooms,
    reviews: reviews.map((review) => ({
      id: review.id,
      userName: review.user?.name ?? MESSAGES.reviewAuthorGone,
      score: review.score,
      content: review.content,
      imagePath: review.imagePath ?? null,
      createdAt: review.createdAt,
      reply: review.reply ?? null,
      repliedAt: review.repliedAt ?? null,
    })),
    landmarks,
  };
}

/** One room type with its hotel (`GET /api/rooms/{id}`, restoring a booking draft). */
export async function roomById(ctx: RequestContext, id: number): Promise<{ room: Room; hotel: Hotel }> {
  if (!Number.isInteger(id) || id < 1) throw AppError.badInput(MESSAGES.invalidRoom);
  const room = await ctx.em.findOne(Room, id, { populate: ['hotel'] });
  if (!room || !room.active || !canSee(ctx, room.hotel)) throw AppError.notFound(MESSAGES.invalidRoom);
  return { room, hotel: room.hotel };
}

/**
 * Visitors see approved, active lodgings only; an administrator and the owning manager see theirs in
 * any state (a pending lodging's preview). Anything else is "unknown hotel".
 */
async function visibleHotel(ctx: RequestContext, id: number): Promise<Hotel> {
  if (!Number.isInteger(id) || id < 1) throw AppError.badInput(MESSAGES.invalidHotel);
  const hotel = await ctx.em.findOne(Hotel, id, { populate: ['images', 'services'] });
  if (!hotel || !canSee(ctx, hotel)) throw AppError.notFound(MESSAGES.invalidHotel);
  return hotel;
}

function canSee(ctx: RequestContext, hotel: Hotel): boolean {
  if (hotel.status === 'APPROVED' && hotel.active) return true;
  const user = ctx.user;
  if (!user) return false;
  if (user.role === 'ROLE_ADMIN') return true;
  return user.role === 'ROLE_MANAGER' && hotel.manager?.id === user.id;
}

async function roomOffers(ctx: RequestContext, hotel: Hotel, stay: StayCriteria | null): Promise<RoomOffer[]> {
  const rows = await ctx.em.getConnection().execute<
    Array<{
      id: number;
      name: string;
      capacity: number;
      basePrice: number;
      unitCount: number;
      imagePath: string | null;
      nights: NightOffer[];
    }>
  >(
    `select r.id, r.name, r.capacity, r.base_price as "basePrice", r.unit_count as "unitCount",
            r.image_path as "imagePath",
            coalesce(json_agg(json_build_object('date', n.date, 'availableCount', n.total - n.held - n.sold,
                                                'price', n.price) order by n.date)
                     filter (where n.date is not null), '[]') as nights
       from rooms r
       left join room_nights n on n.room_id = r.id and n.date >= ?::date and n.date < ?::date
      where r.hotel_id = ? and r.active
      group by r.id
      order by r.base_price, r.id`,
    // Without a stay the date range is empty: no nights are read.
    [stay?.startDate ?? '1970-01-01', stay?.endDate ?? '1970-01-01', hotel.id],
  );
  const nightCount = stay ? nightsBetween(stay.startDate, stay.endDate) : 0;
  return rows.map((row) => {
    if (!stay) return { ...row, price: row.basePrice, stayPrice: null, availableCount: null, bookable: null };
    // A night beyond the inventory (not yet opened) counts as none free.
    const complete = row.nights.length === nightCount;
    const availableCount = complete ? Math.max(0, Math.min(...row.nights.map((night) => night.availableCount))) : 0;
    const stayPrice = complete ? row.nights.reduce((sum, night) => sum + night.price, 0) : null;
    return {
      ...row,
      price: stayPrice === null ? row.basePrice : Math.round(stayPrice / nightCount),
      stayPrice,
      availableCount,
      bookable: availableCount >= stay.rooms && row.capacity * stay.rooms >= stay.persons,
    };
  });
}
