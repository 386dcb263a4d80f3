// Makes sure the browsers the scripts use are here: Debian's old headless shell for the end-to-end journeys
// (/usr/bin/chromium-headless-shell, or CHROMIUM_PATH), and Debian's full Chromium for bench:web, which
// measures what a phone's browser paints (or BENCH_CHROMIUM_PATH). Playwright never downloads browsers here;
// a missing binary is installed from Debian's package.
import { accessSync, constants } from 'node:fs';
import { ensureDebianPackage } from './debian-package.mjs';

function runnable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

ensureDebianPackage({
  script: 'ensure-chromium',
  pkg: 'chromium-headless-shell',
  binary: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  setting: 'CHROMIUM_PATH',
  works: runnable,
});
ensureDebianPackage({
  script: 'ensure-chromium',
  pkg: 'chromium',
  binary: process.env.BENCH_CHROMIUM_PATH || '/usr/bin/chromium',
  setting: 'BENCH_CHROMIUM_PATH',
  works: runnable,
});
