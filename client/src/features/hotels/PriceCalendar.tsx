import { useQuery } from '@apollo/client/react';
import { addDays } from '@shim/common/dates';
import {
  CALENDAR_HORIZON_DAYS,
  calendarStayTotal,
  compactPrice,
  guestNightMark,
  type CalendarNight,
} from '@shim/common/price-calendar';
import { LOCALE_TAG, type Locale } from '@shim/common/locales';
import { nightsBetween } from '@shim/common/stay';
import { useMemo, useState } from 'react';
import { HotelCalendarDocument } from '../../gql/graphql';
import { MonthGridHead } from '../../components/MonthGridHead';
import { seoulMidnight, useFormat } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { monthOf, monthWeeks } from '../../lib/month-grid';
import { dayProblem, monthWindow, pickedAfter, type DayProblem, type PickedRange } from './price-calendar';
import { useLodgingWords } from './use-lodging-words';

type Translate = ReturnType<typeof useT>;

/** A day that cannot be picked, said in the page's language. */
function problemText(t: Translate, problem: DayProblem): string {
  const date = 'date' in problem ? seoulMidnight(problem.date) : undefined;
  return t(`lodging.calendar.problem.${problem.kind}`, { ...problem, date });
}

/** A cell's price: `12.3만` for 123,000원 in Korean (common's rule), the locale's compact number elsewhere. */
function cellPrice(locale: Locale, won: number): string {
  if (locale === 'ko') return compactPrice(won);
  return new Intl.NumberFormat(LOCALE_TAG[locale], { notation: 'compact', maximumFractionDigits: 1 }).format(won);
}

interface Props {
  hotelId: number;
  persons: number;
  today: string;
  range: PickedRange;
  onPick(range: PickedRange): void;
}

/**
 * The lodging page's date picker: two months, each night with the lowest room price for the persons (one request
 * per visible month, `Hotel.calendar`), sold-out and closed nights marked; a day that cannot be picked says why
 * (title and aria-description). A stay's total is said with the taxes and fees in it, as the cards say it: under
 * the months for the dates shown, and in each possible check-out's name while one is being picked.
 */
