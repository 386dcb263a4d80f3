import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chartLabel } from './chart-labels';
import { SalesDonut } from './charts';

// Issue 25 #5: ApexCharts writes legends and tooltips as HTML, so a name became an element.
const EVIL = '<img src=x onerror=alert(1)>';

beforeAll(() => {
  // jsdom lays nothing out: ApexCharts measures its SVG text and watches its size.
  const box = { x: 0, y: 0, width: 40, height: 12 } as DOMRect;
  Object.assign(window.SVGElement.prototype, {
    getBBox: () => box,
    getComputedTextLength: () => 40,
    getScreenCTM: () => null,
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe('the dashboard charts', () => {
  it('show a lodging named like an HTML element as text, creating no element', async () => {
    const { container } = render(<SalesDonut labels={[EVIL, '쉼 & 바다']} sales={[100_000, 50_000]} />);
    await waitFor(() => expect(container.querySelector('.apexcharts-legend-text')).not.toBeNull());
    expect(container.querySelector('img')).toBeNull();
    const legend = [...container.querySelectorAll('.apexcharts-legend-text')].map((node) => node.textContent);
    expect(legend).toEqual([EVIL, '쉼 & 바다']);
  });

  it('escape every character HTML reads', () => {
    expect(chartLabel(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
