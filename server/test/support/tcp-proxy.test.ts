import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from './tcp-proxy';

/** An echo server behind the proxy: what is sent comes back while the proxy passes. */
describe('the fault-test TCP proxy', () => {
  let echo: Server;
  let proxy: TcpProxy;
  beforeAll(async () => {
    echo = createServer((socket) => {
      socket.on('error', () => undefined);
      socket.pipe(socket);
    });
    await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
    proxy = await TcpProxy.start({ host: '127.0.0.1', port: (echo.address() as AddressInfo).port });
  });
  afterAll(async () => {
    await proxy.close();
    await new Promise((resolve) => echo.close(resolve));
  });

  /** Connects, sends `text`, and says what happened first: the echo, a close, or nothing within `waitMs`. */
  const roundTrip = (text: string, waitMs = 300) =>
    new Promise<string>((resolve) => {
      const socket = connect(proxy.port, '127.0.0.1');
      const done = (what: string) => {
        clearTimeout(timer);
        socket.destroy();
        resolve(what);
      };
      const timer = setTimeout(() => done('nothing'), waitMs);
      socket.on('data', (data) => done(`echo:${data.toString()}`));
      socket.on('error', () => done('closed'));
      socket.on('close', () => done('closed'));
      socket.write(text);
    });

  it('passes, hangs, refuses and heals', async () => {
    expect(await roundTrip('a', 5_000)).toBe('echo:a');
    proxy.hang();
    expect(await roundTrip('b')).toBe('nothing');
    proxy.refuse();
    expect(await roundTrip('c', 5_000)).toBe('closed');
    proxy.heal();
    expect(await roundTrip('d', 5_000)).toBe('echo:d');
  });

  it('cuts open connections', async () => {
    const socket = connect(proxy.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    proxy.cut();
    await closed;
    expect(proxy.connections).toBe(0);
  });
});
