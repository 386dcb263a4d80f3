/**
 * Core Web Vitals of the main page and a lodging page on a phone: LCP, CLS and the JavaScript fetched, in
 * Chromium with the mobile profile Lighthouse uses (Slow 4G, 4× CPU slowdown, a 390 px phone), cold loads
 * (a fresh browser context each: empty cache) against the e2e server (a fresh database with the demo data,
 * the build) behind a gzip proxy playing the deployment's nginx (deploy/nginx.conf).
 * A measurement, not a test: a busy machine must not fail CI, so it lives here, not in `npm test`.
 *   npm run build && npm run bench:web [-- --port 4290 --loads 3 --network slow4g|devtools --cpu 4|calibrated]
 * Prints each page's figures against the targets of docs/performance.md; exits 1 when a median misses one.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { chromium, type Browser } from '@playwright/test';
import { gzipProxy } from './gzip-proxy';
import {
  BENCHMARK_INDEX_SCRIPT,
  calibratedSlowdown,
  NETWORKS,
  PHONE,
  VITALS_SCRIPT,
  type Network,
  type Vitals,
} from './web-profile';

/** Core Web Vitals "good" (web.dev): the 75th percentile of real visits; we hold the lab median to it. */
const TARGETS = { lcpMs: 2500, cls: 0.1 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A run that cannot measure: says why and exits 2 (1 is a missed target). */
function usageError(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4290' },
    loads: { type: 'string', default: '3' },
    network: { type: 'string', default: 'slow4g' },
    // The CPU slowdown: Lighthouse's fixed 4, or `calibrated` from this host's BenchmarkIndex.
    cpu: { type: 'string', default: '4' },
    // A server already running the demo data (another build, another branch): measured as it is.
    url: { type: 'string' },
  },
});
const network: Network | undefined = NETWORKS[values.network as keyof typeof NETWORKS];
if (!network) {
  usageError(`--network is one of ${Object.keys(NETWORKS).join(', ')}`);
}
const appBase = values.url?.replace(/\/+$/, '') ?? `http://127.0.0.1:${values.port}`;

if (values.cpu !== 'calibrated' && !(Number(values.cpu) >= 1)) {
  usageError('--cpu is a slowdown of 1 or more, or calibrated');
}
if (
  (!values.url && !existsSync(path.join(root, 'client/dist/index.html'))) ||
  !existsSync(path.join(root, 'server/dist/main.js'))
) {
  usageError('bench:web measures the build: run `npm run build` first.');
}

interface Load extends Vitals {
  /** Gzipped bytes of every script fetched until the network was idle. */
  jsGzip: number;
  scripts: number;
}

/** One visit as a new visitor on a phone would make it. */
async function coldLoad(browser: Browser, url: string, slowdown: number): Promise<Load> {
  const context = await browser.newContext({ ...PHONE, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error on ${url}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console error on ${url}: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network!.conditions });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const bodies: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
  const vitals = await page.evaluate<Vitals>(VITALS_SCRIPT);
  const sizes = await Promise.all(bodies);
  await context.close();
  return { ...vitals, jsGzip: sizes.reduce((sum, size) => sum + size, 0), scripts: sizes.length };
}

async function ready(server: ReturnType<typeof spawn> | null): Promise<void> {
  // A stale build is rebuilt first (scripts/start.mjs), then the demo data seeded: minutes on a busy machine.
  const deadline = Date.now() + 360_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the e2e server exited (${server.exitCode})`);
    const up = await fetch(`${appBase}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the e2e server was not ready within 6 minutes');
}

/** The demo lodging search ranks first in 서울 for tonight, opened as its search result links it. */
async function demoLodgingPath(): Promise<string> {
  const today = todayInSeoul();
  const stay = { region: '서울', startDate: today, endDate: addDays(today, 1), rooms: 1, persons: 2 };
  const answer = await fetch(`${appBase}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stay),
  });
  const [first] = (await answer.json()) as Array<{ hId: number }>;
  if (!first) throw new Error('the demo data has no lodging in 서울');
  const query = new URLSearchParams({ ...stay, rooms: '1', persons: '2' });
  return `/hotel/${first.hId}?${query}`;
}

/** This host's BenchmarkIndex, unthrottled: the median of three, as Lighthouse's calibration takes it. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const runs: number[] = [];
  for (let i = 0; i < 3; i += 1) runs.push(await page.evaluate<number>(BENCHMARK_INDEX_SCRIPT));
  await page.close();
  return median(runs);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const server = values.url
  ? null
  : spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
      cwd: root,
      env: { ...process.env, E2E_PORT: values.port },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
let browser: Browser | undefined;
const proxy = await gzipProxy(appBase);
try {
  await ready(server);
  browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const pages = ['/', await demoLodgingPath()];
  const index = await benchmarkIndex(browser);
  const slowdown = values.cpu === 'calibrated' ? Math.round(calibratedSlowdown(index) * 10) / 10 : Number(values.cpu);
  // The server's first answers (a cold process) are not the client's doing.
  for (const page of pages) await fetch(proxy.url + page);
  console.log(
    `bench:web ${network.label}, ${slowdown}× CPU (host BenchmarkIndex ${Math.round(index)}; ` +
      `Lighthouse's calibration: ${calibratedSlowdown(index).toFixed(1)}×), ${PHONE.viewport.width}×${PHONE.viewport.height} DPR ${PHONE.deviceScaleFactor}, ` +
      `${values.loads} cold loads each (load ${loadavg()[0]!.toFixed(1)})`,
  );
  let missed = false;
  for (const page of pages) {
    const loads: Load[] = [];
    for (let i = 0; i < Number(values.loads); i += 1) loads.push(await coldLoad(browser, proxy.url + page, slowdown));
    const lcp = median(loads.map((load) => load.lcpMs));
    const cls = median(loads.map((load) => load.cls));
    missed ||= lcp > TARGETS.lcpMs || cls > TARGETS.cls;
    const each = loads.map(
      (load) =>
        `${Math.round(load.lcpMs)} ms <${load.lcpElement}> CLS ${load.cls.toFixed(3)}` +
        (load.shifted ? ` (moved: ${load.shifted})` : ''),
    );
    const last = loads.at(-1)!;
    console.log(
      `${page.split('?')[0]}: LCP median ${Math.round(lcp)} ms (target ${TARGETS.lcpMs}), CLS median ${cls.toFixed(3)} ` +
        `(target ${TARGETS.cls}), JS ${kb(last.jsGzip)} gzipped in ${last.scripts} scripts; loads: ${each.join('; ')}`,
    );
  }
  console.log(`load after: ${loadavg()[0]!.toFixed(1)}`);
  if (missed) process.exitCode = 1;
} finally {
  await browser?.close();
  await proxy.close();
  // SIGTERM lets the e2e server drop its database.
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
