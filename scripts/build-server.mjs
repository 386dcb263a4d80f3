// `npm run build -w server`: the server as one ES module, server/dist/main.js, that plain `node` runs in
// production (`npm start`, the Dockerfile), and beside it the spreadsheet thread it starts
// (server/dist/spreadsheet-worker.js, platform/spreadsheets.ts). esbuild compiles them exactly as tsx and
// Vitest do in development and tests (same tsconfig, decorators without emitted metadata), so the build runs
// the code that was tested.
// Packages stay in node_modules; only our own sources (server and @shim/common) are bundled.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every bare import is a package left to node_modules, except our own workspace `@shim/common`. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shim/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    main: path.join(root, 'server/src/main.ts'),
    'spreadsheet-worker': path.join(root, 'server/src/platform/spreadsheet-worker.ts'),
  },
  outdir: path.join(root, 'server/dist'),
  tsconfig: path.join(root, 'server/tsconfig.json'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // MikroORM and type-graphql know entities and types by their class names: keep them as written.
  keepNames: true,
  sourcemap: true,
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
