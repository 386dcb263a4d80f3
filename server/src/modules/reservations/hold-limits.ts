import type { EntityManager } from '@mikro-orm/postgresql';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { shiftNights } from './holds';

/** Who is starting a checkout: a member, or an anonymous client (IP and the browser's key). */
export interface HoldClient {
  userId: number | null;
  ip: string;
  browserKey: string | null;
}

export const holdClientOf = (ctx: RequestContext): HoldClient => ({
  userId: ctx.user?.id ?? null,
  ip: ctx.ip?.slice(0, 64) ?? 'unknown',
  browserKey: ctx.browserKey,
});

/**
 * A client that prepares again has left its earlier checkout: its unpaid holds go back to inventory
 * (a member's by account, a guest's by IP and browser key), each in its own short transaction. Holds
 * whose payment was already sent to Toss are left to the payment and the expiry sweep. Answers how many
 * were released.
 */
export async function releaseAbandonedHolds(em: EntityManager, client: HoldClient, now: Date): Promise<number> {
  if (client.userId === null && client.browserKey === null) return 0;
  const mine =
    client.userId !== null
      ? { where: 'user_id = ?', params: [client.userId] }
      : { where: 'user_id is null and hold_ip = ? and hold_browser = ?', params: [client.ip, client.browserKey] };
  const open = await em.execute<Array<{ id: number }>>(
    `select id from reservations where status = 'PENDING' and attempted_payment_key is null and ${mine.where}`,
    mine.params,
  );
  let released = 0;
  for (const { id } of open) {
    released += await em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<
        Array<{ room_id: number; check_in: string; check_out: string; room_count: number }>
      >(
        `update reservations set status = 'CANCELED', canceled_at = ?, hidden_at = ?
          where id = ? and status = 'PENDING' and attempted_payment_key is null
          returning room_id, to_char(check_in, 'YYYY-MM-DD') as check_in, to_char(check_out, 'YYYY-MM-DD') as check_out,
                    room_count`,
        [now, now, id],
      );
      if (!row) return 0;
      await shiftNights(tx, row.room_id, row.check_in, row.check_out, { held: -row.room_count });
      return 1;
    });
  }
  return released;
}

/** Where prepare's hold statement runs, and how it ends. */
export interface Holding {
  em: EntityManager;
  commit<T>(rows: T): Promise<T>;
  rollback(error: unknown): Promise<never>;
}

/**
 * A member's hold runs as it is. A guest's runs in a transaction that first serialises the guests of one
 * IP (an advisory lock, so replicas cannot both let one more through) and refuses a hold past what they
 * may keep open (429).
 */
export async function beginHold(
  ctx: RequestContext,
  client: HoldClient,
  roomNights: number,
  now: Date,
): Promise<Holding> {
  if (client.userId !== null) {
    return {
      em: ctx.em,
      commit: async (rows) => rows,
      rollback: async (error) => {
        throw error;
      },
    };
  }
  const tx = ctx.em.fork();
  await tx.begin();
  const holding: Holding = {
    em: tx,
    commit: async (rows) => {
      await tx.commit();
      return rows;
    },
    rollback: async (error) => {
      await tx.rollback();
      throw error;
    },
  };
  try {
    await checkGuestAllowance(tx, ctx, client.ip, roomNights, now);
  } catch (error) {
    return holding.rollback(error);
  }
  return holding;
}

async function checkGuestAllowance(
  tx: EntityManager,
  ctx: RequestContext,
  ip: string,
  roomNights: number,
  now: Date,
): Promise<void> {
  const { openPerIp, roomNightsPerIp } = ctx.app.shared.limits.guestHolds;
  await tx.execute(`select pg_advisory_xact_lock(hashtext('guest-holds:' || ?))`, [ip]);
  const [open] = await tx.execute<Array<{ holds: number; room_nights: number }>>(
    `select count(*)::int as holds, coalesce(sum(room_count * (check_out - check_in)), 0)::int as room_nights
       from reservations where hold_ip = ? and status = 'PENDING' and user_id is null and hold_expires_at > ?`,
    [ip, now],
  );
  if (roomNights > roomNightsPerIp) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.guestHoldTooLarge);
  if ((open?.holds ?? 0) >= openPerIp || (open?.room_nights ?? 0) + roomNights > roomNightsPerIp) {
    throw new AppError('TOO_MANY_REQUESTS', MESSAGES.tooManyHolds);
  }
}
