import { field, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { restServices, restType } from './hotel.rest-shapes';
import { publicImageUrl } from './image-paths';
import { hotelDetail, roomById, type HotelDetail } from './hotel.service';
import { hotelCalendar } from './hotel-calendar.service';

/** `POST /api/detail`, `GET /api/hotels/{id}`, `GET /api/rooms/{id}` of spec §7 and `GET /api/hotels/{id}/calendar`, in the REST-NOTES shapes. */
export function hotelRoutes(api: RestRouter): void {
  // Fields in any spelling of the alias table: `numberOfRooms`/`roomCount`, `numberOfPeople`/`people`.
  api.post('/detail', 'public', async (ctx, req) => {
    const fields = restFields(req.body);
    const detail = await hotelDetail(ctx, fields.integer('hotelId'), {
      startDate: fields.string('checkIn'),
      endDate: fields.string('checkOut'),
      rooms: fields.integer('rooms'),
      persons: fields.integer('persons'),
    });
    return toRest(detail, ctx.origin);
  });

  api.get('/hotels/:id', 'public', async (ctx, req) =>
    toRest(await hotelDetail(ctx, field.integer(req.params.id), null), ctx.origin),
  );

  // The price calendar: `[{date, lowestPrice, soldOut, closed, minStay}]`, as GraphQL `Hotel.calendar`.
  api.get('/hotels/:id/calendar', 'public', (ctx, req) =>
    hotelCalendar(ctx, field.integer(req.params.id), {
      from: field.string(req.query.from),
      to: field.string(req.query.to),
      persons: restFields(req.query).integer('persons'),
    }),
  );

  api.get('/rooms/:id', 'public', async (ctx, req) => {
    const { room, hotel } = await roomById(ctx, field.integer(req.params.id));
    return {
      rId: room.id,
      rid: room.id,
      hId: hotel.id,
      hid: hotel.id,
      hName: hotel.name,
      hname: hotel.name,
      hotelType: restType(hotel.type),
      type: room.name,
      people: room.capacity,
      price: room.basePrice,
      count: room.unitCount,
      active: room.active,
      image: publicImageUrl(ctx.origin, room.imagePath),
      checkinTime: room.checkinTime ?? hotel.checkinTime,
      checkoutTime: room.checkoutTime ?? hotel.checkoutTime,
      bedType: room.bedType ?? null,
      size: room.sizeSqm ?? null,
      amenities: room.amenities,
      description: room.description ?? null,
    };
  });
}

/** Image URLs absolute on `origin` (docs/rest-clients.md). Object literals throughout, no spreads: V8 builds those as fast objects (see hotel.rest-shapes.ts). */
function toRest(detail: HotelDetail, origin: string) {
  return {
    hId: detail.id,
    hid: detail.id,
    hName: detail.name,
    hname: detail.name,
    id: detail.id,
    type: restType(detail.type),
    star: detail.star,
    address: detail.address,
    region: detail.region,
    info: detail.info,
    latitude: detail.latitude,
    longitude: detail.longitude,
    checkinTime: detail.checkinTime,
    checkoutTime: detail.checkoutTime,
    active: detail.active,
    minPrice: detail.minPrice,
    avgScore: detail.avgScore ?? 0,
    reviewCount: detail.reviewCount,
    images: detail.images.map((image) => ({
      imageType: image.kind.toLowerCase(),
      imageUrl: publicImageUrl(origin, image.path),
    })),
    services: restServices(detail.services),
    rooms: detail.rooms.map((room) => ({
      rId: room.id,
      rid: room.id,
      type: room.name,
      people: room.capacity,
      price: room.price,
      totalPrice: room.stayPrice,
      stayTotal: room.stayTotal,
      basePrice: room.basePrice,
      checkinTime: room.checkinTime,
      checkoutTime: room.checkoutTime,
      image: publicImageUrl(origin, room.imagePath),
      availableCount: room.availableCount,
      // REST-NOTES' night shape; the room's own `closed` and `minStay` below say what the nights' flags mean.
      availabilities: room.nights.map((night) => ({
        date: night.date,
        availableCount: night.availableCount,
        price: night.price,
      })),
      freeCancellationUntil: detail.freeCancellationUntil,
      closed: room.closed,
      minStay: room.minStay,
      bedType: room.bedType,
      size: room.size,
      amenities: room.amenities,
      description: room.description,
    })),
    reviews: detail.reviews.map((review) => ({
      reviewId: review.id,
      hid: detail.id,
      hId: detail.id,
      userName: review.userName,
      score: review.score,
      content: review.content,
      image: publicImageUrl(origin, review.imagePath),
      createdAt: review.createdAt.toISOString(),
      reply: review.reply,
      repliedAt: review.repliedAt?.toISOString() ?? null,
    })),
    landmarks: detail.landmarks.map((landmark) => ({
      id: landmark.id,
      name: landmark.name,
      category: landmark.category,
      location: landmark.location,
      latitude: landmark.latitude,
      longitude: landmark.longitude,
      distanceKm: landmark.distanceKm,
      travelMinutes: landmark.travelMinutes,
      image: publicImageUrl(origin, landmark.imagePath),
    })),
  };
}
