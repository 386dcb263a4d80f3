import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { dayUseFreeCancelLabel, type DayUseSlotView } from '../../lib/day-use-labels';
import { Approx } from './approx-slot';
import { useLodgingWords } from './use-lodging-words';

/** A chosen 대실: a duration, its start and what it costs for the rooms asked. */
export interface DayUseChoice {
  hours: number;
  start: string;
  price: number;
}

interface Props {
  roomName: string;
  /** `Room.dayUse(date:, roomCount:)`: one slot per duration, in hours order. */
  slots: readonly DayUseSlotView[];
  rooms: number;
  onBook(choice: DayUseChoice): void;
}

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The deadline of a later start: the slot's deadline is its earliest start's, and the lodging's free-cancel time
 * before the start is the same for every start of the day.
 */
function freeCancelFor(slot: DayUseSlotView, start: string): string | null {
  const first = slot.starts[0];
  if (!slot.freeCancellationUntil || !first) return null;
  const shift = (minutesOf(start) - minutesOf(first)) * 60_000;
  return new Date(new Date(slot.freeCancellationUntil).getTime() + shift).toISOString();
}

/** A room type's 대실 on the page's date: durations as tabs, sellable starts as buttons, then 예약하기. */
export function DayUseSlots({ roomName, slots, rooms, onBook }: Props) {
  const t = useT();
  const format = useFormat();
  const words = useLodgingWords();
  const [picked, setPicked] = useState<Record<number, string>>({});
  return (
    <section
      aria-label={t('lodging.dayUse.region', { room: roomName })}
      className="mt-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200"
    >
      <h4 className="text-sm font-bold text-stone-900">{t('lodging.dayUse.title')}</h4>
      <TabGroup>
        <TabList aria-label={t('lodging.dayUse.durations')} className="mt-2 flex flex-wrap gap-2">
          {slots.map((slot) => (
            <Tab
              key={slot.hours}
              className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 data-[selected]:border-brand-700 data-[selected]:bg-brand-700 data-[selected]:text-white"
            >
              {t('lodging.dayUse.hours', { hours: slot.hours })}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-3">
          {slots.map((slot) => {
            const start = picked[slot.hours] ?? null;
            const until = start ? freeCancelFor(slot, start) : slot.freeCancellationUntil;
            const cancel = dayUseFreeCancelLabel(t, until);
            return (
              <TabPanel key={slot.hours} className="space-y-3">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-extrabold text-stone-900">
                    {t('lodging.dayUse.slotPrice', { hours: slot.hours, price: format.won(slot.price) })}
                  </span>
                  <span className="text-xs text-stone-500">{`${format.rooms(rooms)} · ${words.feesIncluded}`}</span>
                </p>
                <Approx won={slot.price} />
                {slot.starts.length === 0 ? (
                  <p className="text-sm font-medium text-rose-600">{t('lodging.dayUse.noneLeft')}</p>
                ) : (
                  <div role="group" aria-label={t('lodging.dayUse.starts')} className="flex flex-wrap gap-2">
                    {slot.starts.map((time) => (
                      <button
                        key={time}
                        type="button"
                        aria-pressed={start === time}
                        onClick={() => setPicked({ ...picked, [slot.hours]: time })}
                        className={`rounded-lg border px-3 py-1.5 text-sm tabular-nums ${
                          start === time
                            ? 'border-brand-700 bg-brand-50 font-bold text-brand-800'
                            : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500'
                        }`}
                      >
                        {time}
                      </button>
                    ))}
                  </div>
                )}
                {cancel && <p className="text-sm font-medium text-emerald-700">{cancel}</p>}
                <div className="flex justify-end">
                  <button
                    type="button"
                    data-book-day-use
                    disabled={!start}
                    onClick={() => start && onBook({ hours: slot.hours, start, price: slot.price })}
                    className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
                  >
                    {start ? t('lodging.dayUse.bookFrom', { start }) : t('lodging.dayUse.pickStart')}
                  </button>
                </div>
              </TabPanel>
            );
          })}
        </TabPanels>
      </TabGroup>
    </section>
  );
}
