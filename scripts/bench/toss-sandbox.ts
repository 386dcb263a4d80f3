/**
 * The local Toss sandbox on its own event loop for `npm run bench:booking` (a worker thread): real Toss
 * serves the payment window and the confirm on its own machines, so the bench does not let them queue
 * with the app's requests. The same router and `sandbox_payments` table as the sandbox the app mounts;
 * posts back the address it listens on.
 */
import './production-mode';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { ormOptions } from '../../server/src/orm';
import { tossSandboxRouter } from '../../server/src/modules/payments/toss-sandbox.rest';
import { LOCAL_TOSS_PATH } from '../../server/src/platform/payments/toss';

export interface SandboxJob {
  databaseUrl: string;
  secretKey: string;
}

const { databaseUrl, secretKey } = workerData as SandboxJob;
const orm = await MikroORM.init(ormOptions(databaseUrl));
const app = express();
app.disable('x-powered-by');
app.use(LOCAL_TOSS_PATH, tossSandboxRouter(orm, secretKey));
// Keep-alive sockets stay open through a run (see support.ts).
const server = createServer({ keepAliveTimeout: 60_000 }, app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
parentPort!.postMessage(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
parentPort!.once('message', () => {
  server.closeAllConnections();
  // Closing the port too leaves the thread nothing to wait for: it ends.
  server.close(() => void orm.close().then(() => parentPort!.close()));
});
