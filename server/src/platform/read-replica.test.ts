import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { dropDatabase } from '../db/database';
import { connectReadOrm, DEFAULT_POOL, ormOptions } from '../orm';
import { importLandmarksIfEmpty } from '../modules/landmarks/landmark-sheet';
import { book, bookingScenario } from '../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { createHotel, stayFromToday } from '../../test/hotel-fixtures';

// DATABASE_READ_URL names a second database standing in for the streaming replica: it holds what the
// primary does not (a lodging, the landmarks), so an answer shows where it was read; and, as a hot standby
// is, it is read-only, so a write sent there would fail the request. scripts/replica-check.ts runs the same
// routing against a real pg_basebackup replica.
const template = new URL(inject('templateDatabaseUrl'));
const replicaName = `shim_test_${randomBytes(6).toString('hex')}_replica`;
const replicaUrl = Object.assign(new URL(template), { pathname: `/${replicaName}` }).toString();

let app: TestApp;
let replicaHotelId: number;

async function onServer(sql: string): Promise<void> {
  const admin = Object.assign(new URL(template), { pathname: '/postgres' });
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function countIn(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(`select (${sql})::int as n`).finally(() => client.end());
  return rows[0]!.n;
}

beforeAll(async () => {
  await onServer(`create database "${replicaName}" template "${template.pathname.slice(1)}"`);
  const orm = await MikroORM.init(ormOptions(replicaUrl));
  try {
    // Ids far from the primary's, so no answer can be mistaken for the other database's.
    await orm.em.getConnection().execute(`select setval('hotels_id_seq', 900000), setval('rooms_id_seq', 900000)`);
    replicaHotelId = (await createHotel(orm, { name: '거울 호텔', address: '거울특별시 반사구 비춤로 1' })).hotel.id;
    await importLandmarksIfEmpty(orm.em.fork());
  } finally {
    await orm.close();
  }
  await onServer(`alter database "${replicaName}" set default_transaction_read_only = on`);
  app = await startTestApp({ DATABASE_READ_URL: replicaUrl });
});
afterAll(async () => {
  await app?.close();
  await dropDatabase(replicaUrl, replicaName);
});

const stay = stayFromToday(10);
const searchBody = (region: string) => ({ region, ...stay, numberOfRooms: 1, numberOfPeople: 2 });

describe('with DATABASE_READ_URL', () => {
  it('reads search, hotel detail and the catalog from the replica', async () => {
    const { hotel: primaryOnly } = await createHotel(app.orm, { name: '원본 호텔', address: '원본특별시 본디구 1' });

    const found = await app.request('POST', '/api/search', { body: searchBody('거울특별시') });
    expect(found.status).toBe(200);
    expect(found.json<Array<{ hId: number; hName: string }>>()).toEqual([
      expect.objectContaining({ hId: replicaHotelId, hName: '거울 호텔' }),
    ]);
    const paged = await app.request('POST', '/api/search?page=0&size=5', { body: searchBody('거울특별시') });
    expect(paged.json<unknown[]>()).toHaveLength(1);
    // Written to the primary a moment ago, not (yet) on the replica: search and detail do not see it.
    expect((await app.request('POST', '/api/search', { body: searchBody('원본특별시') })).status).toBe(204);
    expect((await app.request('GET', `/api/hotels/${primaryOnly.id}`)).status).toBe(404);

    const detail = await app.request('GET', `/api/hotels/${replicaHotelId}`);
    expect(detail).toMatchObject({ status: 200, body: { hName: '거울 호텔' } });
    const graph = await app.graphql<{
      searchHotels: { totalCount: number; edges: Array<{ node: { name: string } }> };
      hotel: { name: string };
      landmarks: { totalCount: number };
    }>(
      `query ($c: SearchInput!, $id: Int!) {
         searchHotels(criteria: $c, first: 5) { totalCount edges { node { name } } }
         hotel(id: $id) { name }
         landmarks(first: 1) { totalCount }
       }`,
      {
        c: { region: '거울특별시', startDate: stay.startDate, endDate: stay.endDate, rooms: 1, persons: 2 },
        id: replicaHotelId,
      },
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.searchHotels).toMatchObject({ totalCount: 1, edges: [{ node: { name: '거울 호텔' } }] });
    expect(graph.data!.hotel.name).toBe('거울 호텔');
    // The landmarks were imported into the replica only.
    expect(graph.data!.landmarks.totalCount).toBeGreaterThan(0);
    expect(await countIn(app.config.DATABASE_URL!, 'select count(*) from landmarks')).toBe(0);
  });

  it('writes to the primary only, and reads a booking back from it', async () => {
    const s = await bookingScenario(app, { unitCount: 2 });
    const reservationsBefore = await countIn(replicaUrl, 'select count(*) from reservations');
    // The lodging exists on the primary only: the hold, payment and completion all read and write there.
    const { prepared } = await book(app, s.body(12), s.token);

    // The booking's own reads right after it (the member's list, the order page) see it: the primary's.
    const mine = await app.request('GET', '/api/mypage/reservations', { token: s.token });
    expect(mine.status).toBe(200);
    expect(mine.json<Array<{ reservationId: number }>>().map((r) => r.reservationId)).toContain(prepared.reservationId);
    expect((await app.request('GET', `/api/reservations/order/${prepared.orderId}`)).status).toBe(200);
    expect(await countIn(app.config.DATABASE_URL!, 'select count(*) from reservations')).toBe(1);
    expect(await countIn(replicaUrl, 'select count(*) from reservations')).toBe(reservationsBefore);
    expect(await countIn(replicaUrl, 'select count(*) from payments')).toBe(0);
  });

  it('opens its read pool read-only, so a write sent there by mistake fails even on a writable server', async () => {
    const pool = await connectReadOrm(app.config.DATABASE_URL!, DEFAULT_POOL);
    try {
      await expect(pool.em.getConnection().execute('update hotels set name = name')).rejects.toThrow(/read-only/);
      expect(await pool.em.getConnection().execute('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await pool.close();
    }
  });
});
