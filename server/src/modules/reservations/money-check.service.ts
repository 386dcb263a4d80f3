import { addDays, seoulDay } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { TossError } from '../../platform/payments/toss';
import {
  deadAttempts,
  reviveAttempt,
  settledMoneyBetween,
  type PaymentAttempt,
} from '../payments/payment-attempt.repository';
import { settleNow, type SettlementServices } from './settlement';

/**
 * What an administrator sees of the money (정산 확인 필요): the attempts reconciliation gave up on, with
 * a retry, and the daily check of our records against Toss's transactions.
 */

export const unsettledPayments = (ctx: RequestContext): Promise<PaymentAttempt[]> => deadAttempts(ctx.em);

/** An administrator's retry: the attempt leaves the dead-letter list and is settled now; answers whether it was. */
export async function retrySettlement(ctx: RequestContext, attemptId: number): Promise<boolean> {
  if (!Number.isSafeInteger(attemptId) || !(await reviveAttempt(ctx.em, attemptId, ctx.clock.now()))) {
    throw AppError.notFound(MESSAGES.paymentAttemptNotFound);
  }
  return settleNow(ctx.app, ctx.selfUrl, attemptId);
}

export interface MoneyDifference {
  orderId: string;
  tossCharged: number;
  ourCharged: number;
  tossRefunded: number;
  ourRefunded: number;
}

export interface DailyCheck {
  date: string;
  tossCharged: number;
  tossRefunded: number;
  ourCharged: number;
  ourRefunded: number;
  differences: MoneyDifference[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The daily check: the day's (Asia/Seoul) approvals and cancels at Toss (its transactions API) against
 * the attempts we settled that day, per order. An attempt still open is a difference until it settles.
 */
export async function dailyCheck(app: SettlementServices, selfUrl: string, date: string): Promise<DailyCheck> {
  if (!DATE.test(date) || Number.isNaN(new Date(`${date}T00:00:00+09:00`).getTime())) {
    throw AppError.badInput(MESSAGES.checkDateInvalid);
  }
  const next = addDays(date, 1);
  let transactions;
  try {
    transactions = await app.adapters.toss.transactions(selfUrl, `${date}T00:00:00`, `${next}T00:00:00`);
  } catch (error) {
    throw error instanceof TossError ? error.toAppError() : error;
  }
  const day = seoulDay(date);
  const ours = await settledMoneyBetween(app.orm.em.fork(), day.from, day.until);
  const byOrder = new Map<string, MoneyDifference>();
  const row = (orderId: string) => {
    let found = byOrder.get(orderId);
    if (!found) {
      found = { orderId, tossCharged: 0, ourCharged: 0, tossRefunded: 0, ourRefunded: 0 };
      byOrder.set(orderId, found);
    }
    return found;
  };
  for (const t of transactions) {
    if (t.status === 'DONE') row(t.orderId).tossCharged += t.amount;
    else row(t.orderId).tossRefunded += t.amount;
  }
  for (const o of ours) {
    row(o.orderId).ourCharged += o.charged;
    row(o.orderId).ourRefunded += o.refunded;
  }
  const all = [...byOrder.values()];
  const sum = (pick: (d: MoneyDifference) => number) => all.reduce((total, d) => total + pick(d), 0);
  return {
    date,
    tossCharged: sum((d) => d.tossCharged),
    tossRefunded: sum((d) => d.tossRefunded),
    ourCharged: sum((d) => d.ourCharged),
    ourRefunded: sum((d) => d.ourRefunded),
    differences: all.filter((d) => d.tossCharged !== d.ourCharged || d.tossRefunded !== d.ourRefunded),
  };
}
