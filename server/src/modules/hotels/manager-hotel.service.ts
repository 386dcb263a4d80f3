import { LODGING_LIMITS, hasStars } from '@shim/common/manager-lodging';
import { todayInSeoul } from '@shim/common/dates';
import type { LodgingType } from '@shim/common/lodging';
import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireUser } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { GeocodedAddress } from '../../platform/geocoding/kakao-local';
import type { ImageSource } from '../../platform/image-upload';
import { Hotel, type HotelStatus } from './hotel.entity';
import type { HotelRow } from './hotel.repository';
import { Service } from './service.entity';
import { extendInventory } from '../rooms/inventory.service';
import { Room } from '../rooms/room.entity';
import { User } from '../users/user.entity';
import { addPhotos, keepPhotos, onlyOwnPhotos, PhotoWrites, prepareRoomPhotos, setRoomPhoto } from './hotel-photos';
import * as repo from './manager-hotel.repository';
import { validateHotel, type HotelInput, type ValidRoom } from './manager-hotel.validation';

export type { HotelInput, RoomInput } from './manager-hotel.validation';

/** A lodging as its manager sees it (spec §3 manager hotel). */
export interface ManagerHotel extends Pick<
  HotelRow,
  'id' | 'name' | 'type' | 'star' | 'address' | 'region' | 'latitude' | 'longitude'
> {
  info: string;
  phone: string | null;
  checkinTime: string;
  checkoutTime: string;
  dayUseFreeCancelMinutes: number;
  status: Exclude<HotelStatus, 'DELETED'>;
  /** The administrator's reason when REJECTED (null when none was given). */
  rejectionReason: string | null;
  active: boolean;
  images: Array<{ kind: 'MAIN' | 'SUB'; path: string }>;
  rooms: ManagerRoom[];
  serviceIds: number[];
}

export interface ManagerRoom {
  id: number;
  name: string;
  price: number;
  count: number;
  people: number;
  active: boolean;
  imagePath: string | null;
  checkinTime: string;
  checkoutTime: string;
  /** Room facts (common/room-facts.ts); null and [] when not given. */
  bedType: string | null;
  size: number | null;
  amenities: string[];
  description: string | null;
}

/**
 * Photos of one save (bytes, or files such as a multipart part's temporary file): the lodging's new photos
 * in order, and room photos by room (index on create, id on edit).
 */
export interface PhotoUpload {
  photos: ImageSource[];
  roomPhotos: Map<number, ImageSource>;
}

const NO_PHOTOS: PhotoUpload = { photos: [], roomPhotos: new Map() };

function managerOf(ctx: RequestContext): number {
  const user = requireUser(ctx);
  if (user.role !== 'ROLE_MANAGER') throw AppError.forbidden();
  return user.id;
}

/**
 * The caller's lodging, not deleted; another manager's or an unknown id is the same 404 (no hint that
 * it exists). `lock` holds its row until the transaction ends.
 */
async function ownHotel(em: EntityManager, managerId: number, id: number, lock = false): Promise<Hotel> {
  if (!Number.isSafeInteger(id) || id < 1) throw AppError.notFound(MESSAGES.invalidHotel);
  if (lock) await repo.lockHotel(em, id);
  const hotel = await em.findOne(
    Hotel,
    { id, manager: managerId, status: { $ne: 'DELETED' } },
    { populate: ['images', 'rooms', 'services'], refresh: lock },
  );
  if (!hotel) throw AppError.notFound(MESSAGES.invalidHotel);
  return hotel;
}

export function toManagerHotel(hotel: Hotel): ManagerHotel {
  return {
    id: hotel.id,
    name: hotel.name,
    type: hotel.type,
    star: hotel.star ?? null,
    address: hotel.address,
    region: hotel.region,
    info: hotel.info,
    phone: hotel.phone ?? null,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    checkinTime: hotel.checkinTime,
    checkoutTime: hotel.checkoutTime,
    dayUseFreeCancelMinutes: hotel.dayUseFreeCancelMinutes,
    status: hotel.status === 'DELETED' ? 'PENDING' : hotel.status,
    rejectionReason: hotel.status === 'REJECTED' ? (hotel.rejectionReason ?? null) : null,
    active: hotel.active,
    images: hotel.images
      .getItems()
      .sort((a, b) => (a.kind === b.kind ? a.position - b.position : a.kind === 'MAIN' ? -1 : 1))
      .map((image) => ({ kind: image.kind, path: image.path })),
    rooms: hotel.rooms
      .getItems()
      .sort((a, b) => a.id - b.id)
      .map((room) => ({
        id: room.id,
        name: room.name,
        price: room.basePrice,
        count: room.unitCount,
        people: room.capacity,
        active: room.active,
        imagePath: room.imagePath ?? null,
        checkinTime: room.checkinTime ?? hotel.checkinTime,
        checkoutTime: room.checkoutTime ?? hotel.checkoutTime,
        bedType: room.bedType ?? null,
        size: room.sizeSqm ?? null,
        amenities: room.amenities ?? [],
        description: room.description ?? null,
      })),
    serviceIds: hotel.services
      .getItems()
      .map((service) => service.id)
      .sort((a, b) => a - b),
  };
}

