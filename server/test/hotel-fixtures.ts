import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { regionOf, type LodgingType } from '@shim/common/lodging';
import { statementsSent } from '../src/db/statements-sent';
import { HotelImage } from '../src/modules/hotels/hotel-image.entity';
import { Hotel, type HotelStatus } from '../src/modules/hotels/hotel.entity';
import { Service } from '../src/modules/hotels/service.entity';
import { Review } from '../src/modules/reviews/review.entity';
import { Room } from '../src/modules/rooms/room.entity';
import type { User } from '../src/modules/users/user.entity';

export interface RoomSpec {
  name?: string;
  capacity?: number;
  basePrice?: number;
  unitCount?: number;
  active?: boolean;
}

export interface HotelSpec {
  name?: string;
  type?: LodgingType;
  address?: string;
  status?: HotelStatus;
  active?: boolean;
  latitude?: number;
  longitude?: number;
  manager?: User | null;
  rooms?: RoomSpec[];
  /** Review scores, newest first. */
  reviews?: number[];
  reviewer?: User | null;
  services?: string[];
  /** Nights of inventory from today (Asia/Seoul), each at the room's base price. */
  days?: number;
}

let sequence = 0;

/**
 * A lodging as a test needs it: approved and active unless told otherwise, with rooms, a main photo,
 * services, reviews, and inventory at a flat base price for the next `days` nights.
 */
export async function createHotel(orm: MikroORM, spec: HotelSpec = {}): Promise<{ hotel: Hotel; rooms: Room[] }> {
  const em = orm.em.fork();
  sequence += 1;
  const address = spec.address ?? `서울특별시 중구 세종대로 ${sequence}`;
  const hotel = em.create(Hotel, {
    name: spec.name ?? `테스트 호텔 ${sequence}`,
    type: spec.type ?? 'HOTEL',
    address,
    region: regionOf(address),
    latitude: spec.latitude ?? 37.5665,
    longitude: spec.longitude ?? 126.978,
    status: spec.status ?? 'APPROVED',
    active: spec.active ?? true,
    manager: spec.manager ?? null,
  });
  const rooms = (spec.rooms ?? [{}]).map((room, i) =>
    em.create(Room, {
      hotel,
      name: room.name ?? `객실 ${i + 1}`,
      capacity: room.capacity ?? 2,
      basePrice: room.basePrice ?? 100_000,
      unitCount: room.unitCount ?? 5,
      active: room.active ?? true,
    }),
  );
  for (const name of spec.services ?? []) {
    const service = (await em.findOne(Service, { name })) ?? em.create(Service, { name });
    hotel.services.add(service);
  }
  spec.reviews?.forEach((score, i) =>
    em.create(Review, {
      hotel,
      user: spec.reviewer ?? null,
      score,
      content: `리뷰 ${i + 1}`,
      createdAt: new Date(Date.now() - i * 60_000),
    }),
  );
  await em.flush();
  em.create(HotelImage, { hotel, kind: 'MAIN', position: 0, path: `/images/hotel/${hotel.id}.jpg` });
  await em.flush();
  const today = todayInSeoul();
  await em.getConnection().execute(
    `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
     select r.id, r.hotel_id, night::date, r.unit_count, 0, 0, r.capacity, r.active, r.base_price
       from rooms r cross join generate_series(?::date, ?::date, interval '1 day') night
      where r.hotel_id = ?`,
    [today, addDays(today, (spec.days ?? 40) - 1), hotel.id],
  );
  return { hotel, rooms };
}

/** Changes one night of a room type's inventory. */
export async function setNight(
  orm: MikroORM,
  roomId: number,
  date: string,
  values: Partial<{ total: number; held: number; sold: number; price: number; closed: boolean; min_stay: number }>,
): Promise<void> {
  const sets = Object.keys(values).map((key) => `${key} = ?`);
  await orm.em
    .getConnection()
    .execute(`update room_nights set ${sets.join(', ')} where room_id = ? and date = ?`, [
      ...Object.values(values),
      roomId,
      date,
    ]);
}

/** A stay `offset` days from today (Asia/Seoul) for `nights` nights. */
export function stayFromToday(offset: number, nights = 1): { startDate: string; endDate: string } {
  const startDate = addDays(todayInSeoul(), offset);
  return { startDate, endDate: addDays(startDate, nights) };
}

/** Counts the SQL statements the ORM sends while `work` runs (the app runs in the test's process). */
export async function countQueries(orm: MikroORM, work: () => Promise<unknown>): Promise<number> {
  return (await statementsSent(orm, work)).length;
}
