import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { nextIp } from '../../../test/accounts';
import { bookingScenario, type BookingScenario } from '../../../test/booking-fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { consoleUser, issueKey, keyed } from '../api-keys/api-key-fixtures';

/**
 * A partner's server books for all its guests from one address: with a `bookings:write` key its unpaid
 * holds are counted per key (API_KEY_UNPAID_HOLDS), while visitors without a key keep the per-IP rule.
 */
const PER_KEY = 4;
let app: TestApp;
let admin: { token: string };
let scenario: BookingScenario;
beforeAll(async () => {
  app = await startTestApp({ API_KEY_UNPAID_HOLDS: String(PER_KEY) });
  admin = await consoleUser(app, 'ROLE_ADMIN');
  scenario = await bookingScenario(app, { unitCount: 30 });
});
afterAll(() => app.close());

const PREPARE = `mutation ($input: PrepareReservationInput!) { prepareReservation(input: $input) { orderId } }`;
const CONSENTS = ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY'];

const partnerKey = async () =>
  (await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read', 'bookings:write'] })).key;

/** One guest's booking through the key (every request of this test comes from 127.0.0.1). */
async function prepareWithKey(key: string, offset: number) {
  const body = scenario.body(offset);
  const input = {
    hotelId: body.hId,
    roomId: body.rId,
    checkIn: body.checkin,
    checkOut: body.checkout,
    roomCount: 1,
    persons: 2,
    phone: '010-2222-3333',
    consents: CONSENTS,
  };
  const answer = await keyed(app, key, PREPARE, { variables: { input } });
  const error = answer.body.errors?.[0];
  return {
    ok: Boolean(answer.body.data?.prepareReservation),
    code: error?.extensions?.code,
    message: error?.message,
  };
}

const prepareWithoutKey = (offset: number, ip: string) =>
  app.request('POST', '/api/reservations/prepare', {
    body: scenario.body(offset),
    headers: { 'x-forwarded-for': ip },
  });

describe('unpaid holds of a partner key', () => {
  it('lets one key hold more than an IP may, from one address, even at once; then answers 429 with its limit', async () => {
    expect(PER_KEY).toBeGreaterThan(LIMITS.guestOpenHoldsPerIp);
    const key = await partnerKey();
    const answers = await Promise.all(Array.from({ length: PER_KEY + 2 }, (_, i) => prepareWithKey(key, 3 + i)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(PER_KEY);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: MESSAGES.apiKeyTooManyHolds(PER_KEY) });
    }
    expect(MESSAGES.apiKeyTooManyHolds(PER_KEY)).toContain(`한도(${PER_KEY}건)`);

    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ count: number }>>(
        `select count(*)::int as count from reservations where hold_ip like 'key:%' and status = 'PENDING'`,
      );
    expect(row!.count).toBeGreaterThanOrEqual(PER_KEY);
  });

  it('counts two keys apart', async () => {
    const [first, second] = [await partnerKey(), await partnerKey()];
    for (let i = 0; i < PER_KEY; i += 1) expect((await prepareWithKey(first, 10 + i)).ok).toBe(true);
    expect(await prepareWithKey(first, 15)).toMatchObject({ ok: false, code: 'TOO_MANY_REQUESTS' });
    for (let i = 0; i < PER_KEY; i += 1) expect((await prepareWithKey(second, 16 + i)).ok).toBe(true);
  });

  it('keeps the per-IP rule for visitors without a key, whatever keys hold from that address', async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMITS.guestOpenHoldsPerIp; i += 1) {
      expect((await prepareWithoutKey(21 + i, ip)).status).toBe(200);
    }
    expect(await prepareWithoutKey(24, ip)).toMatchObject({ status: 429, body: { message: MESSAGES.tooManyHolds } });

    // 127.0.0.1 (the keys' address) still has its own two without a key: the keys' holds are not its own.
    const local = await partnerKey();
    expect((await prepareWithKey(local, 25)).ok).toBe(true);
    for (let i = 0; i < LIMITS.guestOpenHoldsPerIp; i += 1) {
      expect((await prepareWithoutKey(26 + i, '127.0.0.1')).status).toBe(200);
    }
    expect((await prepareWithoutKey(29, '127.0.0.1')).status).toBe(429);
  });
});
