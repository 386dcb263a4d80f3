import { useMutation } from '@apollo/client/react';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES, editNightCount, WEEKDAY_LABELS } from '@shim/common/calendar';
import { DAY_USE_OFFER_MESSAGES, dayUseFieldLabel, validDayUsePrice } from '@shim/common/day-use-offer';
import { formatWon } from '@shim/common/money';
import { useState, type FormEvent } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { Modal } from '../../components/Modal';
import { UpdateDayUseDaysDocument, type UpdateDayUseDaysInput } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import { dayLabel, priceOf } from './calendar-month';
import type { BulkEditPreset } from './BulkEditDialog';
import { PriceInput } from './PriceInput';

export interface DayUseRoom {
  id: number;
  name: string;
  durations: ReadonlyArray<{ hours: number }>;
}

export interface DayUseChange {
  id: number;
  field: string;
  before?: string | null;
  after: string;
  changedBy: string;
  changedAt: string;
}

type Preview = Array<{
  id: string;
  roomId: number;
  date: string;
  prices?: Array<{ hours: number; price: number }> | null;
  maxRooms?: number | null;
  closed: boolean;
}>;

/** A recorded value in the console's words: 28,000원, 2실, 판매 중지; none is the offer's own. */
function valueText(field: string, value: string | null | undefined): string {
  if (value === null || value === undefined) return '상품 기본값';
  if (field === 'closed') return value === 'true' ? '판매 중지' : '판매';
  if (field === 'maxRooms') return `${value}실`;
  return formatWon(Number(value));
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' });

const dayCountWords = (days: number) => `${days.toLocaleString('ko-KR')}일`;
const number = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * 대실 bulk edit, as the nights': room types with an offer, a range, weekdays, and what to set (each offered use's
 * price, rooms at once, closed). Preview lists the days, Apply writes them in one transaction; a single day shows
 * its history.
 */
export function DayUseEditDialog({
  rooms,
  preset,
  history,
  onClose,
  onApplied,
}: {
  rooms: DayUseRoom[];
  preset: BulkEditPreset;
  /** The chosen day's recorded changes, when one day of one room type is edited. */
  history: ReadonlyArray<DayUseChange> | null;
  onClose(): void;
  onApplied(days: number): void;
}) {
  const [roomIds, setRoomIds] = useState<number[]>(preset.roomIds);
  const [from, setFrom] = useState(preset.from);
  const [to, setTo] = useState(preset.to);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [maxRooms, setMaxRooms] = useState('');
  const [closed, setClosed] = useState<'keep' | 'close' | 'open'>('keep');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [update] = useMutation(UpdateDayUseDaysDocument);
  const roomName = new Map(rooms.map((room) => [room.id, room.name]));
  const hours = [
    ...new Set(rooms.filter((room) => roomIds.includes(room.id)).flatMap((room) => room.durations.map((d) => d.hours))),
  ].sort((a, b) => a - b);
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  function inputOf(asPreview: boolean): UpdateDayUseDaysInput | string {
    if (roomIds.length === 0) return CALENDAR_MESSAGES.roomsRequired;
    const priceList = hours
      .filter((h) => (prices[h] ?? '').trim() !== '')
      .map((h) => ({ hours: h, price: priceOf(prices[h]!) ?? NaN }));
    if (priceList.some((entry) => !validDayUsePrice(entry.price))) return DAY_USE_OFFER_MESSAGES.priceRange;
    const values = {
      prices: priceList.length ? priceList : null,
      maxRooms: number(maxRooms),
      closed: closed === 'keep' ? null : closed === 'close',
    };
    if (Object.values(values).every((value) => value === null)) return DAY_USE_OFFER_MESSAGES.nothingToChange;
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
      async () => (await update({ variables: { input } })).data?.updateDayUseDays,
      CALENDAR_MESSAGES.editFailed,
    );
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    if (asPreview) setPreview(outcome.data?.days ?? []);
    else onApplied(outcome.data?.updatedDays ?? 0);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(preview === null);
  }

  const field = 'mt-1 w-full rounded-lg border border-stone-300 px-3 py-2 text-sm';

  return (
    <Modal title="대실 변경" open onClose={onClose}>
      <form onSubmit={submit} onChange={() => setPreview(null)} className="space-y-4 text-sm">
        <fieldset>
          <legend className="font-medium text-stone-800">객실 유형 (대실 상품이 있는 객실)</legend>
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
          <div className="mt-1 flex flex-wrap gap-3">
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
          {hours.map((h) => (
            <PriceInput
              key={h}
              label={`대실 ${h}시간 요금 (원)`}
              className={field}
              value={prices[h] ?? ''}
              onChange={(text) => setPrices({ ...prices, [h]: text })}
            />
          ))}
          <label>
            대실 객실 수
            <input
              type="number"
              min={0}
              className={field}
              value={maxRooms}
              onChange={(e) => setMaxRooms(e.target.value)}
            />
          </label>
          <label>
            대실 판매
            <select
              aria-label="대실 판매"
              className={field}
              value={closed}
              onChange={(e) => setClosed(e.target.value as typeof closed)}
            >
              <option value="keep">그대로</option>
              <option value="close">판매 중지</option>
              <option value="open">판매 재개</option>
            </select>
          </label>
        </div>
        <FormNotice notice={error ? { text: error, tone: 'error' } : null} />
        {preview && (
          <div aria-label="미리보기" className="rounded-lg bg-stone-50 p-3">
            <p className="font-medium text-stone-900">대실 {dayCountWords(preview.length)}이 바뀌어요.</p>
            <ul className="mt-2 max-h-48 overflow-y-auto text-stone-700">
              {preview.map((day) => (
                <li key={day.id}>
                  {roomName.get(day.roomId)} · {dayLabel(day.date)}
                  {(day.prices ?? []).map((entry) => ` · ${entry.hours}시간 ${formatWon(entry.price)}`).join('')}
                  {day.maxRooms !== null && day.maxRooms !== undefined ? ` · 대실 ${day.maxRooms}실` : ''}
                  {day.closed ? ' · 판매 중지' : ''}
                </li>
              ))}
            </ul>
          </div>
        )}
        {history && history.length > 0 && (
          <div aria-label="대실 변경 기록" className="rounded-lg border border-stone-200 p-3">
            <p className="font-medium text-stone-900">변경 기록</p>
            <ul className="mt-1 max-h-40 overflow-y-auto text-xs text-stone-700">
              {history.map((change) => (
                <li key={change.id}>
                  {when(change.changedAt)} · {change.changedBy} · {dayUseFieldLabel(change.field)}{' '}
                  {valueText(change.field, change.before)} → {valueText(change.field, change.after)}
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