/** The caller's lodgings, newest first (deleted ones are gone). */
export async function myHotels(ctx: RequestContext): Promise<ManagerHotel[]> {
  const managerId = managerOf(ctx);
  const hotels = await ctx.em.find(
    Hotel,
    { manager: managerId, status: { $ne: 'DELETED' } },
    { populate: ['images', 'rooms', 'services'], orderBy: { id: 'desc' } },
  );
  return hotels.map(toManagerHotel);
}

export async function myHotel(ctx: RequestContext, id: number): Promise<ManagerHotel> {
  return toManagerHotel(await ownHotel(ctx.em, managerOf(ctx), id));
}

/** Every amenity a lodging can offer (the form's checkboxes). */
export async function services(ctx: RequestContext): Promise<Array<{ id: number; name: string }>> {
  const rows = await ctx.em.find(Service, {}, { orderBy: { id: 'asc' } });
  return rows.map((service) => ({ id: service.id, name: service.name }));
}

/** Address → coordinates through the geocoding adapter (Kakao Local, or its local stand-in). */
export async function geocode(ctx: RequestContext, address: string | null | undefined): Promise<GeocodedAddress> {
  managerOf(ctx);
  const query = (address ?? '').trim();
  if (!query) throw AppError.badInput(LODGING_MESSAGES.addressRequired);
  if (query.length > 200) throw AppError.badInput(LODGING_MESSAGES.hotelFieldTooLong);
  return ctx.app.adapters.geocoder.geocode(ctx.selfUrl, query);
}

async function checkServices(em: EntityManager, ids: number[]): Promise<Service[]> {
  if (ids.length === 0) return [];
  const found = await em.find(Service, { id: { $in: ids } });
  if (found.length !== ids.length) throw AppError.badInput(LODGING_MESSAGES.hotelServiceInvalid);
  return found;
}

/**
 * Registers a lodging (spec §4: PENDING, invisible to search until an administrator approves it) with
 * its rooms, services and photos. Everything is checked first (fields, the address through the
 * geocoder, every photo's bytes); then one transaction writes the rows, the photo files and the rooms'
 * nights for the inventory horizon. A failure removes the files again: nothing half-written stays.
 */
export async function createHotel(
  ctx: RequestContext,
  input: HotelInput,
  upload: PhotoUpload = NO_PHOTOS,
): Promise<ManagerHotel> {
  const managerId = managerOf(ctx);
  const valid = validateHotel(input, 'create');
  const place = await ctx.app.adapters.geocoder.geocode(ctx.selfUrl, valid.address!);
  const writes = new PhotoWrites(ctx.app);
  let id: number;
  try {
    const photos = await writes.prepare(upload.photos, 0);
    const roomPhotos = await prepareRoomPhotos(
      writes,
      upload.roomPhotos,
      (index) => index >= 0 && index < valid.rooms!.length,
    );
    id = await ctx.em.fork().transactional(async (tx) => {
      const chosen = await checkServices(tx, valid.serviceIds ?? []);
      const hotel = tx.create(Hotel, {
        name: valid.name!,
        type: valid.type!,
        star: valid.star ?? null,
        address: valid.address!,
        region: place.region,
        info: valid.info ?? '',
        translations: valid.translations ?? {},
        phone: valid.phone ?? null,
        latitude: place.latitude,
        longitude: place.longitude,
        checkinTime: valid.checkinTime ?? LODGING_LIMITS.defaultCheckinTime,
        checkoutTime: valid.checkoutTime ?? LODGING_LIMITS.defaultCheckoutTime,
        ...(valid.dayUseFreeCancelMinutes != null ? { dayUseFreeCancelMinutes: valid.dayUseFreeCancelMinutes } : {}),
        status: 'PENDING',
        active: true,
        manager: tx.getReference(User, managerId),
      });
      hotel.services.set(chosen);
      const rooms = valid.rooms!.map((room) => tx.create(Room, roomValues(hotel, room)));
      await tx.flush();
      await addPhotos(tx, writes, hotel, photos);
      for (const [index, data] of roomPhotos) await setRoomPhoto(tx, writes, hotel, rooms[index]!, data);
      await tx.flush();
      await extendInventory(
        tx,
        ctx.clock.today(),
        undefined,
        rooms.map((room) => room.id),
      );
      return hotel.id;
    });
  } catch (error) {
    await writes.rollback();
    throw error;
  }
  await writes.commit();
  return myHotel(ctx, id);
}

