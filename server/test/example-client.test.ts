import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShimClient,
  findStays,
  readNights,
  readRooms,
  ShimApiError,
  updateNights,
} from '../../scripts/examples/shim-client';
import { startWebhookReceiver } from '../../scripts/examples/webhook-receiver';
import { verifyShimSignature } from '../../scripts/examples/webhook-signature';
import { consoleUser, issueKey } from '../src/modules/api-keys/api-key-fixtures';
import { startJobs } from '../src/modules/jobs';
import { signatureOf } from '../src/modules/webhooks/webhook-secret';
import { book, bookingScenario } from './booking-fixtures';
import { startTestApp, type TestApp } from './harness';
import { createHotel, stayFromToday } from './hotel-fixtures';

/** The integrators' example client (scripts/examples, docs/integrators.md) against a running server. */
let app: TestApp;
beforeAll(async () => {
  // The example webhook receiver listens on this machine.
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
});
afterAll(() => app.close());

describe('the example client', () => {
  it('finds stays across regions with a catalog key and reads the rooms of one', async () => {
    const seoul = await createHotel(app.orm, {
      address: '서울특별시 종로구 예시로 1',
      rooms: [{ basePrice: 90_000 }],
      days: 20,
    });
    const busan = await createHotel(app.orm, {
      address: '부산광역시 해운대구 예시로 2',
      rooms: [{ basePrice: 70_000 }],
      days: 20,
    });
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const { key } = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] });
    const client = createShimClient({ url: app.url, key });
    const stay = { ...stayFromToday(7, 2), persons: 2, rooms: 1 };

    const stays = await findStays(client, ['서울', '부산'], stay);
    const ids = stays.map((found) => found.id);
    expect(ids).toEqual(expect.arrayContaining([seoul.hotel.id, busan.hotel.id]));
    expect(ids.indexOf(busan.hotel.id)).toBeLessThan(ids.indexOf(seoul.hotel.id));
    expect(client.remaining).not.toBeNull();

    const hotel = await readRooms(client, busan.hotel.id, stay);
    expect(hotel.rooms[0]?.offer).toMatchObject({ bookable: true, price: 70_000, stayPrice: 140_000 });
  });

  it("surfaces the API's error code, as a revoked key gets", async () => {
    const client = createShimClient({ url: app.url, key: 'shim_live_revokedrevokedrevokedrevoked00' });
    const failure = await readRooms(client, 1, { ...stayFromToday(7, 1), persons: 2, rooms: 1 }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ShimApiError);
    expect(failure).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });

  it('verifies a webhook signature of the documented format and refuses a forged or stale one', () => {
    const body = '{"id":"evt_1","type":"reservation.confirmed"}';
    const t = 1_800_000_000;
    const v1 = createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex');
    expect(verifyShimSignature(`t=${t},v1=${v1}`, body, 'whsec_test', t + 10)).toBe(true);
    expect(verifyShimSignature(`t=${t},v1=${v1}`, `${body} `, 'whsec_test', t + 10)).toBe(false);
    expect(verifyShimSignature(`t=${t},v1=${v1}`, body, 'other', t + 10)).toBe(false);
    expect(verifyShimSignature(`t=${t},v1=${v1}`, body, 'whsec_test', t + 3600)).toBe(false);
  });

  it("keeps a channel manager's rates in step: a calendar:write key updates a night and reads it back", async () => {
    const manager = await consoleUser(app, 'ROLE_MANAGER');
    const other = await consoleUser(app, 'ROLE_MANAGER');
    const mine = await createHotel(app.orm, { manager: manager.user, rooms: [{ basePrice: 100_000 }], days: 20 });
    const theirs = await createHotel(app.orm, { manager: other.user, rooms: [{ basePrice: 100_000 }], days: 20 });
    const { key } = await issueKey(app, manager.token, 'ROLE_MANAGER', { scopes: ['calendar:write'] });
    const client = createShimClient({ url: app.url, key });
    const { startDate: night } = stayFromToday(5);
    const room = { hotelId: mine.hotel.id, roomId: mine.rooms[0]!.id };

    const updated = await updateNights(client, { roomIds: [room.roomId], from: night, to: night, price: 189_000 });
    expect(updated.updatedNights).toBe(1);
    expect(updated.nights).toEqual([expect.objectContaining({ roomId: room.roomId, date: night, price: 189_000 })]);
    const nights = await readNights(client, room, night, stayFromToday(6).startDate);
    expect(nights.map(({ date, price, sold, closed }) => ({ date, price, sold, closed }))).toEqual([
      { date: night, price: 189_000, sold: 0, closed: false },
      { date: stayFromToday(6).startDate, price: 100_000, sold: 0, closed: false },
    ]);

    // Another manager's room and lodging are not there for this key; nothing of theirs changed.
    const push = updateNights(client, { roomIds: [theirs.rooms[0]!.id], from: night, to: night, price: 1_000 });
    await expect(push).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const read = readNights(client, { hotelId: theirs.hotel.id, roomId: theirs.rooms[0]!.id }, night, night);
    await expect(read).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { key: theirKey } = await issueKey(app, other.token, 'ROLE_MANAGER', { scopes: ['calendar:write'] });
    const untouched = await readNights(
      createShimClient({ url: app.url, key: theirKey }),
      { hotelId: theirs.hotel.id, roomId: theirs.rooms[0]!.id },
      night,
      night,
    );
    expect(untouched[0]?.price).toBe(100_000);
  });

  it('receives signed deliveries once each, and refuses a forged one', async () => {
    const receiver = await startWebhookReceiver({ secret: 'whsec_example' });
    try {
      const body = JSON.stringify({ id: 'evt_9', type: 'reservation.confirmed', createdAt: '', data: {} });
      const post = (signature: string) =>
        fetch(receiver.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shim-signature': signature },
          body,
        }).then((answer) => answer.status);
      expect(await post(signatureOf('whsec_example', body, new Date()))).toBe(204);
      expect(await post(signatureOf('whsec_example', body, new Date()))).toBe(204);
      expect(await post(signatureOf('whsec_forged', body, new Date()))).toBe(401);
      expect(receiver.events.map((event) => event.id)).toEqual(['evt_9']);
      expect(receiver.rejected).toBe(1);
    } finally {
      await receiver.close();
    }
  });

  it('reacts to a booking by webhook: the receiver gets reservation.confirmed from the job queue, verified', async () => {
    const jobs = await startJobs(app.http.services, {
      databaseUrl: app.config.DATABASE_URL!,
      selfUrl: app.url,
      schedules: [],
      pollIntervalMs: 200,
    });
    const receiver = await startWebhookReceiver();
    try {
      const manager = await consoleUser(app, 'ROLE_MANAGER');
      const scenario = await bookingScenario(app, {}, { manager: manager.user });
      const registered = await app.request('POST', '/api/manager/webhooks', {
        token: manager.token,
        body: { url: receiver.url, events: ['reservation.confirmed'] },
      });
      expect(registered.status).toBe(200);
      receiver.secret = registered.json<{ secret: string }>().secret;

      const { completion } = await book(app, scenario.body(12));
      const event = await receiver.waitFor((e) => e.data.reservationId === completion.reservationId, 30_000);
      expect(event).toMatchObject({ type: 'reservation.confirmed', data: { status: 'CONFIRMED' } });
      expect(receiver.rejected).toBe(0);
    } finally {
      await receiver.close();
      await jobs.stop();
    }
  }, 60_000);
});
