import { EXCHANGE_RATE_MESSAGES } from '@shim/common/exchange-rate-messages';
import type { Role } from '@shim/common/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensByRole } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { statementsSent } from '../../db/statements-sent';
import { PinnedClock } from '../../platform/clock';

// Noon in Seoul on 2026-12-03.
const clock = new PinnedClock('2026-12-03T03:00:00Z');
let app: TestApp;
let tokens: Record<Role, string>;

beforeAll(async () => {
  app = await startTestApp({}, { clock });
  tokens = await tokensByRole(app);
});
afterAll(() => app.close());

const READ = `{ exchangeRates { effectiveDate stale rates { currency wonPerUnit effectiveDate } } }`;
const SET = `mutation ($input: [ExchangeRateInput!]!) {
  setExchangeRates(input: $input) { exchangeRates { effectiveDate stale rates { currency wonPerUnit effectiveDate } } }
}`;

interface Table {
  effectiveDate: string | null;
  stale: boolean;
  rates: Array<{ currency: string; wonPerUnit: number; effectiveDate: string }>;
}

const read = async () => (await app.graphql<{ exchangeRates: Table }>(READ)).data!.exchangeRates;
const updatedByOf = async (currency: string) => {
  const rows = await app.orm.em
    .getConnection()
    .execute<Array<{ updated_by: number | null }>>('select updated_by from exchange_rates where currency = ?', [
      currency,
    ]);
  return rows[0]?.updated_by;
};

describe('the exchange-rate table', () => {
  it('starts empty for anyone, with no date and not stale', async () => {
    expect(await read()).toEqual({ effectiveDate: null, stale: false, rates: [] });
    const rest = await app.request('GET', '/api/exchange-rates');
    expect(rest.status).toBe(200);
    expect(rest.json()).toEqual({ effectiveDate: null, stale: false, rates: [] });
  });

  it('takes the administrator’s rates through GraphQL, dated today in Seoul, in the currencies’ order', async () => {
    const input = [
      { currency: 'JPY', wonPerUnit: 9.21 },
      { currency: 'USD', wonPerUnit: 1380.5 },
    ];
    const answer = await app.graphql<{ setExchangeRates: { exchangeRates: Table } }>(SET, { input }, tokens.ROLE_ADMIN);
    expect(answer.errors).toBeUndefined();
    const expected = {
      effectiveDate: '2026-12-03',
      stale: false,
      rates: [
        { currency: 'USD', wonPerUnit: 1380.5, effectiveDate: '2026-12-03' },
        { currency: 'JPY', wonPerUnit: 9.21, effectiveDate: '2026-12-03' },
      ],
    };
    expect(answer.data!.setExchangeRates.exchangeRates).toEqual(expected);
    expect(await read()).toEqual(expected);
    expect(await updatedByOf('USD')).toBeGreaterThan(0);
  });

  it('takes a partial update through REST, leaving the other currencies, and dates the table by its oldest rate', async () => {
    const answer = await app.request('PUT', '/api/admin/exchange-rates', {
      token: tokens.ROLE_ADMIN,
      body: {
        rates: [
          { currency: 'CNY', wonPerUnit: '190.12', effectiveDate: '2026-12-02' },
          { currency: 'USD', wonPerUnit: 1391.25 },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({
      effectiveDate: '2026-12-02',
      stale: false,
      rates: [
        { currency: 'USD', wonPerUnit: 1391.25, effectiveDate: '2026-12-03' },
        { currency: 'JPY', wonPerUnit: 9.21, effectiveDate: '2026-12-03' },
        { currency: 'CNY', wonPerUnit: 190.12, effectiveDate: '2026-12-02' },
      ],
    });
  });

  it('is stale once its oldest rate is more than three days old', async () => {
    try {
      clock.set('2026-12-05T15:00:00Z'); // 2026-12-06 in Seoul: the CNY rate is 4 days old
      expect(await read()).toMatchObject({ effectiveDate: '2026-12-02', stale: true });
      clock.set('2026-12-05T14:59:00Z'); // still 2026-12-05 in Seoul: 3 days
      expect(await read()).toMatchObject({ stale: false });
    } finally {
      clock.set('2026-12-03T03:00:00Z');
    }
  });

  it('refuses bad rates with a Korean message, saving none of the batch', async () => {
    const slipped = [
      { currency: 'USD', wonPerUnit: 1400 },
      { currency: 'JPY', wonPerUnit: 921 },
    ];
    const gql = await app.graphql(SET, { input: slipped }, tokens.ROLE_ADMIN);
    expect(gql.errors?.[0]).toMatchObject({
      message: 'JPY 환율은 1엔당 3~30원 사이여야 합니다. 단위를 확인해주세요.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const cases: Array<[unknown, string]> = [
      [{ rates: slipped }, 'JPY 환율은 1엔당 3~30원 사이여야 합니다. 단위를 확인해주세요.'],
      [{ rates: [{ currency: 'XYZ', wonPerUnit: 10 }] }, EXCHANGE_RATE_MESSAGES.currencyUnknown('XYZ')],
      [{ rates: [{ currency: 'USD', wonPerUnit: -5 }] }, EXCHANGE_RATE_MESSAGES.rateNotNumber('USD')],
      [{ rates: [{ currency: 'USD', wonPerUnit: '1400.1234567' }] }, EXCHANGE_RATE_MESSAGES.rateTooPrecise('USD')],
      [
        { rates: [{ currency: 'USD', wonPerUnit: 1400, effectiveDate: '2026-12-04' }] },
        EXCHANGE_RATE_MESSAGES.effectiveDateInvalid,
      ],
      [{ rates: [] }, EXCHANGE_RATE_MESSAGES.ratesRequired],
      [{}, EXCHANGE_RATE_MESSAGES.ratesRequired],
    ];
    for (const [body, message] of cases) {
      const rest = await app.request('PUT', '/api/admin/exchange-rates', { token: tokens.ROLE_ADMIN, body });
      expect(rest.status, JSON.stringify(body)).toBe(400);
      expect(rest.json()).toEqual({ message });
    }
    expect((await read()).rates.find((rate) => rate.currency === 'USD')?.wonPerUnit).toBe(1391.25);
  });

  it('lets only the administrator set rates', async () => {
    const input = [{ currency: 'USD', wonPerUnit: 1 }];
    for (const token of [tokens.ROLE_MANAGER, tokens.ROLE_USER, tokens.ROLE_PENDING, undefined]) {
      const gql = await app.graphql(SET, { input }, token);
      expect(gql.data).toBeNull();
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(gql.errors?.[0]?.extensions?.code);
      const rest = await app.request('PUT', '/api/admin/exchange-rates', { token, body: { rates: input } });
      expect([401, 403]).toContain(rest.status);
    }
    expect((await read()).rates.find((rate) => rate.currency === 'USD')?.wonPerUnit).toBe(1391.25);
  });

  it('answers the public read with one statement', async () => {
    const sent = await statementsSent(app.orm, () => app.request('GET', '/api/exchange-rates'));
    expect(sent.filter((statement) => /exchange_rates/.test(statement.sql))).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });
});
