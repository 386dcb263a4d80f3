import DataLoader from 'dataloader';
import type { RequestContext } from './context';

/**
 * Per-operation DataLoaders: a relation field (`Reservation.hotel`, `Hotel.wishlisted`…) asked on every row
 * of a list is answered by one statement for the list, never one per row. Keyed by the operation's
 * context object, so nothing outlives the request and no caller sees another's rows.
 */
const loadersOf = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

export function loaderOf<K, V>(
  ctx: RequestContext,
  name: string,
  batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>,
): DataLoader<K, V> {
  let loaders = loadersOf.get(ctx);
  if (!loaders) loadersOf.set(ctx, (loaders = new Map()));
  let loader = loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(batch);
    loaders.set(name, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}

/** A batch answer in the keys' order from a map of what was found; `missing` for a key not found. */
export function inKeyOrder<K, V>(keys: readonly K[], found: Map<K, V>, missing: () => V | Error): Array<V | Error> {
  return keys.map((key) => (found.has(key) ? found.get(key)! : missing()));
}