/**
 * Edits the caller's lodging: fields, services, rooms (added, changed, deactivated; a room left out of
 * `rooms` is deleted when it was never reserved, else deactivated) and, with `images` naming only its own
 * photos, which photos stay and in what order (the first is the main photo). A changed address is geocoded again. Room counts and
 * prices change the nights from today on; a count below what some night has sold or held is 409 naming
 * the first such night. One transaction; photo files go only after it commits.
 */
export async function updateHotel(
  ctx: RequestContext,
  id: number,
  input: HotelInput,
  upload: PhotoUpload = NO_PHOTOS,
): Promise<ManagerHotel> {
  const managerId = managerOf(ctx);
  const current = await ownHotel(ctx.em, managerId, id);
  const valid = validateHotel(input, 'update', current.type);
  const place =
    valid.address !== undefined && valid.address !== current.address
      ? await ctx.app.adapters.geocoder.geocode(ctx.selfUrl, valid.address!)
      : null;
  const kept = onlyOwnPhotos(current, valid.images);
  const writes = new PhotoWrites(ctx.app);
  const today = ctx.clock.today();
  try {
    // A room's photo is keyed by its id: one of the lodging's rooms, or a new room's form key (editRooms).
    const roomPhotos = await prepareRoomPhotos(
      writes,
      upload.roomPhotos,
      (roomId) =>
        current.rooms.getItems().some((room) => room.id === roomId) ||
        (valid.rooms ?? []).some((room) => room.id === roomId),
    );
    const photos = await writes.prepare(upload.photos, kept ? kept.length : current.images.length);
    await ctx.em.fork().transactional(async (tx) => {
      const hotel = await ownHotel(tx, managerId, id, true);
      if (valid.name !== undefined) hotel.name = valid.name!;
      if (valid.type !== undefined) hotel.type = valid.type!;
      if (!hasStars(hotel.type)) hotel.star = null;
      else if (valid.star !== undefined) hotel.star = valid.star;
      if (valid.address !== undefined) hotel.address = valid.address!;
      if (place) {
        hotel.region = place.region;
        hotel.latitude = place.latitude;
        hotel.longitude = place.longitude;
      }
      if (valid.info !== undefined) hotel.info = valid.info ?? '';
      if (valid.translations !== undefined) hotel.translations = valid.translations;
      if (valid.phone !== undefined) hotel.phone = valid.phone;
      if (valid.checkinTime !== undefined) hotel.checkinTime = valid.checkinTime ?? LODGING_LIMITS.defaultCheckinTime;
      if (valid.checkoutTime !== undefined)
        hotel.checkoutTime = valid.checkoutTime ?? LODGING_LIMITS.defaultCheckoutTime;
      if (valid.dayUseFreeCancelMinutes != null) hotel.dayUseFreeCancelMinutes = valid.dayUseFreeCancelMinutes;
      if (valid.serviceIds !== undefined) hotel.services.set(await checkServices(tx, valid.serviceIds ?? []));
      const { opened, created } = valid.rooms
        ? await editRooms(tx, hotel, valid.rooms, today)
        : { opened: [], created: new Map<number, Room>() };
      if (kept) keepPhotos(tx, writes, hotel, kept);
      await tx.flush();
      await addPhotos(tx, writes, hotel, photos);
      for (const [roomId, data] of roomPhotos) {
        const room = created.get(roomId) ?? hotel.rooms.getItems().find((item) => item.id === roomId);
        if (room) await setRoomPhoto(tx, writes, hotel, room, data);
      }
      await tx.flush();
      if (opened.length > 0) await extendInventory(tx, today, undefined, opened);
    });
  } catch (error) {
    await writes.rollback();
    throw error;
  }
  await writes.commit();
  ctx.em.clear();
  return myHotel(ctx, id);
}

/** Adds photos to the caller's lodging (`POST /api/manager/hotels/{id}/images`): at most 5 in all. */
export async function addHotelPhotos(ctx: RequestContext, id: number, upload: PhotoUpload): Promise<ManagerHotel> {
  if (upload.photos.length === 0 && upload.roomPhotos.size === 0)
    throw AppError.badInput(LODGING_MESSAGES.hotelPhotoRequired);
  return updateHotel(ctx, id, {}, upload);
}

type UpcomingStayCount = (tx: EntityManager, hotelId: number, today: string, now: Date) => Promise<number>;
let upcomingStayCount: UpcomingStayCount | null = null;

