import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInsideAddress, pinnedAgent, type Resolve } from './outside-address';
import { callOutside } from './outside-call';
import { NoAnswerError, testService } from '../../test/support/outside-service';

/** Partners' addresses: the inside ranges in every spelling, and the refusal made when the connection is. */

let receiver: Server;
let port: number;
const hosts: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    hosts.push(req.headers.host ?? '');
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

const service = testService();

/** A resolver that answers `addresses` for any name and counts its lookups. */
const resolver = (addresses: string[]): Resolve & { calls: string[] } => {
  const calls: string[] = [];
  return Object.assign(async (host: string) => (calls.push(host), addresses), { calls });
};

describe('isInsideAddress', () => {
  it('refuses IPv6 spellings of inside addresses', () => {
    const inside = [
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '64:ff9b::a9fe:a9fe', // NAT64 of 169.254.169.254
      '64:ff9b:1::1', // local-use NAT64
      '2002:a9fe:a9fe::', // 6to4 of 169.254.169.254
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      'fec0::1', // site-local
      'fc00::1',
      'fd12:3456::1', // unique-local
      'fe80::1', // link-local
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '::ffff:0:7f00:1', // IPv4-translated
      '::1',
      '::',
      'ff02::1',
      '2001:db8::1', // documentation
      '100::1', // discard
      '[::1]',
    ];
    expect(inside.filter((address) => !isInsideAddress(address))).toEqual([]);
  });

  it('refuses every IPv4 special range, and what is not an address', () => {
    const inside = [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.1',
      '192.0.2.1',
      '192.88.99.1',
      '192.168.0.10',
      '198.18.0.1',
      '198.51.100.1',
      '203.0.113.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      'not-an-ip',
      '',
    ];
    expect(inside.filter((address) => !isInsideAddress(address))).toEqual([]);
  });

  it('lets public unicast through, IPv4-mapped included', () => {
    const outside = [
      '8.8.8.8',
      '93.184.216.34',
      '172.32.0.1',
      '2001:4860:4860::8888',
      '2606:4700::1111',
      '::ffff:8.8.8.8',
    ];
    expect(outside.filter(isInsideAddress)).toEqual([]);
  });
});

describe('a pinned connection', () => {
  it('refuses a name resolving to 127.0.0.1 when it connects, and sends nothing', async () => {
    const resolve = resolver(['127.0.0.1']);
    const dispatcher = pinnedAgent({ resolve });
    const before = hosts.length;
    await expect(callOutside(service, `http://partner.test:${port}/hooks`, { dispatcher })).rejects.toThrow(
      new NoAnswerError('unreachable'),
    );
    expect(resolve.calls).toEqual(['partner.test']);
    expect(hosts.length).toBe(before);
  });

  it('refuses a name with one inside address among public ones', async () => {
    const resolve = resolver(['93.184.216.34', '::ffff:127.0.0.1']);
    const dispatcher = pinnedAgent({ resolve });
    await expect(callOutside(service, `http://partner.test:${port}/`, { dispatcher })).rejects.toThrow(
      new NoAnswerError('unreachable'),
    );
    expect(resolve.calls).toEqual(['partner.test']);
  });

  it('refuses localhost through the system resolver, and inside literals that need no lookup', async () => {
    const dispatcher = pinnedAgent();
    const before = hosts.length;
    for (const host of ['localhost', '127.0.0.1', '[::ffff:127.0.0.1]', '[::1]']) {
      await expect(callOutside(service, `http://${host}:${port}/`, { dispatcher }), host).rejects.toThrow(
        new NoAnswerError('unreachable'),
      );
    }
    expect(hosts.length).toBe(before);
  });

  it('connects to the address it checked, once resolved, with the name as Host', async () => {
    // The rule relaxed to reach this machine: what is checked is what is connected to (no second lookup).
    const resolve = resolver(['127.0.0.1']);
    const dispatcher = pinnedAgent({ resolve, isInside: () => false });
    const answer = await callOutside(service, `http://partner.test:${port}/hooks`, { dispatcher, read: 'status' });
    expect(answer.status).toBe(204);
    expect(resolve.calls).toEqual(['partner.test']);
    expect(hosts.at(-1)).toBe(`partner.test:${port}`);
  });
});
