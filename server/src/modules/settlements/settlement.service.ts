import { isValidIsoDate } from '@shim/common/dates';
import { addMonths, isValidMonth, monthDates, SETTLEMENT_MESSAGES } from '@shim/common/settlements';
import type { ReservationStatus } from '@shim/common/reservations';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { inKeyOrder, loaderOf } from '../../platform/loaders';
import {
  dueCorrections,
  isMonthClosed,
  markPaid,
  paidStays,
  storedAdjustments,
  storedLines,
  storedStatement,
  storedStatements,
  type SettlementScope,
  type StoredStatementRow,
} from './settlement.repository';
import {
  buildStatements,
  type SettlementAdjustment,
  type SettlementLine,
  type SettlementStatement,
} from './settlement.statement';

/**
 * Who reads which statements, and the paid marking: a manager reads their own lodgings' statements (another's is
 * not found), an administrator every lodging's, with the manager's name.
 */

const isAdmin = (ctx: RequestContext) => ctx.user?.role === 'ROLE_ADMIN';

export const commissionRateOf = (ctx: RequestContext): number => ctx.app.config.COMMISSION_RATE_PERCENT;

export function assertMonth(month: string): void {
  if (typeof month !== 'string' || !isValidMonth(month)) throw AppError.badInput(SETTLEMENT_MESSAGES.monthInvalid);
}

function assertId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.badInput(SETTLEMENT_MESSAGES.idInvalid);
}

/** What a caller may see of a statement: the manager's name is the administrator's. */
function shown(ctx: RequestContext, statement: SettlementStatement): SettlementStatement {
  return isAdmin(ctx) ? statement : { ...statement, managerName: null };
}

const statementOfRow = (row: StoredStatementRow): SettlementStatement => ({
  id: row.id,
  hotelId: row.hotelId,
  hotelName: row.hotelName,
  month: row.month,
  status: row.paidOn ? 'PAID' : 'CLOSED',
  commissionRate: Number(row.commissionRate),
  grossAmount: row.grossAmount,
  refundAmount: row.refundAmount,
  netSales: row.netSales,
  commissionAmount: row.commissionAmount,
  paymentFeeAmount: row.paymentFeeAmount,
  adjustmentAmount: row.adjustmentAmount,
  payoutAmount: row.payoutAmount,
  lineCount: row.lineCount,
  closedAt: new Date(row.closedAt),
  paidOn: row.paidOn,
  managerName: row.managerName,
});

/** The statements of `month` not closed yet, computed now: every lodging in `scope` with paid stays or corrections due. */
export async function liveStatements(
  ctx: RequestContext,
  scope: SettlementScope,
  month: string,
  withCorrections = true,
): Promise<SettlementStatement[]> {
  const { from, until } = monthDates(month);
  const stays = await paidStays(ctx.em, scope, from, until);
  const corrections = withCorrections ? await dueCorrections(ctx.em, scope, from) : [];
  return buildStatements(month, commissionRateOf(ctx), stays, corrections);
}

/**
 * The manager's statements, newest month first: the months not closed yet (this month, and last month until the
 * closing job has run) computed live, then every closed statement.
 */
export async function managerSettlements(ctx: RequestContext, hotelId: number | null): Promise<SettlementStatement[]> {
  if (hotelId !== null && (!Number.isSafeInteger(hotelId) || hotelId <= 0)) {
    throw AppError.badInput(SETTLEMENT_MESSAGES.hotelIdInvalid);
  }
  // Another manager's lodging simply has none of this manager's statements: nothing is revealed about it.
  const scope = { managerId: ctx.user!.id, hotelId };
  const current = ctx.clock.today().slice(0, 7);
  const previous = addMonths(current, -1);
  // While last month waits for the closing job, the corrections due are shown once: with last month, which closes first.
  const previousOpen = !(await isMonthClosed(ctx.em, previous));
  const open = await liveStatements(ctx, scope, current, !previousOpen);
  if (previousOpen) open.push(...(await liveStatements(ctx, scope, previous)));
  const stored = (await storedStatements(ctx.em, scope, null)).map(statementOfRow);
  return [...open, ...stored].map((statement) => shown(ctx, statement));
}

