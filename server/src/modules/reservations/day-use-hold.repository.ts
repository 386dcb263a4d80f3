import type { EntityManager } from '@mikro-orm/postgresql';
import type { DayUseDay, DayUseOffer } from '@shim/common/day-use';
import { executeNamed, lockKeyOf } from '../../db/named';
import { guestVisibleSql } from '../hotels/hotel.repository';
import { dayUseHalfHourRefusedSql } from '../stays/day-use-stay.repository';
import { isBookingNumberTaken } from './booking-number';
import { DAY_SLOTS, type DayUseSlots } from './day-use-slots';
import { GUEST_HOLDS_COUNT, type GuestAllowance, type HoldOutcome, type NewHold } from './hold.repository';

/**
 * The SQL of 대실 inventory (docs/decisions/reservations.md "대실 inventory"): a use takes its half hours on its
 * date's `room_nights` row (`day_use`) and raises the night peaks of the nights whose hours it shares
 * (`day_use_night_peak`), under the same row locks, in date order, as the nights' own holds.
 */

/** A room type of a lodging taking bookings, with what a 대실 of it needs. */
export interface DayUseRoom {
  id: number;
  name: string;
  capacity: number;
  hotelId: number;
  hotelName: string;
  checkinTime: string;
  checkoutTime: string;
  freeCancelMinutes: number;
  /** Null: the room type sells no 대실. */
  offer: DayUseOffer | null;
  day: DayUseDay;
}

/** A room type's 대실 offer as `DayUseOffer` JSON (null: none), `r` the room's alias. */
export const dayUseOfferSql = (r: string): string =>
  `(select json_build_object('enabled', o.enabled, 'opens', to_char(o.opens, 'HH24:MI'),
            'closes', case when o.closes = '24:00' then '24:00' else to_char(o.closes, 'HH24:MI') end,
            'weekendOpens', to_char(o.weekend_opens, 'HH24:MI'),
            'weekendCloses', case when o.weekend_closes = '24:00' then '24:00'
                                  else to_char(o.weekend_closes, 'HH24:MI') end,
            'lastStart', to_char(o.last_start, 'HH24:MI'), 'bufferMinutes', o.buffer_minutes,
            'maxRooms', o.max_rooms, 'durations', o.durations)
     from day_use_offers o where o.room_id = ${r}.id)`;

/** The date's 대실 override as `DayUseDay` JSON (null: none), `date` an SQL date expression. */
export const dayUseDaySql = (r: string, date: string): string =>
  `(select json_build_object('prices', d.prices, 'maxRooms', d.max_rooms, 'closed', d.closed)
     from day_use_days d where d.room_id = ${r}.id and d.date = ${date})`;

/** The active room type `roomId` of the lodging `hotelId` (approved, shown), its times, 대실 offer and the date's override. */
export async function findDayUseRoom(
  em: EntityManager,
  criteria: { roomId: number; hotelId: number; date: string },
): Promise<DayUseRoom | undefined> {
  const [room] = await executeNamed<DayUseRoom>(
    em,
    `select r.id, r.name, r.capacity, h.id as "hotelId", h.name as "hotelName",
            coalesce(r.checkin_time, h.checkin_time) as "checkinTime",
            coalesce(r.checkout_time, h.checkout_time) as "checkoutTime",
            h.day_use_free_cancel_minutes as "freeCancelMinutes",
            ${dayUseOfferSql('r')} as offer,
            ${dayUseDaySql('r', ':date')} as day
       from rooms r join hotels h on h.id = r.hotel_id
      where r.id = :roomId and r.hotel_id = :hotelId and r.active and ${guestVisibleSql('h')}`,
    criteria,
  );
  return room;
}

/** A new PENDING 대실: a night's hold with its hours instead of nights. */
export interface NewDayUseHold extends Omit<NewHold, 'stay' | 'stayPrice' | 'checkIn' | 'checkOut' | 'persons'> {
  persons: number;
  slots: DayUseSlots;
  /** The most rooms of the type in 대실 use at once on the date (the offer's, or the day's). */
  maxRooms: number;
  startsAt: Date;
  endsAt: Date;
  heldUntil: Date;
}

/**
 * In ONE statement (its own transaction), as a night's hold: a guest's open holds counted against the allowance;
 * the previous night's row (only when the use begins before its check-out) and the date's row locked in date
 * order; every half hour of the use checked (대실 rooms within `maxRooms`; 대실 plus the nights holding that half
 * hour within the rooms of the type); the half hours taken, the night peaks raised, the reservation inserted.
 */
