import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const NUL = '\u0000';

describe('finding 6: control characters in any string are a 400, never a 500', () => {
  it.each([
    ['POST', '/api/search', { region: `서울${NUL}`, startDate: '2030-01-01', endDate: '2030-01-02' }],
    ['POST', '/api/auth/login', { email: `a${NUL}@example.com`, password: 'x' }],
    ['GET', `/api/auth/recaptcha-needed?email=a${encodeURIComponent(NUL)}@example.com`, undefined],
    ['POST', '/api/check-email', { email: `a${NUL}@example.com` }],
    ['POST', '/api/inquiries/non-member', { title: `t${NUL}`, content: 'c' }],
    ['POST', '/api/send-code', { email: `a${NUL}@example.com` }],
    ['POST', '/api/reservations/prepare', { hId: 1, rId: 1, phone: `010${NUL}12345678`, termsAgreed: true }],
    ['POST', '/api/payments/complete', { orderId: `x${NUL}`, paymentKey: 'k', amount: 1 }],
    ['GET', `/api/reservations/guest?orderId=a${NUL}&phone=01012345678`, undefined],
    ['GET', `/api/reservations/order/${encodeURIComponent(`abc${NUL}defghij`)}`, undefined],
  ])('%s %#', async (method, path, body) => {
    const answer = await app.request(method, path, { body });
    expect(answer).toMatchObject({ status: 400, body: { message: MESSAGES.controlCharacters } });
  });

  it('lets tab and line breaks through in bodies, and refuses them in query strings', async () => {
    const inquiry = await app.request('POST', '/api/inquiries/non-member', {
      body: { title: '문의', content: '첫 줄\n둘째 줄\t끝', authorName: '홍길동', contactEmail: 'g@example.com' },
    });
    expect(inquiry.status).not.toBe(400);
    expect((await app.request('GET', '/api/auth/recaptcha-needed?email=a%0A@example.com')).status).toBe(400);
  });

  it('answers GraphQL variables and literals with a control character 400 BAD_USER_INPUT', async () => {
    const viaVariable = await app.graphql('query ($email: String!) { recaptchaNeeded(email: $email) }', {
      email: `a${NUL}@example.com`,
    });
    expect(viaVariable).toMatchObject({
      status: 400,
      errors: [{ message: MESSAGES.controlCharacters, extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const viaLiteral = await app.graphql('{ recaptchaNeeded(email: "a\\u0000@example.com") }');
    expect(viaLiteral).toMatchObject({ status: 400, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('answers a number the database cannot store 400, without SQL', async () => {
    const answer = await app.request('GET', '/api/hotels/99999999999');
    expect(answer.status).toBeLessThan(500);
    expect(JSON.stringify(answer.body)).not.toMatch(/select|insert|update /i);
  });
});

describe('finding 7: a GraphQL document past the token limit', () => {
  it('is a 400 that says so, not a 500', async () => {
    const fields = Array.from({ length: 1200 }, (_, i) => `a${i}: __typename`).join(' ');
    const answer = await app.graphql(`{ ${fields} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([
      { message: MESSAGES.graphqlDocumentTooLarge, extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
    ]);
  });
});
