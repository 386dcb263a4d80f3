import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TcpProxy } from '../test/support/tcp-proxy';
import { freePort, scratchDatabase } from '../test/support/child-server';

/** SIGTERM ends the real main.ts within SHUTDOWN_TIMEOUT_MS even while a request hangs. */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('SIGTERM with a hung request', () => {
  it('finishes anyway, within the shutdown deadline', async () => {
    const database = await scratchDatabase('shutdown');
    const proxy = await TcpProxy.inFrontOf(database.url);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shim-shutdown-'));
    const port = await freePort();
    // node itself, not tsx's launcher: a signal must reach the server, not a parent that relays it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: proxy.urlFor(database.url),
        SEED_DEMO: 'false',
        JWT_SECRET: randomBytes(36).toString('base64url'),
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'info',
        // Nothing but the shutdown deadline may end the hung request.
        DB_STATEMENT_TIMEOUT_MS: '120000',
        DB_ACQUIRE_TIMEOUT_MS: '60000',
        REQUEST_TIMEOUT_MS: '120000',
        SHUTDOWN_TIMEOUT_MS: '2000',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const started = Date.now();
      while (!output.includes('실행 중입니다')) {
        if (child.exitCode !== null || Date.now() - started > 90_000) throw new Error(`no start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const board = `http://127.0.0.1:${port}/api/inquiries/board`;
      expect((await fetch(board)).status).toBe(200);
      proxy.hang();
      const hung = fetch(board).then(
        (answer) => answer.status,
        () => 'cut',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');
      expect(typeof (await exited)).toBe('number');
      expect(await hung).not.toBe(200);
      expect(output).toContain('종료합니다');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      proxy.heal();
      await proxy.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
