import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seeds/demo-accounts';
import { freePort, scratchDatabase } from '../test/support/child-server';

/** The security review's findings 1, 5 and 15 with the real `main.ts`, run from its sources (`npm start` runs its build). */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(serverDir, '../node_modules/.bin/tsx');
const secret = randomBytes(36).toString('base64url');
/** Production requires the site's address (config.ts). */
const site = { PUBLIC_URL: 'https://shim.example' };

/** Everything a spawned server printed, and a way to wait for a line. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number> } {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(NODE_ENV|DATABASE_URL|SEED_DEMO|LOCAL_STANDINS|TOSS_|RECAPTCHA_|SMTP_URL|HOST|PORT)/.test(key),
    ),
  );
  const child = spawn(tsx, ['src/main.ts'], { cwd: serverDir, env: { ...base, ...env } });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, output: () => text, exited };
}

async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a production start of main.ts', () => {
  // Finding 15 (and 2): without keys it used to start with checkout pointing at an unmounted sandbox.
  it('refuses to start without the outside services’ keys, saying which and what LOCAL_STANDINS does', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shim-main-'));
    try {
      const server = start({
        ...site,
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
      });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('TOSS_CLIENT_KEY, TOSS_SECRET_KEY');
      expect(server.output()).toContain('LOCAL_STANDINS=true');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  // Findings 1 and 5: demo data under the public password, and every interface listened on.
  it('with LOCAL_STANDINS and SEED_DEMO: warns, seeds under a password printed once, listens on 127.0.0.1', async () => {
    const database = await scratchDatabase('main');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shim-main-'));
    const port = await freePort();
    const server = start({
      ...site,
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PORT: String(port),
      LOCAL_STANDINS: 'true',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    try {
      await until(() => server.output().includes('실행 중입니다'), 'the server to listen', 300_000);
      const lines = server.output().split('\n');
      expect(lines.filter((line) => line.includes('LOCAL_STANDINS=true') && line.includes('"level":40'))).toHaveLength(
        1,
      );
      const printed = lines.filter((line) => line.includes('데모 계정'));
      expect(printed).toHaveLength(1);
      const password = /비밀번호: (\S+?)"/.exec(printed[0]!)?.[1];
      expect(password).toEqual(expect.any(String));
      expect(password).not.toBe(DEMO_PASSWORD);

      const login = (pw: string) =>
        fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: pw }),
        }).then((answer) => answer.status);
      expect(await login(DEMO_PASSWORD)).toBe(401);
      expect(await login(password!)).toBe(200);

      // Not reachable from the network: only the loopback interface listens.
      const outside = Object.values(networkInterfaces())
        .flat()
        .find((address) => address && !address.internal && address.family === 'IPv4');
      expect(outside, 'this test needs a non-loopback IPv4 address').toBeDefined();
      const reached = await fetch(`http://${outside!.address}:${port}/healthz`, { signal: AbortSignal.timeout(3_000) })
        .then(() => true)
        .catch(() => false);
      expect(reached).toBe(false);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  }, 360_000);
});
