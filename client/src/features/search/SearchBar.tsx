import { isValidIsoDate, todayInSeoul } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { nightsBetween } from '@shim/common/stay';
import { useCallback, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { defaultStay, readStayQuery } from '../../lib/stay-query';
import { shortDateLabel, type DateRange } from './calendar-range';
import { PopoverPanel } from './PopoverPanel';
import { clampCount, searchBarProblem } from './search-bar-rules';
import { searchPath } from './search-path';
import { SearchBarCalendar } from './SearchBarCalendar';
import { SearchBarDestination } from './SearchBarDestination';
import { SearchBarGuests } from './SearchBarGuests';
import { useOutsideClose } from './use-popover';

type Panel = 'destination' | 'calendar' | 'guests';

/** Prefill of spec §2: the query's region, dates, rooms and persons, else the §9 defaults. */
function initialValues(params: URLSearchParams, today: string) {
  const query = readStayQuery(params);
  const fallback = defaultStay(query.region, today);
  const datesOk = isValidIsoDate(query.startDate) && isValidIsoDate(query.endDate);
  return {
    region: query.region,
    range: datesOk
      ? { start: query.startDate, end: query.endDate }
      : { start: fallback.startDate, end: fallback.endDate },
    rooms: clampCount(query.rooms, LIMITS.roomsMin, LIMITS.roomsMax),
    persons: clampCount(query.persons, LIMITS.personsMin, LIMITS.personsMax),
  };
}

/** The search bar of the main and search pages (spec §2, §4, §5). Re-mount it (key) to re-read the query. */
export function SearchBar({ today = todayInSeoul() }: { today?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [initial] = useState(() => initialValues(params, today));
  const [region, setRegion] = useState(initial.region);
  const [range, setRange] = useState<DateRange>(initial.range);
  const [guests, setGuests] = useState({ rooms: initial.rooms, persons: initial.persons });
  const [open, setOpen] = useState<Panel | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bar = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const destinationBox = useRef<HTMLDivElement>(null);
  const calendarButton = useRef<HTMLButtonElement>(null);
  const guestsButton = useRef<HTMLButtonElement>(null);

  const closeAll = useCallback(() => setOpen(null), []);
  useOutsideClose(bar, open !== null, closeAll);

  const closeTo = (panel: Panel) => {
    setOpen(null);
    const trigger = { destination: input, calendar: calendarButton, guests: guestsButton }[panel];
    trigger.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeTo(open);
    }
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = searchBarProblem({ region, range, ...guests });
    setError(problem);
    if (problem || !range.start || !range.end) return;
    setOpen(null);
    void navigate(searchPath({ region: region.trim(), startDate: range.start, endDate: range.end, ...guests }));
  }

  const nights = range.start && range.end && range.end > range.start ? nightsBetween(range.start, range.end) : null;
  const dateText = range.start
    ? `${shortDateLabel(range.start)} – ${range.end ? shortDateLabel(range.end) : '체크아웃 선택'}`
    : '날짜 선택';
  const field = 'flex min-w-0 flex-col rounded-xl px-4 py-2.5 text-left transition hover:bg-stone-50';

  return (
    <form
      ref={bar}
      role="search"
      aria-label="숙소 검색"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
      className="w-full text-stone-800"
    >
      <div className="grid gap-1 rounded-2xl bg-white p-2 shadow-xl shadow-black/10 ring-1 ring-stone-200 md:grid-cols-[1fr_1.6fr_1fr_auto] md:items-center">
        <div ref={destinationBox} className={`${field} relative`}>
          <label htmlFor="search-region" className="text-xs font-semibold text-stone-500">
            목적지
          </label>
          <input
            ref={input}
            id="search-region"
            value={region}
            autoComplete="off"
            placeholder="어디로 떠나세요?"
            aria-expanded={open === 'destination'}
            aria-controls="search-destination-panel"
            maxLength={LIMITS.regionMaxLength + 10}
            onFocus={() => setOpen('destination')}
            onClick={() => setOpen('destination')}
            onChange={(event) => {
              setRegion(event.target.value);
              setOpen('destination');
            }}
            className="w-full bg-transparent pr-7 font-semibold placeholder:font-normal placeholder:text-stone-400 focus:outline-none"
          />
          {region && (
            <button
              type="button"
              aria-label="목적지 지우기"
              onClick={() => {
                setRegion('');
                input.current?.focus();
              }}
              className="absolute right-3 top-1/2 grid size-6 -translate-y-1/2 place-items-center rounded-full bg-stone-200 text-xs text-stone-600 hover:bg-stone-300"
            >
              ✕
            </button>
          )}
        </div>
        {open === 'destination' && (
          <PopoverPanel id="search-destination-panel" label="목적지 선택" anchor={destinationBox} width={380}>
            <SearchBarDestination
              typed={region}
              onSelect={(name) => {
                setRegion(name);
                setOpen(null);
              }}
            />
          </PopoverPanel>
        )}
        <button
          ref={calendarButton}
          type="button"
          aria-expanded={open === 'calendar'}
          aria-controls="search-calendar-panel"
          onClick={() => setOpen(open === 'calendar' ? null : 'calendar')}
          className={field}
        >
          <span className="text-xs font-semibold text-stone-500">{`체크인 – 체크아웃${nights ? ` · ${nights}박` : ''}`}</span>
          <span className="truncate font-semibold">{dateText}</span>
        </button>
        {open === 'calendar' && (
          <PopoverPanel id="search-calendar-panel" label="날짜 선택" anchor={calendarButton} width={640} takeFocus>
            <SearchBarCalendar range={range} today={today} onChange={setRange} />
          </PopoverPanel>
        )}
        <button
          ref={guestsButton}
          type="button"
          aria-expanded={open === 'guests'}
          aria-controls="search-guests-panel"
          onClick={() => setOpen(open === 'guests' ? null : 'guests')}
          className={field}
        >
          <span className="text-xs font-semibold text-stone-500">객실 · 인원</span>
          <span className="truncate font-semibold">{`객실 ${guests.rooms}개 · 인원 ${guests.persons}명`}</span>
        </button>
        {open === 'guests' && (
          <PopoverPanel id="search-guests-panel" label="객실 및 인원 선택" anchor={guestsButton} width={320} takeFocus>
            <SearchBarGuests
              rooms={guests.rooms}
              persons={guests.persons}
              onChange={setGuests}
              onDone={() => closeTo('guests')}
            />
          </PopoverPanel>
        )}
        <button
          type="submit"
          className="rounded-xl bg-brand-700 px-6 py-3.5 font-semibold text-white transition hover:bg-brand-800"
        >
          검색
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </form>
  );
}
