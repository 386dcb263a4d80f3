import { CONTENT_MESSAGES } from '@shim/common/content-messages';
import type { TranslationEntry } from '@shim/common/content-translations';
import { LODGING_LIMITS, MANAGER_TYPE_LABELS } from '@shim/common/manager-lodging';
import type { Request } from 'express';
import { LIMITS } from '@shim/common/limits';
import { HOTEL_STATUS_LABELS } from '@shim/common/hotel-status';

import { LODGING_MESSAGES } from '@shim/common/lodging-messages';
import { MESSAGES } from '@shim/common/messages';
import { UPLOAD_LIMITS } from '@shim/common/uploads';
import { AppError } from '../../platform/errors';
import { dataUrlBytes, isDataUrl } from '../../platform/data-url';
import type { RequestContext } from '../../platform/context';
import { uploadTmpDirOf, type ImageSource } from '../../platform/image-upload';
import { isMultipart, readMultipart, textOf } from '../../platform/multipart';
import { field, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restType } from './hotel.rest-shapes';
import { uploadsDirOf } from '../../platform/storage/photo-storage';
import { publicImageUrl } from './image-paths';
import * as hotels from './manager-hotel.service';

const MANAGER = ['ROLE_MANAGER'] as const;
/** The form's JSON part, its photos (5) and one photo per room. */
const MAX_FILES = 1 + LODGING_LIMITS.hotelPhotosMax + 20;
const ROOM_PHOTO_FIELD = /^room[_-]?(\d+)$/;
const DTO_FIELD = 'hotelDto';

/**
 * The manager's lodgings (spec §7 Manager): list, one, create (multipart: `hotelDto` JSON plus photos),
 * edit (JSON), add photos (multipart), delete; `GET /api/services`; the address lookup. Another
 * manager's lodging answers 404 like an unknown id.
 */
export function managerHotelRoutes(api: RestRouter): void {
  api.get('/manager/hotels', MANAGER, async (ctx) =>
    (await hotels.myHotels(ctx)).map((hotel) => toRest(hotel, ctx.origin)),
  );

  api.get('/manager/hotels/:id', MANAGER, async (ctx, req) =>
    toRest(await hotels.myHotel(ctx, field.integer(req.params.id)), ctx.origin),
  );

  api.post('/manager/hotels', MANAGER, async (ctx, req, res) => {
    const form = await formOf(ctx, req);
    try {
      // On create every room is new: its photo is keyed by its index in `rooms`, as `room_{index}` files are.
      inlineRoomPhotos(form.dto).forEach((photo, index) => {
        if (photo && !form.upload.roomPhotos.has(index)) form.upload.roomPhotos.set(index, photo);
      });
      const hotel = await hotels.createHotel(ctx, inputOf(form.dto), form.upload);
      res.status(201);
      return { ...toRest(hotel, ctx.origin), message: LODGING_MESSAGES.hotelCreated };
    } finally {
      await form.discard();
    }
  });

  api.put('/manager/hotels/:id', MANAGER, async (ctx, req) => {
    const input = inputOf(req.body);
    const roomPhotos = new Map<number, Buffer>();
    inlineRoomPhotos(req.body).forEach((photo, index) => {
      if (!photo) return;
      // A room added on this edit has no id to key its photo by yet: refused rather than dropped.
      const roomId = input.rooms?.[index]?.id;
      if (!roomId) throw AppError.badInput(LODGING_MESSAGES.roomPhotoAfterSave);
      roomPhotos.set(roomId, photo);
    });
    const hotel = await hotels.updateHotel(ctx, field.integer(req.params.id), input, { photos: [], roomPhotos });
    return { ...toRest(hotel, ctx.origin), message: LODGING_MESSAGES.hotelUpdated };
  });

  api.post('/manager/hotels/:id/images', MANAGER, async (ctx, req) => {
    const id = field.integer(req.params.id);
    if (!isMultipart(req)) throw AppError.badInput(LODGING_MESSAGES.hotelPhotoRequired);
    const form = await formOf(ctx, req);
    try {
      return toRest(await hotels.addHotelPhotos(ctx, id, form.upload), ctx.origin);
    } finally {
      await form.discard();
    }
  });

  api.delete('/manager/hotels/:id', MANAGER, async (ctx, req) => {
    await hotels.deleteHotel(ctx, field.integer(req.params.id));
    return { message: LODGING_MESSAGES.hotelDeleted };
  });

  api.get('/manager/geocode', MANAGER, async (ctx, req) => {
    const place = await hotels.geocode(ctx, restFields(req.query).string('address'));
    return { address: place.address, latitude: place.latitude, longitude: place.longitude };
  });

  api.get('/services', 'public', async (ctx) =>
    (await hotels.services(ctx)).map((service) => ({
      serviceId: service.id,
      serviceName: service.name,
      id: service.id,
      name: service.name,
    })),
  );
}

