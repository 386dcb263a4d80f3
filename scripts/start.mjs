// `npm start`: builds the client and the server when their sources are newer than their builds, then runs
// the compiled server with plain Node. Settings come from the environment (README); DATA_DIR defaults to
// <repo>/.data.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (relative) => path.join(root, relative);

/** Newest modification time of the given files and of everything under the given folders (0 if none exist). */
function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths.filter(existsSync)) {
    const inside = statSync(entry).isDirectory() ? readdirSync(entry, { recursive: true }) : [];
    // Folders count too: deleting a source file changes its folder's mtime.
    for (const file of [entry, ...inside.map((name) => path.join(entry, name))]) {
      newest = Math.max(newest, statSync(file).mtimeMs);
    }
  }
  return newest;
}

/** Runs `npm run build -w <workspace>` when `built` is missing or older than any of `sources`. */
function buildWhenStale(workspace, label, built, sources) {
  if (existsSync(built) && statSync(built).mtimeMs >= newestMtime(sources.map(at))) return;
  console.log(`${label}를 빌드합니다 (npm run build -w ${workspace})…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`${label} 빌드에 실패했습니다.`);
    process.exit(build.status ?? 1);
  }
}

// client/dist/index.html is written last by `vite build`, so it dates the whole build.
// With CLIENT_DIST set the server serves a build made elsewhere, and there is nothing to build here.
if (!process.env.CLIENT_DIST) {
  buildWhenStale('client', '클라이언트', at('client/dist/index.html'), [
    'client/src',
    'client/index.html',
    'client/vite.config.ts',
    'common/src',
    'scripts/build-graphiql.mjs',
  ]);
}
// The Docker image ships server/dist without sources: nothing to compare, nothing to build.
if (existsSync(at('server/src'))) {
  buildWhenStale('server', '서버', at('server/dist/main.js'), ['server/src', 'common/src', 'scripts/build-server.mjs']);
}

// Run from server/ so relative paths in settings mean the same as under `npm run dev`.
// A relative DATA_DIR is taken from where `npm start` was called (the repo root), not from server/.
// A 64 MB young generation (V8's default is 16): a request's garbage is collected in fewer pauses of about
// the same length, so fewer requests wait behind one (docs/performance.md). The benches use the same flag.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', '--max-semi-space-size=64', at('server/dist/main.js')],
  {
    cwd: at('server'),
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: path.resolve(process.env.DATA_DIR || at('.data')) },
  },
);

// The server shuts down cleanly on SIGINT/SIGTERM (closing the embedded database); pass them on and wait.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('error', (error) => {
  console.error('서버를 시작하지 못했습니다:', error.message);
  process.exit(1);
});
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
