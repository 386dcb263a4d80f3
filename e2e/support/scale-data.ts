import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseUrl } from '../pages/e2e-database';

/** Lodgings added on 서울's streets: with the demo ones, more than one page of 100 matches. */
export const SCALE_HOTELS_IN_SEOUL = 150;
/** Nights of inventory the added lodgings get, from today. */
export const SCALE_DAYS = 30;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Playwright global setup, after the web server is up (scripts/e2e-server.mjs wrote where its database is):
 * the benchmark seeder's lodgings on 서울's streets, so a journey can check the search at more than 100 matches.
 */
export default function addScaleData(): void {
  const seeded = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      path.join(root, 'server/tsconfig.json'),
      path.join(root, 'server/src/scripts/seed-scale.ts'),
      '--hotels',
      String(SCALE_HOTELS_IN_SEOUL),
      '--days',
      String(SCALE_DAYS),
      '--destination',
      '서울',
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl() }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error(`seeding the 서울 lodgings failed (exit ${seeded.status})`);
}
