import { defineConfig } from '@playwright/test';
import { E2E_SMTP_PORT } from './support/mail-settings';

const port = Number(process.env.E2E_PORT ?? 4100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys in Debian's old headless shell of Chromium (scripts/ensure-chromium.mjs installs it; no browser
 * download): it needs half the CPU of the full browser in its new headless mode for the same journeys. Against a
 * server of their own with a fresh database (scripts/e2e-server.mjs) serving the built client.
 */
export default defineConfig({
  testDir: './tests',
  // A real SMTP server for the code e-mails; the server below sends to it (E2E_SMTP_PORT -> SMTP_URL).
  // After the web server has started (Playwright starts it first): the SMTP sink, then more 서울 lodgings.
  globalSetup: ['./support/smtp-sink.ts', './support/scale-data.ts'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // Sized for a 2-core machine at load 6 (scripts/ci-under-load.sh): the longest journey (a manager
  // registering a lodging, booked, paid, reviewed and replied to) takes ~60 s quiet and three times that busy.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT) },
    url: `${baseURL}/readyz`,
    // Never test against a stale server left on the port: its data would not be this run's.
    reuseExistingServer: false,
    // First start creates a database, migrates and seeds the demo data (~60 s quiet, up to ~4 min busy).
    timeout: 360_000,
    // SIGTERM lets the script stop the server and drop its database; SIGKILL only as a last resort.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
