/**
 * Lighthouse's mobile profile for bench:web: the phone (a 390 px wide, DPR 3 touch screen with a mobile
 * Chrome's user agent), the network, and the page script that collects LCP and CLS as web-vitals does.
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
