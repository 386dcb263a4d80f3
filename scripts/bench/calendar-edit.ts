/**
 * The rates calendar's bulk edit at scale: `updateRoomCalendar` over one year × 10 room types of the
 * benchmark manager (3,650 nights, each repriced, so each writes its night and its history row), through
 * GraphQL as the console sends it. Target: p95 < 2 s.
 */
import { loadavg } from 'node:os';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { SCALE_MANAGER } from '../../server/src/seeds/scale-sales.seeder';
import type { Connection } from './dashboards';
import { percentile } from './support';

const ROOM_TYPES = 10;
const NIGHTS = 365;

export async function bulkEditTimes(
  connection: Connection,
  headers: Record<string, string>,
  orm: MikroORM,
  runs: number,
): Promise<string[]> {
  const rows = await orm.em.getConnection().execute<Array<{ id: number }>>(
    `select r.id from rooms r join hotels h on h.id = r.hotel_id join users u on u.id = h.manager_id
      where u.email = ? order by r.id limit ?`,
    [SCALE_MANAGER.email, ROOM_TYPES],
  );
  const roomIds = rows.map((row) => row.id);
  const from = addDays(todayInSeoul(), 1);
  const to = addDays(from, NIGHTS - 1);
  const edit = async (price: number) => {
    const body = JSON.stringify({
      query: `mutation ($input: UpdateRoomCalendarInput!) { updateRoomCalendar(input: $input) { updatedNights } }`,
      variables: { input: { roomIds, from, to, price } },
    });
    const started = performance.now();
    const answer = await connection.post('/graphql', 'application/json', body, headers);
    const took = performance.now() - started;
    if (answer.status !== 200 || !answer.text.includes(`"updatedNights":${roomIds.length * NIGHTS}`))
      throw new Error(`updateRoomCalendar: ${answer.status} ${answer.text.slice(0, 300)}`);
    return took;
  };
  // The first edit opens the nights the scale set has not opened yet; the timed ones reprice all of them.
  await edit(150_000);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await edit(100_000 + (i % 2) * 1000));
  const load = loadavg()[0]!.toFixed(1);
  return [
    `| updateRoomCalendar, ${roomIds.length} room types × ${NIGHTS} nights (${roomIds.length * NIGHTS} nights, each with its history row) | ${runs} | ${percentile(times, 0.5)} | ${percentile(times, 0.95)} | ${load} |`,
  ];
}
