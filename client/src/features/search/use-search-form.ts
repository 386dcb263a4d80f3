import { isValidIsoDate } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { defaultStay, readStayQuery } from '../../lib/stay-query';
import type { DateRange } from './calendar-range';
import { clampCount, searchBarProblem } from './search-bar-rules';
import { searchPath } from './search-path';

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

/** The search bar's values, prefilled from the URL, and its submit: check (spec §5, §8), then go to /search. */
export function useSearchForm(today: string, onSubmitted: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [initial] = useState(() => initialValues(params, today));
  const [region, setRegion] = useState(initial.region);
  const [range, setRange] = useState<DateRange>(initial.range);
  const [guests, setGuests] = useState({ rooms: initial.rooms, persons: initial.persons });
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = searchBarProblem({ region, range, ...guests });
    setError(problem);
    if (problem || !range.start || !range.end) return;
    onSubmitted();
    void navigate(searchPath({ region: region.trim(), startDate: range.start, endDate: range.end, ...guests }));
  }

  return { region, setRegion, range, setRange, guests, setGuests, error, submit };
}
