import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.resolve(__dirname, '../../test/stray-errors-server.ts')],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
  },
);
let output = '';
child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
afterAll(() => {
  child.kill();
});

describe('the last-resort handlers', () => {
  it('log a stray rejection, an unheard stream error and a throw, and the server keeps answering', async () => {
    await expect.poll(() => /listening (\d+)/.exec(output)?.[1], { timeout: 15_000 }).toBeTruthy();
    const url = `http://127.0.0.1:${/listening (\d+)/.exec(output)![1]}`;
    expect((await fetch(`${url}/stray`)).status).toBe(200);
    for (const message of ['stray rejection', 'stray stream error', 'stray throw'])
      await expect.poll(() => output, { timeout: 10_000 }).toContain(message);
    expect(output).toContain('서버는 계속 실행됩니다');
    expect((await fetch(`${url}/after`)).status).toBe(200);
    expect(child.exitCode).toBeNull();
  });
});
