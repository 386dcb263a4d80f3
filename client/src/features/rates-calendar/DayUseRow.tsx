import { formatWon } from '@shim/common/money';
import { useEffect, useState } from 'react';
import type { CalendarDayUseFieldsFragment } from '../../gql/graphql';
import { priceText } from './calendar-month';

export interface DayUseOfferSummary {
  enabled: boolean;
  maxRooms: number;
  durations: ReadonlyArray<{ hours: number; price: number }>;
}

export type DayUseDayOfGrid = CalendarDayUseFieldsFragment & { changes: ReadonlyArray<unknown> };

/** A day's 대실 as it sells: the day's prices over the offer's, its rooms at once, closed. */
export function dayUseOf(offer: DayUseOfferSummary, day: DayUseDayOfGrid | undefined) {
  const own = new Map((day?.prices ?? []).map((entry) => [entry.hours, entry.price]));
  return {
    prices: offer.durations.map((duration) => ({
      hours: duration.hours,
      price: own.get(duration.hours) ?? duration.price,
    })),
    maxRooms: day?.maxRooms ?? offer.maxRooms,
    closed: day?.closed ?? false,
    changed: (day?.changes.length ?? 0) > 0,
  };
}

const dayNumber = (date: string) => Number(date.slice(8));

/**
 * The rates calendar's second row of a room type: 대실 by day (the shortest use's price, then its hours and the
 * rooms at once, or 판매 중지; every price in the tooltip). A click opens the day's 대실 edit, a drag the edit of the days dragged over.
 */
export function DayUseRow({
  roomId,
  roomName,
  offer,
  days,
  dates,
  onSelect,
}: {
  roomId: number;
  roomName: string;
  offer: DayUseOfferSummary;
  days: ReadonlyArray<DayUseDayOfGrid>;
  dates: string[];
  onSelect(roomId: number, from: string, to: string): void;
}) {
  const [drag, setDrag] = useState<{ start: string; end: string } | null>(null);
  useEffect(() => {
    if (!drag) return;
    const finish = () => {
      const [from, to] = [drag.start, drag.end].sort() as [string, string];
      setDrag(null);
      onSelect(roomId, from, to);
    };
    window.addEventListener('mouseup', finish);
    return () => window.removeEventListener('mouseup', finish);
  }, [drag, roomId, onSelect]);
  const byDate = new Map(days.map((day) => [day.date, day]));
  const inDrag = (date: string) => {
    if (!drag) return false;
    const [from, to] = [drag.start, drag.end].sort();
    return date >= from! && date <= to!;
  };

  return (
    <tr aria-label={`${roomName} 대실`} className="border-t border-dashed border-stone-200 bg-amber-50/40">
      <th scope="row" className="sticky left-0 z-10 bg-white px-2 py-1.5 text-left text-xs font-medium text-amber-800">
        <div className="w-24">
          대실
          {!offer.enabled && <span className="block text-[10px] font-normal text-stone-500">판매 안 함</span>}
        </div>
      </th>
      {dates.map((date) => {
        const cell = dayUseOf(offer, byDate.get(date));
        const shortest = cell.prices[0];
        const details = [
          ...cell.prices.map((entry) => `${entry.hours}시간 ${formatWon(entry.price)}`),
          cell.closed ? '대실 판매 중지' : `대실 ${cell.maxRooms}실`,
          ...(cell.changed ? ['바꾼 기록 있음'] : []),
        ].join(' · ');
        return (
          <td
            key={date}
            data-testid={`dayuse-${roomId}-${date}`}
            aria-selected={inDrag(date)}
            title={details}
            aria-label={`${roomName} ${dayNumber(date)}일 대실: ${details}`}
            onMouseDown={() => setDrag({ start: date, end: date })}
            onMouseEnter={() => drag && setDrag({ ...drag, end: date })}
            className={`relative cursor-pointer px-1 py-1 align-top whitespace-nowrap ${
              cell.closed || !offer.enabled ? 'bg-stone-100 text-stone-500' : ''
            } ${inDrag(date) ? 'outline outline-2 outline-amber-600' : ''}`}
          >
            {cell.changed && (
              <span aria-hidden data-changed className="absolute top-1 right-1 size-1.5 rounded-full bg-amber-600" />
            )}
            {shortest && <span className="block font-semibold text-stone-900">{priceText(shortest.price)}</span>}
            {/* As narrow as a night's cell: 14 days fit at 1440 px. */}
            <span className={`block ${cell.closed ? 'font-semibold text-stone-700' : 'text-stone-600'}`}>
              {cell.closed ? '판매 중지' : `${shortest?.hours ?? 0}h · ${cell.maxRooms}실`}
            </span>
          </td>
        );
      })}
    </tr>
  );
}
