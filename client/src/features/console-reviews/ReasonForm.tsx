import { REVIEW_REASON_MAX_LENGTH } from '@shim/common/review-moderation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { runMutation } from '../../lib/mutations';

/**
 * The written reason of a review moderation step (a deletion request, a rejection): checked here first, then sent;
 * a refusal shows in the words lib/errors gives its code, anything else as `failureText`.
 */
export function ReasonForm({
  label,
  problemOf,
  failureText,
  submitLabel,
  busyLabel,
  danger = false,
  loading,
  onSubmit,
  children,
}: {
  label: string;
  problemOf(reason: string): string | null;
  failureText: string;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  loading: boolean;
  onSubmit(reason: string): Promise<void>;
  children?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = problemOf(reason);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    const outcome = await runMutation(() => onSubmit(reason.trim()), failureText);
    if (!outcome.ok) setProblem(outcome.message);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {children}
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        value={reason}
        maxLength={REVIEW_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
        className="w-full rounded-lg border border-stone-300 p-2 text-sm"
      />
      <FormNotice notice={problem ? { text: problem, tone: 'error' } : null} />
      <button
        type="submit"
        disabled={loading}
        className={`w-full rounded-lg ${danger ? 'bg-red-700' : 'bg-brand-700'} py-2.5 text-sm font-semibold text-white disabled:opacity-50`}
      >
        {loading ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
