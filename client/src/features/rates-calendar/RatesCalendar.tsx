import { useMutation, useQuery } from '@apollo/client/react';
import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { todayInSeoul } from '@shim/common/dates';
import { useCallback, useState } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { ListState } from '../../components/ListState';
import {
  ApplyHolidayEvePricesDocument,
  RatesCalendarHotelsDocument,
  RatesCalendarMonthDocument,
} from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { runMutation } from '../../lib/mutations';
import { BulkEditDialog, type BulkEditPreset } from './BulkEditDialog';
import { CalendarGrid } from './CalendarGrid';
import { monthOf, shiftMonth } from './calendar-month';
import { NightHistoryDialog } from './NightHistoryDialog';

type Notice = { text: string; tone: 'error' | 'success' } | null;

/**
 * 요금·재고 캘린더 (issue 30): a lodging's month, one row per room type; bulk edit, drag-select, the
 * holiday-eve rule and each night's history.
 */
export function RatesCalendar() {
  const today = todayInSeoul();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [chosenHotel, setChosenHotel] = useState<number | null>(null);
  const [editing, setEditing] = useState<BulkEditPreset | null>(null);
  const [history, setHistory] = useState<{ roomId: number; date: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const hotels = useQuery(RatesCalendarHotelsDocument);
  const hotelList = hotels.data?.managerHotels.edges.map((edge) => edge.node) ?? [];
  const hotelId = chosenHotel ?? hotelList[0]?.id ?? null;
  const { from, to, dates } = monthOf(month);
  const calendar = useQuery(RatesCalendarMonthDocument, {
    variables: { hotelId: hotelId ?? 0, from, to },
    skip: hotelId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [applyEves] = useMutation(ApplyHolidayEvePricesDocument);
  const loadError = calendar.error ?? hotels.error;
  const rooms = calendar.data?.managerHotel.rooms ?? [];
  const holidays = new Map(
    rooms.flatMap((room) => room.nights.filter((n) => n.holiday).map((n) => [n.date, n.holiday!] as const)),
  );

  const onSelectRange = useCallback((roomId: number, start: string, end: string) => {
    setEditing({ roomIds: [roomId], from: start, to: end });
  }, []);
  const onSelectNight = useCallback((roomId: number, date: string) => setHistory({ roomId, date }), []);

  async function holidayEves() {
    if (hotelId === null || rooms.length === 0) return;
    const start = from < today ? today : from;
    if (!window.confirm(`${month.replace('-', '년 ')}월의 공휴일 전날을 주말 요금으로 바꿀까요?`)) return;
    const outcome = await runMutation(
      async () =>
        (await applyEves({ variables: { input: { roomIds: rooms.map((room) => room.id), from: start, to } } })).data
          ?.applyHolidayEvePrices,
      CALENDAR_MESSAGES.editFailed,
    );
    setNotice(
      outcome.ok
        ? { text: `${outcome.data?.updatedNights ?? 0}박을 주말 요금으로 바꿨어요.`, tone: 'success' }
        : { text: outcome.message, tone: 'error' },
    );
    if (outcome.ok) await calendar.refetch();
  }

  const button = 'rounded-lg border border-stone-300 px-3 py-2 text-sm hover:bg-stone-50';

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-stone-900">요금·재고 캘린더</h1>
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm">
          <span className="sr-only">숙소</span>
          <select
            aria-label="숙소"
            className="rounded-lg border border-stone-300 px-3 py-2"
            value={hotelId ?? ''}
            onChange={(event) => setChosenHotel(Number(event.target.value))}
          >
            {hotelList.map((hotel) => (
              <option key={hotel.id} value={hotel.id}>
                {hotel.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button} onClick={() => setMonth(shiftMonth(month, -1))} aria-label="이전 달">
          ‹
        </button>
        <span className="min-w-24 text-center font-medium" aria-live="polite">
          {month.replace('-', '년 ')}월
        </span>
        <button type="button" className={button} onClick={() => setMonth(shiftMonth(month, 1))} aria-label="다음 달">
          ›
        </button>
        <button
          type="button"
          className={button}
          disabled={rooms.length === 0}
          onClick={() => setEditing({ roomIds: rooms.map((room) => room.id), from: from < today ? today : from, to })}
        >
          일괄 변경
        </button>
        <button type="button" className={button} disabled={rooms.length === 0} onClick={() => void holidayEves()}>
          공휴일 전날 주말 요금
        </button>
      </div>
      <p className="text-xs text-stone-500">
        여러 날을 끌어서 고르면 그 날들을 바꿀 수 있고, 하루를 누르면 그 날의 변경 기록을 볼 수 있어요.
      </p>
      <FormNotice notice={notice} />
      {hotels.data && hotelList.length === 0 ? (
        <p className="py-12 text-center text-sm text-stone-600">등록한 숙소가 없어요.</p>
      ) : (
        <ListState
          loading={calendar.loading && !calendar.data}
          error={loadError ? failureMessage(loadError, CALENDAR_MESSAGES.loadFailed) : null}
          empty={false}
          emptyText=""
        >
          <CalendarGrid
            rooms={rooms}
            dates={dates}
            holidays={holidays}
            onSelectRange={onSelectRange}
            onSelectNight={onSelectNight}
          />
        </ListState>
      )}
      {editing && (
        <BulkEditDialog
          rooms={rooms}
          preset={editing}
          onClose={() => setEditing(null)}
          onApplied={(count) => {
            setEditing(null);
            setNotice({ text: `${count}박을 바꿨어요.`, tone: 'success' });
            void calendar.refetch();
          }}
        />
      )}
      {history && hotelId !== null && (
        <NightHistoryDialog
          hotelId={hotelId}
          roomId={history.roomId}
          roomName={rooms.find((room) => room.id === history.roomId)?.name ?? ''}
          date={history.date}
          onClose={() => setHistory(null)}
          onEdit={() => {
            setHistory(null);
            setEditing({ roomIds: [history.roomId], from: history.date, to: history.date });
          }}
        />
      )}
    </div>
  );
}
