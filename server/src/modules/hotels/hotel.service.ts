import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { detailProblem, type StayCriteria } from '@shim/common/stay';
import { stayTotal } from '@shim/common/stay-offer';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { toNearbyLandmark, type NearbyLandmark } from './nearby-landmarks';
import { Room } from '../rooms/room.entity';
import { freeCancellationOf, stayBindings } from '../stays/stay-offer.service';
import { Hotel, type HotelStatus } from './hotel.entity';
import { publicAuthorName } from '@shim/common/public-names';
import { findDetailRow, isGuestVisible, type DetailRoomRow, type DetailRow, type ReviewView } from './hotel.repository';

export type { NightOffer, ReviewView } from './hotel.repository';

/** A room type as the detail page shows it, with its availability for the stay when one is given. */
export interface RoomOffer extends Omit<DetailRoomRow, 'available' | 'nightlyPrice'> {
  /** Average nightly price over the stay (won, one room); the weekday base price without a stay. */
  price: number;
  /** Units free on every night of the stay (the minimum over its nights); null without a stay. */
  availableCount: number | null;
  /** The stay total for the stay's rooms (common's `stayTotal`); null without a stay or a price for it. */
  stayTotal: number | null;
  /** A night of the stay is closed by the manager (not for sale, which is not sold out); false without a stay. */
  closed: boolean;
  /** The arrival night's minimum stay (nights); null without a stay or when that night is not in the inventory. */
  minStay: number | null;
}

export interface HotelDetail extends Omit<DetailRow, 'status' | 'managerId' | 'rooms' | 'reviews' | 'landmarks'> {
  rooms: RoomOffer[];
  /** With a stay: until when it can be cancelled for a full refund (every room type alike); null otherwise. */
  freeCancellationUntil: string | null;
  /** Newest first, the author's name masked (`publicAuthorName`); `at` is `createdAt` exactly, for a cursor. */
  reviews: Array<ReviewView & { at: string }>;
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
    const problem = detailProblem(stay, ctx.clock.today());
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
  const row = await findDetailRow(ctx.publicReads, {
    id,
    stay: stay ? stayBindings(stay) : null,
    reviewLimit: reviewLimit ?? null,
  });
  if (row?.status === 'DELETED') throw AppError.gone(MESSAGES.hotelGone);
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
    freeCancellationUntil: stay ? freeCancellationOf(ctx, stay.startDate) : null,
    reviews: row.reviews.map((review) => ({
      id: review.id,
      userName: publicAuthorName(review.userName),
      score: review.score,
      content: review.content,
      imagePath: review.imagePath,
      createdAt: new Date(review.createdAt),
      reply: review.reply,
      repliedAt: review.repliedAt ? new Date(review.repliedAt) : null,
      at: review.createdAt,
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
export const stayOfferProblem = (ctx: RequestContext, stay: StayCriteria): string | null =>
  detailProblem(stay, ctx.clock.today());

/** A lodging's approval state, for its own manager and administrators only (the consoles' `Hotel` fields). */
export function managedHotelState(
  ctx: RequestContext,
  hotel: { status: string; active: boolean; managerId: number | null; rejectionReason: string | null },
): { status: HotelStatus; active: boolean; rejectionReason: string | null } {
  const user = ctx.user;
  if (!user || !(user.role === 'ROLE_ADMIN' || (user.role === 'ROLE_MANAGER' && hotel.managerId === user.id))) {
    throw AppError.forbidden();
  }
  const status = hotel.status as HotelStatus;
  return { status, active: hotel.active, rejectionReason: status === 'REJECTED' ? hotel.rejectionReason : null };
}

/**
 * Visitors see approved, active lodgings only; an administrator and the owning manager see theirs in
 * any state (a pending lodging's preview). Anything else is "unknown hotel".
 */
export function canSee(
  ctx: RequestContext,
  hotel: { status: string; active: boolean; managerId: number | null },
): boolean {
  if (isGuestVisible(hotel)) return true;
  // A lodging its manager deleted is gone for everyone (its reservations keep their own copy).
  if (hotel.status === 'DELETED') return false;
  const user = ctx.user;
  if (!user) return false;
  if (user.role === 'ROLE_ADMIN') return true;
  return user.role === 'ROLE_MANAGER' && hotel.managerId === user.id;
}

/** A room type's offer for the stay as the stay-offer module computed it; its base price without a stay. */
export function roomOffer(room: DetailRow['rooms'][number], stay: StayCriteria | null): RoomOffer {
  if (!stay) return offerOf(room, room.basePrice, null, null, null, null, null);
  // A room type with a night not open yet has no offer: none free.
  return offerOf(
    room,
    room.nightlyPrice ?? room.basePrice,
    room.stayPrice,
    room.stayPrice === null ? null : stayTotal(room.stayPrice, stay.rooms),
    room.available ?? 0,
    room.bookable ?? false,
    stay.startDate,
  );
}

/** One literal, not `{ ...room, ... }`: V8 builds spread-and-extend objects slowly (docs/performance.md). */
function offerOf(
  room: DetailRow['rooms'][number],
  price: number,
  stayPrice: number | null,
  total: number | null,
  availableCount: number | null,
  bookable: boolean | null,
  arrival: string | null,
): RoomOffer {
  const first = room.nights[0];
  return {
    id: room.id,
    name: room.name,
    capacity: room.capacity,
    basePrice: room.basePrice,
    unitCount: room.unitCount,
    imagePath: room.imagePath,
    checkinTime: room.checkinTime,
    checkoutTime: room.checkoutTime,
    bedType: room.bedType,
    size: room.size,
    amenities: room.amenities,
    description: room.description,
    nights: room.nights,
    closed: room.nights.some((night) => night.closed),
    minStay: arrival !== null && first?.date === arrival ? first.minStay : null,
    price,
    stayPrice,
    stayTotal: total,
    availableCount,
    bookable,
  };
}
