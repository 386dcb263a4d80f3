import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { releaseHoldsOf, type GuestAllowance, type HoldOwner } from './hold.repository';

/** Who is starting a checkout: a member, or an anonymous client (IP and the browser's key). */
export type HoldClient = HoldOwner;

export const holdClientOf = (ctx: RequestContext): HoldClient => ({
  userId: ctx.user?.id ?? null,
  ip: ctx.ip?.slice(0, 64) ?? 'unknown',
  browserKey: ctx.browserKey,
});

/**
 * What a guest may keep open at once from one IP (a member is bounded by their account: null). A single
 * stay past the room-nights allowance is refused here (429); the count of what the IP already holds is
 * checked by the hold statement itself (reservation.repository.ts `holdStay`).
 */
export function guestAllowanceOf(ctx: RequestContext, client: HoldClient, roomNights: number): GuestAllowance | null {
  if (client.userId !== null) return null;
  const { openPerIp, roomNightsPerIp } = ctx.app.shared.limits.guestHolds;
  if (roomNights > roomNightsPerIp) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.guestHoldTooLarge);
  return { ip: client.ip, openPerIp, roomNightsPerIp };
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
