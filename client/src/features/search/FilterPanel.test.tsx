import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterPanel, type SearchFacets } from './FilterPanel';
import { readResultView } from './result-view';

afterEach(cleanup);

// getByRole throws when no checkbox has the name: finding it is the assertion.
const checkbox = (element: HTMLElement) => element as HTMLInputElement;

function renderPanel(facets: SearchFacets | null) {
  render(
    <FilterPanel
      view={readResultView(new URLSearchParams('types=HOTEL'))}
      nights={1}
      bounds={{ min: 0, max: 100_000 }}
      services={['무료 Wi-Fi', '주차 가능']}
      facets={facets}
      onChange={() => {}}
      onReset={() => {}}
    />,
  );
}

describe("the filter panel's counts", () => {
  it('shows the matches of each type and service beside it, 0 for one no match has', () => {
    renderPanel({
      types: [
        { type: 'HOTEL', count: 12 },
        { type: 'MOTEL', count: 1234 },
      ],
      services: [{ name: '무료 Wi-Fi', count: 7 }],
      atLeast: false,
    });
    expect(checkbox(screen.getByRole('checkbox', { name: '호텔 (12)' })).checked).toBe(true);
    expect(checkbox(screen.getByRole('checkbox', { name: '모텔 (1,234)' })).checked).toBe(false);
    screen.getByRole('checkbox', { name: '한옥 (0)' });
    screen.getByRole('checkbox', { name: '무료 Wi-Fi (7)' });
    screen.getByRole('checkbox', { name: '주차 가능 (0)' });
  });

  it('marks the counts as lower bounds when the count stopped at its bound', () => {
    renderPanel({
      types: [{ type: 'HOTEL', count: 1000 }],
      services: [{ name: '주차 가능', count: 40 }],
      atLeast: true,
    });
    screen.getByRole('checkbox', { name: '호텔 (1,000+)' });
    screen.getByRole('checkbox', { name: '주차 가능 (40+)' });
  });

  it('shows the bare choices until the counts are known', () => {
    renderPanel(null);
    screen.getByRole('checkbox', { name: '호텔' });
    screen.getByRole('checkbox', { name: '주차 가능' });
  });
});
