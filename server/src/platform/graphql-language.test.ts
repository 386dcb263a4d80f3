import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '@shim/common/api-keys';
import { MESSAGES } from '@shim/common/messages';
import { MESSAGES_EN, MORE_MESSAGES_EN } from '@shim/common/messages.en';
import { MESSAGES_JA } from '@shim/common/messages.ja';
import { MESSAGES_ZH_HANS } from '@shim/common/messages.zh-Hans';
import { createUser, loginAs } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { consoleUser, issueKey } from '../modules/api-keys/api-key-fixtures';
import { stayFromToday } from '../../test/hotel-fixtures';

let app: TestApp;
beforeAll(async () => {
  // Every unknown booking counts as a failed guest proof from 127.0.0.1: room for the cases below.
  app = await startTestApp({}, { limitFactor: 10 });
});
afterAll(() => app.close());

const lookup = 'query ($o: String!, $p: String!) { guestReservation(orderId: $o, phone: $p) { status } }';
let unknown = 0;
const unknownBooking = () => ({ o: `ORDER-THAT-DOES-NOT-EXIST-${(unknown += 1)}`, p: '01012345678' });

interface Answer {
  status: number;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

async function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await app.request('POST', '/graphql', { body: { query, variables }, headers });
  return answer.json<Answer>().errors?.[0];
}

describe('GraphQL errors in the request’s language', () => {
  it('answers a guest’s unknown booking in the Accept-Language, with the same code', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, MESSAGES.reservationNotFound],
      [{ 'accept-language': 'ko-KR,ko;q=0.9' }, MESSAGES.reservationNotFound],
      [{ 'accept-language': 'en-US,en;q=0.9' }, MESSAGES_EN.reservationNotFound],
      [{ 'accept-language': 'ja' }, MESSAGES_JA.reservationNotFound],
      [{ 'accept-language': 'zh-CN' }, MESSAGES_ZH_HANS.reservationNotFound],
    ];
    for (const [headers, message] of cases) {
      expect(await graphql(lookup, unknownBooking(), headers), JSON.stringify(headers)).toMatchObject({
        message,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(MESSAGES_EN.reservationNotFound).not.toBe(MESSAGES.reservationNotFound);
  });

  it('translates a bad stay date of a search', async () => {
    const { startDate } = stayFromToday(5);
    const query = 'query ($c: SearchInput!) { searchHotels(criteria: $c, first: 1) { totalCount } }';
    const criteria = { region: '서울', startDate, endDate: startDate, rooms: 1, persons: 2 };
    expect(await graphql(query, { c: criteria }, { 'accept-language': 'en' })).toMatchObject({
      message: MESSAGES_EN.checkoutAfterCheckin,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await graphql(query, { c: criteria })).toMatchObject({
      message: MESSAGES.checkoutAfterCheckin,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps Korean for a person signed in to a console, whatever the browser asks for', async () => {
    const manager = await createUser(app.orm, 'ROLE_MANAGER');
    const { accessToken } = await loginAs(app, manager.email);
    const headers = { 'accept-language': 'en', authorization: `Bearer ${accessToken}` };
    expect(await graphql(lookup, unknownBooking(), headers)).toMatchObject({ message: MESSAGES.reservationNotFound });
  });

  it('answers an integrator’s key in the language it asks for', async () => {
    const admin = await consoleUser(app, 'ROLE_ADMIN');
    const { key } = await issueKey(app, admin.token, 'ROLE_ADMIN', { scopes: ['catalog:read'] });
    const headers = { authorization: `Bearer ${key}` };
    expect(await graphql(lookup, unknownBooking(), { ...headers, 'accept-language': 'en' })).toMatchObject({
      message: MORE_MESSAGES_EN.apiKeyScopeMissing,
      extensions: { code: 'FORBIDDEN', reason: 'SCOPE_MISSING' },
    });
    expect(await graphql(lookup, unknownBooking(), headers)).toMatchObject({
      message: API_KEY_MESSAGES.scopeMissing,
      extensions: { code: 'FORBIDDEN', reason: 'SCOPE_MISSING' },
    });
  });

  it('leaves the REST facade Korean', async () => {
    const { o, p } = unknownBooking();
    const answer = await app.request('GET', `/api/reservations/guest?orderId=${o}&phone=${p}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(answer).toMatchObject({ status: 404, body: { message: MESSAGES.reservationNotFound } });
  });
});
