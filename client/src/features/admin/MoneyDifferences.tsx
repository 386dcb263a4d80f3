import { formatWon } from '@shim/common/money';
import { ConsoleTable, tableClass } from './admin-ui';

interface MoneyDifference {
  orderId: string;
  tossCharged: number;
  ourCharged: number;
  tossRefunded: number;
  ourRefunded: number;
}

/** Orders whose charges or refunds differ from Toss's: the day's check against our records, the month's against the statements. */
export function MoneyDifferences(props: {
  /** What our side is called in the headers: 기록 (the day's records) or 정산서 (a month's statements). */
  ours: string;
  differences: readonly MoneyDifference[] | null;
  loading: boolean;
  error: boolean;
  emptyText: string;
  rowTestId: string;
}) {
  return (
    <ConsoleTable
      columns={[
        '주문번호',
        { label: 'Toss 결제', right: true },
        { label: `${props.ours} 결제`, right: true },
        { label: 'Toss 환불', right: true },
        { label: `${props.ours} 환불`, right: true },
      ]}
      loading={props.loading}
      error={props.error}
      empty={props.differences !== null && props.differences.length === 0}
      emptyText={props.emptyText}
    >
      {(props.differences ?? []).map((row) => (
        <tr key={row.orderId} data-testid={props.rowTestId}>
          <td className={`${tableClass.td} font-mono text-xs`}>{row.orderId}</td>
          <td className={`${tableClass.td} text-right`}>{formatWon(row.tossCharged)}</td>
          <td className={`${tableClass.td} text-right`}>{formatWon(row.ourCharged)}</td>
          <td className={`${tableClass.td} text-right`}>{formatWon(row.tossRefunded)}</td>
          <td className={`${tableClass.td} text-right`}>{formatWon(row.ourRefunded)}</td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
