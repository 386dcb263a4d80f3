import { useMutation } from '@apollo/client/react';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@shim/common/calendar';
import { useState, type FormEvent } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { UpdateRoomCalendarDocument, type CalendarNightFieldsFragment } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { dayLabel, nightCountWords, nightDetails, priceOf, priceText } from './calendar-month';
import { PriceInput } from './PriceInput';

interface Props {
  roomName: string;
  night: CalendarNightFieldsFragment;
  onClose(): void;
  /** After the save: what changed, in words, for the page's notice. */
  onSaved(words: string): void;
  /** The night's history (who changed what). */
  onHistory(): void;
  /** The bulk edit preset to this night (rooms to sell, minimum stay, weekdays…). */
  onMore(): void;
}

/**
 * One night's edit in two actions: the click that opens it, with the price prefilled, then 저장.
 * It writes at once (no preview): the one night it changes is the one on screen.
 */
export function NightEditor({ roomName, night, onClose, onSaved, onHistory, onMore }: Props) {
  const [price, setPrice] = useState(priceText(night.price));
  const [closed, setClosed] = useState(night.closed);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateRoomCalendarDocument);

  async function save(event: FormEvent) {
    event.preventDefault();
    const amount = priceOf(price);
    if (amount === null || amount < CALENDAR_LIMITS.priceMin || amount > CALENDAR_LIMITS.priceMax)
      return setError(CALENDAR_MESSAGES.priceRange);
    const values = {
      price: amount === night.price ? null : amount,
      closed: closed === night.closed ? null : closed,
    };
    if (values.price === null && values.closed === null)
      return setError('바뀐 것이 없어요. 요금이나 판매 중지를 바꿔 주세요.');
    setBusy(true);
    setError(null);
    const outcome = await runMutation(
      async () =>
        (
          await update({
            variables: {
              input: {
                roomIds: [night.roomId],
                from: night.date,
                to: night.date,
                weekdays: null,
                price: values.price,
                roomsToSell: null,
                closed: values.closed,
                minStay: null,
                preview: false,
              },
            },
          })
        ).data?.updateRoomCalendar,
      CALENDAR_MESSAGES.editFailed,
    );
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    onSaved(`${roomName} ${dayLabel(night.date)}: ${nightCountWords([night])}을 바꿨어요.`);
  }

  const link = 'text-sm text-brand-700 underline underline-offset-2';
  return (
    <Modal title={`${roomName} · ${dayLabel(night.date)}`} open onClose={onClose}>
      <form onSubmit={(event) => void save(event)} className="space-y-3 text-sm">
        <p className="text-xs text-stone-600">{nightDetails(night)}</p>
        <PriceInput
          label="1박 요금 (원)"
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
          value={price}
          onChange={setPrice}
        />
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={closed} onChange={(event) => setClosed(event.target.checked)} />
          판매 중지
        </label>
        <FormNotice notice={error ? { text: error, tone: 'error' } : null} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex gap-3">
            <button type="button" className={link} onClick={onHistory}>
              변경 기록
            </button>
            <button type="button" className={link} onClick={onMore}>
              자세히 바꾸기
            </button>
          </div>
          <button
            type="submit"
            disabled={busy}
            className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white disabled:opacity-50"
          >
            저장
          </button>
        </div>
      </form>
    </Modal>
  );
}
