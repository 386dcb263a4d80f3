import { RESERVATION_STATUSES } from '@shim/common/reservations';
import { formatMonth, SETTLEMENT_STATUS_LABELS } from '@shim/common/settlements';
import { PackedRows, type Cell, type ColumnFormat, type SheetContent } from '../../platform/spreadsheets';
import type { SettlementAdjustment, SettlementLine, SettlementStatement } from './settlement.statement';

/**
 * A statement as one sheet: its line items under a frozen header, then the statement's totals, its adjustments
 * and the payout in the same money columns (so a spreadsheet sums the lines to the totals). The export platform
 * builds one sheet per file, hence the summary below the lines rather than on a sheet of its own.
 */
const COLUMNS: Array<[string, ColumnFormat]> = [
  ['예약번호', 'text'],
  ['주문번호', 'text'],
  ['객실', 'text'],
  ['체크인', 'date'],
  ['체크아웃', 'date'],
  ['상태', 'text'],
  ['결제 금액', 'won'],
  ['환불 금액', 'won'],
  ['순매출', 'won'],
  ['수수료', 'won'],
  ['결제 수수료', 'won'],
  ['지급액', 'won'],
];

const lineRow = (line: SettlementLine): Cell[] => [
  line.bookingNumber,
  line.orderId,
  line.roomName,
  line.checkIn,
  line.checkOut,
  RESERVATION_STATUSES[line.status] ?? line.status,
  line.paidAmount,
  line.refundAmount,
  line.netAmount,
  line.commissionAmount,
  line.paymentFeeAmount,
  line.payoutAmount,
];

/** A summary row: words in the text columns, nothing in the date columns, won where the figure belongs. */
const summaryRow = (label: string, detail: string, figures: Array<number | null>): Cell[] => [
  label,
  detail,
  '',
  null,
  null,
  '',
  ...figures,
];

const adjustmentRow = (a: SettlementAdjustment): Cell[] =>
  summaryRow('조정', `${a.bookingNumber} · ${formatMonth(a.month)} · ${a.reason}`, [
    null,
    null,
    null,
    null,
    null,
    a.amount,
  ]);

export function statementSheet(
  statement: SettlementStatement,
  lines: SettlementLine[],
  adjustments: SettlementAdjustment[],
): SheetContent {
  const rows: Cell[][] = [COLUMNS.map(([header]) => header), ...lines.map(lineRow), []];
  rows.push(
    summaryRow('합계', `${lines.length}건`, [
      statement.grossAmount,
      statement.refundAmount,
      statement.netSales,
      statement.commissionAmount,
      statement.paymentFeeAmount,
      statement.netSales - statement.commissionAmount - statement.paymentFeeAmount,
    ]),
    ...adjustments.map(adjustmentRow),
    summaryRow(
      '지급액',
      `${statement.hotelName} · ${formatMonth(statement.month)} · ${SETTLEMENT_STATUS_LABELS[statement.status]}`,
      [null, null, null, null, null, statement.payoutAmount],
    ),
    summaryRow('수수료율', `${statement.commissionRate}% (결제 수수료는 플랫폼 부담)`, []),
  );
  return {
    sheetName: `정산 ${statement.month}`,
    rows: new PackedRows().add(rows),
    formats: COLUMNS.map(([, format]) => format),
  };
}