export function PriceCalendar({ hotelId, persons, today, range, onPick }: Props) {
  const t = useT();
  const words = useLodgingWords();
  const [first, setFirst] = useState(() => monthOf(range.start && range.start >= today ? range.start : today));
  const second = monthOf(`${first}-01`, 1);
  const firstNights = useMonthNights(hotelId, persons, first, today);
  const secondNights = useMonthNights(hotelId, persons, second, today);
  const nights = useMemo(
    () => new Map([...firstNights, ...secondNights].map((night) => [night.date, night])),
    [firstNights, secondNights],
  );
  // The month of the last night that can be booked (today + 179).
  const lastMonth = monthOf(addDays(today, CALENDAR_HORIZON_DAYS - 1));
  // `2박 총 210,000원부터`: the calendar's floor of a stay's total (common's `calendarStayTotal`); null without one.
  const stayFloor = (start: string, end: string): string | null => {
    const total = calendarStayTotal(start, end, nights);
    return total === null
      ? null
      : t('lodging.calendar.from', { total: words.stayTotal(nightsBetween(start, end), total) });
  };
  const total = range.start && range.end ? stayFloor(range.start, range.end) : null;
  const problemOf = (day: string): string | null => {
    const problem = dayProblem(day, range, nights, today);
    return problem && problemText(t, problem);
  };
  const anyMinStay = [...nights.values()].some((night) => (night.minStay ?? 1) > 1);

  return (
    <div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label={t('lodging.calendar.previous')}
          disabled={first <= monthOf(today)}
          onClick={() => setFirst(monthOf(`${first}-01`, -1))}
          className="rounded-full p-2 text-lg leading-none hover:bg-stone-100 disabled:opacity-30"
        >
          ‹
        </button>
        <p className="text-xs text-stone-500">{t('lodging.calendar.basis', { persons })}</p>
        <button
          type="button"
          aria-label={t('lodging.calendar.next')}
          disabled={second >= lastMonth}
          onClick={() => setFirst(monthOf(`${first}-01`, 1))}
          className="rounded-full p-2 text-lg leading-none hover:bg-stone-100 disabled:opacity-30"
        >
          ›
        </button>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {[first, second].map((month) => (
          <table
            key={month}
            role="grid"
            aria-label={t('lodging.calendar.month', { date: seoulMidnight(`${month}-01`) })}
            className="w-full border-collapse text-center text-sm"
          >
            <MonthGridHead month={month} />
            <tbody>
              {monthWeeks(month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, d) => (
                    <td key={d} className="p-0.5">
                      {day && (
                        <Day
                          day={day}
                          night={nights.get(day)}
                          range={range}
                          problem={problemOf(day)}
                          checkoutTotal={
                            range.start && !range.end && day > range.start ? stayFloor(range.start, day) : null
                          }
                          onPick={() => onPick(pickedAfter(range, day))}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {anyMinStay && (
        <p className="mt-2 text-xs text-amber-800">
          <span className="font-semibold">{t('lodging.calendar.minStayMark')}</span> {t('lodging.calendar.minStayNote')}
        </p>
      )}
      {total && (
        <p className="mt-3 text-right text-sm font-semibold text-stone-800">
          {total}
          <span className="ml-1 text-xs font-normal text-stone-500">
            {t('lodging.calendar.oneRoom', { fees: words.feesIncluded })}
          </span>
        </p>
      )}
    </div>
  );
}

function Day(props: {
  day: string;
  night: CalendarNight | undefined;
  range: PickedRange;
  problem: string | null;
  /** While a check-out is being picked: the stay's total if this day ends it. */
  checkoutTotal: string | null;
  onPick(): void;
}) {
  const { day, night, range, problem, checkoutTotal, onPick } = props;
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const words = useLodgingWords();
  const edge = day === range.start || day === range.end;
  const inside = !!range.start && !!range.end && day > range.start && day < range.end;
  // Closed (every room type) or full (none can take it): the mark replaces the price.
  const marked = night ? guestNightMark(night) !== null : false;
  const full = !!night && marked && !night.closed;
  const mark = !night
    ? ''
    : night.closed
      ? t('lodging.calendar.closed')
      : full
        ? t('lodging.calendar.full')
        : cellPrice(locale, night.lowestPrice!);
  const parts = [t('lodging.calendar.day', { date: seoulMidnight(day) })];
  if (night?.lowestPrice != null && !night.closed)
    parts.push(t('lodging.calendar.nightPrice', { price: format.won(night.lowestPrice) }));
  if (night?.closed || full) parts.push(mark);
  if (night?.minStay && night.minStay > 1) parts.push(t('lodging.room.minStay', { count: night.minStay }));
  if (problem === null && checkoutTotal)
    parts.push(t('lodging.calendar.checkoutTotal', { total: checkoutTotal, fees: words.feesIncluded }));
  return (
    <button
      type="button"
      data-day={day}
      aria-disabled={problem !== null}
      aria-pressed={edge || inside}
      aria-description={problem ?? undefined}
      title={problem ?? undefined}
      onClick={() => {
        if (problem === null) onPick();
      }}
      className={`relative flex h-12 w-full flex-col items-center justify-center rounded-lg text-sm transition ${
        edge
          ? 'bg-brand-700 font-semibold text-white'
          : inside
            ? 'bg-brand-50 text-brand-800'
            : problem
              ? 'cursor-not-allowed text-stone-300'
              : 'hover:bg-stone-100'
      }`}
    >
      {/* The minimum stay in sight, not only in the day's name: arrivals that day stay at least this long. */}
      {!!night?.minStay && night.minStay > 1 && !night.closed && (
        <span
          aria-hidden
          className={`absolute right-0.5 top-0.5 text-[9px] font-semibold leading-none ${edge ? 'text-white' : 'text-amber-700'}`}
        >
          {t('lodging.calendar.minStayCell', { count: night.minStay })}
        </span>
      )}
      <span aria-hidden>{Number(day.slice(8))}</span>
      <span
        aria-hidden
        className={`text-[10px] leading-tight ${edge ? 'text-white' : night?.closed || full ? 'text-rose-500' : 'text-stone-500'}`}
      >
        {mark}
      </span>
      <span className="sr-only">{parts.join(t('lodging.calendar.separator'))}</span>
    </button>
  );
}

/** A month's nights (empty while they load, and for a month outside today … today + 180). */
function useMonthNights(hotelId: number, persons: number, month: string, today: string): CalendarNight[] {
  const window = monthWindow(month, today);
  const { data } = useQuery(HotelCalendarDocument, {
    variables: { id: hotelId, from: window?.from ?? today, to: window?.to ?? today, persons },
    skip: window === null,
  });
  return window ? (data?.hotel.calendar ?? []) : [];
}
