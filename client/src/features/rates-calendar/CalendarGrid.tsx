import type { CalendarNight } from '@shim/common/price-calendar';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import type { CalendarNightFieldsFragment } from '../../gql/graphql';
import { cellStatus, guestCell, nightDetails, priceText, roomsLeft, weekdayOf } from './calendar-month';

export interface GridRoom {
  id: number;
  name: string;
  /** `changes`: whether the night has a recorded change (the dot); absent, none is marked. */
  nights: Array<CalendarNightFieldsFragment & { changes?: ReadonlyArray<unknown> }>;
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
  /** The lodging page's calendar for the same nights (the guest preview row); absent, no such row. */
  guest?: { persons: number; nights: ReadonlyMap<string, CalendarNight> };
  /** Rows under a room type's own (its 대실 row); absent, none. */
  afterRoom?(roomId: number): ReactNode;
}

const dayNumber = (date: string) => Number(date.slice(8));

/**
 * The grid: a row per room type, a compact cell per night (price, then 잔여 N / 판매 중지 / 매진; the rest in
 * its tooltip), a dot on nights with recorded changes, holidays and weekends in the header. Dragging across
 * nights of a row selects them; a click without a drag opens the night's editor.
 */
export function CalendarGrid({ rooms, dates, holidays, onSelectRange, onSelectNight, guest, afterRoom }: Props) {
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
            <th className="sticky left-0 z-10 bg-white px-2 py-2 text-left text-sm">
              <div className="w-24">객실 유형</div>
            </th>
            {dates.map((date) => {
              const holiday = holidays.get(date);
              const weekday = weekdayOf(date);
              const tone =
                holiday || weekday === 0 ? 'text-red-600' : weekday === 6 ? 'text-blue-600' : 'text-stone-700';
              return (
                <th key={date} scope="col" title={holiday} className={`w-16 min-w-16 px-1 py-2 font-medium ${tone}`}>
                  {dayNumber(date)}일 {'일월화수목금토'[weekday]}
                  {holiday && <span className="block max-w-14 truncate text-[10px]">{holiday}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {guest && <GuestRow rooms={rooms} dates={dates} {...guest} />}
          {rooms.map((room) => {
            const byDate = new Map(room.nights.map((night) => [night.date, night]));
            return (
              <Fragment key={room.id}>
                <tr className="border-t border-stone-200">
                  <th
                    scope="row"
                    title={room.name}
                    className="sticky left-0 z-10 bg-white px-2 py-2 text-left text-sm font-medium"
                  >
                    {/* A fixed width: 14 nights fit at 1440 px whatever the room type's name (in full in the title). */}
                    <div className="w-24 truncate">{room.name}</div>
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
                    const changed = (night.changes?.length ?? 0) > 0;
                    const details = nightDetails(night) + (changed ? ' · 바꾼 기록 있음' : '');
                    return (
                      <td
                        key={date}
                        data-testid={`night-${room.id}-${date}`}
                        aria-selected={selected(room.id, date)}
                        title={details}
                        aria-label={`${room.name} ${dayNumber(date)}일: ${details}`}
                        onMouseDown={() => setSelection({ roomId: room.id, start: date, end: date })}
                        onMouseEnter={() => selection?.roomId === room.id && setSelection({ ...selection, end: date })}
                        className={`relative cursor-pointer px-1 py-1.5 align-top whitespace-nowrap ${background} ${
                          selected(room.id, date) ? 'outline outline-2 outline-brand-600' : ''
                        }`}
                      >
                        {changed && (
                          <span
                            aria-hidden
                            data-changed
                            className="absolute top-1 right-1 size-1.5 rounded-full bg-brand-600"
                          />
                        )}
                        <span className="block font-semibold text-stone-900">{priceText(night.price)}</span>
                        <span
                          className={`block ${
                            night.closed
                              ? 'font-semibold text-stone-700'
                              : soldOut
                                ? 'font-semibold text-red-700'
                                : 'text-stone-600'
                          }`}
                        >
                          {cellStatus(night)}
                        </span>
                      </td>
                    );
                  })}
                </tr>
                {afterRoom?.(room.id)}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What guests see on the lodging page's calendar, night by night (휴무, 마감 or the lowest price): closing or
 * selling out one room type shows here as it does to them; the tooltip names the room types closed that night.
 */
function GuestRow({
  rooms,
  dates,
  persons,
  nights,
}: {
  rooms: GridRoom[];
  dates: string[];
  persons: number;
  nights: ReadonlyMap<string, CalendarNight>;
}) {
  return (
    <tr aria-label="손님 화면 미리보기" className="bg-brand-50/40">
      <th scope="row" className="sticky left-0 z-10 bg-white px-2 py-2 text-left text-sm font-medium">
        <div className="w-24">
          손님 화면
          <span className="block text-[10px] font-normal text-stone-500">{`1실 ${persons}인 최저가`}</span>
        </div>
      </th>
      {dates.map((date) => {
        const night = nights.get(date);
        if (!night)
          return (
            <td
              key={date}
              title="손님 요금 달력은 오늘부터 180일까지예요"
              className="px-1 py-2 text-center text-stone-400"
            >
              –
            </td>
          );
        const closedRooms = rooms.filter((room) => room.nights.some((n) => n.date === date && n.closed));
        const cell = guestCell(
          night,
          closedRooms.map((room) => room.name),
        );
        const shut = cell.text === '휴무' || cell.text === '마감';
        return (
          <td
            key={date}
            data-testid={`guest-${date}`}
            title={cell.details}
            aria-label={`${Number(date.slice(8))}일 ${cell.details}`}
            className={`px-1 py-2 text-center whitespace-nowrap ${shut ? 'font-semibold text-rose-600' : 'text-stone-800'}`}
          >
            {cell.text}
          </td>
        );
      })}
    </tr>
  );
}
