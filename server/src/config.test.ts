import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPassword } from '@shim/common/validation';
import { PRODUCTION_KEYS } from '../test/production-env';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { DEMO_PASSWORD, demoPasswordFor } from './seeds/demo-accounts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'shim-config-'));

describe('loadConfig', () => {
  it('has safe defaults: port 4000, embedded database with demo data', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      PORT: 4000,
      seedDemo: true,
      isProduction: false,
      publicUrl: 'http://localhost:4000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('does not seed a DATABASE_URL database unless asked', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/shim';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dir, 'secrets', 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('names every bad value in one message', () => {
    const attempt = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'not a url', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: 올바른 URL이 아닙니다/);
    expect(attempt).toThrow(/SEED_DEMO/);
  });

  it('requires JWT_SECRET and PUBLIC_URL in production', () => {
    const site = { PUBLIC_URL: 'https://shim.example' };
    expect(() => loadConfig({ ...PRODUCTION_KEYS, ...site, DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ ...PRODUCTION_KEYS, ...site, DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) });
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://shim.example');
  });

  // Without it the site's links were built from the request's Host header (a forged one included).
  it('refuses a production start without PUBLIC_URL, saying so in Korean', () => {
    const attempt = () => loadConfig({ ...PRODUCTION_KEYS, DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PUBLIC_URL: production에서는 필수입니다/);
    expect(() => loadConfig({ ...PRODUCTION_KEYS, DATA_DIR: dataDir() })).toThrow(/JWT_SECRET[\s\S]*PUBLIC_URL/);
    // Outside production the site is this machine's own address, not whatever Host a request names.
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
  });

  it('splits CORS_ORIGINS', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });
});

/** Production is safe by default, development is local by default. */
describe('production defaults', () => {
  const production = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shim.example',
      ...env,
    });

  // Findings 2 and 15: without keys production served the captcha stand-in, and checkout pointed at a
  // sandbox that was not mounted. Now it does not start, and says which keys and what LOCAL_STANDINS does.
  it('refuses to start without the outside services’ keys, naming each and LOCAL_STANDINS', () => {
    expect(() => production()).toThrow(ConfigError);
    expect(() => production()).toThrow(
      /TOSS_CLIENT_KEY, TOSS_SECRET_KEY[\s\S]*RECAPTCHA_SECRET[\s\S]*SMTP_URL[\s\S]*SOLAPI_API_KEY/,
    );
    expect(() => production()).toThrow(/LOCAL_STANDINS=true/);
    const { TOSS_CLIENT_KEY: _client, TOSS_SECRET_KEY: _secret, ...withoutToss } = PRODUCTION_KEYS;
    const noToss = () => production(withoutToss);
    expect(noToss).toThrow(/TOSS_CLIENT_KEY, TOSS_SECRET_KEY \(결제\)/);
    expect(noToss).not.toThrow(/RECAPTCHA_SECRET/);
    expect(() => production({ ...PRODUCTION_KEYS, TOSS_CLIENT_KEY: '' })).toThrow(/TOSS_CLIENT_KEY/);
    expect(() => production({ ...PRODUCTION_KEYS, LOCAL_STANDINS: 'false' })).not.toThrow();
  });

  it('with every key, serves no stand-in at all and seeds nothing by default', () => {
    const config = production({ ...PRODUCTION_KEYS });
    expect(config.standIns).toEqual({
      on: false,
      readersLoopbackOnly: true,
      toss: false,
      captcha: false,
      kakao: false,
      google: false,
      mail: false,
      geocoding: false,
      sms: false,
      tiles: false,
    });
    expect(config.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    // Finding 1: demo data in production only when asked for, even on the embedded database.
    expect(config.seedDemo).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(startupWarnings(config)).toEqual([]);
  });

  it('serves the stand-ins of keyless services with LOCAL_STANDINS=true, and says so on every start', () => {
    const config = production({ LOCAL_STANDINS: 'true', TOSS_CLIENT_KEY: 'ck', TOSS_SECRET_KEY: 'sk' });
    // Never the OAuth stand-in (it logs in as any e-mail); the readers of codes only on this machine.
    expect(config.standIns).toEqual({
      on: true,
      readersLoopbackOnly: true,
      toss: false,
      captcha: true,
      kakao: false,
      google: false,
      mail: true,
      geocoding: true,
      sms: true,
      tiles: true,
    });
    // Nothing outside: the page's map draws its tiles from this server (once tile.openstreetmap.org, which did not resolve).
    expect(config.mapTileUrl).toBe('/local/tiles/{z}/{x}/{y}.svg');
    const named = production({ LOCAL_STANDINS: 'true', MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect([named.standIns.tiles, named.mapTileUrl]).toEqual([false, 'https://tiles.example/{z}/{x}/{y}.png']);
    expect(() => production({ LOCAL_STANDINS: 'true', MAP_TILE_URL: 'https://tiles.example/a.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    const [warning, ...more] = startupWarnings(config);
    expect(more).toEqual([]);
    expect(warning).toMatch(/LOCAL_STANDINS=true/);
    expect(warning).toContain('captcha, mail, geocoding, sms, tiles');
  });

  it('seeds demo data in production only with SEED_DEMO=true, and then with a generated password', () => {
    const config = production({ LOCAL_STANDINS: 'true', SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(true);
    const first = demoPasswordFor(config);
    const second = demoPasswordFor(config);
    expect(first).not.toBe(DEMO_PASSWORD);
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(20);
    expect(isPassword(first)).toBe(true);
    // Outside production the documented one stays (README), for the local demo and the journeys.
    expect(demoPasswordFor(loadConfig({ DATA_DIR: dataDir() }))).toBe(DEMO_PASSWORD);
  });

  it('keeps the stand-ins on outside production, where LOCAL_STANDINS=false asks for the keys instead', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.standIns).toMatchObject({
      on: true,
      readersLoopbackOnly: false,
      toss: true,
      captcha: true,
      mail: true,
      kakao: true,
    });
    expect(startupWarnings(config)).toEqual([]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOCAL_STANDINS: 'false' })).toThrow(/TOSS_CLIENT_KEY/);
    const withKeys = loadConfig({ DATA_DIR: dataDir(), TOSS_SECRET_KEY: 'sk', TOSS_CLIENT_KEY: 'ck' });
    expect(withKeys.standIns).toMatchObject({ on: true, toss: false, captcha: true });
  });

  // Finding 5: `npm start` listened on every interface while its dev aids were open.
  it('listens on 127.0.0.1 unless HOST opens it', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  // Finding 11: every loopback and private-network peer was a trusted proxy.
  it('trusts no proxy unless TRUST_PROXY names them, and refuses what is not an address', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toEqual([]);
    const named = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '172.30.0.10, 10.0.0.0/8, loopback, fd00::/8' });
    expect(named.TRUST_PROXY).toEqual(['172.30.0.10', '10.0.0.0/8', 'loopback', 'fd00::/8']);
    for (const bad of ['nginx', '10.0.0.0/33', '*', '1.2.3.4/8/1'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('keeps photos in the local folder unless PHOTO_STORAGE=s3 names a bucket', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ PHOTO_STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ DATA_DIR: dataDir(), PHOTO_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PHOTO_STORAGE: 'ftp' })).toThrow(/PHOTO_STORAGE/);
    const s3 = loadConfig({ DATA_DIR: dataDir(), PHOTO_STORAGE: 's3', S3_BUCKET: 'shim-photos' });
    expect(s3).toMatchObject({ PHOTO_STORAGE: 's3', S3_BUCKET: 'shim-photos' });
  });
});
