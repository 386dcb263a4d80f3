/**
 * `/readyz` while ten two-year exports of the manager's bookings run at once: sequential probes
 * on a connection of their own, from the first export sent to the last one answered, against the same probes
 * on the idle app. The limits are raised to ten so all ten are built (by default the fifth caller, and a
 * user's third, is answered 429 at once).
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { configureSpreadsheets } from '../../server/src/platform/spreadsheets';
import { httpConnection } from './http';
import { percentile } from './support';

const CONCURRENT = 10;
const PROBE_GAP_MS = 10;

/** The probes' times, and the app's event-loop delay meanwhile (this process serves the app). */
async function probeWhile(
  base: string,
  busy: () => Promise<unknown>,
): Promise<{ times: number[]; loop: IntervalHistogram }> {
  const probe = await httpConnection(base);
  const times: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await probe.get('/readyz');
      times.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`/readyz answered ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, PROBE_GAP_MS));
    }
  })();
  try {
    await busy();
  } finally {
    loop.disable();
    running = false;
    await probing;
    probe.close();
  }
  return { times, loop };
}

/** Markdown lines: the idle probes, then the probes under ten exports, with the exports' figures. */
export async function readyzUnderExports(
  base: string,
  headers: Record<string, string>,
  bookingsInPeriod: (from: string, to: string) => Promise<number>,
): Promise<string[]> {
  configureSpreadsheets({ maxInFlight: CONCURRENT, perUser: CONCURRENT });
  const to = todayInSeoul();
  const from = addDays(to, -729);
  const path = `/api/manager/reservations/export.xlsx?from=${from}&to=${to}`;
  const exportOnce = async () => {
    const connection = await httpConnection(base);
    try {
      const answer = await connection.get(path, headers);
      if (answer.status !== 200) throw new Error(`export: ${answer.status} ${answer.text}`);
      return Number(answer.headers['content-length']);
    } finally {
      connection.close();
    }
  };
  // The spreadsheet thread started and warmed once, as a running server's would be.
  const aloneStarted = performance.now();
  const bytes = await exportOnce();
  const alone = performance.now() - aloneStarted;
  const idle = await probeWhile(base, () => new Promise((resolve) => setTimeout(resolve, 3000)));
  let wall = 0;
  const busy = await probeWhile(base, async () => {
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, exportOnce));
    wall = performance.now() - started;
  });
  const rows = await bookingsInPeriod(from, to);
  const load = loadavg()[0]!.toFixed(1);
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  const line = (what: string, { times, loop }: { times: number[]; loop: IntervalHistogram }) =>
    `| ${what} | ${times.length} | ${percentile(times, 0.5)} | ${percentile(times, 0.99)} | ` +
    `${Math.max(...times).toFixed(1)} | ${ms(loop.percentile(99))} / ${ms(loop.max)} | ${load} |`;
  return [
    `Two-year export: ${rows.toLocaleString('en')} bookings, ${(bytes / 1e6).toFixed(1)} MB, ${(alone / 1000).toFixed(1)} s alone; ` +
      `${CONCURRENT} at once answered in ${(wall / 1000).toFixed(1)} s.`,
    '',
    '| /readyz | probes | p50 ms | p99 ms | max ms | event-loop delay p99 / max ms | load |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    line('idle', idle),
    line(`${CONCURRENT} two-year exports running`, busy),
  ];
}
