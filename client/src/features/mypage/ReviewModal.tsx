import { useMutation } from '@apollo/client/react';
import { LIMITS } from '@shim/common/limits';
import { translateMessage } from '@shim/common/message-locales';
import { IMAGE_UPLOAD_ACCEPT, REVIEW_SCORES, imageFileProblem, reviewProblem } from '@shim/common/reviews';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../components/Modal';
import { WriteReviewDocument } from '../../gql/graphql';
import { apiFetch } from '../../lib/api';
import { runMutation } from '../../lib/mutations';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import type { ReviewModal_ReservationFragment } from '../../gql/graphql';

/** The review modal of my page (spec §2): stars, text and an optional photo for one finished stay. */
export function ReviewModal({
  reservation,
  onClose,
  onWritten,
}: {
  reservation: ReviewModal_ReservationFragment | null;
  onClose(): void;
  onWritten(message: string): void;
}) {
  const t = useT();
  return (
    <Modal title={t('account.review.title')} open={reservation !== null} onClose={onClose}>
      {reservation && <ReviewForm key={reservation.id} reservation={reservation} onWritten={onWritten} />}
    </Modal>
  );
}

function ReviewForm({
  reservation,
  onWritten,
}: {
  reservation: ReviewModal_ReservationFragment;
  onWritten(message: string): void;
}) {
  const t = useT();
  const locale = useLocale();
  const messages = useSpecMessages();
  const [writeReview] = useMutation(WriteReviewDocument);
  const [score, setScore] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const contentId = useId();
  const photoId = useId();
  const shown = hovered ?? score ?? 0;

  function choosePhoto(input: HTMLInputElement) {
    const file = input.files?.[0];
    const fileProblem = file ? imageFileProblem(file) : null;
    setProblem(fileProblem && translateMessage(fileProblem, locale));
    setPhoto(file && !fileProblem ? file : null);
    if (fileProblem) input.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = reviewProblem({ score, content });
    if (invalid) {
      setProblem(translateMessage(invalid, locale));
      return;
    }
    setProblem(null);
    setSending(true);
    const outcome = await runMutation(async () => {
      if (!photo) return writeReview({ variables: { input: { reservationId: reservation.id, score, content } } });
      // GraphQL carries no files: a review with a photo goes to the REST twin as multipart.
      const form = new FormData();
      form.set('reservationId', String(reservation.id));
      form.set('score', String(score));
      form.set('content', content);
      form.set('image', photo);
      return apiFetch('/api/reviews', { method: 'POST', form });
    }, messages.reviewFailed);
    setSending(false);
    if (outcome.ok) onWritten(messages.reviewCreated);
    // A review with a photo goes through REST, which answers in Korean.
    else setProblem(translateMessage(outcome.message, locale));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-stone-600">
        <span className="font-semibold text-stone-900">{reservation.hotel.name}</span> · {reservation.room.name}
      </p>
      <div>
        <p id={`${contentId}-stars`} className="text-sm font-medium">
          {t('account.review.stars')}
        </p>
        <div
          role="radiogroup"
          aria-labelledby={`${contentId}-stars`}
          className="mt-1 flex gap-1"
          onMouseLeave={() => setHovered(null)}
        >
          {REVIEW_SCORES.map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={score === value}
              aria-label={t('account.review.starValue', { value })}
              onClick={() => {
                setScore(value);
                setProblem(null);
              }}
              onMouseEnter={() => setHovered(value)}
              className={`text-3xl leading-none transition ${value <= shown ? 'text-amber-400' : 'text-stone-300'}`}
            >
              ★
            </button>
          ))}
        </div>
      </div>
      <div>
        <label htmlFor={contentId} className="text-sm font-medium">
          {t('account.review.content')}
        </label>
        <textarea
          id={contentId}
          value={content}
          maxLength={LIMITS.reviewContentMaxLength}
          rows={5}
          onChange={(event) => setContent(event.target.value)}
          placeholder={t('account.review.placeholder')}
          className="mt-1 w-full rounded-lg border border-stone-300 p-3 text-sm"
        />
        <p className="text-right text-xs text-stone-500">
          {t('account.review.length', {
            count: [...content].length,
            max: LIMITS.reviewContentMaxLength,
          })}
        </p>
      </div>
      <div>
        <label htmlFor={photoId} className="text-sm font-medium">
          {t('account.review.photo')}
        </label>
        <input
          id={photoId}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          onChange={(event) => choosePhoto(event.target)}
          className="mt-1 block w-full text-sm"
        />
        <p className="mt-1 text-xs text-stone-500">{t('account.review.photoHint')}</p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={sending}
        className="w-full rounded-lg bg-brand-700 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
      >
        {sending ? t('account.review.sending') : t('account.review.submit')}
      </button>
    </form>
  );
}
