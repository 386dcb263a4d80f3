import { useMutation } from '@apollo/client/react';
import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { ApplyHolidayEvePricesDocument, type CalendarNightFieldsFragment } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { dayLabel, nightCountWords } from './calendar-month';

type Night = CalendarNightFieldsFragment;

/**
 * 공휴일 전날 주말 요금: the server's preview first (which nights of which room types, at what price), then the
 * same call applied; never a bare yes/no about prices (as the bulk edit does).
 */
export function HolidayEveDialog({
  rooms,
  from,
  to,
  label,
  onClose,
  onApplied,
}: {
  rooms: Array<{ id: number; name: string }>;
  from: string;
  to: string;
  label: string;
  onClose(): void;
  onApplied(nights: Night[]): void;
}) {
  const [applyEves] = useMutation(ApplyHolidayEvePricesDocument);
  const [preview, setPreview] = useState<Night[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const roomName = new Map(rooms.map((room) => [room.id, room.name]));

  async function send(asPreview: boolean) {
    setBusy(true);
    const outcome = await runMutation(
      async () =>
        (
          await applyEves({
            variables: { input: { roomIds: rooms.map((room) => room.id), from, to, preview: asPreview } },
          })
        ).data?.applyHolidayEvePrices,
      CALENDAR_MESSAGES.editFailed,
    );
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    const nights = outcome.data?.nights ?? [];
    if (asPreview) setPreview(nights);
    else onApplied(nights);
  }

  return (
    <Modal title="공휴일 전날 주말 요금" open onClose={() => !busy && onClose()}>
      <div className="space-y-3 text-sm">
        <p className="text-stone-600">{label}의 공휴일 전날을 객실별 주말 요금으로 판매해요.</p>
        <FormNotice notice={error ? { text: error, tone: 'error' } : null} />
        {preview && (
          <div aria-label="미리보기" className="rounded-lg bg-stone-50 p-3">
            <p className="font-medium text-stone-900">
              {preview.length === 0
                ? '이 기간에는 주말 요금으로 바꿀 공휴일 전날이 없어요.'
                : `${nightCountWords(preview)}이 바뀌어요.`}
            </p>
            <ul className="mt-2 max-h-48 overflow-y-auto text-stone-700">
              {preview.map((night) => (
                <li key={night.id}>
                  {roomName.get(night.roomId)} · {dayLabel(night.date)} · {formatWon(night.price)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            className="rounded-lg border border-stone-300 px-4 py-2"
          >
            닫기
          </button>
          <button
            type="button"
            onClick={() => void send(true)}
            disabled={busy}
            className="rounded-lg border border-stone-300 px-4 py-2"
          >
            미리보기
          </button>
          <button
            type="button"
            onClick={() => void send(false)}
            disabled={busy || preview === null || preview.length === 0}
            className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white disabled:opacity-50"
          >
            주말 요금으로 바꾸기
          </button>
        </div>
      </div>
    </Modal>
  );
}
