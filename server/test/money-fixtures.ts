import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppServices } from '../src/platform/context';
import { PinnedClock } from '../src/platform/clock';
import { createLogger } from '../src/platform/logger';
import { TossPayments } from '../src/platform/payments/toss';
import type { SandboxFault } from '../src/modules/payments/toss-sandbox.rest';
import type { TestApp } from './harness';

/** Scripts the sandbox's next failures (`POST /local/toss/test/faults`, the sandbox's own secret). */
export async function scriptToss(app: TestApp, fault: Partial<SandboxFault> & Pick<SandboxFault, 'op' | 'mode'>) {
  const secret = new TossPayments(app.config, createLogger('silent', false)).localSecretKey;
  const response = await fetch(`${app.url}/local/toss/test/faults`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ count: 1, delayMs: 0, ...fault }),
  });
  if (response.status !== 204) throw new Error(`sandbox faults ${response.status}`);
}

export async function clearTossScript(app: TestApp) {
  const secret = new TossPayments(app.config, createLogger('silent', false)).localSecretKey;
  await fetch(`${app.url}/local/toss/test/faults`, {
    method: 'DELETE',
    headers: { authorization: `Basic ${Buffer.from(`${secret}:`).toString('base64')}` },
  });
}

/** The app's services on a clock of their own (`at`), as the jobs are given them. */
export function servicesAt(app: TestApp, at: Date): AppServices {
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent', false);
  return {
    orm: app.orm,
    logger,
    config: app.config,
    shared: app.shared,
    adapters: { toss: new TossPayments(app.config, logger) },
    clock: new PinnedClock(at),
  } as unknown as AppServices;
}

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export interface Ledger {
  orderId: string;
  /** Toss's side: charged minus refunded. */
  atToss: number;
  /** Ours: paid minus refunded. */
  ours: number;
  status: string;
  moneyState: string;
}

/**
 * Per order, what Toss holds against what we recorded (the first money invariant), with the
 * booking's status and money state. Read on a direct connection, never through the fault proxy.
 */
export async function ledger(orm: MikroORM, orderIds?: string[]): Promise<Ledger[]> {
  return orm.em
    .fork()
    .getConnection()
    .execute<Ledger[]>(
      `select r.order_id as "orderId", r.status, r.money_state as "moneyState",
              coalesce((select sum(s.amount - s.canceled_amount) from sandbox_payments s
                         where s.order_id = r.order_id and s.approved_at is not null), 0)::int as "atToss",
              coalesce((select sum(p.amount - p.canceled_amount) from payments p where p.order_id = r.order_id), 0)::int
                as ours
         from reservations r
        where (?::text is null or r.order_id = any(string_to_array(?::text, ','))) order by r.id`,
      [orderIds?.join(',') ?? null, orderIds?.join(',') ?? null],
    );
}

/**
 * The invariants after reconciliation: money per order equal on both sides; no confirmed booking without
 * money (a 0% cancellation keeps its money, a 100% one has none); no money without a confirmed booking
 * or a cancellation that kept it; the nights held and sold equal the bookings. Answers the breaches.
 */
export async function breaches(orm: MikroORM): Promise<string[]> {
  const found: string[] = [];
  for (const row of await ledger(orm)) {
    if (row.atToss !== row.ours) found.push(`${row.orderId}: Toss ${row.atToss} ≠ ours ${row.ours}`);
    if (row.status === 'CONFIRMED' && (row.ours <= 0 || row.moneyState !== 'PAID'))
      found.push(`${row.orderId}: confirmed without money (${row.moneyState})`);
    if (row.ours > 0 && row.status !== 'CONFIRMED' && row.status !== 'CANCELED' && row.status !== 'REVIEWED')
      found.push(`${row.orderId}: money without a booking (${row.status})`);
    if (row.ours > 0 && row.status === 'CANCELED' && !['PAID', 'REFUNDED_PARTIAL'].includes(row.moneyState))
      found.push(`${row.orderId}: money kept by a cancellation in ${row.moneyState}`);
    if (['AUTHORIZING', 'VOIDING', 'REFUNDING'].includes(row.moneyState) && row.status !== 'PENDING')
      found.push(`${row.orderId}: unsettled ${row.moneyState}`);
  }
  const nights = await orm.em
    .fork()
    .getConnection()
    .execute<Array<{ roomId: number; date: string; held: number; sold: number; wantHeld: number; wantSold: number }>>(
      `select n.room_id as "roomId", to_char(n.date, 'YYYY-MM-DD') as date, n.held, n.sold,
              coalesce(sum(r.room_count) filter (where r.status = 'PENDING'), 0)::int as "wantHeld",
              coalesce(sum(r.room_count) filter (where r.status in ('CONFIRMED', 'REVIEWED')), 0)::int as "wantSold"
         from room_nights n
         left join reservations r on r.room_id = n.room_id and n.date >= r.check_in and n.date < r.check_out
        group by n.room_id, n.date, n.held, n.sold
       having n.held <> coalesce(sum(r.room_count) filter (where r.status = 'PENDING'), 0)
           or n.sold <> coalesce(sum(r.room_count) filter (where r.status in ('CONFIRMED', 'REVIEWED')), 0)`,
    );
  for (const n of nights)
    found.push(`room ${n.roomId} ${n.date}: held ${n.held}/${n.wantHeld} sold ${n.sold}/${n.wantSold}`);
  return found;
}
