import { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../src/platform/logger';
import { keepServingThroughStrayErrors } from '../src/platform/last-resort';

/**
 * A server with the process's last guard (last-resort.test.ts): `/stray` leaves a rejected promise, an
 * emitter's 'error' with no listener and a throw in a callback behind it, as a buggy request handler would.
 */
const logger = createLogger('error', false);
keepServingThroughStrayErrors(logger);
const server = createServer((req, res) => {
  if (req.url === '/stray') {
    void Promise.reject(new Error('stray rejection'));
    setImmediate(() => new EventEmitter().emit('error', new Error('stray stream error')));
    setImmediate(() => {
      throw new Error('stray throw');
    });
  }
  res.end('ok');
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
