import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { useId, useState, type FormEvent } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { AnswerInquiryDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';

/** The administrator's answer (spec §4, §8): not blank; the server stores it and queues its mail. */
export function AnswerForm({ inquiryId, onAnswered }: { inquiryId: number; onAnswered(): void }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useMutation(AnswerInquiryDocument);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!answer.trim()) {
      setFailure(MESSAGES.inquiryAnswerRequired);
      return;
    }
    setFailure(null);
    const input = { inquiryId, answer: answer.trim() };
    const outcome = await runMutation(() => send({ variables: { input } }), MESSAGES.inquiryAnswerFailed);
    if (outcome.ok) onAnswered();
    else setFailure(outcome.message);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        답변 작성
      </label>
      <textarea
        id={id}
        rows={6}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        className="w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm outline-none transition focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
      />
      <FormNotice notice={failure ? { text: failure, tone: 'error' } : null} />
      <button
        type="submit"
        disabled={loading}
        className="rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-bold text-white transition hover:bg-brand-800 disabled:bg-stone-300"
      >
        {loading ? '등록 중…' : '답변 등록'}
      </button>
    </form>
  );
}
