import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, datesFrom, todayInSeoul } from '@shim/common/dates';
import { HOLD_MINUTES, TAXES_AND_FEES } from '@shim/common/reservations';
import type { Hotel } from '../modules/hotels/hotel.entity';
import { Payment } from '../modules/payments/payment.entity';
import { SandboxPayment } from '../modules/payments/sandbox-payment.entity';
import { newBookingNumber } from '../modules/reservations/booking-number';
import { newOrderId } from '../modules/reservations/order-id';
import { Reservation } from '../modules/reservations/reservation.entity';
import { nightPrice } from '../modules/rooms/night-price';
import type { Room } from '../modules/rooms/room.entity';
import type { User } from '../modules/users/user.entity';

/** The demo member's finished stays: days from check-out to today, nights, and booked how long before. */
const PAST_STAYS = [
  { checkedOutDaysAgo: 3, nights: 2, bookedDaysBefore: 21 },
  { checkedOutDaysAgo: 17, nights: 1, bookedDaysBefore: 9 },
] as const;

const DAY_MS = 86_400_000;

/**
 * Two paid stays of the demo member that ended before today, waiting for a review (spec §4: 리뷰 쓰기
 * on my page), as a booking and a payment would have left them: CONFIRMED, paid through the card
 * sandbox (the sandbox keeps the payment too), and their nights sold in `room_nights` (rows before today exist only for such stays).
 */
export async function seedDemoStays(
  tx: EntityManager,
  member: User,
  lodgings: ReadonlyArray<{ hotel: Hotel; rooms: Room[] }>,
): Promise<void> {
  const today = todayInSeoul();
  const stays = PAST_STAYS.map((stay, i) => {
    const { hotel, rooms } = lodgings[i]!;
    const room = rooms[0]!;
    const checkOut = addDays(today, -stay.checkedOutDaysAgo);
    const checkIn = addDays(checkOut, -stay.nights);
    const prices = datesFrom(checkIn, stay.nights).map((night) => nightPrice(room.basePrice, night));
    const basePrice = prices.reduce((sum, price) => sum + price, 0);
    const bookedAt = new Date(Date.parse(`${checkIn}T00:00:00+09:00`) - stay.bookedDaysBefore * DAY_MS);
    const reservation = tx.create(Reservation, {
      orderId: newOrderId(bookedAt.getTime()),
      bookingNumber: newBookingNumber(),
      user: member,
      guestName: member.name,
      phone: member.phone ?? null,
      hotel,
      room,
      checkIn,
      checkOut,
      roomCount: 1,
      persons: 2,
      basePrice,
      taxes: TAXES_AND_FEES,
      couponDiscount: 0,
      totalAmount: basePrice + TAXES_AND_FEES,
      status: 'CONFIRMED',
      moneyState: 'PAID',
      holdExpiresAt: new Date(bookedAt.getTime() + HOLD_MINUTES * 60_000),
      confirmedAt: new Date(bookedAt.getTime() + 60_000),
      createdAt: bookedAt,
    });
    const payment = tx.create(Payment, {
      reservation,
      paymentKey: `demo_${randomBytes(12).toString('base64url')}`,
      orderId: reservation.orderId,
      amount: reservation.totalAmount,
      status: 'DONE',
      approvedAt: new Date(bookedAt.getTime() + 60_000),
      providerMethod: '카드',
    });
    // Its twin in the local Toss sandbox, as the payment window and confirm would have left it.
    tx.create(SandboxPayment, {
      paymentKey: payment.paymentKey,
      orderId: payment.orderId,
      orderName: `${hotel.name} ${room.name}`.slice(0, 100),
      amount: payment.amount,
      status: 'DONE',
      approvedAt: payment.approvedAt,
      createdAt: bookedAt,
    });
    return { room, nights: datesFrom(checkIn, stay.nights), prices, paymentKey: payment.paymentKey };
  });
  await tx.flush();
  // The settled confirm a real payment leaves (payment_attempts), so the daily check finds no difference.
  await tx.getConnection().execute(
    `insert into payment_attempts (reservation_id, order_id, payment_key, kind, amount, reason, idempotency_key, state,
                                   toss_amount, tries, next_try_at, created_at, settled_at)
     select reservation_id, order_id, payment_key, 'CONFIRM', amount, '', 'demo-confirm-' || payment_key, 'DONE',
            amount, 1, approved_at, approved_at, approved_at
       from payments where payment_key = any(?::text[])`,
    [`{${stays.map((stay) => stay.paymentKey).join(',')}}`],
    'run',
    tx.getTransactionContext(),
  );
  for (const { room, nights, prices } of stays) {
    await tx.getConnection().execute(
      `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
       select r.id, r.hotel_id, n.night, r.unit_count, 0, 1, r.capacity, r.active, n.price
         from rooms r cross join unnest(?::date[], ?::int[]) as n(night, price)
        where r.id = ?
       on conflict (room_id, date) do update set sold = room_nights.sold + 1`,
      [`{${nights.join(',')}}`, `{${prices.join(',')}}`, room.id],
      'run',
      tx.getTransactionContext(),
    );
  }
}