/**
 * The form as sent: multipart with the `hotelDto` JSON (a text field, or a JSON file part as browsers send
 * `new Blob([json], {type: 'application/json'})`), photos in any other file field (in order, the first is
 * the main one; more than 5 stop the reading) and room photos in `room_{n}` (n: the room's index on create,
 * its id on edit); or plain JSON. Files are temporary files until `discard`.
 */
async function formOf(ctx: RequestContext, req: Request) {
  if (!isMultipart(req))
    return { dto: req.body as unknown, upload: { photos: [], roomPhotos: new Map() }, discard: async () => {} };
  const form = await readMultipart(req, {
    tmpDir: uploadTmpDirOf(uploadsDirOf(ctx.app.config.dataDir)),
    maxFileBytes: LIMITS.uploadMaxBytes,
    tooLargeMessage: MESSAGES.imageTooLarge,
    maxFiles: MAX_FILES,
    maxTotalBytes: UPLOAD_LIMITS.requestMaxBytes,
    checkFile: (field, earlier) =>
      isHotelPhoto(field) && earlier.filter(isHotelPhoto).length >= LODGING_LIMITS.hotelPhotosMax
        ? AppError.badInput(LODGING_MESSAGES.hotelPhotosTooMany)
        : null,
  });
  try {
    const dtoFile = form.files.find((file) => file.field === DTO_FIELD);
    const dtoText = form.fields[DTO_FIELD] ?? (dtoFile ? await textOf(dtoFile) : undefined);
    let dto: unknown = {};
    if (dtoText !== undefined) {
      try {
        dto = JSON.parse(dtoText);
      } catch {
        throw AppError.badInput(MESSAGES.malformedJson);
      }
    }
    const photos: string[] = [];
    const roomPhotos = new Map<number, ImageSource>();
    for (const file of form.files) {
      if (file === dtoFile || file.size === 0) continue;
      const room = ROOM_PHOTO_FIELD.exec(file.field);
      if (room) roomPhotos.set(Number(room[1]), file.path);
      else photos.push(file.path);
    }
    return { dto, upload: { photos, roomPhotos }, discard: form.discard };
  } catch (error) {
    await form.discard();
    throw error;
  }
}

const isHotelPhoto = (field: string): boolean => field !== DTO_FIELD && !ROOM_PHOTO_FIELD.test(field);

/**
 * Room photos sent inline as data URLs in `rooms[].image` (the original client's form), by room index;
 * they go through the same checks as uploaded files (bytes, 10 MB, re-encoded). Any other `image` (the
 * URL we sent) is not a new photo.
 */
function inlineRoomPhotos(body: unknown): Array<Buffer | null> {
  const rooms = (body as { rooms?: unknown } | null)?.rooms;
  if (!Array.isArray(rooms)) return [];
  return rooms.map((room: unknown) => {
    const image = (room as { image?: unknown } | null)?.image;
    if (!isDataUrl(image)) return null;
    const bytes = dataUrlBytes(image);
    if (!bytes || bytes.length === 0) throw AppError.badInput(MESSAGES.imageTypeInvalid);
    return bytes;
  });
}

const str = (value: unknown): string | null | undefined =>
  value === undefined ? undefined : value === null ? null : String(value);
const num = (value: unknown): number | null | undefined =>
  value === undefined ? undefined : value === null || value === '' ? null : Number(value);

/** The old clients' field names (`location`, `stars`, `checkInTime`, `rid`) beside ours. */
function inputOf(body: unknown): hotels.HotelInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw AppError.badInput();
  const b = body as Record<string, unknown>;
  const pick = (...keys: string[]) => keys.map((key) => b[key]).find((value) => value !== undefined);
  const rooms = pick('rooms');
  const input: hotels.HotelInput = {
    name: str(pick('name', 'hName', 'hname')),
    type: str(pick('type', 'hotelType')),
    address: str(pick('location', 'address')),
    star: num(pick('stars', 'star')),
    info: str(pick('info', 'description')),
    phone: str(pick('phone')),
    checkinTime: str(pick('checkInTime', 'checkinTime')),
    checkoutTime: str(pick('checkOutTime', 'checkoutTime')),
    dayUseFreeCancelMinutes: num(pick('dayUseFreeCancelMinutes')),
    serviceIds:
      pick('serviceIds') === undefined ? undefined : ((pick('serviceIds') as unknown[] | null)?.map(Number) ?? null),
    rooms:
      rooms === undefined || rooms === null
        ? (rooms as undefined | null)
        : Array.isArray(rooms)
          ? rooms.map((room) => roomOf(room))
          : (() => {
              throw AppError.badInput();
            })(),
    images: pick('images') === undefined ? undefined : ((pick('images') as unknown[] | null)?.map(imageEntry) ?? null),
    translations: translationList(pick('translations')),
  };
  return input;
}

