// Makes sure the end-to-end tests have a Chromium: Debian's /usr/bin/chromium (or CHROMIUM_PATH).
// Playwright never downloads browsers here; when the binary is missing this installs Debian's package.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function runnable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function found(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

if (runnable(chromium)) process.exit(0);

if (!found('apt-get'))
  fail(`${chromium} is missing and apt-get is not available: install Chromium and set CHROMIUM_PATH.`);
const isRoot = process.getuid?.() === 0;
if (!isRoot && !found('sudo'))
  fail(`${chromium} is missing; as root, run: apt-get update && apt-get install -y chromium`);

/** Runs an apt-get command as root (through sudo when needed); waits up to 10 minutes for another apt to finish. */
function aptGet(...args) {
  const command = ['DEBIAN_FRONTEND=noninteractive', 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args];
  console.log(`ensure-chromium: ${isRoot ? '' : 'sudo '}${command.join(' ')}`);
  const result = isRoot
    ? spawnSync(command[1], command.slice(2), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    : spawnSync('sudo', command, { stdio: 'inherit' });
  if (result.status !== 0) fail(`'apt-get ${args.join(' ')}' failed (exit ${result.status ?? result.signal}).`);
}

console.log(`ensure-chromium: ${chromium} is missing; installing Debian's chromium package.`);
aptGet('update');
aptGet('install', '-y', 'chromium');
if (!runnable(chromium)) fail(`the chromium package is installed but ${chromium} is still missing: set CHROMIUM_PATH.`);
console.log(`ensure-chromium: ${chromium} is ready.`);
