import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from '@shim/common/webhooks';
import { AppError } from '../../platform/errors';

/**
 * Where a webhook may be sent (SSRF): in production only https to public addresses, checked when the
 * endpoint is registered and again before each delivery (a name may be re-pointed at an inside address);
 * outside production also http://localhost and http://127.0.0.1, for receivers on the developer's machine.
 */

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const LOOKUP_TIMEOUT_MS = 3_000;

/** Resolves the host; a name that does not resolve in time is refused like an inside one. */
async function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return [bare];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timeout')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([lookup(bare, { all: true }), timeout]);
    return found.map((entry) => entry.address);
  } catch {
    throw AppError.badInput(WEBHOOK_MESSAGES.urlInvalid);
  } finally {
    clearTimeout(timer);
  }
}

/** The URL as stored, or BAD_USER_INPUT with why it may not receive webhooks. */
export async function checkWebhookUrl(value: unknown, production: boolean): Promise<string> {
  if (typeof value !== 'string' || value.length > WEBHOOK_URL_MAX) throw AppError.badInput(WEBHOOK_MESSAGES.urlInvalid);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw AppError.badInput(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.username || url.password) throw AppError.badInput(WEBHOOK_MESSAGES.urlInvalid);
  const local = url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !(local && !production)) throw AppError.badInput(WEBHOOK_MESSAGES.httpsRequired);
  if (production) {
    const addresses = await addressesOf(url.hostname);
    if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
      throw AppError.badInput(WEBHOOK_MESSAGES.privateAddress);
    }
  }
  return url.toString();
}
