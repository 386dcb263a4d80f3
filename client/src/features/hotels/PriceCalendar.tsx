import { useQuery } from '@apollo/client/react';
import { addDays } from '@shim/common/dates';
import {
  CALENDAR_HORIZON_DAYS,
  calendarStayTotal,
  compactPrice,
  guestNightMark,
  type CalendarNight,
} from '@shim/common/price-calendar';
import { nightsBetween } from '@shim/common/stay';
import { useMemo, useState } from 'react';
import { HotelCalendarDocument } from '../../gql/graphql';
import { MonthGridHead } from '../../components/MonthGridHead';
import { monthLabel, monthOf, monthWeeks } from '../../lib/month-grid';
import { FEES_INCLUDED, monthDayLabel, stayTotalLabel } from '../../lib/stay-labels';
import { dayProblem, monthWindow, pickedAfter, type PickedRange } from './price-calendar';

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
  const total = range.start && range.end ? stayFloor(range.start, range.end, nights) : null;
  const anyMinStay = [...nights.values()].some((night) => (night.minStay ?? 1) > 1);

  return (
    <div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          aria-label="이전 달"
          disabled={first <= monthOf(today)}
          onClick={() => setFirst(monthOf(`${first}-01`, -1))}
          className="rounded-full p-2 text-lg leading-none hover:bg-stone-100 disabled:opacity-30"
        >
          ‹
        </button>
        <p className="text-xs text-stone-500">{`1박 객실 최저가 · 객실 1개, ${persons}명 기준`}</p>
        <button
          type="button"
          aria-label="다음 달"
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
            aria-label={monthLabel(month)}
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
                          problem={dayProblem(day, range, nights, today)}
                          checkoutTotal={
                            range.start && !range.end && day > range.start ? stayFloor(range.start, day, nights) : null
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
          <span className="font-semibold">N박~</span> 그날 체크인하면 최소 N박 이상 묵어야 해요.
        </p>
      )}
      {total && (
        <p className="mt-3 text-right text-sm font-semibold text-stone-800">
          {total}
          <span className="ml-1 text-xs font-normal text-stone-500">{`객실 1개 · ${FEES_INCLUDED}`}</span>
        </p>
      )}
    </div>
  );
}

/** `2박 총 210,000원부터`: the calendar's floor of a stay's total (common's `calendarStayTotal`); null without one. */
function stayFloor(start: string, end: string, nights: ReadonlyMap<string, CalendarNight>): string | null {
  const label = stayTotalLabel(nightsBetween(start, end), calendarStayTotal(start, end, nights));
  return label && `${label}부터`;
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
  const edge = day === range.start || day === range.end;
  const inside = !!range.start && !!range.end && day > range.start && day < range.end;
  const mark = !night ? '' : (guestNightMark(night) ?? compactPrice(night.lowestPrice!));
  const minStay = night?.minStay && night.minStay > 1 ? `, 최소 ${night.minStay}박` : '';
  const price =
    night?.lowestPrice != null && !night.closed ? `, 1박 ${night.lowestPrice.toLocaleString('ko-KR')}원` : '';
  const total = problem === null && checkoutTotal ? `, 체크아웃하면 ${checkoutTotal} (${FEES_INCLUDED})` : '';
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
          {`${night.minStay}박~`}
        </span>
      )}
      <span aria-hidden>{Number(day.slice(8))}</span>
      <span
        aria-hidden
        className={`text-[10px] leading-tight ${edge ? 'text-white' : night?.closed || mark === '마감' ? 'text-rose-500' : 'text-stone-500'}`}
      >
        {mark}
      </span>
      <span className="sr-only">{`${monthDayLabel(day)}${price}${night?.closed ? ', 휴무' : mark === '마감' ? ', 마감' : ''}${minStay}${total}`}</span>
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
