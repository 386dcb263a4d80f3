// The bundle budget (docs/performance.md): the JavaScript the main page (/) loads before it shows, gzipped, in
// every locale, from the built client's manifest: the entry with its static imports (the main page's code is in
// the entry's chunk; a route chunk of its own would count with its imports), and that locale's catalogues of the
// namespaces the main page loads (`common` and its route's, compiled by icu-messages.ts). Prints every chunk;
// fails when any locale is above the budget.
//   npm run size            (after npm run build -w client)
//   npm run size -- <dist>  (a build made elsewhere, e.g. vite build --outDir /tmp/x/dist)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000;
const MAIN_PAGE = 'src/pages/MainPage.tsx';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
const dist = path.resolve(process.argv[2] ?? path.join(client, 'dist'));
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`size: no ${dist}/.vite/manifest.json; run \`npm run build -w client\` first`);
  process.exit(1);
}

// The main page's namespaces as router.tsx lists them (`page('MainPage', [...])`), so the budget follows it.
const router = readFileSync(path.join(client, 'src/router.tsx'), 'utf8');
const routeNamespaces = /page\('MainPage',\s*\[([^\]]*)\]/.exec(router);
if (!routeNamespaces) {
  console.error("size: router.tsx has no page('MainPage', [...]) route");
  process.exit(1);
}
const namespaces = ['common', ...[...routeNamespaces[1].matchAll(/'([\w-]+)'/g)].map((match) => match[1])];

/** The compiled catalogues (icu-messages.ts's `\0icu-messages:` modules) by locale, then namespace. */
const catalogues = new Map();
for (const key of Object.keys(manifest)) {
  const match = /icu-messages:.*[\\/]messages[\\/]([\w-]+)[\\/]([\w-]+)\.json\.js$/.exec(key);
  if (!match) continue;
  const [, namespace, locale] = match;
  if (!catalogues.has(locale)) catalogues.set(locale, new Map());
  catalogues.get(locale).set(namespace, key);
}
if (catalogues.size === 0) {
  console.error('size: the manifest lists no message catalogues (icu-messages:…)');
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
if (!entry) {
  console.error('size: the manifest lacks the entry');
  process.exit(1);
}
// The main page's code is in the entry's chunk (client/vite.config.ts); were it a chunk of its own, it counts too.
const initial = manifest[MAIN_PAGE] ? closure(MAIN_PAGE, closure(entry)) : closure(entry);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (key) => ({ file: manifest[key].file, gzip: sizeOf(manifest[key].file) });
const print = (rows) => {
  for (const { file, gzip } of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
};
const sum = (rows) => rows.reduce((total, { gzip }) => total + gzip, 0);

console.log('Initial JavaScript of the main page, every locale (gzip):');
const code = [...initial].map(row);
print(code);
const codeTotal = sum(code);

const messageKeys = new Set();
const totals = [];
for (const [locale, byNamespace] of [...catalogues].sort()) {
  const rows = namespaces.map((namespace) => {
    const key = byNamespace.get(namespace);
    if (!key) {
      console.error(`size: no ${locale} catalogue of ${namespace} in the manifest`);
      process.exit(1);
    }
    messageKeys.add(key);
    return { ...row(key), file: `${manifest[key].file} (${namespace})` };
  });
  console.log(`\nMessages of ${locale} (${namespaces.join(', ')}; gzip):`);
  print(rows);
  totals.push({ locale, total: codeTotal + sum(rows) });
}

console.log('\nChunks loaded later (route, role or feature; gzip):');
print(
  Object.keys(manifest)
    .filter((key) => !initial.has(key) && !messageKeys.has(key) && manifest[key].file.endsWith('.js'))
    .map(row),
);

console.log(`\nMain page initial JS per locale (budget ${kb(BUDGET_BYTES)}, code ${kb(codeTotal)} + messages):`);
for (const { locale, total } of totals) console.log(`  ${locale.padEnd(8)} ${kb(total).padStart(9)}`);
const over = totals.filter(({ total }) => total > BUDGET_BYTES);
for (const { locale, total } of over) console.error(`size: ${locale} over budget by ${kb(total - BUDGET_BYTES)}`);
if (over.length > 0) process.exit(1);
