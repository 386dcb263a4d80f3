import { useQuery } from '@apollo/client/react';
import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { addDays, todayInSeoul } from '@shim/common/dates';
import { CALENDAR_HORIZON_DAYS } from '@shim/common/price-calendar';
import { useCallback, useMemo, useState } from 'react';
import { FormNotice } from '../../components/FormNotice';
import { ListState } from '../../components/ListState';
import {
  RatesCalendarGuestViewDocument,
  RatesCalendarHotelsDocument,
  RatesCalendarOpeningDocument,
  RatesCalendarMonthDocument,
} from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { BulkEditDialog, type BulkEditPreset } from './BulkEditDialog';
import { CalendarGrid } from './CalendarGrid';
import { DayUseEditDialog } from './DayUseEditDialog';
import { DayUseRow } from './DayUseRow';
import { dayLabel, nightCountWords, openingHotel, WINDOW_NIGHTS, windowOf } from './calendar-month';
import { HolidayEveDialog } from './HolidayEveDialog';
import { NightEditor } from './NightEditor';
import { NightHistoryDialog } from './NightHistoryDialog';

type Notice = { text: string; tone: 'error' | 'success' } | null;

/** The guest preview prices a stay as the search bar's default does: one room, two persons. */
const GUEST_PERSONS = 2;

/**
 * 요금·재고 캘린더: 14 nights of a lodging from today, one row per room type; a night's edit
 * on a click, bulk edit (and drag-select), the holiday-eve rule and each night's history.
 */
