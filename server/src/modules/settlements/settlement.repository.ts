import type { EntityManager } from '@mikro-orm/postgresql';
import { executeNamed, idArray } from '../../db/named';

/** The settlement SQL: paid stays of a month, corrections due, the closed months and statements, the paid marking. */

/** Whose statements: one manager's lodgings, one lodging, or (both null) every lodging. */
export interface SettlementScope {
  managerId: number | null;
  hotelId: number | null;
}

const IN_SCOPE = `(:managerId::int is null or h.manager_id = :managerId::int)
        and (:hotelId::int is null or h.id = :hotelId::int)`;

const scopeParams = (scope: SettlementScope) => ({ managerId: scope.managerId, hotelId: scope.hotelId });

interface LodgingColumns {
  hotelId: number;
  hotelName: string;
  managerName: string | null;
}

/** A paid booking (Toss approved its payment) as it stands now: what it paid and what was refunded of it. */
export interface PaidStayRow extends LodgingColumns {
  reservationId: number;
  bookingNumber: string;
  orderId: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  status: string;
  paidAmount: number;
  refundAmount: number;
}

/** The paid bookings of the lodgings in `scope` checking out from `from` up to (not including) `until`. */
export function paidStays(em: EntityManager, scope: SettlementScope, from: string, until: string) {
  return executeNamed<PaidStayRow>(
    em,
    `select r.hotel_id as "hotelId", h.name as "hotelName", u.name as "managerName", r.id as "reservationId",
            r.booking_number as "bookingNumber", r.order_id as "orderId", rm.name as "roomName",
            to_char(r.check_in, 'YYYY-MM-DD') as "checkIn", to_char(r.check_out, 'YYYY-MM-DD') as "checkOut",
            r.status, p.amount as "paidAmount", p.canceled_amount as "refundAmount"
       from reservations r
       join payments p on p.reservation_id = r.id
       join hotels h on h.id = r.hotel_id
       left join users u on u.id = h.manager_id
       join rooms rm on rm.id = r.room_id
      where r.confirmed_at is not null and r.check_out >= :from::date and r.check_out < :until::date and ${IN_SCOPE}
      order by r.hotel_id, r.check_out, r.id`,
    { from, until, ...scopeParams(scope) },
  );
}

/** A booking of a closed month whose money moved since its statement: `amount` is what is still unaccounted. */
export interface CorrectionRow extends LodgingColumns {
  reservationId: number;
  bookingNumber: string;
  originMonth: string;
  amount: number;
  /** Whether a statement counted it (a later refund) or not (a payment settled after close). */
  wasCounted: boolean;
}

/**
 * The bookings of closed months checking out before `before` whose net now (paid − refunded) differs from what
 * their line and earlier adjustments counted.
 */
export function dueCorrections(em: EntityManager, scope: SettlementScope, before: string) {
  return executeNamed<CorrectionRow>(
    em,
    `select r.hotel_id as "hotelId", h.name as "hotelName", u.name as "managerName", r.id as "reservationId",
            r.booking_number as "bookingNumber", to_char(m.month, 'YYYY-MM') as "originMonth",
            ((p.amount - p.canceled_amount) - coalesce(l.net_amount, 0) - coalesce(a.amount, 0))::int as amount,
            l.reservation_id is not null as "wasCounted"
       from reservations r
       join payments p on p.reservation_id = r.id
       join hotels h on h.id = r.hotel_id
       left join users u on u.id = h.manager_id
       join settlement_months m on m.month = date_trunc('month', r.check_out)::date
       left join settlement_lines l on l.reservation_id = r.id
       left join lateral (select sum(x.amount) as amount from settlement_adjustments x
                           where x.reservation_id = r.id) a on true
      where r.confirmed_at is not null and r.check_out < :before::date and ${IN_SCOPE}
        -- Only a refund (refunds only grow) or a payment recorded about or after its month's close can differ:
        -- this keeps the line and adjustment look-ups to those few bookings.
        and (p.canceled_amount > 0 or p.created_at >= m.closed_at - interval '1 day')
        and (p.amount - p.canceled_amount) <> coalesce(l.net_amount, 0) + coalesce(a.amount, 0)
      order by r.hotel_id, r.check_out, r.id`,
    { before, ...scopeParams(scope) },
  );
}

/** The latest month closed (`YYYY-MM`), if any. */
export async function lastClosedMonth(em: EntityManager): Promise<string | null> {
  const [row] = await executeNamed<{ month: string | null }>(
    em,
    `select to_char(max(month), 'YYYY-MM') as month from settlement_months`,
    {},
  );
  return row?.month ?? null;
}

export async function isMonthClosed(em: EntityManager, month: string): Promise<boolean> {
  const rows = await executeNamed(em, `select 1 from settlement_months where month = :month::date`, {
    month: `${month}-01`,
  });
  return rows.length > 0;
}

