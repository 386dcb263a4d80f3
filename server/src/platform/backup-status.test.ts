import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { BackupWatch, type BackupStatus } from './backup-status';
import type { Logger } from './logger';
import { Metrics } from './metrics';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const limits = { BACKUP_MAX_AGE_HOURS: 26, WAL_ARCHIVE_MAX_LAG_SECONDS: 300 };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function recordBackup(method: string, finishedAt: Date, ok: boolean) {
  await app.orm.em
    .fork()
    .getConnection()
    .execute('insert into backup_runs (method, label, started_at, finished_at, ok) values (?, ?, ?, ?, ?)', [
      method,
      `test-${finishedAt.getTime()}`,
      finishedAt,
      finishedAt,
      ok,
    ]);
}

describe('backup status', () => {
  it('shows a missing backup in /readyz as a warning, and stays ready', async () => {
    let answer = await app.request('GET', '/readyz');
    // The first reading is taken in the background as the app starts.
    while (!answer.json<{ backup: BackupStatus | null }>().backup) answer = await app.request('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'ok',
      database: 'up',
      backup: { state: 'late', lastSuccessAt: null, warnings: ['성공한 백업이 없습니다'] },
    });
  });

  it('reads the newest good backup of any method, warns once when late, and exports the gauges', async () => {
    const warn = vi.fn();
    const logger = { warn, debug: vi.fn() } as unknown as Logger;
    const watch = new BackupWatch(app.orm, limits, logger);
    const metrics = new Metrics();
    watch.registerGauges(metrics);

    await recordBackup('embedded', hoursAgo(30), true);
    await recordBackup('embedded', hoursAgo(1), false);
    expect(await watch.check()).toMatchObject({
      state: 'late',
      method: 'embedded',
      warnings: ['마지막 백업이 30시간 전입니다 (기준 26시간)'],
    });
    await watch.check();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await metrics.registry.getSingleMetricAsString('shim_backup_last_success_age_seconds')).toMatch(
      /shim_backup_last_success_age_seconds 10[78]\d{3}/,
    );

    await recordBackup('pgbackrest', hoursAgo(2), true);
    expect(await watch.check()).toMatchObject({ state: 'ok', method: 'pgbackrest', warnings: [] });
    expect((await watch.check())!.lastSuccessAgeSeconds).toBeGreaterThanOrEqual(7_200);
  });
});
