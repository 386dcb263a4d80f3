/**
 * The search bench's bare SQL, in a worker thread: a plain pg connection that runs the statements it is
 * sent one after another and posts back how long they took, in ms, timed here so the thread hop is not
 * counted. In the app's thread its result rows (160 or 1,590 lodgings a time) were garbage in the app's
 * heap, collected during the app's next requests (docs/decisions/data.md). Posts `'ready'` once connected;
 * `null` ends it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

export interface BareStatement {
  text: string;
  values: unknown[];
}

const client = new pg.Client({ connectionString: workerData as string });
await client.connect();
await client.query('set jit = off');
parentPort!.on('message', async (statements: BareStatement[] | null) => {
  if (statements === null) {
    await client.end();
    parentPort!.close();
    return;
  }
  const started = performance.now();
  for (const statement of statements) await client.query(statement);
  parentPort!.postMessage(performance.now() - started);
});
parentPort!.postMessage('ready');
