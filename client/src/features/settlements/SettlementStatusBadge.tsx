import { formatMonthDay } from '@shim/common/dates';
import type { SettlementStatus } from '@shim/common/settlements';
import { settlementStatusOf } from './settlement-labels';

/** 정산 예정 / 정산 확정 / 지급 완료, the last with the day it was paid. */
export function SettlementStatusBadge({ status, paidOn }: { status: SettlementStatus; paidOn: string | null }) {
  const { label, tone } = settlementStatusOf(status);
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>
      {status === 'PAID' && paidOn && (
        <span className="whitespace-nowrap text-xs text-stone-600">지급일 {formatMonthDay(paidOn)}</span>
      )}
    </span>
  );
}
