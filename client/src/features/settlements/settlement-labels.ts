import { SETTLEMENT_STATUS_LABELS, type SettlementStatus } from '@shim/common/settlements';

/** The statuses' badge colours; their words are common's (the .xlsx says the same). */
const TONES: Record<SettlementStatus, string> = {
  OPEN: 'bg-amber-100 text-amber-800',
  CLOSED: 'bg-sky-100 text-sky-800',
  PAID: 'bg-emerald-100 text-emerald-800',
};

export const settlementStatusOf = (status: SettlementStatus) => ({
  label: SETTLEMENT_STATUS_LABELS[status],
  tone: TONES[status],
});

/** What an open statement is, in one line (shown wherever one is). */
export const OPEN_STATEMENT_NOTE = `${SETTLEMENT_STATUS_LABELS.OPEN}: 아직 끝나지 않은 달의 정산서로, 달이 끝나 확정될 때까지 금액이 바뀔 수 있어요.`;

/** The commission rate as a percentage (`1%`, `1.5%`): the statement keeps the rate it was closed with. */
export const formatRate = (percent: number): string => `${Number(percent.toFixed(2))}%`;

/** A statement's place in a list and the URL: one lodging × one month (an open one has no id yet). */
export const statementKey = (statement: { hotelId: number; month: string }): string =>
  `${statement.hotelId}-${statement.month}`;
