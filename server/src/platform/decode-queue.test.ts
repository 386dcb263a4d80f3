import { describe, expect, it } from 'vitest';
import { DecodeQueue } from './image-upload';

/** A job the test finishes by hand: when it started, and how to end it. */
function job(started: string[], name: string) {
  let finish!: (fail?: boolean) => void;
  const work = () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finish = (fail) => (fail ? reject(new Error(name)) : resolve(name));
    });
  return { work, end: (fail?: boolean) => finish(fail) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the decode queue', () => {
  it('runs as many jobs as it has slots and starts the next as one ends, failed or not', async () => {
    const queue = new DecodeQueue(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => job(started, name));
    const results = [a!, b!, c!, d!].map((item) =>
      queue.run(item.work).catch((error: Error) => `failed ${error.message}`),
    );
    await settle();
    expect(started).toEqual(['a', 'b']);
    a!.end(true);
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    b!.end();
    c!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    d!.end();
    expect(await Promise.all(results)).toEqual(['failed a', 'b', 'c', 'd']);
  });
});