const HOLD_DAY_USE_SQL = `with allowance as (
       select :allowanceIp::text is null
              or (c.first < :openPerIp and c.second + :roomNights <= :roomNightsPerIp) as ok
         from locked_count(:allowanceLock, :allowanceCount, :allowanceIp, :now) c),
     locked as (
       select date, total, held, sold, day_use, room_active from room_nights
        where room_id = :roomId and date >= :lockFrom and date <= :date and (select ok from allowance)
        order by date for update),
     eve as (select * from locked where date = :prevDate),
     slots as (
       select k, coalesce(t.day_use[k + 1], 0) + :roomCount as used, k < :checkoutSlot as morning,
              k >= :checkinSlot as evening, t.held + t.sold as tonight, t.total
         from locked t cross join generate_series(:startSlot::int, :endSlot::int - 1) k
        where t.date = :date),
     verdict as (
       select exists (select 1 from locked where date = :date and room_active) and not exists (
                select 1 from slots s left join eve e on true
                 where ${dayUseHalfHourRefusedSql({
                   used: 's.used',
                   morning: 's.morning',
                   evening: 's.evening',
                   eveTaken: 'e.held + e.sold',
                   eveTotal: 'e.total',
                   tonightTaken: 's.tonight',
                   total: 's.total',
                   maxRooms: ':maxRooms',
                 })}) as ok),
     taken as (
       update room_nights n
          set day_use = (select array_agg((coalesce(n.day_use[k + 1], 0)
                                 + case when k >= :startSlot and k < :endSlot then :roomCount else 0 end)::smallint order by k)
                           from generate_series(0, ${DAY_SLOTS - 1}) k),
              day_use_night_peak = greatest(n.day_use_night_peak,
                                            coalesce((select max(s.used) from slots s where s.evening), 0))
         from verdict where verdict.ok and n.room_id = :roomId and n.date = :date
       returning 1),
     morning_peak as (
       update room_nights n
          set day_use_night_peak = greatest(n.day_use_night_peak, (select max(s.used) from slots s where s.morning))
         from verdict where verdict.ok and n.room_id = :roomId and n.date = :prevDate
          and exists (select 1 from slots s where s.morning)
       returning 1),
     booked as (
       insert into reservations (order_id, booking_number, user_id, claimed_user_id, guest_name, phone, hotel_id,
         room_id, check_in, check_out, room_count, persons, base_price, taxes, coupon_discount, total_amount,
         user_coupon_id, status, hold_expires_at, canceled_amount, created_at, hold_ip, hold_browser,
         kind, day_use_starts_at, day_use_ends_at, day_use_held_until, locale, guest_email)
       select :orderId, :bookingNumber, :userId, (select u.id from users u where u.id = :claimedUserId::int), :guestName,
              :phone, :hotelId, :roomId, :date, :date, :roomCount, :persons, :basePrice, :taxes, :couponDiscount,
              :totalAmount, :userCouponId, 'PENDING', :holdExpiresAt, 0, :now, :holdIp, :holdBrowser,
              'DAY_USE', :startsAt, :endsAt, :heldUntil, :locale, :guestEmail
         from verdict where verdict.ok
       returning id),
     consented as (
       insert into checkout_consents (reservation_id, kind, version, agreed, agreed_at)
       select b.id, c.kind, c.version, c.agreed, :now
         from booked b, jsonb_to_recordset(cast(:consents as jsonb)) as c(kind text, version text, agreed boolean))
     select (select ok from allowance) as allowed, (select ok from verdict) as ok, (select id from booked) as id,
            (select count(*) from taken) + (select count(*) from morning_peak) as touched`;

/** Holds a 대실 (see `HOLD_DAY_USE_SQL`); a guest's IP lock as for nights (hold.repository.ts `holdStay`). */
export async function holdDayUse(
  em: EntityManager,
  hold: NewDayUseHold,
  allowance: GuestAllowance | null,
): Promise<HoldOutcome> {
  const { slots, consents, ...rest } = hold;
  const params = {
    ...rest,
    ...slots,
    lockFrom: slots.startSlot < slots.checkoutSlot ? slots.prevDate : slots.date,
    consents: JSON.stringify(consents),
    allowanceIp: allowance?.ip ?? null,
    allowanceLock: allowance ? lockKeyOf(`guest-holds:${allowance.ip}`) : 0,
    allowanceCount: GUEST_HOLDS_COUNT,
    openPerIp: allowance?.openPerIp ?? 0,
    roomNightsPerIp: allowance?.roomNightsPerIp ?? 0,
    // A use counts as one room-night of a guest's allowance per room.
    roomNights: hold.roomCount,
  };
  let row: { allowed: boolean; ok: boolean; id: number | null } | undefined;
  try {
    [row] = await executeNamed(em, HOLD_DAY_USE_SQL, params, { prepared: 'booking.hold-day-use' });
  } catch (error) {
    if (isBookingNumberTaken(error)) return { held: false, reason: 'numberTaken' };
    throw error;
  }
  if (row?.id) return { held: true, id: row.id };
  return { held: false, reason: row && !row.allowed ? 'tooManyHolds' : 'soldOut' };
}
