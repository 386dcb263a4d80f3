import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed } from '../../db/named';
import {
  attemptInsertCte,
  attemptOf,
  attemptParams,
  attemptSettleCte,
  settleParams,
  type AttemptIntent,
  type PaymentAttempt,
} from '../payments/payment-attempt.repository';
import { moneySourcesSql, type MoneyState } from '../payments/money-state';
import { holdOpenSql } from './hold.repository';

/**
 * The reservation's money state moves (payments/money-state.ts), each one statement conditional on the
 * state it leaves, recording or settling the payment attempt in the same statement.
 */

const moveSql = (to: MoneyState, extra = 'true', set = '') => `moved as (
       update reservations r set money_state = '${to}'${set ? `, ${set}` : ''}
        where r.id = :reservationId and r.money_state in (${moneySourcesSql(to)}) and ${extra}
       returning r.id)`;

async function startAttempt(
  em: EntityManager,
  reservationId: number,
  to: MoneyState,
  intent: AttemptIntent,
  options: { extra?: string; set?: string; settle?: { attemptId: number; tossAmount: number | null } } = {},
): Promise<PaymentAttempt | null> {
  const [row] = await executeNamed<{ attempt: PaymentAttempt }>(
    em,
    `with ${moveSql(to, options.extra, options.set)},
     ${attemptSettleCte('exists (select 1 from moved)')},
     ${attemptInsertCte('moved')}
     select row_to_json(a) as attempt from attempt a`,
    {
      reservationId,
      ...attemptParams(intent),
      ...settleParams(options.settle?.attemptId ?? 0, 'DONE', options.settle?.tossAmount ?? null, intent.now),
      paymentKey: intent.paymentKey,
      now: intent.now,
    },
  );
  return row ? attemptOf(row.attempt) : null;
}

/** NONE → AUTHORIZING with a new confirm attempt, while the hold is open. */
export const startConfirm = (em: EntityManager, reservationId: number, intent: AttemptIntent) =>
  startAttempt(em, reservationId, 'AUTHORIZING', intent, {
    extra: holdOpenSql('r'),
    set: 'attempted_payment_key = :paymentKey',
  });

/** AUTHORIZING → VOIDING: the confirm is settled with what Toss took, and a void of it is recorded. */
export const startVoid = (em: EntityManager, reservationId: number, confirmAttemptId: number, intent: AttemptIntent) =>
  startAttempt(em, reservationId, 'VOIDING', intent, {
    settle: { attemptId: confirmAttemptId, tossAmount: intent.amount },
  });

/** PAID → REFUNDING with a refund attempt. */
export const startRefund = (em: EntityManager, reservationId: number, intent: AttemptIntent) =>
  startAttempt(em, reservationId, 'REFUNDING', intent);

/**
 * Moves the money state to `to` (if allowed from where it is) and, when it moved, settles the attempt
 * `settle` as Toss answered it. Answers whether it moved.
 */
export async function moveMoney(
  em: EntityManager,
  reservationId: number,
  to: MoneyState,
  now: Date,
  settle?: { attemptId: number; state: 'DONE' | 'FAILED'; tossAmount: number | null },
): Promise<boolean> {
  const [row] = await executeNamed<{ moved: boolean }>(
    em,
    `with ${moveSql(to)}, ${attemptSettleCte('exists (select 1 from moved)')}
     select exists (select 1 from moved) as moved`,
    {
      reservationId,
      ...settleParams(settle?.attemptId ?? 0, settle?.state ?? 'DONE', settle?.tossAmount ?? null, now),
    },
  );
  return row?.moved ?? false;
}

export async function moneyStateOf(em: EntityManager, reservationId: number): Promise<MoneyState | undefined> {
  const [row] = await executeNamed<{ moneyState: MoneyState }>(
    em,
    'select money_state as "moneyState" from reservations where id = :reservationId',
    { reservationId },
  );
  return row?.moneyState;
}
