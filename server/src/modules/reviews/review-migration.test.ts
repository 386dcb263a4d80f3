import type { AbstractSqlDriver } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Migration20261125170000ReviewReservation } from '../../db/migrations/Migration20261125170000ReviewReservation';
import { book, bookingScenario } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel } from '../../../test/hotel-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** Runs the migration's `up` or `down` statements against the test database. */
async function run(direction: 'up' | 'down') {
  const migration = new Migration20261125170000ReviewReservation(
    app.orm.em.getDriver() as AbstractSqlDriver,
    app.orm.config,
  );
  await migration[direction]();
  const db = app.orm.em.fork().getConnection();
  for (const sql of migration.getQueries()) await db.execute(String(sql));
}

describe('migration ReviewReservation', () => {
  it('keeps the rows written while reservation_id was a loose number, and then enforces the key', async () => {
    await run('down');
    const s = await bookingScenario(app);
    const { prepared } = await book(app, s.body(3, 1), s.token);
    const { hotel: elsewhere } = await createHotel(app.orm);
    const db = app.orm.em.fork().getConnection();
    const insert = async (hotelId: number, reservationId: number | null, minutesAgo: number) => {
      const [row] = await db.execute<Array<{ id: number }>>(
        `insert into reviews (hotel_id, reservation_id, score, content, created_at)
         values (?, ?, 4, 'old', now() - make_interval(mins => ?)) returning id`,
        [hotelId, reservationId, minutesAgo],
      );
      return row!.id;
    };
    const first = await insert(s.hotel.id, prepared.reservationId, 30);
    const twin = await insert(s.hotel.id, prepared.reservationId, 10);
    const dangling = await insert(s.hotel.id, 99_999_999, 5);
    const otherHotel = await insert(elsewhere.id, prepared.reservationId, 1);
    const none = await insert(s.hotel.id, null, 1);

    await run('up');

    const rows = await db.execute<Array<{ id: number; reservation_id: number | null }>>(
      'select id, reservation_id from reviews where id in (?, ?, ?, ?, ?) order by id',
      [first, twin, dangling, otherHotel, none],
    );
    expect(rows).toEqual([
      { id: first, reservation_id: prepared.reservationId },
      { id: twin, reservation_id: null },
      { id: dangling, reservation_id: null },
      { id: otherHotel, reservation_id: null },
      { id: none, reservation_id: null },
    ]);
    const [reservation] = await db.execute<Array<{ status: string }>>('select status from reservations where id = ?', [
      prepared.reservationId,
    ]);
    expect(reservation!.status).toBe('REVIEWED');
    // No review was lost, so the lodging's figures are unchanged.
    const [figures] = await db.execute<Array<{ review_count: number }>>(
      'select review_count from hotels where id = ?',
      [s.hotel.id],
    );
    expect(figures!.review_count).toBe(4);
    await expect(insert(s.hotel.id, prepared.reservationId, 0)).rejects.toThrow(/reviews_reservation_id_unique/);
  });
});
