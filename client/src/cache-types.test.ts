import { describe, expect, it } from 'vitest';
import schema from '../../schema.graphql?raw';
import { typePolicies } from './apollo';
import { LODGING_TYPES } from './features/wishlist/wishlist-cache';

const declared = new Set([...schema.matchAll(/^type (\w+)/gm)].map((match) => match[1]));

// A type policy or a cache update under a name the server no longer answers does nothing, silently
// (the detail's type was renamed to `Hotel` once and its hearts and per-stay rooms stopped updating).
describe('cache type names', () => {
  it('the type policies and the heart updates name types of schema.graphql', () => {
    for (const name of [...Object.keys(typePolicies), ...LODGING_TYPES]) expect(declared, name).toContain(name);
  });
});
