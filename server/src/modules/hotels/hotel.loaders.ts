import type DataLoader from 'dataloader';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { inKeyOrder, loaderOf } from '../../platform/loaders';
import type { NearbyLandmark } from './nearby-landmarks';
import { roomStayOffers, type RoomStayOffer } from '../stays/stay-offer.service';
import type { NightOffer } from './hotel.service';
import {
  readHotels,
  readLowestBasePrices,
  readNearbyLandmarks,
  readPhotos,
  readReviewsOfReservations,
  readRoomNights,
  readRooms,
  readRoomsOfHotels,
  readServices,
  type HotelRecord,
  type RoomRecord,
} from './hotel-graph.repository';
import type { HotelSource, RoomSource, StayInput } from './hotel.types';
import { stayKey } from './hotel.types';

/** The per-operation loaders of the lodging graph: each answers a whole list with one statement. */

/** A lodging read by id: every column, so no field of it needs another statement. */
export type LoadedHotel = HotelSource & Omit<HotelRecord, 'imagePath'>;

export const toHotelSource = ({ imagePath, ...record }: HotelRecord): LoadedHotel => ({
  ...record,
  imageUrl: imagePath,
});

/** `loadMany` that fails as `load` does. */
export async function loadAll<K, V>(loader: DataLoader<K, V>, keys: readonly K[]): Promise<V[]> {
  const values = await loader.loadMany(keys);
  return values.map((value) => {
    if (value instanceof Error) throw value;
    return value;
  });
}

export const toRoomSource = (record: RoomRecord): RoomSource => ({
  id: record.id,
  hotelId: record.hotelId,
  name: record.name,
  capacity: record.capacity,
  basePrice: record.basePrice,
  unitCount: record.unitCount,
  imageUrl: record.imagePath,
  active: record.active,
  checkinTime: record.checkinTime,
  checkoutTime: record.checkoutTime,
  bedType: record.bedType,
  size: record.size,
  amenities: record.amenities,
  description: record.description,
  translations: record.translations,
});

const gone = (message: string) => () => AppError.notFound(message);

export const hotelsById = (ctx: RequestContext): DataLoader<number, LoadedHotel> =>
  loaderOf(ctx, 'hotelsById', async (ids: readonly number[]) => {
    const rows = await readHotels(ctx.connection, ids);
    return inKeyOrder(ids, new Map(rows.map((row) => [row.id, toHotelSource(row)])), gone(MESSAGES.invalidHotel));
  });

export const roomsById = (ctx: RequestContext): DataLoader<number, RoomSource> =>
  loaderOf(ctx, 'roomsById', async (ids: readonly number[]) => {
    const rows = await readRooms(ctx.connection, ids);
    return inKeyOrder(ids, new Map(rows.map((row) => [row.id, toRoomSource(row)])), gone(MESSAGES.invalidRoom));
  });

const roomsLoader = (ctx: RequestContext, includeInactive: boolean): DataLoader<number, RoomSource[]> =>
  loaderOf(ctx, includeInactive ? 'allRoomsOfHotel' : 'roomsOfHotel', async (hotelIds: readonly number[]) => {
    const rooms = new Map<number, RoomSource[]>(hotelIds.map((id) => [id, []]));
    for (const row of await readRoomsOfHotels(ctx.connection, hotelIds, { includeInactive }))
      rooms.get(row.hotelId)?.push(toRoomSource(row));
    return hotelIds.map((id) => rooms.get(id)!);
  });

/** A lodging's active room types, cheapest first. */
export const roomsOfHotel = (ctx: RequestContext): DataLoader<number, RoomSource[]> => roomsLoader(ctx, false);

/** Every room type of a lodging, selling or not (its owner's and the administrator's view). */
export const allRoomsOfHotel = (ctx: RequestContext): DataLoader<number, RoomSource[]> => roomsLoader(ctx, true);

/** The service list by name, read once per operation: lodgings carry their services' names (`service_names`). */
export const servicesByName = (ctx: RequestContext): DataLoader<'all', Map<string, { id: number; name: string }>> =>
  loaderOf(ctx, 'servicesByName', async (keys: readonly 'all'[]) => {
    const byName = new Map((await readServices(ctx.connection)).map((service) => [service.name, service]));
    return keys.map(() => byName);
  });

export const photosOf = (ctx: RequestContext): DataLoader<number, Array<{ kind: string; path: string }>> =>
  loaderOf(ctx, 'photosOf', async (hotelIds: readonly number[]) => {
    const photos = await readPhotos(ctx.connection, hotelIds);
    return hotelIds.map((id) => photos.get(id) ?? []);
  });

export const landmarksNear = (ctx: RequestContext): DataLoader<number, NearbyLandmark[]> =>
  loaderOf(ctx, 'landmarksNear', async (hotelIds: readonly number[]) => {
    const landmarks = await readNearbyLandmarks(ctx.connection, hotelIds);
    return hotelIds.map((id) => landmarks.get(id) ?? []);
  });

export const lowestBasePrice = (ctx: RequestContext): DataLoader<number, number | null> =>
  loaderOf(ctx, 'lowestBasePrice', async (hotelIds: readonly number[]) => {
    const prices = await readLowestBasePrices(ctx.connection, hotelIds);
    return hotelIds.map((id) => prices.get(id) ?? null);
  });

/** The nights of one stay of room types; one loader per stay. */
/** Each room type's offer for one stay, as the stay-offer module defines it (absent: a night not open). */
export const roomStayOffer = (ctx: RequestContext, stay: StayInput): DataLoader<number, RoomStayOffer | null> =>
  loaderOf(ctx, `roomStayOffer:${stayKey(stay)}`, async (roomIds: readonly number[]) => {
    const offers = await roomStayOffers(ctx, roomIds, stay);
    return roomIds.map((id) => offers.get(id) ?? null);
  });

export const roomNights = (ctx: RequestContext, stay: StayInput): DataLoader<number, NightOffer[]> =>
  loaderOf(ctx, `roomNights:${stayKey(stay)}`, async (roomIds: readonly number[]) => {
    const nights = await readRoomNights(ctx.connection, roomIds, stay);
    return roomIds.map((id) => nights.get(id) ?? []);
  });

/** The review written through each reservation, or null. */
export const reviewOfReservation = (ctx: RequestContext) =>
  loaderOf(ctx, 'reviewOfReservation', async (ids: readonly number[]) => {
    const reviews = await readReviewsOfReservations(ctx.connection, ids);
    return ids.map((id) => reviews.get(id) ?? null);
  });