/**
 * How a lodging's stays ahead are counted, provided by reservations (modules/registry.ts wires it), so
 * hotels need not import reservations, which import hotels.
 */
export function provideUpcomingStayCount(count: UpcomingStayCount): void {
  upcomingStayCount = count;
}

/**
 * Deletes the caller's lodging (docs/decisions/lodgings.md): it becomes DELETED, gone from search, detail, lists
 * and wishlists, while its reservations and payments stay. Refused (409) while a confirmed stay has not
 * checked out or a hold's payment window is open.
 */
export async function deleteHotel(ctx: RequestContext, id: number): Promise<void> {
  const managerId = managerOf(ctx);
  const now = ctx.clock.now();
  await ctx.em.fork().transactional(async (tx) => {
    const hotel = await ownHotel(tx, managerId, id, true);
    if (!upcomingStayCount) throw new Error('No upcoming stay count wired (modules/registry.ts)');
    if ((await upcomingStayCount(tx, hotel.id, todayInSeoul(now), now)) > 0)
      throw AppError.conflict(LODGING_MESSAGES.hotelHasUpcomingStays);
    hotel.status = 'DELETED';
  });
}

/** Lodgings per type of the caller, for the type selection. */
export async function myTypeCounts(ctx: RequestContext): Promise<Array<{ type: LodgingType; count: number }>> {
  const rows = await repo.countsByType(ctx.em, managerOf(ctx));
  return rows.map((row) => ({ type: row.type as LodgingType, count: row.count }));
}

function roomValues(hotel: Hotel, room: ValidRoom) {
  return {
    hotel,
    name: room.name,
    basePrice: room.price,
    unitCount: room.count,
    capacity: room.people,
    active: room.active,
    checkinTime: room.checkinTime,
    checkoutTime: room.checkoutTime,
    bedType: room.facts.bedType ?? null,
    sizeSqm: room.facts.size ?? null,
    amenities: room.facts.amenities ?? [],
    description: room.facts.description ?? null,
    translations: room.translations ?? {},
  };
}

/** Largest id a room can have (a serial column): a bigger one is surely a form's own key. */
const ROOM_ID_MAX = 2_147_483_647;

/**
 * Applies the form's rooms; returns the ids whose nights must be opened (new or reactivated rooms) and the
 * new rooms by the form key they came with. An id that is none of this lodging's rooms is a new room (the
 * original client keys a row it adds by `Date.now()`), unless it is another lodging's room: refused.
 */
async function editRooms(
  tx: EntityManager,
  hotel: Hotel,
  rooms: ValidRoom[],
  today: string,
): Promise<{ opened: number[]; created: Map<number, Room> }> {
  const existing = new Map(hotel.rooms.getItems().map((room) => [room.id, room]));
  const opened: number[] = [];
  const fresh: Room[] = [];
  const created = new Map<number, Room>();
  for (const input of rooms) {
    const room = input.id === null ? undefined : existing.get(input.id);
    if (!room) {
      if (input.id !== null && input.id <= ROOM_ID_MAX && (await tx.count(Room, { id: input.id })) > 0)
        throw AppError.badInput(LODGING_MESSAGES.roomUnknown);
      const added = tx.create(Room, roomValues(hotel, input));
      fresh.push(added);
      if (input.id !== null) created.set(input.id, added);
      continue;
    }
    existing.delete(room.id);
    if (input.count !== room.unitCount) {
      const over = await repo.firstNightOver(tx, room.id, today, input.count);
      if (over) throw AppError.conflict(`${LODGING_MESSAGES.roomCountBelowSold}${over}`);
      await repo.setFutureTotal(tx, room.id, today, input.count);
    }
    if (input.price !== room.basePrice) await repo.repriceFutureNights(tx, room.id, today, input.price);
    if (input.active && !room.active) opened.push(room.id);
    room.name = input.name;
    room.basePrice = input.price;
    room.unitCount = input.count;
    room.capacity = input.people;
    room.active = input.active;
    room.checkinTime = input.checkinTime;
    room.checkoutTime = input.checkoutTime;
    const { facts } = input;
    if (facts.bedType !== undefined) room.bedType = facts.bedType;
    if (facts.size !== undefined) room.sizeSqm = facts.size;
    if (facts.amenities !== undefined) room.amenities = facts.amenities;
    if (facts.description !== undefined) room.description = facts.description;
    if (input.translations !== undefined) room.translations = input.translations;
  }
  for (const room of existing.values()) {
    if (await repo.roomHasReservations(tx, room.id)) room.active = false;
    else {
      hotel.rooms.remove(room);
      tx.remove(room);
    }
  }
  await tx.flush();
  return { opened: [...opened, ...fresh.map((room) => room.id)], created };
}
