import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, returnOriginOf } from '@shim/common/api-keys';
import {
  bookingByOrder,
  completeBooking,
  createShimClient,
  payInSandboxWindow,
  paymentWindowConfig,
  prepareBooking,
} from '../../../../scripts/examples/shim-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createHotel, stayFromToday } from '../../../test/hotel-fixtures';
import { consoleUser, issueKey, keyed } from './api-key-fixtures';

/** A booking partner's return origins: kept on the key, checked at prepare, honoured by the sandbox's window. */
let app: TestApp;
let admin: { token: string };
beforeAll(async () => {
  // Every buyer here comes from 127.0.0.1, which may keep only a couple of unpaid holds at once.
  app = await startTestApp({}, { limitFactor: 10 });
  admin = await consoleUser(app, 'ROLE_ADMIN');
});
afterAll(() => app.close());

const PARTNER = 'https://partner.example';

async function partnerKey(returnOrigins: string[] = [PARTNER]) {
  return issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read', 'bookings:write'], returnOrigins });
}

async function stayOf(offset: number) {
  const { hotel, rooms } = await createHotel(app.orm, { rooms: [{ basePrice: 80_000, unitCount: 2 }], days: 30 });
  const { startDate, endDate } = stayFromToday(offset, 1);
  return { hotelId: hotel.id, roomId: rooms[0]!.id, checkIn: startDate, checkOut: endDate, roomCount: 1, persons: 2 };
}

const heldCount = async (roomId: number) =>
  (
    await app.orm.em
      .getConnection()
      .execute<Array<{ count: number }>>('select count(*)::int as count from reservations where room_id = ?', [roomId])
  )[0]!.count;

