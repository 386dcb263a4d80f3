import { expect, test, type Browser } from '@playwright/test';

/** The budget of docs/performance.md: the main page's largest contentful paint on localhost. */
const LCP_BUDGET_MS = 1500;

/** One visit as a new visitor would make it (fresh context: empty cache); the LCP time and element. */
async function coldLcp(browser: Browser): Promise<{ time: number; element: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise<{ time: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          if (last) resolve({ time: last.startTime, element: last.element?.tagName.toLowerCase() ?? '?' });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return lcp;
}

test('the main page paints its largest content within 1.5 s', async ({ browser, request }) => {
  // The server's first answers (a cold process) are not the client's doing.
  await request.get('/');
  // The best of three cold loads: the machine running the journeys is shared (two workers, other jobs),
  // and one load stalled by them says nothing about the page.
  const loads = [await coldLcp(browser), await coldLcp(browser), await coldLcp(browser)];
  const best = Math.min(...loads.map((load) => load.time));
  console.log(
    `main page LCP: best ${Math.round(best)} ms of ${loads.map((load) => `${Math.round(load.time)} ms <${load.element}>`).join(', ')} (budget ${LCP_BUDGET_MS} ms)`,
  );
  expect(best).toBeLessThanOrEqual(LCP_BUDGET_MS);
});
