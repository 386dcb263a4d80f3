import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { Logger } from './logger';
import { streamJsonArray } from './json-stream';

/** A response whose client has already gone: its 'close' fired before anyone listened. */
function leftResponse(): Response {
  const res = Object.assign(new EventEmitter(), {
    headersSent: false,
    destroyed: true,
    closed: true,
    status: () => res,
    type: () => res,
    write: () => false,
    end: () => res,
    destroy: () => res,
  });
  return res as unknown as Response;
}

describe('streamJsonArray', () => {
  it('closes the batches when the client left before the first write drained', async () => {
    let closed = false;
    async function* batches() {
      try {
        for (;;) yield [1, 2, 3];
      } finally {
        closed = true;
      }
    }
    await streamJsonArray(leftResponse(), batches(), (n) => n, {} as Logger);
    expect(closed).toBe(true);
  });
});
