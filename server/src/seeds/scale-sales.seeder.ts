import type { EntityManager } from '@mikro-orm/postgresql';
import { todayInSeoul } from '@shim/common/dates';
import { TAXES_AND_FEES } from '@shim/common/reservations';
import { hashPassword } from '../platform/auth/passwords';

/** The scale set's manager of many lodgings (npm run bench:manager logs in as it). */
export const SCALE_MANAGER = { email: 'bench-manager@example.com', password: 'Passw0rd!' } as const;

/** One stay of 1–3 nights per room type in some slots of this many days. */
const SLOT_DAYS = 14;
const BATCH_HOTELS = 1000;

/**
 * The scale set's bookings (docs/performance.md): for every benchmark lodging, per room type at most one paid
 * stay per 14-day slot over `pastDays` before today and a few over the next `futureDays`, a tenth of them
 * cancelled and refunded (in full or half). The first `managerLodgings` lodgings belong to
 * SCALE_MANAGER and get their past nights in `room_nights`, sold as their stays say; the other lodgings'
 * past nights are not written (22 million rows the admin figures never read). Set-based, a batch of
 * lodgings per statement; the payments' triggers fill the dashboards' rollups. Returns the bookings added.
 */
export async function seedScaleSales(
  em: EntityManager,
  options: { pastDays: number; futureDays: number; managerLodgings: number },
  progress?: (hotelsDone: number, hotels: number) => void,
): Promise<number> {
  const connection = em.getConnection();
  const run = <T extends object>(sql: string, bindings: Record<string, unknown>) =>
    connection.execute<T>(connection.getKnex().raw(sql, bindings));
  const today = todayInSeoul();
  const passwordHash = await hashPassword(SCALE_MANAGER.password);
  await run(
    `insert into users (email, name, password_hash, role, company_name, business_number, created_at, updated_at)
     values (:email, '벤치매니저', :passwordHash, 'ROLE_MANAGER', '벤치호스피탈리티', '1234567890', now(), now())
     on conflict do nothing`,
    { email: SCALE_MANAGER.email, passwordHash },
  );
  await run(
    `update hotels set manager_id = (select id from users where email = :email)
      where id in (select id from hotels where info = '벤치마크용 숙소입니다.' and manager_id is null
                    order by id limit :count)`,
    { email: SCALE_MANAGER.email, count: options.managerLodgings },
  );
  await run(
    `insert into room_nights (room_id, hotel_id, date, total, held, sold, room_capacity, room_active, price)
     select r.id, r.hotel_id, d::date, r.unit_count, 0, 0, r.capacity, r.active, r.base_price
       from rooms r join hotels h on h.id = r.hotel_id join users m on m.id = h.manager_id and m.email = :email
      cross join generate_series(:today::date - :pastDays, :today::date - 1, interval '1 day') d
     on conflict (room_id, date) do nothing`,
    { email: SCALE_MANAGER.email, today, pastDays: options.pastDays },
  );

  const [{ min, max } = { min: 0, max: -1 }] = await run<Array<{ min: number; max: number }>>(
    `select coalesce(min(id), 0) as min, coalesce(max(id), -1) as max from hotels where info = '벤치마크용 숙소입니다.'`,
    {},
  );
  let bookings = 0;
  for (let from = min; from <= max; from += BATCH_HOTELS) {
    const [row] = await run<Array<{ count: number }>>(
      `with slots as materialized (
         select r.id as room_id, r.hotel_id, r.capacity, r.base_price, k,
                :today::date + k * :slot + floor(random() * (:slot - 3))::int as check_in,
                1 + floor(random() * 3)::int as nights, random() as draw, random() as lead, random() as kind
           from rooms r join hotels h on h.id = r.hotel_id
          cross join generate_series(-(:pastDays / :slot), greatest(:futureDays / :slot - 1, -1)) k
          where h.info = '벤치마크용 숙소입니다.' and h.id between :from and :to),
       stays as (
         select s.*, s.check_in + s.nights as check_out, s.base_price * s.nights + :taxes as total,
                case when s.check_in >= :today::date then now() - s.lead * interval '20 days'
                     else (s.check_in::timestamp at time zone 'Asia/Seoul') - (1 + s.lead * 30) * interval '1 day' end
                  as booked_at
           from slots s
          where (s.k < 0 and s.draw < 0.8) or (s.k >= 0 and s.draw < 0.15 and s.check_in + s.nights <= :today::date + :futureDays)),
       reservations_in as (
         insert into reservations (order_id, booking_number, guest_name, hotel_id, room_id, check_in, check_out,
                                   room_count, persons, base_price, taxes, coupon_discount, total_amount, status,
                                   hold_expires_at, confirmed_at, canceled_at, canceled_amount, created_at)
         select 'bench-' || md5(random()::text || s.room_id || '-' || s.k), new_booking_number(), '벤치손님',
                s.hotel_id, s.room_id,
                s.check_in, s.check_out, 1, least(s.capacity, 2), s.total - :taxes, :taxes, 0, s.total,
                case when s.kind < 0.1 then 'CANCELED' else 'CONFIRMED' end,
                s.booked_at + interval '10 minutes', s.booked_at + interval '1 minute',
                case when s.kind < 0.1 then s.booked_at + interval '1 day' end,
                case when s.kind < 0.05 then s.total when s.kind < 0.1 then s.total / 2 else 0 end, s.booked_at
           from stays s
         returning id, order_id, room_id, check_in, check_out, status, total_amount, canceled_amount, confirmed_at),
       payments_in as (
         insert into payments (reservation_id, method, payment_key, order_id, amount, status, approved_at,
                               canceled_amount, provider_method, created_at)
         select id, 'TOSS_PAY', 'bench_' || md5(order_id), order_id, total_amount,
                case when canceled_amount = 0 then 'DONE' when canceled_amount >= total_amount then 'CANCELED'
                     else 'PARTIAL_CANCELED' end,
                confirmed_at, canceled_amount, '카드', confirmed_at
           from reservations_in),
       sold as (
         select room_id, night::date as date, count(*)::int as rooms
           from reservations_in cross join generate_series(check_in, check_out - 1, interval '1 day') night
          where status = 'CONFIRMED' group by 1, 2),
       nights as (
         update room_nights n set sold = n.sold + sold.rooms from sold
          where n.room_id = sold.room_id and n.date = sold.date)
       select count(*)::int as count from reservations_in`,
      {
        today,
        slot: SLOT_DAYS,
        pastDays: options.pastDays,
        futureDays: options.futureDays,
        taxes: TAXES_AND_FEES,
        from,
        to: from + BATCH_HOTELS - 1,
      },
    );
    bookings += row?.count ?? 0;
    progress?.(Math.min(from + BATCH_HOTELS - min, max - min + 1), max - min + 1);
  }
  await connection.execute('vacuum analyze reservations');
  await connection.execute('vacuum analyze payments');
  await connection.execute('vacuum analyze sales_days');
  await connection.execute('vacuum analyze region_sales_days');
  await connection.execute('vacuum analyze room_nights');
  return bookings;
}
