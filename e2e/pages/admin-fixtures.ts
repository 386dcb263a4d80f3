import pg from 'pg';
import { databaseUrl } from './e2e-database';

/**
 * A lodging of the journey's own, in a place no other journey searches, as a manager's new lodging would
 * be stored (one room type, 60 nights of inventory): the admin journey approves, hides and shows it without
 * changing what the other journeys find in search. The manager's form that creates one is another issue's.
 */
export async function insertLodging(name: string, place: string, status: 'PENDING' | 'APPROVED'): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    const address = `${place} 관리구 승인로 1`;
    const hotel = await client.query<{ id: number }>(
      `insert into hotels (name, type, address, region, info, latitude, longitude, status, active, manager_id, created_at)
       values ($1, 'HANOK', $2, $3, '관리자 여정용 숙소', 35.8, 127.1, $4, true,
               (select id from users where email = 'manager@example.com'), now())
       returning id`,
      [name, address, address.split(' ').slice(0, 2).join(' '), status],
    );
    const hotelId = hotel.rows[0]!.id;
    const room = await client.query<{ id: number }>(
      `insert into rooms (hotel_id, name, capacity, base_price, unit_count, active)
       values ($1, '온돌방', 4, 100000, 3, true) returning id`,
      [hotelId],
    );
    await client.query(
      `insert into room_nights (room_id, hotel_id, date, total, price, room_capacity, room_active)
       select $1, $2, (now() at time zone 'Asia/Seoul')::date + n, 3, 100000, 4, true from generate_series(0, 59) n`,
      [room.rows[0]!.id, hotelId],
    );
    await client.query('commit');
    return hotelId;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
