import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/JWT_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(40) });
    expect(config.isProduction).toBe(true);
  });

  it('splits CORS_ORIGINS', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });
});
