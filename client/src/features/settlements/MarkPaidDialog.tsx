import { useMutation } from '@apollo/client/react';
import { isValidIsoDate, todayInSeoul } from '@shim/common/dates';
import { formatWon } from '@shim/common/money';
import { monthDates, SETTLEMENT_MESSAGES } from '@shim/common/settlements';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { MarkSettlementPaidDocument, type SettlementFigures_StatementFragment } from '../../gql/graphql';
import { monthLabel } from '../../lib/month-grid';
import { runMutation } from '../../lib/mutations';

type Statement = SettlementFigures_StatementFragment & { managerName?: string | null };

/**
 * 지급 완료 for one closed statement: the amount and the day it was paid (today unless changed, never a future
 * day), confirmed in the site's dialog; the server marks a statement once.
 */
export function MarkPaidDialog({
  statement,
  onClose,
  onDone,
}: {
  statement: Statement | null;
  onClose(): void;
  onDone(text: string): void;
}) {
  return (
    <Modal title="지급 완료로 표시할까요?" open={statement !== null} onClose={onClose}>
      {statement && <PaidForm key={statement.id} statement={statement} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function PaidForm({
  statement,
  onClose,
  onDone,
}: {
  statement: Statement;
  onClose(): void;
  onDone(text: string): void;
}) {
  const today = todayInSeoul();
  // Paid on a day after its month ended, and not after today: the server's rules, checked before asking it.
  const earliest = monthDates(statement.month).until;
  const [paidOn, setPaidOn] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [mark, { loading }] = useMutation(MarkSettlementPaidDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidIsoDate(paidOn)) return setError(SETTLEMENT_MESSAGES.paidOnInvalid);
    if (paidOn > today) return setError(SETTLEMENT_MESSAGES.paidOnInFuture);
    if (paidOn < earliest) return setError(SETTLEMENT_MESSAGES.paidOnBeforeClose);
    setError(null);
    const outcome = await runMutation(
      () => mark({ variables: { input: { statementId: statement.id!, paidOn } } }),
      '지급 완료로 표시하지 못했습니다. 잠시 후 다시 시도해주세요.',
    );
    if (!outcome.ok) return setError(outcome.message);
    onDone(`${monthLabel(statement.month)} ${statement.hotelName} 정산서를 지급 완료로 표시했습니다.`);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 text-sm text-stone-700">
      <dl className="divide-y divide-stone-100">
        <Row label="숙소">{statement.hotelName}</Row>
        {statement.managerName && <Row label="관리자">{statement.managerName}</Row>}
        <Row label="정산 월">{monthLabel(statement.month)}</Row>
        <Row label="지급액">
          <strong className="text-stone-900">{formatWon(statement.payoutAmount)}</strong>
        </Row>
      </dl>
      <label className="flex flex-col gap-1">
        <span className="font-medium text-stone-900">지급일</span>
        <input
          type="date"
          value={paidOn}
          min={earliest}
          max={today}
          required
          onChange={(event) => setPaidOn(event.target.value)}
          className="rounded-lg border border-stone-300 px-3 py-2"
        />
      </label>
      <p className="text-xs text-stone-500">한 번 지급 완료로 표시한 정산서는 되돌릴 수 없습니다.</p>
      <FormNotice notice={error ? { text: error, tone: 'error' } : null} />
      <div className="flex justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-stone-300 px-4 py-2 text-stone-700 hover:bg-stone-100"
        >
          취소
        </button>
        <button
          type="submit"
          disabled={loading}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        >
          지급 완료 처리
        </button>
      </div>
    </form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right">{children}</dd>
    </div>
  );
}
