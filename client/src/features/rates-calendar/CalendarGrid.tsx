import { formatWon } from '@shim/common/money';
import { useEffect, useState } from 'react';
import type { CalendarNightFieldsFragment } from '../../gql/graphql';
import { roomsLeft, weekdayOf } from './calendar-month';

export interface GridRoom {
  id: number;
  name: string;
  nights: CalendarNightFieldsFragment[];
}

interface Selection {
  roomId: number;
  start: string;
  end: string;
}

interface Props {
  rooms: GridRoom[];
  dates: string[];
  /** Holidays of the month by date (from the nights the server answered). */
  holidays: Map<string, string>;
  /** A drag over several nights of one room type. */
  onSelectRange(roomId: number, from: string, to: string): void;
  /** A click on one night. */
  onSelectNight(roomId: number, date: string): void;
}

const dayNumber = (date: string) => Number(date.slice(8));

/**
 * The month grid: a row per room type, a cell per night (price, rooms to sell, sold, held), sold-out and
 * closed marked in words and colour, holidays and weekends in the header. Dragging across nights of a row
 * selects them; a click without a drag opens the night's history.
 */
export function CalendarGrid({ rooms, dates, holidays, onSelectRange, onSelectNight }: Props) {
  const [selection, setSelection] = useState<Selection | null>(null);

  useEffect(() => {
    if (!selection) return;
    const finish = () => {
      const [from, to] = [selection.start, selection.end].sort() as [string, string];
      setSelection(null);
      if (from === to) onSelectNight(selection.roomId, from);
      else onSelectRange(selection.roomId, from, to);
    };
    window.addEventListener('mouseup', finish);
    return () => window.removeEventListener('mouseup', finish);
  }, [selection, onSelectNight, onSelectRange]);

  const selected = (roomId: number, date: string) => {
    if (!selection || selection.roomId !== roomId) return false;
    const [from, to] = [selection.start, selection.end].sort();
    return date >= from! && date <= to!;
  };

  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 select-none">
      <table className="min-w-max border-collapse text-xs">
        <thead>
          <tr>
            <th className="sticky left-0 z-10 bg-white px-3 py-2 text-left text-sm">객실 유형</th>
            {dates.map((date) => {
              const holiday = holidays.get(date);
              const weekday = weekdayOf(date);
              const tone =
                holiday || weekday === 0 ? 'text-red-600' : weekday === 6 ? 'text-blue-600' : 'text-stone-700';
              return (
                <th key={date} scope="col" title={holiday} className={`w-20 px-1 py-2 font-medium ${tone}`}>
                  {dayNumber(date)}일 {'일월화수목금토'[weekday]}
                  {holiday && <span className="block truncate text-[10px]">{holiday}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rooms.map((room) => {
            const byDate = new Map(room.nights.map((night) => [night.date, night]));
            return (
              <tr key={room.id} className="border-t border-stone-200">
                <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-2 text-left text-sm font-medium">
                  {room.name}
                </th>
                {dates.map((date) => {
                  const night = byDate.get(date);
                  if (!night)
                    return (
                      <td key={date} className="bg-stone-50 px-1 py-2 text-center text-stone-400">
                        –
                      </td>
                    );
                  const soldOut = !night.closed && roomsLeft(night) === 0;
                  const background = night.closed ? 'bg-stone-200' : soldOut ? 'bg-red-50' : 'bg-white';
                  return (
                    <td
                      key={date}
                      data-testid={`night-${room.id}-${date}`}
                      aria-selected={selected(room.id, date)}
                      onMouseDown={() => setSelection({ roomId: room.id, start: date, end: date })}
                      onMouseEnter={() => selection?.roomId === room.id && setSelection({ ...selection, end: date })}
                      className={`cursor-pointer px-1 py-1.5 align-top ${background} ${
                        selected(room.id, date) ? 'outline outline-2 outline-brand-600' : ''
                      }`}
                    >
                      <span className="block font-semibold text-stone-900">{formatWon(night.price)}</span>
                      <span className="block text-stone-600">
                        판매 {night.roomsToSell} · 완료 {night.sold} · 홀드 {night.held}
                      </span>
                      {night.closed && <span className="block font-semibold text-stone-700">판매 중지</span>}
                      {soldOut && <span className="block font-semibold text-red-700">매진</span>}
                      {night.minStay > 1 && <span className="block text-amber-700">최소 {night.minStay}박</span>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
