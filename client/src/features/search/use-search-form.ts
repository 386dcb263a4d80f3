import { isValidIsoDate } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { defaultStay, readStayQuery, stayQueryString, type DayUseQuery } from '../../lib/stay-query';
import type { DateRange } from './calendar-range';
import { clampCount, searchBarProblem, type SearchBarProblem } from './search-bar-rules';
import { searchPath } from './search-path';

/** Prefill of spec §2: the query's region, dates, rooms and persons, else the §9 defaults. */
function initialValues(params: URLSearchParams, today: string) {
  const query = readStayQuery(params);
  const fallback = defaultStay(query.region, today);
  const datesOk = isValidIsoDate(query.startDate) && isValidIsoDate(query.endDate);
  return {
    region: query.region,
    place: query.place ?? null,
    range: datesOk
      ? { start: query.startDate, end: query.endDate }
      : { start: fallback.startDate, end: fallback.endDate },
    rooms: clampCount(query.rooms, LIMITS.roomsMin, LIMITS.roomsMax),
    persons: clampCount(query.persons, LIMITS.personsMin, LIMITS.personsMax),
    dayUse: query.dayUse ?? null,
  };
}

/** The search bar's values, prefilled from the URL, and its submit: check (spec §5, §8), then go to /search. */
export function useSearchForm(today: string, onSubmitted: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [initial] = useState(() => initialValues(params, today));
  const [region, setRegionText] = useState(initial.region);
  // The chosen place the region labels (docs/decisions/search.md "Places"); typing anew forgets it.
  const [place, setPlace] = useState<string | null>(initial.place);
  const setRegion = (text: string, chosenPlace: string | null = null) => {
    setRegionText(text);
    setPlace(chosenPlace);
  };
  const [range, setRange] = useState<DateRange>(initial.range);
  const [guests, setGuests] = useState({ rooms: initial.rooms, persons: initial.persons });
  // Null: 숙박 (nights); else the 대실 start and hours, on the range's first day.
  const [dayUse, setDayUse] = useState<DayUseQuery | null>(initial.dayUse);
  const [error, setError] = useState<SearchBarProblem | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = searchBarProblem({ region, range, ...guests });
    setError(problem);
    if (problem || !range.start || !range.end) return;
    onSubmitted();
    void navigate(
      searchPath({
        region: region.trim(),
        startDate: range.start,
        endDate: range.end,
        ...guests,
        ...(place ? { place } : {}),
        ...(dayUse ? { dayUse } : {}),
      }),
    );
  }

  /** A lodging chosen in the box opens it, for the bar's stay when the dates are complete. */
  function openLodging(hotelId: string) {
    onSubmitted();
    const query =
      range.start && range.end
        ? new URLSearchParams(
            stayQueryString({
              region: '',
              startDate: range.start,
              endDate: range.end,
              ...guests,
              ...(dayUse ? { dayUse } : {}),
            }),
          )
        : null;
    query?.delete('region');
    const stay = query ? `?${query}` : '';
    void navigate(`/hotel/${hotelId}${stay}`);
  }

  return {
    region,
    place,
    setRegion,
    range,
    setRange,
    guests,
    setGuests,
    dayUse,
    setDayUse,
    error,
    submit,
    openLodging,
  };
}
