import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@shim/common/webhooks';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PRODUCTION_KEYS } from '../../../test/production-env';
import { checkWebhookUrl, isPrivateAddress } from './webhook-url';

/** SSRF: where a production server may send webhooks (public https only), and what development allows. */

let production: TestApp;
let token: string;
beforeAll(async () => {
  production = await startTestApp(PRODUCTION_KEYS);
  const manager = await createUser(production.orm, 'ROLE_MANAGER');
  token = (await loginAs(production, manager.email)).accessToken;
});
afterAll(() => production.close());

const refusal = async (url: string, isProduction: boolean) =>
  checkWebhookUrl(url, isProduction).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

describe('a production server', () => {
  it('refuses inside addresses, by literal or by name, with 400 and never stores them', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.1.2.3/hooks',
      'https://172.20.0.5/hooks',
      'https://192.168.0.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hooks',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://0.0.0.0/hooks',
    ]) {
      const answer = await production.request('POST', '/api/manager/webhooks', {
        token,
        body: { url, events: ['reservation.confirmed'] },
      });
      expect(answer, url).toMatchObject({ status: 400, body: { message: WEBHOOK_MESSAGES.privateAddress } });
    }
    expect(
      await production.request('POST', '/api/manager/webhooks', {
        token,
        body: { url: 'http://localhost:4465/hooks', events: ['reservation.confirmed'] },
      }),
    ).toMatchObject({ status: 400, body: { message: WEBHOOK_MESSAGES.httpsRequired } });
    expect((await production.request('GET', '/api/manager/webhooks', { token })).body).toEqual([]);
  });

  it('accepts a public https address', async () => {
    expect(await refusal('https://93.184.216.34/hooks', true)).toBe('accepted');
    expect(await refusal('https://user:pw@93.184.216.34/hooks', true)).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });
});

describe('outside production', () => {
  it('allows http only to this machine, for a developer’s receiver', async () => {
    expect(await refusal('http://localhost:4465/hooks', false)).toBe('accepted');
    expect(await refusal('http://127.0.0.1:4465/hooks', false)).toBe('accepted');
    expect(await refusal('http://10.0.0.1/hooks', false)).toBe(WEBHOOK_MESSAGES.httpsRequired);
    expect(await refusal('ftp://example.com/hooks', false)).toBe(WEBHOOK_MESSAGES.httpsRequired);
  });

  it('tells inside from public addresses', () => {
    expect(
      ['127.0.0.1', '10.0.0.1', '::1', 'fe80::1', '::ffff:192.168.1.1', 'not-an-ip'].map(isPrivateAddress),
    ).toEqual([true, true, true, true, true, true]);
    expect(['8.8.8.8', '2001:4860:4860::8888', '93.184.216.34'].map(isPrivateAddress)).toEqual([false, false, false]);
  });
});
