import type { RequestContext } from '../../platform/context';
import { TossError } from '../../platform/payments/toss';
import type { MoneyDifference } from '../reservations/money-check.service';
import { firstApproval } from './settlement.repository';
import { assertMonth, statementLines, statementsOfMonth } from './settlement.service';

/**
 * A month's statements against Toss (docs/decisions/settlements.md "Reconciliation"): for every line of the
 * month's statements, what it counted (paid, refunded) against Toss's approvals and cancels of that order up to
 * the statement's close (now, for a month not closed yet). Adjustments stay out: they are later moves of earlier
 * months' orders, shown with the statement that carries them, not part of any month's gross − refunds.
 */
export interface MonthlySettlementCheck {
  month: string;
  statementCount: number;
  /** Σ over the month's statements of (gross − refunds). */
  statementsNet: number;
  /** Σ over the same orders of Toss's approvals − cancels up to each statement's close. */
  tossNet: number;
  /** statementsNet − tossNet. */
  difference: number;
  differences: MoneyDifference[];
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;
/** Toss's transactions API takes Korean wall time without an offset. */
const kst = (at: Date) => new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 19);
const DAY_MS = 86_400_000;

export async function monthlySettlementCheck(ctx: RequestContext, month: string): Promise<MonthlySettlementCheck> {
  assertMonth(month);
  const now = ctx.clock.now();
  const statements = await statementsOfMonth(ctx, month);
  const orders = new Map<string, MoneyDifference & { cutoff: number }>();
  for (const statement of statements) {
    const cutoff = (statement.closedAt ?? now).getTime();
    for (const line of await statementLines(ctx, statement)) {
      orders.set(line.orderId, {
        orderId: line.orderId,
        ourCharged: line.paidAmount,
        ourRefunded: line.refundAmount,
        tossCharged: 0,
        tossRefunded: 0,
        cutoff,
      });
    }
  }
  const statementsNet = statements.reduce((total, s) => total + s.grossAmount - s.refundAmount, 0);
  const first = orders.size > 0 ? await firstApproval(ctx.em, [...orders.keys()]) : null;
  if (first) {
    const until = Math.max(...[...orders.values()].map((order) => order.cutoff)) + 1_000;
    let transactions;
    try {
      transactions = await ctx.app.adapters.toss.transactions(
        ctx.selfUrl,
        kst(new Date(first.getTime() - DAY_MS)),
        kst(new Date(until)),
      );
    } catch (error) {
      throw error instanceof TossError ? error.toAppError() : error;
    }
    for (const t of transactions) {
      const order = orders.get(t.orderId);
      if (!order || new Date(t.transactionAt).getTime() > order.cutoff) continue;
      if (t.status === 'DONE') order.tossCharged += t.amount;
      else order.tossRefunded += t.amount;
    }
  }
  const all = [...orders.values()].map(({ cutoff: _, ...order }) => order);
  const tossNet = all.reduce((total, o) => total + o.tossCharged - o.tossRefunded, 0);
  return {
    month,
    statementCount: statements.length,
    statementsNet,
    tossNet,
    difference: statementsNet - tossNet,
    differences: all.filter((o) => o.tossCharged !== o.ourCharged || o.tossRefunded !== o.ourRefunded),
  };
}
