import { SETTLEMENT_MESSAGES, type SettlementStatus } from '@shim/common/settlements';
import type { ReservationStatus } from '@shim/common/reservations';
import { commissionOf } from '../hotels/revenue';
import type {
  AdjustmentFigures,
  CorrectionRow,
  LineFigures,
  PaidStayRow,
  StatementFigures,
} from './settlement.repository';

/**
 * THE settlement rule (docs/decisions/settlements.md): one lodging's statement of one month from its paid stays
 * (by check-out date) and the corrections due from closed months. Closing stores what this computes; the open
 * month is this same computation, live.
 */

/** The platform bears Toss's card and easy-pay fees today: the column is kept so a fee can start without a new shape. */
export const PAYMENT_FEE_PER_LINE = 0;

export interface SettlementLine extends LineFigures {
  status: ReservationStatus;
}

export type SettlementAdjustment = AdjustmentFigures;

export interface SettlementStatement extends StatementFigures {
  /** Null for the open month (never stored). */
  id: number | null;
  hotelName: string;
  status: SettlementStatus;
  closedAt: Date | null;
  paidOn: string | null;
  /** The lodging's manager; the service keeps it only for administrators. */
  managerName: string | null;
  /** Present when computed live (open) or read in full; a stored statement in a list reads them on demand. */
  lines?: SettlementLine[];
  adjustments?: SettlementAdjustment[];
}

/** A line's figures: net = paid − refunded, commission per line (rounded as commissionOf), payout = net − both. */
export function lineOf(stay: PaidStayRow, rate: number): SettlementLine {
  const netAmount = stay.paidAmount - stay.refundAmount;
  const commissionAmount = commissionOf(netAmount, rate);
  return {
    reservationId: stay.reservationId,
    bookingNumber: stay.bookingNumber,
    orderId: stay.orderId,
    roomName: stay.roomName,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    status: stay.status as ReservationStatus,
    paidAmount: stay.paidAmount,
    refundAmount: stay.refundAmount,
    netAmount,
    commissionAmount,
    paymentFeeAmount: PAYMENT_FEE_PER_LINE,
    payoutAmount: netAmount - commissionAmount - PAYMENT_FEE_PER_LINE,
  };
}

export const adjustmentOf = (row: CorrectionRow): SettlementAdjustment => ({
  reservationId: row.reservationId,
  bookingNumber: row.bookingNumber,
  month: row.originMonth,
  reason: row.wasCounted ? SETTLEMENT_MESSAGES.lateRefund : SETTLEMENT_MESSAGES.latePayment,
  amount: row.amount,
});

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** The figures of a statement: each a sum of its lines (so the lines add up exactly), plus its adjustments. */
export function figuresOf(
  hotelId: number,
  month: string,
  rate: number,
  lines: readonly SettlementLine[],
  adjustments: readonly SettlementAdjustment[],
): StatementFigures {
  const netSales = sum(lines, (l) => l.netAmount);
  const commissionAmount = sum(lines, (l) => l.commissionAmount);
  const paymentFeeAmount = sum(lines, (l) => l.paymentFeeAmount);
  const adjustmentAmount = sum(adjustments, (a) => a.amount);
  return {
    hotelId,
    month,
    commissionRate: rate,
    grossAmount: sum(lines, (l) => l.paidAmount),
    refundAmount: sum(lines, (l) => l.refundAmount),
    netSales,
    commissionAmount,
    paymentFeeAmount,
    adjustmentAmount,
    payoutAmount: netSales - commissionAmount - paymentFeeAmount + adjustmentAmount,
    lineCount: lines.length,
  };
}

/**
 * Every lodging's statement of `month` from its paid stays and due corrections (a lodging with either has one),
 * by lodging name; `OPEN` ones are what the month would close to now.
 */
export function buildStatements(
  month: string,
  rate: number,
  stays: readonly PaidStayRow[],
  corrections: readonly CorrectionRow[],
): SettlementStatement[] {
  const byHotel = new Map<
    number,
    { name: string; manager: string | null; lines: SettlementLine[]; adjustments: SettlementAdjustment[] }
  >();
  const entry = (row: PaidStayRow | CorrectionRow) => {
    let found = byHotel.get(row.hotelId);
    if (!found) {
      found = { name: row.hotelName, manager: row.managerName, lines: [], adjustments: [] };
      byHotel.set(row.hotelId, found);
    }
    return found;
  };
  for (const stay of stays) entry(stay).lines.push(lineOf(stay, rate));
  for (const correction of corrections) entry(correction).adjustments.push(adjustmentOf(correction));
  return [...byHotel.entries()]
    .map(([hotelId, { name, manager, lines, adjustments }]) => ({
      ...figuresOf(hotelId, month, rate, lines, adjustments),
      id: null,
      hotelName: name,
      status: 'OPEN' as const,
      closedAt: null,
      paidOn: null,
      managerName: manager,
      lines,
      adjustments,
    }))
    .sort((a, b) => a.hotelName.localeCompare(b.hotelName, 'ko') || a.hotelId - b.hotelId);
}
