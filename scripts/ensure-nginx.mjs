// Makes sure `npm run scale-check` has nginx: Debian's package (the balancer of docker-compose, run here
// on the loopback). Like ensure-chromium.mjs, it installs the package when the binary is missing.
import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage({
  script: 'ensure-nginx',
  pkg: 'nginx',
  binary: process.env.NGINX_PATH || '/usr/sbin/nginx',
  setting: 'NGINX_PATH',
  works: (nginx) => spawnSync(nginx, ['-v'], { stdio: 'ignore' }).status === 0,
});
