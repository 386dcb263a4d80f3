// Makes sure the end-to-end tests have a Chromium: Debian's /usr/bin/chromium (or CHROMIUM_PATH).
// Playwright never downloads browsers here; when the binary is missing this installs Debian's package.
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
  pkg: 'chromium',
  binary: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  setting: 'CHROMIUM_PATH',
  works: runnable,
});