/** The month (`YYYY-MM`) of the earliest check-out of a paid booking before `before`, if any. */
export async function firstPaidMonth(em: EntityManager, before: string): Promise<string | null> {
  const [row] = await executeNamed<{ month: string | null }>(
    em,
    `select to_char(min(r.check_out), 'YYYY-MM') as month
       from reservations r join payments p on p.reservation_id = r.id
      where r.confirmed_at is not null and r.check_out < :before::date`,
    { before },
  );
  return row?.month ?? null;
}

/**
 * Claims `month` for closing in `tx`: answers false when another run closed it (a concurrent claim waits on
 * this row's primary key until that run commits or rolls back).
 */
export async function claimMonth(tx: EntityManager, month: string, now: Date): Promise<boolean> {
  const rows = await executeNamed(
    tx,
    `insert into settlement_months (month, closed_at) values (:month::date, :now)
     on conflict (month) do nothing returning month`,
    { month: `${month}-01`, now },
  );
  return rows.length > 0;
}

export interface StatementFigures {
  hotelId: number;
  month: string;
  commissionRate: number;
  grossAmount: number;
  refundAmount: number;
  netSales: number;
  commissionAmount: number;
  paymentFeeAmount: number;
  adjustmentAmount: number;
  payoutAmount: number;
  lineCount: number;
}

export interface LineFigures {
  reservationId: number;
  bookingNumber: string;
  orderId: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  status: string;
  paidAmount: number;
  refundAmount: number;
  netAmount: number;
  commissionAmount: number;
  paymentFeeAmount: number;
  payoutAmount: number;
}

export interface AdjustmentFigures {
  reservationId: number;
  bookingNumber: string;
  month: string;
  reason: string;
  amount: number;
}

/**
 * Refreshes the planner's statistics after a close: a month adds thousands of lines at once, and until autovacuum
 * analyses them the corrections look-up scanned every line instead of using its index.
 */
export async function analyzeSettlements(em: EntityManager): Promise<void> {
  await em.getConnection().execute('analyze settlement_statements, settlement_lines, settlement_adjustments');
}

/** A closed statement as stored: its figures, line items and adjustments. */
export interface StatementToStore extends StatementFigures {
  lines: LineFigures[];
  adjustments: AdjustmentFigures[];
}

/**
 * Stores closed statements with their lines and adjustments in `tx`, one statement for all of them (a month of
 * every lodging is thousands of statements: one round trip each made closing a month take minutes).
 */
export async function insertStatements(
  tx: EntityManager,
  statements: readonly StatementToStore[],
  closedAt: Date,
): Promise<void> {
  if (statements.length === 0) return;
  const figures = statements.map(({ lines: _, adjustments: __, ...statement }) => ({
    ...statement,
    month: `${statement.month}-01`,
  }));
  const lines = statements.flatMap((statement) =>
    statement.lines.map((line) => ({ ...line, hotelId: statement.hotelId })),
  );
  const adjustments = statements.flatMap((statement) =>
    statement.adjustments.map((adjustment) => ({ ...adjustment, hotelId: statement.hotelId })),
  );
  await executeNamed(
    tx,
    `with stored as (
       insert into settlement_statements (hotel_id, month, commission_rate, gross_amount, refund_amount, net_sales,
              commission_amount, payment_fee_amount, adjustment_amount, payout_amount, line_count, closed_at)
       select x."hotelId", x.month, x."commissionRate", x."grossAmount", x."refundAmount", x."netSales",
              x."commissionAmount", x."paymentFeeAmount", x."adjustmentAmount", x."payoutAmount", x."lineCount", :closedAt
         from jsonb_to_recordset(:statements::jsonb) as x("hotelId" int, month date, "commissionRate" numeric,
              "grossAmount" int, "refundAmount" int, "netSales" int, "commissionAmount" int, "paymentFeeAmount" int,
              "adjustmentAmount" int, "payoutAmount" int, "lineCount" int)
       returning id, hotel_id),
     stored_lines as (
       insert into settlement_lines (statement_id, reservation_id, booking_number, order_id, room_name, check_in,
              check_out, status, paid_amount, refund_amount, net_amount, commission_amount, payment_fee_amount,
              payout_amount)
       select stored.id, x."reservationId", x."bookingNumber", x."orderId", x."roomName", x."checkIn", x."checkOut",
              x.status, x."paidAmount", x."refundAmount", x."netAmount", x."commissionAmount", x."paymentFeeAmount",
              x."payoutAmount"
         from jsonb_to_recordset(:lines::jsonb) as x("hotelId" int, "reservationId" int, "bookingNumber" text,
              "orderId" text, "roomName" text, "checkIn" date, "checkOut" date, status text, "paidAmount" int,
              "refundAmount" int, "netAmount" int, "commissionAmount" int, "paymentFeeAmount" int, "payoutAmount" int)
         join stored on stored.hotel_id = x."hotelId")
     insert into settlement_adjustments (statement_id, reservation_id, booking_number, origin_month, reason, amount)
     select stored.id, x."reservationId", x."bookingNumber", (x.month || '-01')::date, x.reason, x.amount
       from jsonb_to_recordset(:adjustments::jsonb)
         as x("hotelId" int, "reservationId" int, "bookingNumber" text, month text, reason text, amount int)
       join stored on stored.hotel_id = x."hotelId"`,
    {
      statements: JSON.stringify(figures),
      lines: JSON.stringify(lines),
      adjustments: JSON.stringify(adjustments),
      closedAt,
    },
  );
}

