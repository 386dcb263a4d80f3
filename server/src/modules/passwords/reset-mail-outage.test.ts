import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shim/common/messages';
import { nextIp, requestFrom, uniqueEmail } from '../../../test/accounts';
import { createUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';

// With the mail server down, a reset answered 200 "sent" and the code went nowhere.
let app: TestApp;

beforeAll(async () => {
  // A port nobody listens on: the SMTP server is unreachable.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(() => app.close());

const codeRows = async (email: string) =>
  (await app.orm.em.fork().getConnection().execute(`select 1 from verification_codes where email = ?`, [email])).length;

describe('a password reset while the mail server is unreachable', () => {
  it('says so in Korean (503), the same for known and unknown addresses, and records no code', async () => {
    const user = await createUser(app.orm);
    const unknown = uniqueEmail('nobody');
    const known = await requestFrom(app, nextIp(), 'POST', '/api/request-reset-password', {
      body: { email: user.email },
    });
    const missing = await requestFrom(app, nextIp(), 'POST', '/api/request-reset-password', {
      body: { email: unknown },
    });
    expect(known).toMatchObject({ status: 503, body: { message: MESSAGES.mailUnavailable } });
    expect([missing.status, missing.body]).toEqual([known.status, known.body]);
    expect(MESSAGES.mailUnavailable).toMatch(/[가-힣]/);
    expect(await codeRows(user.email)).toBe(0);
    expect(await codeRows(unknown)).toBe(0);
    // Nothing counted against the resend pause: once the server is back, the member may ask at once.
    const graphql = await app.graphql(
      'mutation ($input: EmailInput!) { requestPasswordReset(input: $input) { message } }',
      { input: { email: user.email } },
    );
    expect(graphql.errors?.[0]).toMatchObject({
      message: MESSAGES.mailUnavailable,
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });
  });
});