/** Every lodging's statements of `month`: stored once the month is closed, else computed now (none ahead). */
export async function adminSettlements(ctx: RequestContext, month: string): Promise<SettlementStatement[]> {
  assertMonth(month);
  return statementsOfMonth(ctx, month);
}

export async function statementsOfMonth(ctx: RequestContext, month: string): Promise<SettlementStatement[]> {
  const all = { managerId: null, hotelId: null };
  if (await isMonthClosed(ctx.em, month)) return (await storedStatements(ctx.em, all, month)).map(statementOfRow);
  if (month > ctx.clock.today().slice(0, 7)) return [];
  return liveStatements(ctx, all, month);
}

/** A closed statement with its lines and adjustments: the caller's own lodging's, or any for an administrator. */
export async function settlementStatement(ctx: RequestContext, id: number): Promise<SettlementStatement> {
  assertId(id);
  const row = await storedStatement(ctx.em, id);
  if (!row || (!isAdmin(ctx) && row.managerId !== ctx.user?.id)) {
    throw AppError.notFound(SETTLEMENT_MESSAGES.statementNotFound);
  }
  const statement = statementOfRow(row);
  return shown(ctx, {
    ...statement,
    lines: await statementLines(ctx, statement),
    adjustments: await statementAdjustments(ctx, statement),
  });
}

/** A statement's lines: computed ones as they are, stored ones read for every statement of the answer at once. */
export function statementLines(ctx: RequestContext, statement: SettlementStatement): Promise<SettlementLine[]> {
  if (statement.lines || statement.id === null) return Promise.resolve(statement.lines ?? []);
  return loaderOf<number, SettlementLine[]>(ctx, 'settlement.lines', async (ids) => {
    const grouped = groupBy(await storedLines(ctx.em, ids), (line) => line.statementId);
    return inKeyOrder(ids, grouped, () => []).map((rows) =>
      Array.isArray(rows)
        ? rows.map(({ statementId: _, ...line }) => ({ ...line, status: line.status as ReservationStatus }))
        : rows,
    );
  }).load(statement.id);
}

export function statementAdjustments(
  ctx: RequestContext,
  statement: SettlementStatement,
): Promise<SettlementAdjustment[]> {
  if (statement.adjustments || statement.id === null) return Promise.resolve(statement.adjustments ?? []);
  return loaderOf<number, SettlementAdjustment[]>(ctx, 'settlement.adjustments', async (ids) => {
    const grouped = groupBy(await storedAdjustments(ctx.em, ids), (row) => row.statementId);
    return inKeyOrder(ids, grouped, () => []).map((rows) =>
      Array.isArray(rows) ? rows.map(({ statementId: _, ...adjustment }) => adjustment) : rows,
    );
  }).load(statement.id);
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * An administrator marks a closed statement 지급 완료 on `paidOn` (a date after its month, not in the future),
 * once: a second marking is a conflict (and the database refuses it too).
 */
export async function markSettlementPaid(
  ctx: RequestContext,
  id: number,
  paidOn: string,
): Promise<SettlementStatement> {
  assertId(id);
  if (typeof paidOn !== 'string' || !isValidIsoDate(paidOn)) throw AppError.badInput(SETTLEMENT_MESSAGES.paidOnInvalid);
  const row = await storedStatement(ctx.em, id);
  if (!row) throw AppError.notFound(SETTLEMENT_MESSAGES.statementNotFound);
  if (row.paidOn) throw AppError.conflict(SETTLEMENT_MESSAGES.alreadyPaid);
  if (paidOn > ctx.clock.today()) throw AppError.badInput(SETTLEMENT_MESSAGES.paidOnInFuture);
  if (paidOn < monthDates(row.month).until) throw AppError.badInput(SETTLEMENT_MESSAGES.paidOnBeforeClose);
  if (!(await markPaid(ctx.em, id, paidOn, ctx.clock.now()))) throw AppError.conflict(SETTLEMENT_MESSAGES.alreadyPaid);
  return settlementStatement(ctx, id);
}
