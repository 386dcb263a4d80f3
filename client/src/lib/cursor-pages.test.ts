import { describe, expect, it } from 'vitest';
import { appendPage } from './cursor-pages';

describe('appendPage', () => {
  it('puts the next page after the rows on screen and keeps the next page info', () => {
    const next = { edges: [{ node: 3 }], pageInfo: { hasNextPage: false, endCursor: 'c3' } };
    expect(appendPage({ edges: [{ node: 1 }, { node: 2 }] }, next)).toEqual({
      edges: [{ node: 1 }, { node: 2 }, { node: 3 }],
      pageInfo: { hasNextPage: false, endCursor: 'c3' },
    });
  });

  it('starts from the next page alone when nothing was on screen', () => {
    expect(appendPage(undefined, { edges: ['a'] })).toEqual({ edges: ['a'] });
  });
});
