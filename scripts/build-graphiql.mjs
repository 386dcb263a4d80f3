// `npm run build -w client` (after Vite): the bundled GraphQL explorer, client/dist/graphiql/, served by the server
// at /graphiql under its own strict policy (docs/decisions/platform.md "GraphQL explorer"). A separate small
// bundle rather than a Vite entry: the site's chunks, preloads and size budgets stay as they are, and GraphiQL's
// editor (CodeMirror 5) needs no worker, no eval and nothing from another origin.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: {
    graphiql: path.join(root, 'client/src/graphiql/graphiql.tsx'),
    'sandbox-fallback': path.join(root, 'client/src/graphiql/sandbox-fallback.ts'),
  },
  outdir: path.join(root, 'client/dist/graphiql'),
  tsconfig: path.join(root, 'client/tsconfig.json'),
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  jsx: 'automatic',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.svg': 'dataurl', '.png': 'dataurl' },
  logLevel: 'warning',
});