function roomOf(value: unknown): hotels.RoomInput {
  if (typeof value !== 'object' || value === null) throw AppError.badInput();
  const r = value as Record<string, unknown>;
  const pick = (...keys: string[]) => keys.map((key) => r[key]).find((v) => v !== undefined);
  const active = pick('active');
  return {
    id: num(pick('rid', 'rId', 'id')),
    name: str(pick('type', 'name')),
    price: num(pick('price')),
    count: num(pick('count')),
    people: num(pick('people')),
    active: active === undefined || active === null ? null : active === true || active === 'true',
    checkinTime: str(pick('checkinTime', 'checkInTime')),
    checkoutTime: str(pick('checkoutTime', 'checkOutTime')),
    // Room facts: absent keys (the old clients') leave a room's facts as they are.
    bedType: str(pick('bedType')),
    size: num(pick('size')),
    amenities: amenityList(pick('amenities')),
    description: str(pick('description')),
    translations: translationList(pick('translations')),
  };
}

/**
 * Translations as sent: a list of `{locale, name, description}`, or an object by locale
 * (`{"en": {"name": …}}`); the service checks them.
 */
function translationList(value: unknown): TranslationEntry[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (Array.isArray(value)) return value as TranslationEntry[];
  if (typeof value !== 'object') throw AppError.badInput(CONTENT_MESSAGES.translationInvalid);
  return Object.entries(value as Record<string, unknown>).map(([locale, text]) => {
    if (typeof text !== 'object' || text === null) throw AppError.badInput(CONTENT_MESSAGES.translationInvalid);
    return { ...(text as Omit<TranslationEntry, 'locale'>), locale };
  });
}

/** Amenities as sent: a list (checked by the form's rules), or absent / null. */
function amenityList(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value)) throw AppError.badInput(MESSAGES.roomAmenityInvalid);
  return value as string[];
}

/** A kept photo: its URL as we sent it (a string, or `{imageUrl}`). */
const imageEntry = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && typeof (value as { imageUrl?: unknown }).imageUrl === 'string'
      ? (value as { imageUrl: string }).imageUrl
      : '';

/** The manager hotel of REST-NOTES: English type, 대기/승인/거절 with the reason, image URLs absolute on `origin`. */
function toRest(hotel: hotels.ManagerHotel, origin: string) {
  const images = hotel.images.map((image) => publicImageUrl(origin, image.path)!);
  return {
    id: hotel.id,
    hId: hotel.id,
    hid: hotel.id,
    name: hotel.name,
    location: hotel.address,
    address: hotel.address,
    region: hotel.region,
    // REST-NOTES: REST types are English (old clients group by them); the console's label rides along.
    type: restType(hotel.type),
    typeLabel: MANAGER_TYPE_LABELS[hotel.type],
    typeCode: hotel.type,
    stars: hotel.star,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    checkInTime: hotel.checkinTime,
    checkOutTime: hotel.checkoutTime,
    dayUseFreeCancelMinutes: hotel.dayUseFreeCancelMinutes,
    info: hotel.info,
    phone: hotel.phone,
    status: HOTEL_STATUS_LABELS[hotel.status],
    statusCode: hotel.status,
    rejectionReason: hotel.rejectionReason,
    active: hotel.active,
    image: images[0] ?? null,
    images,
    rooms: hotel.rooms.map((room) => ({
      rid: room.id,
      rId: room.id,
      id: room.id,
      type: room.name,
      price: room.price,
      count: room.count,
      people: room.people,
      active: room.active,
      checkinTime: room.checkinTime,
      checkoutTime: room.checkoutTime,
      image: publicImageUrl(origin, room.imagePath),
      bedType: room.bedType,
      size: room.size,
      amenities: room.amenities,
      description: room.description,
    })),
    serviceIds: hotel.serviceIds,
  };
}
