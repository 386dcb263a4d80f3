import type { EntityManager } from '@mikro-orm/postgresql';
import { addMonths, monthDates } from '@shim/common/settlements';
import {
  claimMonth,
  dueCorrections,
  firstPaidMonth,
  analyzeSettlements,
  insertStatements,
  lastClosedMonth,
  paidStays,
} from './settlement.repository';
import { buildStatements } from './settlement.statement';

const EVERY_LODGING = { managerId: null, hotelId: null };
/** Statements stored per round trip: a month of 10,000 lodgings in five. */
const STORED_AT_ONCE = 2000;

/**
 * Closes every ended month (Asia/Seoul) not closed yet, oldest first, each in one transaction: the month is
 * claimed (a concurrent run waits, then finds it taken and skips it), and every lodging with paid stays or due
 * corrections gets its statement stored as computed now. Answers the months it closed. The daily job calls it
 * (00:10 in Seoul), and the demo seeder, so a fresh start has last month's statements.
 */
export async function closeEndedMonths(
  em: EntityManager,
  at: { now: Date; today: string },
  commissionRate: number,
): Promise<string[]> {
  const current = at.today.slice(0, 7);
  const last = await lastClosedMonth(em);
  let month = last ? addMonths(last, 1) : ((await firstPaidMonth(em, `${current}-01`)) ?? addMonths(current, -1));
  const closed: string[] = [];
  for (; month < current; month = addMonths(month, 1)) {
    const closing = month;
    const done = await em.transactional(async (tx) => {
      if (!(await claimMonth(tx, closing, at.now))) return false;
      const { from, until } = monthDates(closing);
      const [stays, corrections] = [
        await paidStays(tx, EVERY_LODGING, from, until),
        await dueCorrections(tx, EVERY_LODGING, from),
      ];
      const statements = buildStatements(closing, commissionRate, stays, corrections);
      for (let start = 0; start < statements.length; start += STORED_AT_ONCE) {
        const chunk = statements.slice(start, start + STORED_AT_ONCE);
        await insertStatements(
          tx,
          chunk.map((statement) => ({
            ...statement,
            lines: statement.lines ?? [],
            adjustments: statement.adjustments ?? [],
          })),
          at.now,
        );
      }
      return true;
    });
    if (done) closed.push(closing);
  }
  if (closed.length > 0) await analyzeSettlements(em);
  return closed;
}
