// The bundle budget (docs/performance.md): the JavaScript the main page (/) loads before it shows, gzipped,
// from the built client's manifest: the entry with its static imports, plus the main page's route chunk
// (router.tsx loads it lazily) with its static imports. Prints every chunk; fails above the budget.
//   npm run size            (after npm run build -w client)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000;
const MAIN_PAGE = 'src/pages/MainPage.tsx';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error('size: no client/dist/.vite/manifest.json; run `npm run build -w client` first');
  process.exit(1);
}

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The chunk `key` and every chunk it imports statically, transitively. */
function closure(key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entry || !manifest[MAIN_PAGE]) {
  console.error(`size: the manifest lacks the entry or ${MAIN_PAGE}`);
  process.exit(1);
}
const initial = closure(MAIN_PAGE, closure(entry));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (key) => ({ file: manifest[key].file, gzip: sizeOf(manifest[key].file) });

console.log('Initial JavaScript of the main page (gzip):');
const rows = [...initial].map(row).sort((a, b) => b.gzip - a.gzip);
for (const { file, gzip } of rows) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
const total = rows.reduce((sum, { gzip }) => sum + gzip, 0);

console.log('\nChunks loaded later (route, role or feature; gzip):');
const later = Object.keys(manifest)
  .filter((key) => !initial.has(key) && manifest[key].file.endsWith('.js'))
  .map(row)
  .sort((a, b) => b.gzip - a.gzip);
for (const { file, gzip } of later) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);

console.log(`\nMain page initial JS: ${kb(total)} gzipped (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.error(`size: over budget by ${kb(total - BUDGET_BYTES)}`);
  process.exit(1);
}
