import type { MikroORM } from '@mikro-orm/postgresql';
import { Coupon, type CouponType } from '../src/modules/coupons/coupon.entity';
import { UserCoupon } from '../src/modules/coupons/user-coupon.entity';
import type { Hotel } from '../src/modules/hotels/hotel.entity';
import type { Room } from '../src/modules/rooms/room.entity';
import type { User } from '../src/modules/users/user.entity';
import { createUser, loginAs } from './fixtures';
import type { ApiAnswer, TestApp } from './harness';
import { createHotel, stayFromToday, type HotelSpec, type RoomSpec } from './hotel-fixtures';

/** A bookable lodging with one room type, and a logged-in member: what a checkout test starts from. */
export interface BookingScenario {
  hotel: Hotel;
  room: Room;
  member: User;
  token: string;
  /** The prepare body for a stay `offset` days from today (Asia/Seoul), 1 room, 2 persons, a guest phone. */
  body(offset?: number, nights?: number, overrides?: Record<string, unknown>): Record<string, unknown>;
}

export async function bookingScenario(
  app: TestApp,
  room: RoomSpec = {},
  hotel: Omit<HotelSpec, 'rooms'> = {},
): Promise<BookingScenario> {
  const created = await createHotel(app.orm, { ...hotel, rooms: [{ basePrice: 100_000, unitCount: 3, ...room }] });
  const member = await createUser(app.orm, 'ROLE_USER', { name: '김예약' });
  const { accessToken } = await loginAs(app, member.email);
  return {
    hotel: created.hotel,
    room: created.rooms[0]!,
    member,
    token: accessToken,
    body(offset = 10, nights = 1, overrides = {}) {
      const { startDate, endDate } = stayFromToday(offset, nights);
      return {
        hId: created.hotel.id,
        rId: created.rooms[0]!.id,
        checkin: startDate,
        checkout: endDate,
        roomCount: 1,
        people: 2,
        phone: '01012345678',
        termsAgreed: true,
        ...overrides,
      };
    },
  };
}

export interface Prepared {
  orderId: string;
  bookingNumber: string;
  reservationId: number;
  totalAmount: number;
  amount: number;
  hotelName: string;
  type: string;
  orderName: string;
}

export async function prepare(app: TestApp, body: Record<string, unknown>, token?: string): Promise<Prepared> {
  const answer = await app.request('POST', '/api/reservations/prepare', { body, token });
  if (answer.status !== 200) throw new Error(`prepare ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.json<Prepared>();
}

/**
 * Goes through the sandbox's payment window as a browser would (the 결제하기 button), optionally with a
 * test scenario; answers the success redirect's query.
 */
export async function payInWindow(
  app: TestApp,
  prepared: Pick<Prepared, 'orderId' | 'totalAmount' | 'orderName'>,
  scenario = 'APPROVE',
  action: 'pay' | 'cancel' = 'pay',
  /** The easy-pay wallet chosen in the window (Toss's code, e.g. KAKAOPAY); a card when absent. */
  easyPay = '',
): Promise<Record<string, string>> {
  const form = new URLSearchParams({
    easyPay,
    orderId: prepared.orderId,
    amount: String(prepared.totalAmount),
    orderName: prepared.orderName,
    customerName: '김예약',
    successUrl: '/payment-callback',
    failUrl: '/payment-fail',
    scenario,
    action,
  });
  const response = await fetch(`${app.url}/local/toss/checkout`, { method: 'POST', body: form, redirect: 'manual' });
  if (response.status !== 303) throw new Error(`payment window ${response.status} ${await response.text()}`);
  const location = new URL(response.headers.get('location')!, app.url);
  return { path: location.pathname, ...Object.fromEntries(location.searchParams) };
}

export function complete(
  app: TestApp,
  prepared: Pick<Prepared, 'orderId' | 'reservationId'>,
  paid: Record<string, string>,
  token?: string,
  overrides: Record<string, unknown> = {},
): Promise<ApiAnswer> {
  return app.request('POST', '/api/payments/complete', {
    token,
    body: {
      reId: prepared.reservationId,
      orderId: prepared.orderId,
      paymentKey: paid.paymentKey,
      amount: Number(paid.amount),
      payMethod: 'TOSS_PAY',
      ...overrides,
    },
  });
}

/** Prepare, pay in the window and complete: a CONFIRMED booking. */
export async function book(app: TestApp, body: Record<string, unknown>, token?: string) {
  const prepared = await prepare(app, body, token);
  const paid = await payInWindow(app, prepared);
  const answer = await complete(app, prepared, paid, token);
  if (answer.status !== 200) throw new Error(`complete ${answer.status} ${JSON.stringify(answer.body)}`);
  return { prepared, paid, completion: answer.json<{ paymentId: number; reservationId: number; amount: number }>() };
}

/** A room type's inventory over a stay, night by night. */
export async function nights(orm: MikroORM, roomId: number, from: string, to: string) {
  return orm.em
    .fork()
    .getConnection()
    .execute<Array<{ date: string; total: number; held: number; sold: number }>>(
      `select to_char(date, 'YYYY-MM-DD') as date, total, held, sold from room_nights
        where room_id = ? and date >= ? and date < ? order by date`,
      [roomId, from, to],
    );
}

/** Issues a coupon of a new type to `user`; answers the userCouponId. */
export async function giveCoupon(
  orm: MikroORM,
  user: User,
  type: CouponType,
  discountValue: number,
  expiryDate: string | null = null,
): Promise<number> {
  const em = orm.em.fork();
  const coupon = em.create(Coupon, { name: `${type} ${discountValue}`, type, discountValue, expiryDate });
  const issued = em.create(UserCoupon, { user: user.id, coupon });
  await em.flush();
  return issued.id;
}

/** The sandbox's record of a payment (status, cancelled amount). */
export async function sandboxPayment(orm: MikroORM, paymentKey: string) {
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<Array<{ status: string; canceled_amount: number; amount: number }>>(
      'select status, canceled_amount, amount from sandbox_payments where payment_key = ?',
      [paymentKey],
    );
  return row;
}
