import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInSeoul } from '@shim/common/dates';
import { TAXES_AND_FEES } from '@shim/common/reservations';

/** Days of history behind today, and the future days that get a few bookings. */
const PAST_DAYS = 730;
const FUTURE_DAYS = 90;
/** Each unit's timeline is cut into slots of this many days; a slot holds at most one stay of 1–3 nights. */
const SLOT_DAYS = 5;

const GUEST_NAMES = ['최유나', '강도현', '윤서아', '임재원', '한지우', '오승민', '서하린', '신동욱'];
const REVIEWS = [
  '객실이 깨끗하고 직원분들이 친절했어요.',
  '위치가 좋아서 여행 다니기 편했습니다.',
  '조식이 맛있고 침구가 포근했어요. 다음에 또 올게요.',
  '가격 대비 만족스러운 숙소였습니다.',
  '체크인이 빨라서 좋았고 방음도 괜찮았어요.',
];

/**
 * Two years of the demo manager's bookings (docs/decisions/dashboards.md), set-based: the past nights
 * of its open lodgings, then per room unit one stay of 1–3 nights in some 5-day slots (more in summer and
 * December, growing over the years), so no night is oversold. About a third are guests', the rest the
 * demo reviewers' (never the demo member's, whose history stays two stays); some were cancelled and
 * refunded, some reviewed. The next 90 days get a few bookings, never on a room type's first unit, so
 * every room keeps a free unit for the site's journeys. Payments carry the sales (migration DashboardSales),
 * each with its twin in the local Toss sandbox (cancel and refund work on every row), `room_nights.sold`
 * the stays that were not cancelled.
 */
