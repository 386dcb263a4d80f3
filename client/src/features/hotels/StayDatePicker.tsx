import { todayInSeoul } from '@shim/common/dates';
import { lazy, Suspense, useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { PopoverPanel } from '../../components/PopoverPanel';
import { useT } from '../../i18n/I18nProvider';
import { useOutsideClose } from '../../lib/outside-close';
import type { PickedRange } from './price-calendar';

/** Fetched when the button is pointed at or the panel opens: the lodging page's first load does without it. */
export const loadPriceCalendar = () => import('./PriceCalendar');
const PriceCalendar = lazy(() => loadPriceCalendar().then((module) => ({ default: module.PriceCalendar })));

interface Props {
  hotelId: number;
  persons: number;
  startDate: string;
  endDate: string;
  /** Today in Asia/Seoul (tests pin it). */
  today?: string;
  /** A whole new stay was picked (check-in and check-out). */
  onChange(startDate: string, endDate: string): void;
}

/**
 * 날짜 변경 on the lodging page: the price calendar in a panel placed by the pickers' one rule (lib/popover.ts);
 * picking a check-out applies the new dates. The button, a tap outside or Escape closes it.
 */
export function StayDatePicker(props: Props) {
  const { hotelId, persons, startDate, endDate, today = todayInSeoul(), onChange } = props;
  const t = useT();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<PickedRange>({ start: startDate, end: endDate });
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(box, open, close);

  const pick = (next: PickedRange) => {
    setRange(next);
    if (next.start && next.end) {
      setOpen(false);
      onChange(next.start, next.end);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={box} className="mt-3" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="stay-dates"
        onPointerEnter={() => void loadPriceCalendar()}
        onClick={() => setOpen(!open)}
        className="rounded-full border border-brand-300 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {open ? t('lodging.dates.close') : t('lodging.dates.open')}
      </button>
      {open && (
        <PopoverPanel id="stay-dates" label={t('lodging.dates.panel')} anchor={button} width={640}>
          <p aria-live="polite" className="mb-2 text-sm font-medium text-stone-700">
            {range.start && !range.end ? t('lodging.dates.pickCheckout') : t('lodging.dates.pickCheckin')}
          </p>
          <Suspense fallback={<div className="h-80 animate-pulse rounded-xl bg-stone-100" />}>
            <PriceCalendar hotelId={hotelId} persons={persons} today={today} range={range} onPick={pick} />
          </Suspense>
        </PopoverPanel>
      )}
    </div>
  );
}
