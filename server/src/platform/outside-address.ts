import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, type Dispatcher } from 'undici';

/**
 * Where a call to an address a partner supplied (a webhook receiver) may go: public unicast only. The rule is
 * applied when the connection is made, to the very address it is made to, so a name re-pointed inside after
 * its check (DNS rebinding) is refused too.
 */

/** An address a partner must not make us reach: anything but public unicast, and anything unparseable. */
export function isInsideAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return true;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  // IPv4-mapped (::ffff:a.b.c.d) is how a dual-stack socket reaches an IPv4 address: judge that address.
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() !== 'unicast';
  // Only 2000::/3 is global unicast; inside it, NAT64, 6to4, Teredo and the other special prefixes that carry or
  // reach another address are ranges of their own (never 'unicast') and are refused whatever they carry.
  const globalUnicast = v6.match(ipaddr.IPv6.parse('2000::'), 3);
  return !globalUnicast || v6.range() !== 'unicast';
}

/** A name's addresses: the system resolver by default; tests give their own. */
export type Resolve = (host: string) => Promise<string[]>;

const LOOKUP_TIMEOUT_MS = 3_000;

/** The system resolver, bounded: a name that does not resolve in time fails like one that does not resolve. */
export const systemResolve: Resolve = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${host}: 주소 조회 시간 초과`)), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return found.map((entry) => entry.address);
  } finally {
    clearTimeout(timer);
  }
};

/** A connection refused because its address is inside (a partner's URL, or the name it resolved to). */
export class InsideAddressError extends Error {
  readonly code = 'ERR_INSIDE_ADDRESS';
  constructor(host: string) {
    super(`${host}: 내부 네트워크 주소로는 연결하지 않습니다`);
  }
}

/** The host's addresses, refused as a whole when any of them is inside or there are none. */
export async function publicAddressesOf(
  host: string,
  resolve: Resolve = systemResolve,
  isInside: (address: string) => boolean = isInsideAddress,
): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : await resolve(bare);
  if (addresses.length === 0 || addresses.some(isInside)) throw new InsideAddressError(bare);
  return addresses;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** `net.connect`'s lookup: the one resolution of the connection, checked; the socket connects to what it returns. */
function checkedLookup(resolve: Resolve, isInside: (address: string) => boolean) {
  return (host: string, options: { all?: boolean; family?: number | string }, callback: LookupCallback): void => {
    publicAddressesOf(host, resolve, isInside).then(
      (addresses) => {
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : Number(options.family ?? 0);
        const usable = addresses.filter((address) => family === 0 || isIP(address) === family);
        if (usable.length === 0)
          return callback(Object.assign(new Error(`${host}: 주소 없음`), { code: 'ENOTFOUND' }), []);
        if (options.all)
          return callback(
            null,
            usable.map((address) => ({ address, family: isIP(address) })),
          );
        return callback(null, usable[0]!, isIP(usable[0]!));
      },
      (error: Error) => callback(error, []),
    );
  };
}

/**
 * An undici dispatcher whose every connection goes to a checked public address: a literal host is checked as it
 * is, a name is resolved once by `resolve` and the socket connects to exactly that answer (TLS SNI and the Host
 * header stay the name). `isInside` is the rule; tests may give their own to reach a local receiver.
 */
export function pinnedAgent(
  options: { resolve?: Resolve; isInside?: (address: string) => boolean; connectTimeoutMs?: number } = {},
): Dispatcher {
  const isInside = options.isInside ?? isInsideAddress;
  const connector = buildConnector({
    timeout: options.connectTimeoutMs ?? 10_000,
    lookup: checkedLookup(options.resolve ?? systemResolve, isInside),
  });
  return new Agent({
    connect: (connect, callback) => {
      // net.connect skips the lookup for a literal address: check it here.
      if (isIP(connect.hostname) && isInside(connect.hostname)) {
        return callback(new InsideAddressError(connect.hostname), null);
      }
      return connector(connect, callback);
    },
  });
}

let partners: Dispatcher | undefined;

/**
 * The dispatcher for partners' addresses: pinned to public ones, or none (undici's default) when inside addresses
 * are allowed on purpose (`WEBHOOK_ALLOW_PRIVATE`, outside production, for receivers on this machine).
 */
export function partnerDispatcher(allowInside: boolean): Dispatcher | undefined {
  if (allowInside) return undefined;
  partners ??= pinnedAgent();
  return partners;
}