export async function seedDemoSales(tx: EntityManager, managerEmail: string, reviewerEmails: string[]): Promise<void> {
  const connection = tx.getConnection();
  const run = (sql: string, bindings: Record<string, unknown>) =>
    connection.execute(connection.getKnex().raw(sql, bindings), [], 'run', tx.getTransactionContext());
  const today = todayInSeoul();
  const mine = `select r.* from rooms r join hotels h on h.id = r.hotel_id join users m on m.id = h.manager_id
                 where m.email = :managerEmail and h.status = 'APPROVED' and h.active and r.active`;

  // Past nights at the base price, Friday and Saturday +20% (night-price.ts's weekend rule).
  await run(
    `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
     select r.id, r.hotel_id, d::date, r.unit_count, 0, 0, r.capacity, r.active,
            case when extract(isodow from d) in (5, 6) then (round(r.base_price * 1.2 / 1000) * 1000)::int
                 else r.base_price end
       from (${mine}) r
      cross join generate_series(:today::date - :pastDays, :today::date - 1, interval '1 day') d
     on conflict (room_id, date) do nothing`,
    { managerEmail, today, pastDays: PAST_DAYS },
  );

  await run(
    `with units as (
       select r.id as room_id, r.hotel_id, r.capacity, u,
              -- A unit some earlier seed already sold a night of stays out of the past.
              exists (select 1 from room_nights n where n.room_id = r.id and n.sold > 0) as taken
         from (${mine}) r cross join generate_series(0, r.unit_count - 1) u),
     slots as materialized (
       select units.*, k, :today::date + k * :slot as slot_start,
              random() as draw, 1 + floor(random() * 3)::int as nights, random() as shift, random() as lead,
              random() as kind, random() as who
         from units cross join generate_series(-(:pastDays / :slot), :futureDays / :slot - 1) k),
     stays as (
       select s.*, s.slot_start + floor(s.shift * (:slot + 1 - s.nights))::int as check_in
         from slots s
        where case when s.k < 0
                then not (s.u = 0 and s.taken)
                     and s.draw < (case when extract(month from s.slot_start) in (7, 8, 12) then 0.65
                                        when extract(month from s.slot_start) in (1, 5, 10) then 0.5 else 0.35 end)
                                  * (0.7 + 0.3 * (s.k + :pastDays / :slot) / (:pastDays / :slot))
                else s.u > 0 and s.draw < 0.12 end),
     booked as (
       select st.*, st.check_in + st.nights as check_out,
              (select sum(n.price) from room_nights n
                where n.room_id = st.room_id and n.date >= st.check_in and n.date < st.check_in + st.nights)::int
                as base_price,
              case when st.check_in >= :today::date then now() - st.lead * interval '20 days'
                   else (st.check_in::timestamp at time zone 'Asia/Seoul') - (1 + st.lead * 44) * interval '1 day'
                        + st.who * interval '12 hours' end as booked_at,
              case when st.kind < 0.08 then 'CANCELED'
                   when st.check_in + st.nights < :today::date and st.kind > 0.7 and st.who >= 0.35 then 'REVIEWED'
                   else 'CONFIRMED' end as status,
              case when st.who < 0.35 then null
                   else (:reviewers::text[])[1 + floor((st.who - 0.35) / 0.65 * :reviewerCount)::int] end as email
         from stays st),
     guests as (
       select b.*, u.id as user_id, coalesce(u.name, (:guestNames::text[])[1 + floor(b.shift * :guestCount)::int]) as name,
              b.base_price + :taxes as total,
              case when b.kind < 0.05 then b.base_price + :taxes
                   when b.kind < 0.08 then round((b.base_price + :taxes) * 0.5)::int else 0 end as refund
         from booked b left join users u on u.email = b.email),
     reservations_in as (
       insert into reservations (order_id, booking_number, user_id, guest_name, phone, hotel_id, room_id, check_in,
                                 check_out, room_count, persons, base_price, taxes, coupon_discount, total_amount,
                                 status, hold_expires_at, confirmed_at, canceled_at, canceled_amount, money_state,
                                 created_at)
       select 'demo-' || md5(random()::text || g.room_id || '-' || g.u || '-' || g.k), new_booking_number(),
              g.user_id, g.name,
              '010' || lpad((floor(g.who * 90000000) + 10000000)::text, 8, '0'), g.hotel_id, g.room_id,
              g.check_in, g.check_out, 1, least(g.capacity, 2), g.base_price, :taxes, 0, g.total, g.status,
              g.booked_at + interval '10 minutes', g.booked_at + interval '1 minute',
              case when g.status = 'CANCELED' then g.booked_at + (g.check_in::timestamp - g.booked_at::timestamp) / 2 end,
              g.refund,
              case when g.refund = 0 then 'PAID' when g.refund >= g.total then 'REFUNDED_FULL'
                   else 'REFUNDED_PARTIAL' end,
              g.booked_at
         from guests g
       returning id, order_id, user_id, hotel_id, room_id, check_in, check_out, status, total_amount,
                 canceled_amount, confirmed_at, canceled_at),
     payments_in as (
       insert into payments (reservation_id, method, payment_key, order_id, amount, status, approved_at,
                             canceled_amount, provider_method, created_at)
       select id, 'TOSS_PAY', 'demo_' || md5(order_id), order_id, total_amount,
              case when canceled_amount = 0 then 'DONE' when canceled_amount >= total_amount then 'CANCELED'
                   else 'PARTIAL_CANCELED' end,
              confirmed_at, canceled_amount, '카드', confirmed_at
         from reservations_in
       returning reservation_id, payment_key, order_id, amount, status, approved_at, canceled_amount, created_at),
     -- The same payment in the local Toss sandbox (with its refund), so the demo's cancel and refund reach a
     -- payment Toss knows, and the settled attempts a real payment leaves, so the daily check finds no difference.
     sandbox_in as (
       insert into sandbox_payments (payment_key, order_id, order_name, amount, status, approved_at, canceled_amount,
                                     cancels, created_at)
       select p.payment_key, p.order_id, left(h.name || ' ' || r.name, 100), p.amount, p.status, p.approved_at,
              p.canceled_amount,
              case when p.canceled_amount > 0 then jsonb_build_array(jsonb_build_object(
                     'transactionKey', 'tsbxc_' || p.payment_key, 'cancelAmount', p.canceled_amount,
                     'cancelReason', :cancelReason::text,
                     'canceledAt', to_char(ri.canceled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
                   else '[]'::jsonb end,
              p.created_at
         from payments_in p join reservations_in ri on ri.id = p.reservation_id
         join hotels h on h.id = ri.hotel_id join rooms r on r.id = ri.room_id),
     attempts_in as (
       insert into payment_attempts (reservation_id, order_id, payment_key, kind, amount, reason, idempotency_key,
                                     state, toss_amount, tries, next_try_at, created_at, settled_at)
       select p.reservation_id, p.order_id, p.payment_key, 'CONFIRM', p.amount, ''::text, 'demo-confirm-' || p.payment_key,
              'DONE', p.amount, 1, p.approved_at, p.approved_at, p.approved_at
         from payments_in p
       union all
       select p.reservation_id, p.order_id, p.payment_key, 'CANCEL', p.canceled_amount, :cancelReason::text,
              'demo-cancel-' || p.payment_key, 'DONE', p.canceled_amount, 1, ri.canceled_at, ri.canceled_at,
              ri.canceled_at
         from payments_in p join reservations_in ri on ri.id = p.reservation_id
        where p.canceled_amount > 0),
     reviews_in as (
       insert into reviews (hotel_id, user_id, reservation_id, score, content, created_at)
       select hotel_id, user_id, id, 3 + floor(random() * 3)::int,
              (:reviews::text[])[1 + floor(random() * :reviewCount)::int],
              (check_out::timestamp at time zone 'Asia/Seoul') + interval '1 day 10 hours'
         from reservations_in where status = 'REVIEWED'),
     sold as (
       select room_id, night::date as date, count(*)::int as rooms
         from reservations_in cross join generate_series(check_in, check_out - 1, interval '1 day') night
        where status <> 'CANCELED' group by 1, 2)
     update room_nights n set sold = n.sold + sold.rooms from sold
      where n.room_id = sold.room_id and n.date = sold.date`,
    {
      managerEmail,
      today,
      pastDays: PAST_DAYS,
      futureDays: FUTURE_DAYS,
      slot: SLOT_DAYS,
      taxes: TAXES_AND_FEES,
      reviewers: pgArray(reviewerEmails),
      reviewerCount: reviewerEmails.length,
      guestNames: pgArray(GUEST_NAMES),
      guestCount: GUEST_NAMES.length,
      reviews: pgArray(REVIEWS),
      reviewCount: REVIEWS.length,
      cancelReason: '고객 요청에 의한 취소',
    },
  );
}

/** A PostgreSQL array literal of plain words (no quotes or commas in them). */
const pgArray = (values: string[]): string => `{${values.map((value) => `"${value}"`).join(',')}}`;
