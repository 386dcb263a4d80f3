/**
 * Settlement statements at scale, for bench:manager (manager.ts): every ended month is closed first (timed, as the
 * nightly job would, over every lodging), then the manager of 50 lodgings reads last month's largest statement
 * with its line items, and the statement list with this month's live figures, through GraphQL and REST.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { todayInSeoul } from '@shim/common/dates';
import { addMonths } from '@shim/common/settlements';
import { closeEndedMonths } from '../../server/src/modules/settlements/settlement-close.service';
import type { Answer } from './http';
import type { Connection } from './dashboards';

export async function settlementOperations(
  connection: Connection,
  orm: MikroORM,
  managerEmail: string,
  headers: () => Promise<Record<string, string>>,
): Promise<Record<string, () => Promise<Answer>>> {
  const started = performance.now();
  const closed = await closeEndedMonths(orm.em.fork(), { now: new Date(), today: todayInSeoul() }, 1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`settlements: ${closed.length} months closed in ${seconds} s (${closed.join(', ') || 'none due'})`);
  const lastMonth = addMonths(todayInSeoul().slice(0, 7), -1);
  const [largest] = await orm.em.getConnection().execute<Array<{ id: number; lines: number }>>(
    `select s.id, s.line_count as lines from settlement_statements s join hotels h on h.id = s.hotel_id
       join users u on u.id = h.manager_id
      where u.email = ? and s.month = ?::date order by s.line_count desc limit 1`,
    [managerEmail, `${lastMonth}-01`],
  );
  if (!largest) throw new Error(`no statement of ${lastMonth} for ${managerEmail}`);
  const graphql = (query: string, variables: Record<string, unknown> = {}) => {
    const body = JSON.stringify({ query, variables });
    return async () => {
      const answer = await connection.post('/graphql', 'application/json', body, await headers());
      if (answer.status === 200 && answer.text.includes('"errors"')) throw new Error(`GraphQL: ${answer.text}`);
      return answer;
    };
  };
  const figures = `id hotelId hotelName month status grossAmount refundAmount netSales commissionRate
    commissionAmount paymentFeeAmount adjustmentAmount payoutAmount lineCount closedAt paidOn`;
  const statement = `query ($id: Int!) { settlementStatement(id: $id) { ${figures}
    lines { reservationId bookingNumber orderId roomName checkIn checkOut status paidAmount refundAmount netAmount
      commissionAmount paymentFeeAmount payoutAmount }
    adjustments { reservationId bookingNumber reason amount month } } }`;
  const lines = `${largest.lines} lines`;
  return {
    [`GraphQL settlementStatement ${lastMonth} (${lines})`]: graphql(statement, { id: largest.id }),
    [`REST manager/settlements/:id ${lastMonth} (${lines})`]: async () =>
      connection.get(`/api/manager/settlements/${largest.id}`, await headers()),
    'GraphQL managerSettlements (50 lodgings, this month live)': graphql(`{ managerSettlements { ${figures} } }`),
    'REST manager/settlements (50 lodgings, this month live)': async () =>
      connection.get('/api/manager/settlements', await headers()),
  };
}
