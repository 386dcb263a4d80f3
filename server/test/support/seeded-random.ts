/**
 * A seeded generator (mulberry32) of whole numbers in [min, max]: the same cases on every run, so a failure
 * can be replayed.
 */
export function seededIntegers(seed: number): (min: number, max: number) => number {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (min, max) => min + Math.floor(next() * (max - min + 1));
}
