import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { axisDate, axisDates, chartLabel } from './chart-labels';
import { ShareChart } from './charts';

// ApexCharts writes legends and tooltips as HTML, so a name became an element.
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
    const { container } = render(<ShareChart labels={[EVIL, '쉼 & 바다']} sales={[100_000, 50_000]} />);
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

  it('write days, months and years on the axis as Koreans do', () => {
    expect(axisDate('2026-12-04')).toBe('12월 4일');
    expect(axisDate('2026-01-09')).toBe('1월 9일');
    expect(axisDates(['2026-11', '2026-12'])).toEqual(['11월', '12월']);
    // A year's turn names the year on the first bar and on January.
    expect(axisDates(['2025-11', '2025-12', '2026-01', '2026-02'])).toEqual([
      '2025년 11월',
      '12월',
      '2026년 1월',
      '2월',
    ]);
    expect(axisDate('2026')).toBe('2026년');
    expect(axisDate('서울')).toBe('서울');
  });
});