export interface StoredStatementRow extends StatementFigures, LodgingColumns {
  id: number;
  managerId: number | null;
  closedAt: Date;
  paidOn: string | null;
}

const STATEMENT_COLUMNS = `s.id, s.hotel_id as "hotelId", h.name as "hotelName", u.name as "managerName",
       h.manager_id as "managerId", to_char(s.month, 'YYYY-MM') as month,
       s.commission_rate::float8 as "commissionRate", s.gross_amount as "grossAmount",
       s.refund_amount as "refundAmount", s.net_sales as "netSales", s.commission_amount as "commissionAmount",
       s.payment_fee_amount as "paymentFeeAmount", s.adjustment_amount as "adjustmentAmount",
       s.payout_amount as "payoutAmount", s.line_count as "lineCount", s.closed_at as "closedAt",
       to_char(s.paid_on, 'YYYY-MM-DD') as "paidOn"`;

/** The stored statements of the lodgings in `scope`, of one month or all, newest month first. */
export function storedStatements(em: EntityManager, scope: SettlementScope, month: string | null) {
  return executeNamed<StoredStatementRow>(
    em,
    `select ${STATEMENT_COLUMNS}
       from settlement_statements s join hotels h on h.id = s.hotel_id left join users u on u.id = h.manager_id
      where (:month::date is null or s.month = :month::date) and ${IN_SCOPE}
      order by s.month desc, h.name, s.id`,
    { month: month ? `${month}-01` : null, ...scopeParams(scope) },
  );
}

export async function storedStatement(em: EntityManager, id: number): Promise<StoredStatementRow | undefined> {
  const [row] = await executeNamed<StoredStatementRow>(
    em,
    `select ${STATEMENT_COLUMNS}
       from settlement_statements s join hotels h on h.id = s.hotel_id left join users u on u.id = h.manager_id
      where s.id = :id`,
    { id },
  );
  return row;
}

/** The stored lines of the statements `ids`, each with its statement's id, in check-out order. */
export function storedLines(em: EntityManager, ids: readonly number[]) {
  return executeNamed<LineFigures & { statementId: number }>(
    em,
    `select statement_id as "statementId", reservation_id as "reservationId", booking_number as "bookingNumber",
            order_id as "orderId", room_name as "roomName", to_char(check_in, 'YYYY-MM-DD') as "checkIn",
            to_char(check_out, 'YYYY-MM-DD') as "checkOut", status, paid_amount as "paidAmount",
            refund_amount as "refundAmount", net_amount as "netAmount", commission_amount as "commissionAmount",
            payment_fee_amount as "paymentFeeAmount", payout_amount as "payoutAmount"
       from settlement_lines where statement_id = any(:ids::int[])
      order by statement_id, check_out, reservation_id`,
    { ids: idArray(ids) },
  );
}

export function storedAdjustments(em: EntityManager, ids: readonly number[]) {
  return executeNamed<AdjustmentFigures & { statementId: number }>(
    em,
    `select statement_id as "statementId", reservation_id as "reservationId", booking_number as "bookingNumber",
            to_char(origin_month, 'YYYY-MM') as month, reason, amount
       from settlement_adjustments where statement_id = any(:ids::int[])
      order by statement_id, id`,
    { ids: idArray(ids) },
  );
}

/** Marks a closed statement paid, once; answers whether it did. */
export async function markPaid(em: EntityManager, id: number, paidOn: string, now: Date): Promise<boolean> {
  const rows = await executeNamed(
    em,
    `update settlement_statements set paid_on = :paidOn::date, paid_at = :now
      where id = :id and paid_on is null returning id`,
    { id, paidOn, now },
  );
  return rows.length > 0;
}

/** When Toss approved the payments of `orderIds` first (the start of the transactions to read). */
export async function firstApproval(em: EntityManager, orderIds: readonly string[]): Promise<Date | null> {
  const [row] = await executeNamed<{ at: Date | null }>(
    em,
    `select min(approved_at) as at from payments where order_id in (select jsonb_array_elements_text(:orderIds::jsonb))`,
    { orderIds: JSON.stringify(orderIds) },
  );
  return row?.at ? new Date(row.at) : null;
}
