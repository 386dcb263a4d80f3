import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from '@shim/common/webhooks';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import { InsideAddressError, publicAddressesOf, type Resolve } from '../../platform/outside-address';

/**
 * Where a webhook may be sent (SSRF): only https to public addresses, checked when the endpoint is registered and
 * again when each delivery connects (platform/outside-address). A development or test server with
 * WEBHOOK_ALLOW_PRIVATE=true also takes inside addresses and http to this machine, for a developer's receiver.
 */

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whether this server lets webhooks reach inside addresses (never in production: config refuses the setting). */
export const insideAddressesAllowed = (config: Pick<Config, 'isProduction' | 'WEBHOOK_ALLOW_PRIVATE'>): boolean =>
  config.WEBHOOK_ALLOW_PRIVATE && !config.isProduction;

/** The URL as stored, or BAD_USER_INPUT with why it may not receive webhooks. */
export async function checkWebhookUrl(
  value: unknown,
  config: Pick<Config, 'isProduction' | 'WEBHOOK_ALLOW_PRIVATE'>,
  resolve?: Resolve,
): Promise<string> {
  if (typeof value !== 'string' || value.length > WEBHOOK_URL_MAX) throw AppError.badInput(WEBHOOK_MESSAGES.urlInvalid);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw AppError.badInput(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.username || url.password) throw AppError.badInput(WEBHOOK_MESSAGES.urlInvalid);
  const allowInside = insideAddressesAllowed(config);
  const local = url.protocol === 'http:' && LOCAL_HOSTS.includes(url.hostname);
  if (url.protocol !== 'https:' && !(local && allowInside)) throw AppError.badInput(WEBHOOK_MESSAGES.httpsRequired);
  if (!allowInside) {
    try {
      await publicAddressesOf(url.hostname, resolve);
    } catch (error) {
      // A name that does not resolve is refused as not a usable address.
      throw AppError.badInput(
        error instanceof InsideAddressError ? WEBHOOK_MESSAGES.privateAddress : WEBHOOK_MESSAGES.urlInvalid,
      );
    }
  }
  return url.toString();
}
