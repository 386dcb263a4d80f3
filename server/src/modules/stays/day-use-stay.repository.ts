/**
 * 대실 availability in SQL (docs/decisions/reservations.md "대실 inventory", docs/decisions/search.md "대실"): the
 * half-hour check the hold runs on its locked rows (reservations/day-use-hold.repository.ts), the lodging page's
 * starts (reservations/day-use-availability.repository.ts) and, built on it, a lodging's 대실 for a search. Times of
 * day are Asia/Seoul; half hour `j` of a date is minutes 30j to 30j + 30.
 */

/** A half hour of a 대실 on its date, as SQL expressions over the statement's rows. */
export interface DayUseHalfHour {
  /** The 대실 rooms in use in it with the asked use (`day_use[j + 1]` + rooms). */
  used: string;
  /** It lies before the previous night's check-out / from tonight's check-in on. */
  morning: string;
  evening: string;
  /** Rooms the previous night holds (held + sold; null without its row) and its rooms. */
  eveTaken: string;
  eveTotal: string;
  /** Rooms tonight holds (held + sold) and its rooms. */
  tonightTaken: string;
  total: string;
  /** The most rooms of the type in 대실 use at once that day. */
  maxRooms: string;
}

/**
 * THE check of one half hour: true when the use does not fit it: more 대실 rooms than `maxRooms`, or those plus
 * the nights holding the half hour (the previous night until its check-out, tonight from its check-in) more than
 * the rooms of the type.
 */
export const dayUseHalfHourRefusedSql = (h: DayUseHalfHour): string =>
  `(${h.used} > ${h.maxRooms}
    or ${h.used} + case when ${h.morning} then coalesce(${h.eveTaken}, 0) else 0 end
       + case when ${h.evening} then ${h.tonightTaken} else 0 end
       > least(${h.total}, case when ${h.morning} then ${h.eveTotal} end))`;

/** The half hour a `HH:MM` column falls in, rounded down (a check-in) or up (a check-out): day-use-slots.ts. */
export const halfHourOf = (time: string, round: 'floor' | 'ceil'): string =>
  `${round}((split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int) / 30.0)::int`;

/** The JSON path of the offer's price for `hours` in `day_use_offers.durations` (bound: it holds a `?`). */
export const dayUsePricePath = (hours: number): string => `$[*] ? (@.hours == ${Math.trunc(hours)}).price`;

/** Minutes after midnight of a `time` column (`24:00` is 1440). */
const minutesOf = (time: string) => `(extract(epoch from ${time}) / 60)`;

/**
 * A lodging's 대실 for a search, as a one-row subquery: over its room types whose offer is enabled, whose date is
 * not closed, whose date's `room_nights` row is open to guests (the room type active) and whose rooms hold the
 * persons, each with its earliest start that fits (`dayUseHalfHourRefusedSql` in every half hour from the start to
 * the end of its buffer, a buffer past midnight not held) from `:duFromSlot` (the asked start, now + the lead) —
 * or, with free cancellation asked, the first start whose free-cancel deadline is after now — up to the last
 * start (the earlier of the offer's and closing − hours); the cheapest (`price`: the day's price for the hours,
 * else the offer's; one room), then the earliest (`start_slot`), then the lowest room type id. No row's values
 * when none fits. Bindings: `:duDate`, `:duHours`, `:duRooms`, `:duPersons`, `:duWeekend` (Fri, Sat or a holiday),
 * `:duFromSlot`, `:duNowMinutes` (now, minutes after the date's midnight), `:duFreeCancellation` and
 * `:duPricePath` (`dayUsePricePath`).
 */
