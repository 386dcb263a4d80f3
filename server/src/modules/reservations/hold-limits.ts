import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { releaseHoldsOf, type GuestAllowance, type HoldOwner } from './hold.repository';

/**
 * Who is starting a checkout: a member, or an anonymous client (IP and the browser's key). `ip` is the
 * holder whose holds are counted (the reservation's `hold_ip`): a guest's IP, or `key:{id}` for the guests
 * of a partner key, who all arrive from its server's one address.
 */
export type HoldClient = HoldOwner & { apiKeyId: number | null };

/** The partner key a guest booking is made with (`bookings:write`, no account), if any. */
const bookingKeyOf = (ctx: RequestContext): number | null =>
  ctx.user === null && ctx.apiKey?.scopes.includes('bookings:write') ? ctx.apiKey.id : null;

export const holdClientOf = (ctx: RequestContext): HoldClient => {
  const apiKeyId = bookingKeyOf(ctx);
  return {
    userId: ctx.user?.id ?? null,
    // "key:" never begins an IP, so a key's count and lock are never an address's.
    ip: apiKeyId !== null ? `key:${apiKeyId}` : (ctx.ip?.slice(0, 64) ?? 'unknown'),
    browserKey: ctx.browserKey,
    apiKeyId,
  };
};

/**
 * What a guest may keep open at once from one IP, or through one partner key (API_KEY_UNPAID_HOLDS, with
 * the same room-nights per hold as an IP's); a member is bounded by their account: null. A single stay past
 * the room-nights of one guest is refused here (429); the count of what the holder already holds is checked
 * by the hold statement itself (hold.repository.ts `holdStay`).
 */
export function guestAllowanceOf(ctx: RequestContext, client: HoldClient, roomNights: number): GuestAllowance | null {
  if (client.userId !== null) return null;
  const { openPerIp, roomNightsPerIp } = ctx.app.shared.limits.guestHolds;
  if (roomNights > roomNightsPerIp) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.guestHoldTooLarge);
  if (client.apiKeyId === null) return { ip: client.ip, openPerIp, roomNightsPerIp };
  const openPerKey = ctx.app.config.API_KEY_UNPAID_HOLDS;
  return { ip: client.ip, openPerIp: openPerKey, roomNightsPerIp: openPerKey * Math.ceil(roomNightsPerIp / openPerIp) };
}

/** The 429 of a holder at its allowance: a partner key's names the key's own limit. */
export function tooManyHoldsError(ctx: RequestContext, client: HoldClient): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    client.apiKeyId !== null ? MESSAGES.apiKeyTooManyHolds(ctx.app.config.API_KEY_UNPAID_HOLDS) : MESSAGES.tooManyHolds,
  );
}

/**
 * A client that prepares again has left its earlier checkout: its unpaid holds go back to inventory
 * (a member's by account, a guest's by IP and browser key). Holds whose payment was already sent to Toss
 * are left to the payment and the expiry job. Answers how many were released.
 */
export async function releaseAbandonedHolds(em: EntityManager, client: HoldClient, now: Date): Promise<number> {
  if (client.userId === null && client.browserKey === null) return 0;
  return releaseHoldsOf(em, client, now);
}
