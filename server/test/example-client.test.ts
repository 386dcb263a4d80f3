import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShimClient, findStays, readRooms, ShimApiError } from '../../scripts/examples/shim-client';
import { verifyShimSignature } from '../../scripts/examples/webhook-signature';
import { consoleUser, issueKey } from '../src/modules/api-keys/api-key-fixtures';
import { startTestApp, type TestApp } from './harness';
import { createHotel, stayFromToday } from './hotel-fixtures';

/** The integrators' example client (scripts/examples, docs/integrators.md) against a running server. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
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
});
