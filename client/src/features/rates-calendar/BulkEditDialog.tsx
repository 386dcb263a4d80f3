import { useMutation } from '@apollo/client/react';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES, editNightCount, WEEKDAY_LABELS } from '@shim/common/calendar';
import { formatWon } from '@shim/common/money';
import { useState, type FormEvent } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { UpdateRoomCalendarDocument, type UpdateRoomCalendarInput } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { dayLabel, nightCountWords, priceOf } from './calendar-month';
import { PriceInput } from './PriceInput';

export interface BulkEditPreset {
  roomIds: number[];
  from: string;
  to: string;
}

interface Props {
  rooms: Array<{ id: number; name: string }>;
  preset: BulkEditPreset;
  onClose(): void;
  /** After an applied edit (the nights as it left them): the grid reads its nights again. */
  onApplied(nights: ReadonlyArray<{ roomId: number; date: string }>): void;
}

type Preview = Array<{
  id: string;
  roomId: number;
  date: string;
  price: number;
  roomsToSell: number;
  closed: boolean;
  minStay: number;
}>;

const number = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * The rates calendar's bulk edit: room types, a range, weekdays, and what to set; Preview lists the nights it
 * touches, Apply writes them in one transaction. The server's Korean message is shown as it is (409 names the night).
 */
export function BulkEditDialog({ rooms, preset, onClose, onApplied }: Props) {
  const [roomIds, setRoomIds] = useState<number[]>(preset.roomIds);
  const [from, setFrom] = useState(preset.from);
  const [to, setTo] = useState(preset.to);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [price, setPrice] = useState('');
  const [roomsToSell, setRoomsToSell] = useState('');
  const [closed, setClosed] = useState<'keep' | 'close' | 'open'>('keep');
  const [minStay, setMinStay] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateRoomCalendarDocument);
  const roomName = new Map(rooms.map((room) => [room.id, room.name]));

  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  function inputOf(asPreview: boolean): UpdateRoomCalendarInput | string {
    if (roomIds.length === 0) return CALENDAR_MESSAGES.roomsRequired;
    const values = {
      price: priceOf(price),
      roomsToSell: number(roomsToSell),
      closed: closed === 'keep' ? null : closed === 'close',
      minStay: number(minStay),
    };
    if (Object.values(values).every((value) => value === null)) return CALENDAR_MESSAGES.nothingToChange;
    if (
      values.price !== null &&
      !(values.price >= CALENDAR_LIMITS.priceMin && values.price <= CALENDAR_LIMITS.priceMax)
    )
      return CALENDAR_MESSAGES.priceRange;
    if (editNightCount(roomIds.length, from, to, weekdays) > CALENDAR_LIMITS.nightsPerEditMax)
      return CALENDAR_MESSAGES.editTooLarge;
    return { roomIds, from, to, weekdays: weekdays.length ? weekdays : null, ...values, preview: asPreview };
  }

  async function send(asPreview: boolean) {
    const input = inputOf(asPreview);
    if (typeof input === 'string') return setError(input);
    setBusy(true);
    setError(null);
    const outcome = await runMutation(
      async () => (await update({ variables: { input } })).data?.updateRoomCalendar,
      CALENDAR_MESSAGES.editFailed,
    );
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    if (asPreview) setPreview(outcome.data?.nights ?? []);
    else onApplied(outcome.data?.nights ?? []);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(preview === null);
  }

  const changed = () => setPreview(null);
  const field = 'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm';

  return (
    <Modal title="일괄 변경" open onClose={onClose}>
      <form onSubmit={submit} onChange={changed} className="space-y-4 text-sm">
        <fieldset>
          <legend className="font-medium text-stone-800">객실 유형</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {rooms.map((room) => (
              <label key={room.id} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={roomIds.includes(room.id)}
                  onChange={() => setRoomIds(toggle(roomIds, room.id))}
                />
                {room.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <label>
            시작 날짜
            <input type="date" className={field} value={from} onChange={(e) => setFrom(e.target.value)} required />
          </label>
          <label>
            끝 날짜
            <input type="date" className={field} value={to} onChange={(e) => setTo(e.target.value)} required />
          </label>
        </div>
        <fieldset>
          <legend className="font-medium text-stone-800">요일 (고르지 않으면 매일)</legend>
          <div className="mt-1 flex gap-3">
            {WEEKDAY_LABELS.map((label, day) => (
              <label key={label} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  onChange={() => setWeekdays(toggle(weekdays, day))}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <PriceInput label="1박 요금 (원)" className={field} value={price} onChange={setPrice} />
          <label>
            판매 객실 수
            <input
              type="number"
              min={0}
              className={field}
              value={roomsToSell}
              onChange={(e) => setRoomsToSell(e.target.value)}
            />
          </label>
          <label>
            판매
            <select
              aria-label="판매"
              className={field}
              value={closed}
              onChange={(e) => setClosed(e.target.value as typeof closed)}
            >
              <option value="keep">그대로</option>
              <option value="close">판매 중지</option>
              <option value="open">판매 재개</option>
            </select>
          </label>
          <label>
            최소 숙박 (박)
            <input
              type="number"
              min={1}
              max={30}
              className={field}
              value={minStay}
              onChange={(e) => setMinStay(e.target.value)}
            />
          </label>
        </div>
        <FormNotice notice={error ? { text: error, tone: 'error' } : null} />
        {preview && (
          <div aria-label="미리보기" className="rounded-lg bg-stone-50 p-3">
            <p className="font-medium text-stone-900">{nightCountWords(preview)}이 바뀌어요.</p>
            <ul className="mt-2 max-h-48 overflow-y-auto text-stone-700">
              {preview.map((night) => (
                <li key={night.id}>
                  {roomName.get(night.roomId)} · {dayLabel(night.date)} · {formatWon(night.price)} · 판매{' '}
                  {night.roomsToSell}
                  {night.closed ? ' · 판매 중지' : ''} · 최소 {night.minStay}박
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex justify-end gap-2">
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
            disabled={busy || preview === null}
            className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white disabled:opacity-50"
          >
            적용
          </button>
        </div>
      </form>
    </Modal>
  );
}
