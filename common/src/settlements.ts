/**
 * Settlement (정산) statements: a lodging's paid stays of one calendar month (Asia/Seoul) by check-out date,
 * what the platform keeps and what it pays out (docs/decisions/settlements.md). Shared by server and consoles.
 */
export const SETTLEMENT_STATUS_KEYS = ['OPEN', 'CLOSED', 'PAID'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUS_KEYS)[number];

export const SETTLEMENT_STATUS_LABELS: Record<SettlementStatus, string> = {
  OPEN: '정산 예정',
  CLOSED: '정산 확정',
  PAID: '지급 완료',
};

export const SETTLEMENT_MESSAGES = {
  monthInvalid: '정산 월은 YYYY-MM 형식이어야 합니다.',
  statementNotFound: '정산서를 찾을 수 없습니다.',
  idInvalid: '정산서 번호가 올바르지 않습니다.',
  hotelIdInvalid: '숙소 번호가 올바르지 않습니다.',
  paidOnInvalid: '지급일은 YYYY-MM-DD 형식이어야 합니다.',
  paidOnInFuture: '지급일은 오늘 이후일 수 없습니다.',
  paidOnBeforeClose: '지급일은 정산 월이 끝난 뒤여야 합니다.',
  alreadyPaid: '이미 지급 완료로 표시된 정산서입니다.',
  markedPaid: '지급 완료로 표시했습니다.',
  lateRefund: '정산 확정 후 환불',
  latePayment: '정산 확정 후 결제 확인',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `2026-11` is a month; anything else (2026-13, 2026-1, text) is not. */
export const isValidMonth = (value: string): boolean => MONTH.test(value) && Number(value.slice(0, 4)) >= 2000;

/** The month `delta` months from `month` (`2026-11`, -1 → `2026-10`). */
export function addMonths(month: string, delta: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + delta);
  return date.toISOString().slice(0, 7);
}

/** A month as its stay dates: its first day and the next month's first day (exclusive). */
export const monthDates = (month: string): { from: string; until: string } => ({
  from: `${month}-01`,
  until: `${addMonths(month, 1)}-01`,
});

/** `2026-11` as people write it: `2026년 11월`. */
export const formatMonth = (month: string): string => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;
