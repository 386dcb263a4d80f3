// Makes sure `npm run scale-check` has nginx: Debian's package (the balancer of docker-compose, run here
// on the loopback). Like ensure-chromium.mjs, it installs the package when the binary is missing.
import { spawnSync } from 'node:child_process';

function fail(message) {
  console.error(`ensure-nginx: ${message}`);
  process.exit(1);
}

function found(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (spawnSync(nginx, ['-v'], { stdio: 'ignore' }).status === 0) process.exit(0);

if (!found('apt-get')) fail(`${nginx} is missing and apt-get is not available: install nginx and set NGINX_PATH.`);
const isRoot = process.getuid?.() === 0;
if (!isRoot && !found('sudo')) fail(`${nginx} is missing; as root, run: apt-get update && apt-get install -y nginx`);

/** Runs an apt-get command as root (through sudo when needed); waits up to 10 minutes for another apt to finish. */
function aptGet(...args) {
  const command = ['DEBIAN_FRONTEND=noninteractive', 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args];
  console.log(`ensure-nginx: ${isRoot ? '' : 'sudo '}${command.join(' ')}`);
  const result = isRoot
    ? spawnSync(command[1], command.slice(2), {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    : spawnSync('sudo', command, { stdio: 'inherit' });
  if (result.status !== 0) fail(`'apt-get ${args.join(' ')}' failed (exit ${result.status ?? result.signal}).`);
}

console.log(`ensure-nginx: ${nginx} is missing; installing Debian's nginx package.`);
aptGet('update');
aptGet('install', '-y', 'nginx');
if (spawnSync(nginx, ['-v'], { stdio: 'ignore' }).status !== 0) {
  fail(`the nginx package is installed but ${nginx} does not run: set NGINX_PATH.`);
}
console.log(`ensure-nginx: ${nginx} is ready.`);
