import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@shim/common/webhooks';
import { createUser, loginAs } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/harness';
import { PRODUCTION_KEYS } from '../../../test/production-env';
import { loadConfig } from '../../config';
import { checkWebhookUrl } from './webhook-url';

/**
 * SSRF: where a server may send webhooks (public https only), and what a development server with
 * WEBHOOK_ALLOW_PRIVATE=true allows. The connection's own check is outside-address.test.ts's.
 */

let production: TestApp;
let token: string;
beforeAll(async () => {
  production = await startTestApp(PRODUCTION_KEYS);
  const manager = await createUser(production.orm, 'ROLE_MANAGER');
  token = (await loginAs(production, manager.email)).accessToken;
});
afterAll(() => production.close());

const PRODUCTION = { isProduction: true, WEBHOOK_ALLOW_PRIVATE: false };
const DEVELOPMENT = { isProduction: false, WEBHOOK_ALLOW_PRIVATE: false };
const ALLOW_PRIVATE = { isProduction: false, WEBHOOK_ALLOW_PRIVATE: true };

const refusal = async (url: string, config: typeof PRODUCTION, resolve?: (host: string) => Promise<string[]>) =>
  checkWebhookUrl(url, config, resolve).then(
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
      'https://[::7f00:1]/hooks',
      'https://[64:ff9b::a9fe:a9fe]/latest/meta-data',
      'https://[2002:a9fe:a9fe::]/hooks',
      'https://[fec0::1]/hooks',
      'https://[fc00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://[::ffff:a9fe:a9fe]/hooks',
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
    expect(await refusal('https://93.184.216.34/hooks', PRODUCTION)).toBe('accepted');
    expect(await refusal('https://[2606:4700::1111]/hooks', PRODUCTION)).toBe('accepted');
    expect(await refusal('https://user:pw@93.184.216.34/hooks', PRODUCTION)).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });

  it('refuses a name with an inside address among its answers, and one that does not resolve', async () => {
    const answers = (addresses: string[]) => async () => addresses;
    expect(await refusal('https://partner.test/hooks', PRODUCTION, answers(['93.184.216.34']))).toBe('accepted');
    expect(await refusal('https://partner.test/hooks', PRODUCTION, answers(['93.184.216.34', '10.0.0.1']))).toBe(
      WEBHOOK_MESSAGES.privateAddress,
    );
    expect(await refusal('https://partner.test/hooks', PRODUCTION, answers([]))).toBe(WEBHOOK_MESSAGES.privateAddress);
    const unknown = async () => Promise.reject(new Error('ENOTFOUND'));
    expect(await refusal('https://partner.test/hooks', PRODUCTION, unknown)).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });

  it('will not start with WEBHOOK_ALLOW_PRIVATE on', () => {
    const env = { ...PRODUCTION_KEYS, JWT_SECRET: 'x'.repeat(48), PUBLIC_URL: 'https://shim.example' };
    expect(() => loadConfig(env)).not.toThrow();
    expect(() => loadConfig({ ...env, WEBHOOK_ALLOW_PRIVATE: 'true' })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
  });
});

describe('outside production', () => {
  it('applies the same rule unless WEBHOOK_ALLOW_PRIVATE is on', async () => {
    expect(await refusal('http://localhost:4465/hooks', DEVELOPMENT)).toBe(WEBHOOK_MESSAGES.httpsRequired);
    expect(await refusal('https://127.0.0.1/hooks', DEVELOPMENT)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refusal('https://[::7f00:1]/hooks', DEVELOPMENT)).toBe(WEBHOOK_MESSAGES.privateAddress);
    expect(await refusal('https://93.184.216.34/hooks', DEVELOPMENT)).toBe('accepted');
  });

  it('with WEBHOOK_ALLOW_PRIVATE, allows http to this machine and https to inside addresses', async () => {
    expect(await refusal('http://localhost:4465/hooks', ALLOW_PRIVATE)).toBe('accepted');
    expect(await refusal('http://127.0.0.1:4465/hooks', ALLOW_PRIVATE)).toBe('accepted');
    expect(await refusal('https://10.0.0.1/hooks', ALLOW_PRIVATE)).toBe('accepted');
    expect(await refusal('http://10.0.0.1/hooks', ALLOW_PRIVATE)).toBe(WEBHOOK_MESSAGES.httpsRequired);
    expect(await refusal('ftp://example.com/hooks', ALLOW_PRIVATE)).toBe(WEBHOOK_MESSAGES.httpsRequired);
  });
});
