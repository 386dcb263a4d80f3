import type { Response } from 'express';
import type { Logger } from './logger';

/**
 * Writes the items of `batches` as one JSON array, a batch at a time, waiting for the socket to drain
 * (backpressure) before the next: the answer is never one big string. Answers 204 with no body when there is
 * no item (REST-NOTES: an empty search). The first batch is read before anything is sent, so a failing
 * statement still answers its error status; a failure after that cuts the answer short (no valid array)
 * rather than sending a truncated list as if it were whole.
 */
export async function streamJsonArray<T>(
  res: Response,
  batches: AsyncIterable<T[]>,
  format: (item: T) => unknown,
  logger: Logger,
): Promise<void> {
  const iterator = batches[Symbol.asyncIterator]();
  let next = await iterator.next();
  // The request's deadline may have answered 503 while the first batch was read.
  if (res.headersSent) return void (await iterator.return?.());
  if (next.done || next.value.length === 0) {
    await iterator.return?.();
    res.status(204).end();
    return;
  }
  res.status(200).type('application/json');
  let written = 0;
  try {
    while (!next.done) {
      let chunk = '';
      for (const item of next.value) chunk += (written++ === 0 ? '[' : ',') + JSON.stringify(format(item));
      if (!res.write(chunk) && !(await drained(res))) return void (await iterator.return?.());
      next = await iterator.next();
    }
    res.end(']');
  } catch (error) {
    logger.error({ err: error, written }, '목록을 보내는 도중 실패해 응답을 끊었습니다');
    await iterator.return?.().catch(() => undefined);
    res.destroy();
  }
}

/** True once the socket takes more; false when the client went away first. */
function drained(res: Response): Promise<boolean> {
  // A client that left before we listen has already sent its 'close': waiting for it would hold the cursor forever.
  if (res.destroyed || res.closed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const done = (more: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(more);
    };
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
