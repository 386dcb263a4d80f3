import { useMutation } from '@apollo/client/react';
import { DAY_USE_OFFER_LIMITS, DAY_USE_OFFER_MESSAGES, dayUseOfferProblem } from '@shim/common/day-use-offer';
import type { DayUseOffer } from '@shim/common/day-use';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { SaveDayUseOfferDocument, type DayUseOfferFieldsFragment } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';

const box = 'rounded-lg border border-stone-300 bg-white px-2.5 py-1.5 text-sm outline-none focus:border-brand-600';
const input = `w-full ${box}`;

/** The form's text of an offer; a room type without one starts from a usual motel 대실 (10:00–22:00, 3·4시간). */
interface OfferText {
  enabled: boolean;
  opens: string;
  closes: string;
  weekendOpens: string;
  weekendCloses: string;
  lastStart: string;
  bufferMinutes: string;
  maxRooms: string;
  durations: Array<{ hours: string; price: string }>;
}

const textOf = (offer: DayUseOfferFieldsFragment | null | undefined, unitCount: number): OfferText =>
  offer
    ? {
        ...offer,
        weekendOpens: offer.weekendOpens ?? '',
        weekendCloses: offer.weekendCloses ?? '',
        bufferMinutes: String(offer.bufferMinutes),
        maxRooms: String(offer.maxRooms),
        durations: offer.durations.map((duration) => ({
          hours: String(duration.hours),
          price: String(duration.price),
        })),
      }
    : {
        enabled: false,
        opens: '10:00',
        closes: '22:00',
        weekendOpens: '',
        weekendCloses: '',
        lastStart: '18:00',
        bufferMinutes: '30',
        maxRooms: String(unitCount),
        durations: [
          { hours: '3', price: '30000' },
          { hours: '4', price: '35000' },
        ],
      };

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

const draftOf = (text: OfferText): DayUseOffer => ({
  enabled: text.enabled,
  opens: text.opens,
  closes: text.closes,
  weekendOpens: text.weekendOpens || null,
  weekendCloses: text.weekendCloses || null,
  lastStart: text.lastStart,
  bufferMinutes: whole(text.bufferMinutes),
  maxRooms: whole(text.maxRooms),
  durations: text.durations.map((duration) => ({ hours: whole(duration.hours), price: whole(duration.price) })),
});

/**
 * A saved room type's 대실: hours (other hours on Fri, Sat and holidays), durations with prices, last start,
 * cleaning buffer and rooms at once; checked by common's rules before it is sent, saved apart from the lodging.
 */
export function DayUseOfferPanel({
  roomId,
  unitCount,
  offer,
  label,
}: {
  roomId: number;
  unitCount: number;
  offer: DayUseOfferFieldsFragment | null | undefined;
  label(what: string): string;
}) {
  const [save] = useMutation(SaveDayUseOfferDocument);
  const [text, setText] = useState(() => textOf(offer, unitCount));
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<OfferText>) => setText((current) => ({ ...current, ...patch }));
  const setDuration = (index: number, patch: Partial<{ hours: string; price: string }>) =>
    set({ durations: text.durations.map((duration, i) => (i === index ? { ...duration, ...patch } : duration)) });

  async function submit() {
    const draft = draftOf(text);
    const problem = dayUseOfferProblem(draft, unitCount);
    if (problem) return setNotice({ text: problem, tone: 'error' });
    setBusy(true);
    const outcome = await runMutation(
      async () => (await save({ variables: { input: { roomId, ...draft } } })).data?.saveDayUseOffer.offer,
      DAY_USE_OFFER_MESSAGES.saveFailed,
    );
    setBusy(false);
    if (!outcome.ok) return setNotice({ text: outcome.message, tone: 'error' });
    if (outcome.data) setText(textOf(outcome.data, unitCount));
    setNotice({ text: DAY_USE_OFFER_MESSAGES.saved, tone: 'success' });
  }

  const time = (key: 'opens' | 'closes' | 'weekendOpens' | 'weekendCloses' | 'lastStart', what: string) => (
    <label className="text-xs text-stone-600">
      {what}
      <input
        type="time"
        step={DAY_USE_OFFER_LIMITS.timeStepMinutes * 60}
        aria-label={label(`대실 ${what}`)}
        className={input}
        value={text[key]}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </label>
  );

  return (
    <details className="mt-3 rounded-lg border border-stone-200 bg-white p-3" open={text.enabled}>
      <summary className="cursor-pointer text-sm font-semibold text-stone-800">
        대실 {text.enabled ? '판매 중' : '판매 안 함'}
      </summary>
      <div className="mt-3 space-y-3">
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            aria-label={label('대실 판매')}
            checked={text.enabled}
            onChange={(event) => set({ enabled: event.target.checked })}
          />
          대실 판매
        </label>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {time('opens', '운영 시작')}
          {time('closes', '운영 마감')}
          {time('lastStart', '마지막 입실')}
          {time('weekendOpens', '금·토·공휴일 시작')}
          {time('weekendCloses', '금·토·공휴일 마감')}
          <label className="text-xs text-stone-600">
            청소 시간 (분)
            <input
              inputMode="numeric"
              aria-label={label('대실 청소 시간')}
              className={input}
              value={text.bufferMinutes}
              onChange={(event) => set({ bufferMinutes: event.target.value })}
            />
          </label>
          <label className="text-xs text-stone-600">
            대실 객실 수 (최대 {unitCount}개)
            <input
              inputMode="numeric"
              aria-label={label('대실 객실 수')}
              className={input}
              value={text.maxRooms}
              onChange={(event) => set({ maxRooms: event.target.value })}
            />
          </label>
        </div>
        <fieldset>
          <legend className="text-xs text-stone-600">이용 시간과 요금</legend>
          <ul className="mt-1 space-y-2">
            {text.durations.map((duration, index) => (
              <li key={index} className="flex flex-wrap items-center gap-2 text-sm">
                <input
                  inputMode="numeric"
                  aria-label={label(`대실 ${index + 1} 시간`)}
                  className={`${box} w-16`}
                  value={duration.hours}
                  onChange={(event) => setDuration(index, { hours: event.target.value })}
                />
                <span>시간</span>
                <input
                  inputMode="numeric"
                  aria-label={label(`대실 ${index + 1} 요금`)}
                  className={`${box} w-32`}
                  value={duration.price}
                  onChange={(event) => setDuration(index, { price: event.target.value })}
                />
                <span className="text-stone-500">
                  {Number.isFinite(whole(duration.price)) ? formatWon(whole(duration.price)) : '원'}
                </span>
                <button
                  type="button"
                  className="text-xs text-red-700 hover:underline"
                  onClick={() => set({ durations: text.durations.filter((_, i) => i !== index) })}
                >
                  빼기
                </button>
              </li>
            ))}
          </ul>
          {text.durations.length < DAY_USE_OFFER_LIMITS.durationsMax && (
            <button
              type="button"
              className="mt-2 rounded-lg border border-stone-300 px-3 py-1 text-xs hover:bg-stone-50"
              onClick={() => set({ durations: [...text.durations, { hours: '', price: '' }] })}
            >
              이용 시간 추가
            </button>
          )}
        </fieldset>
        <FormNotice notice={notice} />
        <button
          type="button"
          disabled={busy}
          onClick={() => void submit()}
          className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white disabled:opacity-50"
        >
          대실 저장
        </button>
      </div>
    </details>
  );
}
