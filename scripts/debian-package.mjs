// Installs a Debian package when the binary a script needs is missing (ensure-chromium, ensure-nginx):
// apt-get as root, or through sudo; nothing is downloaded from anywhere but Debian's archive.
import { spawnSync } from 'node:child_process';

/**
 * Makes sure `binary` works (`works(binary)`), installing Debian's `pkg` when it does not; `setting` names
 * the environment variable that points at another binary. Exits the process with a message on failure.
 */
export function ensureDebianPackage({ script, pkg, binary, setting, works }) {
  const fail = (message) => {
    console.error(`${script}: ${message}`);
    process.exit(1);
  };
  const found = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

  if (works(binary)) return;
  if (!found('apt-get')) fail(`${binary} is missing and apt-get is not available: install ${pkg} and set ${setting}.`);
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && !found('sudo'))
    fail(`${binary} is missing; as root, run: apt-get update && apt-get install -y ${pkg}`);

  // As root (through sudo when needed); waits up to 10 minutes for another apt to finish.
  const aptGet = (...args) => {
    const command = ['DEBIAN_FRONTEND=noninteractive', 'apt-get', '-o', 'DPkg::Lock::Timeout=600', ...args];
    console.log(`${script}: ${isRoot ? '' : 'sudo '}${command.join(' ')}`);
    const result = isRoot
      ? spawnSync(command[1], command.slice(2), {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        })
      : spawnSync('sudo', command, { stdio: 'inherit' });
    if (result.status !== 0) fail(`'apt-get ${args.join(' ')}' failed (exit ${result.status ?? result.signal}).`);
  };

  console.log(`${script}: ${binary} is missing; installing Debian's ${pkg} package.`);
  aptGet('update');
  aptGet('install', '-y', pkg);
  if (!works(binary)) fail(`the ${pkg} package is installed but ${binary} does not run: set ${setting}.`);
  console.log(`${script}: ${binary} is ready.`);
}