describe('return origins on a key', () => {
  it('keeps them canonical and distinct, replaces them, and refuses what is not a bare origin', async () => {
    const issued = await partnerKey(['https://Partner.Example/', PARTNER, 'http://localhost:3000']);
    const listed = await app.request('GET', '/api/admin/api-keys', { token: admin.token });
    const mine = listed.json<Array<{ id: number; returnOrigins: string[] }>>().find((key) => key.id === issued.id);
    expect(mine?.returnOrigins).toEqual([PARTNER, 'http://localhost:3000']);

    const path = `/api/admin/api-keys/${issued.id}/return-origins`;
    const replaced = await app.request('PUT', path, {
      token: admin.token,
      body: { returnOrigins: ['https://b.example'] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json<{ returnOrigins: string[] }>().returnOrigins).toEqual(['https://b.example']);

    const withPath = await app.request('PUT', path, {
      token: admin.token,
      body: { returnOrigins: ['https://b.example/pay'] },
    });
    expect(withPath.status).toBe(400);
    expect(withPath.json<{ message: string }>().message).toContain(API_KEY_MESSAGES.returnOriginInvalid);
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `https://${name}.example`);
    const tooMany = await app.request('PUT', path, { token: admin.token, body: { returnOrigins: six } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe(API_KEY_MESSAGES.returnOriginsTooMany);

    // The GraphQL twin; a manager cannot reach a partner key.
    const set = await app.graphql<{ setApiKeyReturnOrigins: { apiKey: { returnOrigins: string[] } } }>(
      'mutation ($id: ID!, $o: [String!]!) { setApiKeyReturnOrigins(input: {id: $id, returnOrigins: $o}) { apiKey { returnOrigins } } }',
      { id: String(issued.id), o: [] },
      admin.token,
    );
    expect(set.data?.setApiKeyReturnOrigins.apiKey.returnOrigins).toEqual([]);
    const manager = await consoleUser(app, 'ROLE_MANAGER');
    const foreign = await app.request('PUT', `/api/manager/api-keys/${issued.id}/return-origins`, {
      token: manager.token,
      body: { returnOrigins: [PARTNER] },
    });
    expect(foreign.status).toBe(404);
  });

  it('asks https outside development, except for this machine', () => {
    expect(returnOriginOf('http://partner.example', false)).toEqual({ error: API_KEY_MESSAGES.returnOriginNotHttps });
    expect(returnOriginOf('http://partner.example', true)).toEqual({ origin: 'http://partner.example' });
    expect(returnOriginOf('http://127.0.0.1:4491', false)).toEqual({ origin: 'http://127.0.0.1:4491' });
    expect(returnOriginOf('http://localhost:3000/', false)).toEqual({ origin: 'http://localhost:3000' });
    expect(returnOriginOf('https://partner.example:8443', false)).toEqual({ origin: 'https://partner.example:8443' });
    for (const bad of [
      'partner.example',
      'https://partner.example/a',
      'https://u:p@partner.example',
      'ftp://x.example',
    ]) {
      expect(returnOriginOf(bad, true)).toEqual({ error: API_KEY_MESSAGES.returnOriginInvalid });
    }
  });
});

describe('a booking with return URLs', () => {
  it("sends the guest back to the key's own site from the sandbox window, and the booking completes", async () => {
    const { key } = await partnerKey();
    const client = createShimClient({ url: app.url, key });
    const stay = await stayOf(9);
    const config = await paymentWindowConfig(client);
    expect(config).toMatchObject({ mode: 'local', checkoutUrl: `${app.url}/local/toss/checkout` });

    const prepared = await prepareBooking(client, {
      ...stay,
      phone: '010-2222-3333',
      successUrl: `${PARTNER}/shim/success?ref=7`,
      failUrl: `${PARTNER}/shim/fail`,
    });
    expect(prepared.successUrl).toBe(`${PARTNER}/shim/success?ref=7`);
    const window = new URL(prepared.paymentWindowUrl!);
    expect(window.origin + window.pathname).toBe(`${app.url}/local/toss/checkout`);
    expect(window.searchParams.get('returnSignature')).toBeTruthy();

    const paid = await payInSandboxWindow(prepared.paymentWindowUrl!);
    const back = new URL(paid.location);
    expect(back.origin + back.pathname).toBe(`${PARTNER}/shim/success`);
    expect(back.searchParams.get('ref')).toBe('7');
    expect(paid.paid).toMatchObject({ orderId: prepared.orderId, amount: 85_000 });

    await completeBooking(client, paid.paid!);
    const booking = await bookingByOrder(client, prepared.orderId, '01022223333');
    expect(booking).toMatchObject({ status: 'CONFIRMED', guestName: '비회원' });
    expect(booking.voucherUrl).toBe(`${app.url}/payment-success?orderId=${prepared.orderId}`);

    // A cancel goes back to the fail URL, on the partner's site too.
    const other = await prepareBooking(client, { ...(await stayOf(11)), phone: '01022223333', ...urls(PARTNER) });
    const cancelled = await payInSandboxWindow(other.paymentWindowUrl!, { action: 'cancel' });
    expect(new URL(cancelled.location).searchParams.get('code')).toBe('PAY_PROCESS_CANCELED');
    expect(cancelled.location.startsWith(`${PARTNER}/shim/fail?`)).toBe(true);
  });

  it("refuses return URLs off the key's origins before holding anything", async () => {
    const { key } = await partnerKey();
    const stay = await stayOf(12);
    const answer = await keyed(app, key, PREPARE, {
      variables: { input: { ...stay, phone: '01022223333', ...urls('https://elsewhere.example') } },
    });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: API_KEY_MESSAGES.returnUrlNotAllowed,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const alone = await keyed(app, key, PREPARE, {
      variables: { input: { ...stay, phone: '01022223333', successUrl: `${PARTNER}/ok` } },
    });
    expect(alone.body.errors?.[0]?.message).toBe(API_KEY_MESSAGES.returnUrlsTogether);
    expect(await heldCount(stay.roomId)).toBe(0);
  });

  it("without a key, accepts this site's origin only, and the window sends the guest to its path", async () => {
    const stay = await stayOf(13);
    const refused = await app.graphql(PREPARE, {
      input: { ...stay, phone: '01022223333', ...urls(PARTNER) },
    });
    expect(refused.errors?.[0]?.message).toBe(API_KEY_MESSAGES.returnUrlNotThisSite);
    const own = await app.graphql<{ prepareReservation: { paymentWindowUrl: string } }>(PREPARE, {
      input: { ...stay, phone: '01022223333', ...urls(app.url) },
    });
    const windowUrl = own.data!.prepareReservation.paymentWindowUrl;
    expect(new URL(windowUrl).searchParams.has('returnSignature')).toBe(false);
    const paid = await payInSandboxWindow(windowUrl);
    expect(paid.location.startsWith(`${app.url}/shim/success?paymentKey=`)).toBe(true);
  });

  it('the sandbox window refuses a return URL changed after the API sealed it', async () => {
    const { key } = await partnerKey();
    const prepared = await prepareBooking(createShimClient({ url: app.url, key }), {
      ...(await stayOf(14)),
      phone: '01022223333',
      ...urls(PARTNER),
    });
    const forged = new URL(prepared.paymentWindowUrl!);
    forged.searchParams.set('successUrl', 'https://evil.example/steal');
    expect((await fetch(forged)).status).toBe(400);
    const form = new URLSearchParams(forged.searchParams);
    form.set('action', 'pay');
    const posted = await fetch(forged, { method: 'POST', body: form, redirect: 'manual' });
    expect(posted.status).toBe(400);
    const amount = new URL(prepared.paymentWindowUrl!);
    amount.searchParams.set('amount', '1000');
    expect((await fetch(amount)).status).toBe(400);
  });
});

const urls = (origin: string) => ({ successUrl: `${origin}/shim/success`, failUrl: `${origin}/shim/fail` });

const PREPARE = `mutation ($input: PrepareReservationInput!) {
  prepareReservation(input: $input) { orderId paymentWindowUrl successUrl failUrl }
}`;
