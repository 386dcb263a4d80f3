import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_BOUND, searchTotalLabel } from './search';

describe('searchTotalLabel', () => {
  it('shows an exact total as is and a bounded one with a plus', () => {
    expect(searchTotalLabel(1590, false)).toBe('숙소 1,590곳');
    expect(searchTotalLabel(SEARCH_COUNT_BOUND, true)).toBe('숙소 1,000+ 곳');
  });
});
