import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays } from '@shim/common/dates';
import type { ReservationStatus } from '@shim/common/reservations';

/** One booking as the manager's list reads it, written straight into `reservations` (no payment flow). */
export interface FixtureBooking {
  id: number;
  orderId: string;
  bookingNumber: string;
  hotelId: number;
  roomId: number;
  userId: number | null;
  guestName: string;
  phone: string;
  checkIn: string;
  checkOut: string;
  status: ReservationStatus;
  /** null: an unpaid hold, which no manager list shows. */
  confirmedAt: Date | null;
}

export type FixtureSpec = Omit<FixtureBooking, 'id' | 'orderId' | 'bookingNumber'>;

let order = 0;

/** Inserts the bookings in order (ids rise with the list) and answers them with their ids and numbers. */
export async function insertBookings(orm: MikroORM, specs: FixtureSpec[]): Promise<FixtureBooking[]> {
  const connection = orm.em.fork().getConnection();
  const booked: FixtureBooking[] = [];
  for (const spec of specs) {
    order += 1;
    const orderId = `filter-order-${order}`;
    const [row] = await connection.execute<Array<{ id: number; booking_number: string }>>(
      `insert into reservations (order_id, user_id, guest_name, phone, hotel_id, room_id, check_in, check_out,
         room_count, persons, base_price, taxes, total_amount, canceled_amount, status, hold_expires_at,
         confirmed_at, canceled_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, 1, 2, 100000, 10000, 110000, ?, ?, now(), ?, ?, now())
       returning id, booking_number`,
      [
        orderId,
        spec.userId,
        spec.guestName,
        spec.phone,
        spec.hotelId,
        spec.roomId,
        spec.checkIn,
        spec.checkOut,
        spec.status === 'CANCELED' || spec.status === 'REFUNDED' ? 110000 : 0,
        spec.status,
        spec.confirmedAt,
        spec.status === 'CANCELED' || spec.status === 'REFUNDED' ? new Date() : null,
      ],
    );
    booked.push({ ...spec, id: row!.id, orderId, bookingNumber: row!.booking_number });
  }
  return booked;
}

const NAMES = ['김민수', '이서연', '박지훈', '최유진', '정하늘'];
const STATUSES: ReservationStatus[] = ['CONFIRMED', 'CONFIRMED', 'CANCELED', 'REFUNDED', 'REVIEWED'];

/**
 * `count` paid bookings spread over the given room types (round robin), check-ins from 12 days ago to 18 days
 * ahead of `today`, 1–3 nights, every status the list shows, a member's every fourth, each its own phone.
 */
export function spreadBookings(
  rooms: Array<{ hotelId: number; roomId: number }>,
  memberId: number,
  today: string,
  count = 40,
): FixtureSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const room = rooms[i % rooms.length]!;
    const checkIn = addDays(today, ((i * 7) % 31) - 12);
    return {
      hotelId: room.hotelId,
      roomId: room.roomId,
      userId: i % 4 === 0 ? memberId : null,
      guestName: NAMES[i % NAMES.length]!,
      phone: `0102${String(1000000 + i * 1111).padStart(7, '0')}`,
      checkIn,
      checkOut: addDays(checkIn, 1 + (i % 3)),
      status: STATUSES[i % STATUSES.length]!,
      confirmedAt: new Date(),
    };
  });
}