export function lodgingDayUseSql(hotel: string): string {
  const refusedAt = (j: string, used: string) =>
    dayUseHalfHourRefusedSql({
      used,
      morning: `${j} < c.checkout_slot`,
      evening: `${j} >= c.checkin_slot`,
      eveTaken: 'c.eve_taken',
      eveTotal: 'c.eve_total',
      tonightTaken: 'c.taken',
      total: 'c.total',
      maxRooms: 'c.max_rooms',
    });
  // With no 대실 on the date the check depends on the half hour only through the nights' two edges: it is the same
  // on each stretch between them, so its value at the stretches' ends answers for the whole day.
  const edges = ['0', 'c.checkout_slot - 1', 'c.checkout_slot', 'c.checkin_slot - 1', 'c.checkin_slot', '47'];
  const noneRefused = `c.day_use is null and not (${edges
    .map((j) => `(${j} between 0 and 47 and ${refusedAt(j, ':duRooms::int')})`)
    .join(' or ')})`;
  const weekday = (weekend: string, weekdays: string) =>
    `case when :duWeekend::boolean then coalesce(${weekend}, ${weekdays}) else ${weekdays} end`;
  // The room types that could sell the use, with what the check reads (fenced: computed once a row).
  const candidates = `select t.room_id, t.day_use, t.total, t.held + t.sold as taken, e.held + e.sold as eve_taken,
         e.total as eve_total, coalesce(d.max_rooms, o.max_rooms) as max_rooms,
         coalesce((d.prices ->> :duHours::text)::int, jsonb_path_query_first(o.durations, :duPricePath::jsonpath)::int) as price,
         greatest(:duFromSlot::int, ceil(${minutesOf(weekday('o.weekend_opens', 'o.opens'))} / 30)::int,
                  case when :duFreeCancellation::boolean
                       then floor((:duNowMinutes::float8 + ${hotel}.day_use_free_cancel_minutes) / 30)::int + 1
                       else 0 end) as first_slot,
         floor(least(${minutesOf('o.last_start')},
                     ${minutesOf(weekday('o.weekend_closes', 'o.closes'))} - :duHours::int * 60) / 30)::int as last_slot,
         ceil((:duHours::int * 60 + o.buffer_minutes) / 30.0)::int as span,
         ${halfHourOf(`coalesce(r.checkin_time, ${hotel}.checkin_time)`, 'floor')} as checkin_slot,
         ${halfHourOf(`coalesce(r.checkout_time, ${hotel}.checkout_time)`, 'ceil')} as checkout_slot
    -- The lodging's enabled offers first (day_use_offers_lodging_index): a lodging with none reads nothing more.
    from day_use_offers o
    join room_nights t on t.room_id = o.room_id and t.date = :duDate::date and t.room_active
    cross join lateral (select r.checkin_time, r.checkout_time from rooms r where r.id = t.room_id offset 0) r
    left join day_use_days d on d.room_id = t.room_id and d.date = t.date
    left join room_nights e on e.room_id = t.room_id and e.date = t.date - 1
   where o.hotel_id = ${hotel}.id and o.enabled
     and not coalesce(d.closed, false) and t.room_capacity * :duRooms::int >= :duPersons::int
     and jsonb_path_query_first(o.durations, :duPricePath::jsonpath) is not null
  offset 0`;
  return `select c.price, s.start_slot, c.room_id
    from (${candidates}) c
    -- The half hours a start from the first to the last could hold that refuse the use.
    cross join lateral (
      select case when ${noneRefused} then '{}'::int[]
                  else array(select j from generate_series(c.first_slot, least(47, c.last_slot + c.span - 1)) j
                              where ${refusedAt('j', 'coalesce(c.day_use[j + 1], 0) + :duRooms::int')}) end as slots
      offset 0) x
    -- The earliest start: the first slot, or one just after a refused half hour, with none refused in its span.
    cross join lateral (
      select case when cardinality(x.slots) = 0 then case when c.first_slot <= c.last_slot then c.first_slot end
                  else (select min(k.slot)
                          from (select c.first_slot union all select k + 1 from unnest(x.slots) k) k(slot)
                         where k.slot between c.first_slot and c.last_slot
                           and not exists (select 1 from unnest(x.slots) r
                                            where r >= k.slot and r < least(48, k.slot + c.span))) end as start_slot
      offset 0) s
   where s.start_slot is not null
   order by c.price, s.start_slot, c.room_id
   limit 1`;
}