export function RatesCalendar() {
  const today = todayInSeoul();
  const [start, setStart] = useState(today);
  const [chosenHotel, setChosenHotel] = useState<number | null>(null);
  const [editing, setEditing] = useState<BulkEditPreset | null>(null);
  const [history, setHistory] = useState<{ roomId: number; date: string } | null>(null);
  const [night, setNight] = useState<{ roomId: number; date: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [eves, setEves] = useState(false);
  const [dayUseEditing, setDayUseEditing] = useState<BulkEditPreset | null>(null);
  const hotels = useQuery(RatesCalendarHotelsDocument);
  const opening = useQuery(RatesCalendarOpeningDocument, { variables: { today } });
  const hotelList = hotels.data?.managerHotels.edges.map((edge) => edge.node) ?? [];
  // Waits for the opening choice (an error there falls back to the first lodging).
  const openingDone = !opening.loading || opening.error !== undefined;
  const hotelId =
    chosenHotel ??
    (openingDone ? openingHotel(opening.data?.managerHotels.edges.map((edge) => edge.node) ?? []) : null) ??
    (openingDone ? (hotelList[0]?.id ?? null) : null);
  const { from, to, dates } = windowOf(start);
  const label = `${dayLabel(from)} – ${dayLabel(to)}`;
  const calendar = useQuery(RatesCalendarMonthDocument, {
    variables: { hotelId: hotelId ?? 0, from, to },
    skip: hotelId === null,
    fetchPolicy: 'cache-and-network',
  });
  // The guest's calendar answers only today … today + 180 (the day after the last night).
  const guestTo = [addDays(to, 1), addDays(today, CALENDAR_HORIZON_DAYS)].sort()[0]!;
  const guestSkipped = hotelId === null || from >= guestTo;
  const guestView = useQuery(RatesCalendarGuestViewDocument, {
    variables: { hotelId: hotelId ?? 0, from, to: guestTo, persons: GUEST_PERSONS },
    skip: guestSkipped,
    fetchPolicy: 'cache-and-network',
  });
  const guestData = guestView.data?.hotel.calendar;
  const guest = useMemo(
    () => ({ persons: GUEST_PERSONS, nights: new Map((guestData ?? []).map((n) => [n.date, n] as const)) }),
    [guestData],
  );
  const reload = () => {
    void calendar.refetch();
    if (!guestSkipped) void guestView.refetch();
  };
  const loadError = calendar.error ?? hotels.error;
  const rooms = calendar.data?.managerHotel.rooms ?? [];
  const holidays = new Map(
    rooms.flatMap((room) => room.nights.filter((n) => n.holiday).map((n) => [n.date, n.holiday!] as const)),
  );

  const onSelectRange = useCallback((roomId: number, start: string, end: string) => {
    setEditing({ roomIds: [roomId], from: start, to: end });
  }, []);
  const onSelectNight = useCallback((roomId: number, date: string) => setNight({ roomId, date }), []);
  const dayUseRooms = rooms.flatMap((room) => (room.dayUseOffer ? [{ ...room, offer: room.dayUseOffer }] : []));
  const onSelectDayUse = useCallback((roomId: number, from: string, to: string) => {
    setDayUseEditing({ roomIds: [roomId], from, to });
  }, []);
  const dayUseHistory =
    dayUseEditing && dayUseEditing.roomIds.length === 1 && dayUseEditing.from === dayUseEditing.to
      ? (rooms
          .find((room) => room.id === dayUseEditing.roomIds[0])
          ?.dayUseDays.find((day) => day.date === dayUseEditing.from)?.changes ?? [])
      : null;
  const editedRoom = night && rooms.find((room) => room.id === night.roomId);
  const editedNight = night && editedRoom?.nights.find((candidate) => candidate.date === night.date);

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
        <button
          type="button"
          className={button}
          // Past nights cannot be edited: the console never shows them.
          disabled={start <= today}
          onClick={() => setStart(addDays(start, -WINDOW_NIGHTS) < today ? today : addDays(start, -WINDOW_NIGHTS))}
          aria-label="이전 2주"
        >
          ‹
        </button>
        <span className="min-w-48 text-center font-medium" aria-live="polite">
          {label}
        </span>
        <button
          type="button"
          className={button}
          onClick={() => setStart(addDays(start, WINDOW_NIGHTS))}
          aria-label="다음 2주"
        >
          ›
        </button>
        <button
          type="button"
          className={button}
          disabled={rooms.length === 0}
          onClick={() => setEditing({ roomIds: rooms.map((room) => room.id), from, to })}
        >
          일괄 변경
        </button>
        <button type="button" className={button} disabled={rooms.length === 0} onClick={() => setEves(true)}>
          공휴일 전날 주말 요금
        </button>
        <button
          type="button"
          className={button}
          disabled={dayUseRooms.length === 0}
          onClick={() => setDayUseEditing({ roomIds: dayUseRooms.map((room) => room.id), from, to })}
        >
          대실 일괄 변경
        </button>
      </div>
      <p className="text-xs text-stone-500">
        하루를 누르면 그 날의 요금을 바로 바꿀 수 있고, 여러 날을 끌어서 고르면 한꺼번에 바꿀 수 있어요.
      </p>
      <p aria-label="범례" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-600">
        <span>위: 1박 요금(원) · 아래: 잔여 객실 (판매 − 홀드 − 완료)</span>
        <span>대실 줄: 가장 짧은 이용 시간의 요금 · 그 시간과 대실 객실 수</span>
        <span className="flex items-center gap-1">
          <span aria-hidden className="inline-block size-1.5 rounded-full bg-brand-600" /> 점: 바꾼 기록이 있는 날
        </span>
        <span>자세한 수치는 칸에 마우스를 올리면 보여요.</span>
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
            guest={guest}
            afterRoom={(roomId) => {
              const room = dayUseRooms.find((candidate) => candidate.id === roomId);
              return room ? (
                <DayUseRow
                  roomId={room.id}
                  roomName={room.name}
                  offer={room.offer}
                  days={room.dayUseDays}
                  dates={dates}
                  onSelect={onSelectDayUse}
                />
              ) : null;
            }}
          />
        </ListState>
      )}
      {editing && (
        <BulkEditDialog
          rooms={rooms}
          preset={editing}
          onClose={() => setEditing(null)}
          onApplied={(nights) => {
            setEditing(null);
            setNotice({ text: `${nightCountWords(nights)}을 바꿨어요.`, tone: 'success' });
            reload();
          }}
        />
      )}
      {dayUseEditing && (
        <DayUseEditDialog
          rooms={dayUseRooms.map((room) => ({ id: room.id, name: room.name, durations: room.offer.durations }))}
          preset={dayUseEditing}
          history={dayUseHistory}
          onClose={() => setDayUseEditing(null)}
          onApplied={(days) => {
            setDayUseEditing(null);
            setNotice({ text: `대실 ${days.toLocaleString('ko-KR')}일을 바꿨어요.`, tone: 'success' });
            reload();
          }}
        />
      )}
      {eves && (
        <HolidayEveDialog
          rooms={rooms}
          from={from}
          to={to}
          label={label}
          onClose={() => setEves(false)}
          onApplied={(nights) => {
            setEves(false);
            setNotice({ text: `${nightCountWords(nights)}을 주말 요금으로 바꿨어요.`, tone: 'success' });
            reload();
          }}
        />
      )}
      {night && editedRoom && editedNight && (
        <NightEditor
          key={`${night.roomId}/${night.date}`}
          roomName={editedRoom.name}
          night={editedNight}
          onClose={() => setNight(null)}
          onSaved={(words) => {
            setNight(null);
            setNotice({ text: words, tone: 'success' });
            reload();
          }}
          onHistory={() => {
            setNight(null);
            setHistory(night);
          }}
          onMore={() => {
            setNight(null);
            setEditing({ roomIds: [night.roomId], from: night.date, to: night.date });
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
