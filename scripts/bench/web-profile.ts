/**
 * The phone profile of bench:web: the phone (a 390 px wide, DPR 3 touch screen with a mobile Chrome's user agent;
 * Lighthouse's own moto g power is 412 px at DPR 1.75, a third of the pixels to paint), Lighthouse's network, its
 * CPU calibration, and the page script that collects LCP and CLS as web-vitals does.
 */

/** The phone: Playwright's browser-context options. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  // Lighthouse's emulated phone (moto g power); the server sends every browser the same page.
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

export interface Network {
  label: string;
  /** CDP Network.emulateNetworkConditions: latency in ms, throughputs in bytes per second. */
  conditions: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const kbps = (value: number) => (value * 1024) / 8;

/**
 * Lighthouse's Slow 4G (constants.js `mobileSlow4G`): 150 ms RTT, 1.6 Mbps down, 750 kbps up. `slow4g`
 * applies it as is; `devtools` as Lighthouse's own devtools throttling does (latency × 3.75 and throughput
 * × 0.9), because the browser adds the latency once per request, not per round trip of each connection.
 */
export const NETWORKS = {
  slow4g: {
    label: 'Slow 4G (150 ms, 1.6 Mbps down, 750 kbps up)',
    conditions: { latency: 150, downloadThroughput: kbps(1.6 * 1024), uploadThroughput: kbps(750) },
  },
  devtools: {
    label: 'Slow 4G as Lighthouse devtools throttling (562.5 ms, 1.44 Mbps down, 675 kbps up)',
    conditions: { latency: 150 * 3.75, downloadThroughput: kbps(1.6 * 1024 * 0.9), uploadThroughput: kbps(750 * 0.9) },
  },
} satisfies Record<string, Network>;
export type NetworkName = keyof typeof NETWORKS;

export interface Vitals {
  lcpMs: number;
  /** The tag of the element that painted the largest content. */
  lcpElement: string;
  /** The largest session window of unexpected layout shifts (web-vitals' definition of CLS). */
  cls: number;
  /** The elements that moved, for finding the cause. */
  shifted: string;
}

/**
 * Evaluated in the page once the network is idle (a string: this file is type-checked without the DOM's
 * types): buffered observers hand over every entry so far, and later ones as they come. LCP is the last candidate; CLS sums shifts without
 * recent input into windows that close after a 1 s gap or at 5 s, and takes the largest (web-vitals).
 */
export const VITALS_SCRIPT = `new Promise((resolve) => {
  const paints = [];
  const shifts = [];
  let changed = performance.now();
  new PerformanceObserver((list) => { paints.push(...list.getEntries()); changed = performance.now(); })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { shifts.push(...list.getEntries()); changed = performance.now(); })
    .observe({ type: 'layout-shift', buffered: true });
  const started = performance.now();
  // An entry is reported once the compositor says the frame was presented: on a loaded machine, seconds
  // after the paint. Wait for a candidate and 2 s without news (30 s at most).
  const settled = () => (paints.length && performance.now() - changed > 2000) || performance.now() - started > 30000;
  const poll = setInterval(() => {
    if (!settled()) return;
    clearInterval(poll);
    const last = paints.at(-1);
    let cls = 0, windowValue = 0, windowStart = 0, lastShift = 0;
    for (const entry of shifts) {
      if (entry.hadRecentInput) continue;
      if (windowValue && entry.startTime - lastShift < 1000 && entry.startTime - windowStart < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      lastShift = entry.startTime;
      cls = Math.max(cls, windowValue);
    }
    const sources = shifts.flatMap((entry) => (entry.sources || []).map((source) =>
      source.node && source.node.nodeType === 1 ? source.node.tagName.toLowerCase() + (source.node.id ? '#' + source.node.id : '') : '?'));
    resolve({
      lcpMs: last ? last.startTime : NaN,
      lcpElement: last && last.element ? last.element.tagName.toLowerCase() : '?',
      cls,
      shifted: [...new Set(sources)].join(' '),
    });
  }, 250);
})`;

/**
 * Lighthouse's BenchmarkIndex (its `computeBenchmarkIndex` page function, Apache-2.0, written again here):
 * the mean of two half-second loops, one building strings (allocation and GC) and one copying arrays, as
 * iterations per second / 10. Lighthouse's 4× slowdown is meant for a host scoring 1,500–2,000.
 */
export const BENCHMARK_INDEX_SCRIPT = `(() => {
  const rate = (started, iterations) => Math.round(iterations / 10 / ((Date.now() - started) / 1000));
  const strings = () => {
    const started = Date.now();
    let iterations = 0;
    while (Date.now() - started < 500) {
      let text = '';
      for (let j = 0; j < 10000; j++) text += 'a';
      if (text.length === 1) throw new Error('unreachable');
      iterations++;
    }
    return rate(started, iterations);
  };
  const copies = () => {
    const a = [], b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const started = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - started < 500) {
      const from = iterations % 2 ? b : a, to = iterations % 2 ? a : b;
      for (let j = 0; j < from.length; j++) to[j] = from[j];
      iterations++;
    }
    return rate(started, iterations);
  };
  return (strings() + copies()) / 2;
})()`;

/**
 * The CPU slowdown that brings a host of this BenchmarkIndex to Lighthouse's mid-tier phone: the formula of
 * Lighthouse's CPU throttling calculator (linked from its docs/throttling.md): 3× at 1,300, +1 per 233 above;
 * 2× at 800; 1× at 150.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
