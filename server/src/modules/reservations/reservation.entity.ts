import { Check, Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import type { StayKind } from '@shim/common/day-use';
import type { Locale } from '@shim/common/locales';
import { RESERVATION_STATUS_KEYS, type ReservationStatus } from '@shim/common/reservations';
import type { MoneyState } from '../payments/money-state';
import { UserCoupon } from '../coupons/user-coupon.entity';
import { Hotel } from '../hotels/hotel.entity';
import { Room } from '../rooms/room.entity';
import { User } from '../users/user.entity';

/**
 * A booking of `roomCount` units of one room type for the nights from checkIn up to checkOut. PENDING
 * holds the nights (room_nights.held) until holdExpiresAt; CONFIRMED has sold them. Never deleted:
 * hiddenAt removes it from the owner's history only (commerce-law retention).
 */
@Entity({ tableName: 'reservations' })
@Index({ properties: ['status', 'holdExpiresAt'] })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['holdIp', 'status'] })
@Check({ name: 'reservations_locale', expression: `locale in ('ko', 'en', 'ja', 'zh-Hans')` })
@Check({ name: 'reservations_amounts', expression: 'total_amount >= 0 and coupon_discount >= 0 and room_count > 0' })
export class Reservation {
  [OptionalProps]?:
    | 'status'
    | 'createdAt'
    | 'hiddenAt'
    | 'confirmedAt'
    | 'canceledAt'
    | 'canceledAmount'
    | 'userCoupon'
    | 'user'
    | 'claimedUser'
    | 'attemptedPaymentKey'
    | 'moneyState'
    | 'holdIp'
    | 'holdBrowser'
    | 'bookingNumber'
    | 'checkedInAt'
    | 'checkedOutAt'
    | 'noShowAt'
    | 'kind'
    | 'dayUseStartsAt'
    | 'dayUseEndsAt'
    | 'dayUseHeldUntil'
    | 'locale'
    | 'guestEmail';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Unguessable, Toss-compatible (6–64 of A-Za-z0-9-_=): what a guest proves a booking with. */
  @Unique()
  @Property({ type: 'string', length: 64 })
  orderId!: string;

  /** What people read and type (`7K4Q-9XMT-Q2RA`, common/src/booking-number.ts); the database makes one if none is sent. */
  @Unique({ name: 'reservations_booking_number_unique' })
  @Property({ type: 'string', length: 14, defaultRaw: 'new_booking_number()' })
  bookingNumber!: string;

  /** Null for a guest booking. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;

  /**
   * The `uId` a prepare without a token named (docs/rest-clients.md): never the owner by itself; a token of
   * this member at completion makes the booking theirs.
   */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  claimedUser?: User | null;

  @Property({ type: 'string', length: 50 })
  guestName!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  phone!: string | null;

  /** Where a guest abroad hears when their phone cannot take SMS (optional at checkout). */
  @Property({ type: 'string', length: 254, nullable: true })
  guestEmail?: string | null;

  /** The language the guest booked in: their notices are written in it (the consoles stay Korean). */
  @Property({ type: 'string', default: 'ko' })
  locale: Locale = 'ko';

  @ManyToOne(() => Hotel, { deleteRule: 'restrict', index: true })
  hotel!: Hotel;

  @ManyToOne(() => Room, { deleteRule: 'restrict', index: true })
  room!: Room;

  @Property({ type: 'date' })
  checkIn!: string;

  @Property({ type: 'date' })
  checkOut!: string;

  /** What it sells: nights (`NIGHT`), or hours of its check-in date (`DAY_USE`, 대실; check-out is the same date). */
  @Property({ type: 'string', default: 'NIGHT' })
  kind: StayKind = 'NIGHT';

  /** A 대실's hours: the guest's start and end, and the end of the cleaning buffer its room is held until. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  dayUseStartsAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  dayUseEndsAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  dayUseHeldUntil?: Date | null;

  @Property({ type: 'smallint' })
  roomCount!: number;

  @Property({ type: 'smallint' })
  persons!: number;

  /** Sum of the nights' prices × rooms, in won. */
  @Property({ type: 'integer' })
  basePrice!: number;

  @Property({ type: 'integer' })
  taxes!: number;

  @Property({ type: 'integer', default: 0 })
  couponDiscount!: number;

  /** What the guest pays: basePrice + taxes − couponDiscount. */
  @Property({ type: 'integer' })
  totalAmount!: number;

  @ManyToOne(() => UserCoupon, { nullable: true, deleteRule: 'set null' })
  userCoupon?: UserCoupon | null;

  @Enum({ items: [...RESERVATION_STATUS_KEYS], type: 'string', default: 'PENDING' })
  status: ReservationStatus = 'PENDING';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  holdExpiresAt!: Date;

  /** The client that prepared it (IP, and the browser's X-Browser-Key): hold limits and abandoned checkouts. */
  @Property({ type: 'string', length: 64, nullable: true })
  holdIp?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  holdBrowser?: string | null;

  /** Where its money is (payments/money-state.ts: the one table of allowed moves). */
  @Property({ type: 'string', length: 20, default: 'NONE' })
  moneyState: MoneyState = 'NONE';

  /** The paymentKey of the last confirm sent to Toss, so an abandoned attempt can be cancelled there. */
  @Property({ type: 'string', length: 200, nullable: true })
  attemptedPaymentKey?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  hiddenAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  confirmedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  canceledAt?: Date | null;

  /** The front desk's marks (front-desk.service.ts): checked in, checked out, or a no-show (status NO_SHOW). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  checkedInAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  checkedOutAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  noShowAt?: Date | null;

  /** Refunded on cancellation, in won. */
  @Property({ type: 'integer', default: 0 })
  canceledAmount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
