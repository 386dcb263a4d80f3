import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const night = (date: string, overrides: Record<string, unknown> = {}) => ({
  changes: [],
  __typename: 'RoomNight',
  id: `5/${date}`,
  roomId: 5,
  date,
  price: 100_000,
  roomsToSell: 3,
  sold: 0,
  held: 0,
  closed: false,
  minStay: 1,
  holiday: null,
  ...overrides,
});

/** `more` room types beside 디럭스, without nights (a lodging with many room types). */
const month = (more = 0) => ({
  managerHotel: {
    __typename: 'Hotel',
    id: 3,
    rooms: [
      {
        __typename: 'Room',
        id: 5,
        name: '디럭스',
        unitCount: 3,
        basePrice: 100_000,
        active: true,
        nights: [
          night('2026-12-05', {
            price: 120_000,
            roomsToSell: 20,
            sold: 1,
            changes: [{ __typename: 'RoomNightChange', id: 1 }],
          }),
          night('2026-12-06', { closed: true }),
          night('2026-12-07', { sold: 2, held: 1 }),
          night('2026-12-15', { holiday: '임시 공휴일' }),
        ],
      },
      ...Array.from({ length: more }, (_, i) => ({
        __typename: 'Room',
        id: 100 + i,
        name: `객실 ${i + 1}`,
        unitCount: 1,
        basePrice: 100_000,
        active: true,
        nights: [],
      })),
    ],
  },
});

/** The lodging page's calendar (Hotel.calendar) for the window, as the server answers guests. */
const guestView = (changes: Record<string, Record<string, unknown>> = {}) => ({
  hotel: {
    __typename: 'Hotel',
    id: 3,
    calendar: Array.from({ length: 14 }, (_, i) => {
      const date = `2026-12-${String(3 + i).padStart(2, '0')}`;
      return {
        __typename: 'HotelCalendarNight',
        date,
        lowestPrice: 100_000,
        soldOut: false,
        closed: false,
        minStay: 1,
        ...changes[date],
      };
    }),
  },
});

/** A lodging of the list with its room types and tonight's nights (the same rooms the month query answers). */
const lodging = (id: number, name: string, roomIds: number[], tonight: boolean) => ({
  __typename: 'HotelEdge',
  node: {
    __typename: 'Hotel',
    id,
    name,
    rooms: roomIds.map((roomId) => ({
      __typename: 'Room',
      id: roomId,
      nights: tonight ? [{ __typename: 'RoomNight', id: `${roomId}/2026-12-03` }] : [],
    })),
  },
});

function server(
  update?: (call: RecordedCall) => Response,
  moreRooms = 0,
  history?: () => Response,
  guestNights: Record<string, Record<string, unknown>> = {},
) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      RatesCalendarHotels: () =>
        gqlData({
          managerHotels: {
            __typename: 'HotelConnection',
            edges: [9, 3].map((id) => ({
              __typename: 'HotelEdge',
              node: { __typename: 'Hotel', id, name: id === 3 ? '바다 펜션' : '새 펜션' },
            })),
          },
        }),
      RatesCalendarOpening: () =>
        gqlData({
          managerHotels: {
            __typename: 'HotelConnection',
            // The newest lodging first, with nothing open yet: the console opens on 바다 펜션.
            edges: [
              lodging(9, '새 펜션', [90], false),
              lodging(3, '바다 펜션', [5, ...Array.from({ length: moreRooms }, (_, i) => 100 + i)], true),
            ],
          },
        }),
      RatesCalendarMonth: () => gqlData(month(moreRooms)),
      RatesCalendarGuestView: () => gqlData(guestView(guestNights)),
      UpdateRoomCalendar: (call) => {
        const answer = update?.(call);
        if (answer) return answer;
        const input = call.variables?.input as { preview: boolean };
        return gqlData({
          updateRoomCalendar: {
            __typename: 'UpdateRoomCalendarPayload',
            updatedNights: 1,
            preview: input.preview,
            nights: [night('2026-12-12', { price: 150_000 })],
          },
        });
      },
      RoomNightHistory: () =>
        history?.() ??
        gqlData({
          managerHotel: {
            __typename: 'Hotel',
            id: 3,
            rooms: [
              {
                __typename: 'Room',
                id: 5,
                nights: [
                  {
                    __typename: 'RoomNight',
                    id: '5/2026-12-07',
                    changes: [
                      {
                        __typename: 'RoomNightChange',
                        id: 1,
                        field: 'price',
                        before: '100000',
                        after: '130000',
                        changedBy: '박매니저',
                        changedAt: '2026-11-30T01:00:00.000Z',
                      },
                    ],
                  },
                ],
              },
            ],
          },
        }),
    },
  });
}

beforeEach(() => {
  // 3 December 2026 in Seoul: the page opens on today, not on the 1st.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const input = (values: Record<string, unknown>) => ({
  roomIds: [5],
  from: '2026-12-03',
  to: '2026-12-16',
  weekdays: null,
  price: null,
  roomsToSell: null,
  closed: null,
  minStay: null,
  preview: true,
  ...values,
});

describe('rates calendar', () => {
  it('opens on the first lodging with nights open tonight, at today, 14 nights, no past nights', async () => {
    const fake = server();
    renderApp('/manager/calendar', fake);
    expect(await screen.findByTestId('night-5-2026-12-05')).toBeTruthy();
    expect(fake.named('RatesCalendarOpening')[0]?.variables).toEqual({ today: '2026-12-03' });
    expect(fake.named('RatesCalendarMonth')[0]?.variables).toEqual({
      hotelId: 3,
      from: '2026-12-03',
      to: '2026-12-16',
    });
    expect((screen.getByRole('combobox', { name: '숙소' }) as HTMLSelectElement).value).toBe('3');
    const headers = screen.getAllByRole('columnheader').slice(1);
    expect(headers).toHaveLength(14);
    expect(headers[0]!.textContent).toBe('3일 목');
    expect(screen.getByRole('button', { name: '이전 2주' })).toHaveProperty('disabled', true);
  });

  it('shows compact cells: price with separators and rooms left, details in the tooltip, changed nights dotted', async () => {
    renderApp('/manager/calendar', server());
    const changed = await screen.findByTestId('night-5-2026-12-05');
    expect(changed.textContent).toBe('120,000잔여 19');
    expect(changed.getAttribute('title')).toBe(
      '120,000원 · 판매 20 · 완료 1 · 홀드 0 · 잔여 19 · 최소 1박 · 바꾼 기록 있음',
    );
    expect(changed.querySelector('[data-changed]')).not.toBeNull();
    expect(screen.getByTestId('night-5-2026-12-06').textContent).toBe('100,000판매 중지');
    expect(screen.getByTestId('night-5-2026-12-07').textContent).toBe('100,000매진');
    expect(screen.getByTestId('night-5-2026-12-07').getAttribute('title')).toContain('판매 3 · 완료 2 · 홀드 1');
    expect(screen.getByTestId('night-5-2026-12-07').querySelector('[data-changed]')).toBeNull();
    expect(screen.getByLabelText('범례').textContent).toContain('점: 바꾼 기록이 있는 날');
    expect(screen.getByRole('columnheader', { name: /15일 화\s*임시 공휴일/ })).toBeTruthy();
  });

  it('edits one night in two actions: a click opens it with its price, 저장 writes it', async () => {
    const fake = server();
    const { user } = renderApp('/manager/calendar', fake);
    await user.click(await screen.findByTestId('night-5-2026-12-05'));
    const dialog = await screen.findByRole('dialog', { name: '디럭스 · 12월 5일 (토)' });
    const price = within(dialog).getByLabelText('1박 요금 (원)') as HTMLInputElement;
    expect(price.value).toBe('120,000');
    expect(price.type).toBe('text');
    expect(price.inputMode).toBe('numeric');
    await user.clear(price);
    await user.type(price, '180000');
    expect(price.value).toBe('180,000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('디럭스 12월 5일 (토): 객실 1개 × 1박을 바꿨어요.')).toBeTruthy();
    expect(fake.named('UpdateRoomCalendar').map((call) => call.variables?.input)).toEqual([
      input({ from: '2026-12-05', to: '2026-12-05', price: 180_000, preview: false }),
    ]);
  });

  it('closes one night from its editor without touching its price', async () => {
    const fake = server();
    const { user } = renderApp('/manager/calendar', fake);
    await user.click(await screen.findByTestId('night-5-2026-12-07'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '판매 중지' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fake.named('UpdateRoomCalendar')).toHaveLength(1));
    expect(fake.named('UpdateRoomCalendar')[0]?.variables?.input).toEqual(
      input({ from: '2026-12-07', to: '2026-12-07', closed: true, preview: false }),
    );
  });

  it('previews a bulk edit, then applies it, counted by room type and night', async () => {
    const fake = server();
    const { user } = renderApp('/manager/calendar', fake);
    await screen.findByTestId('night-5-2026-12-05');
    await user.click(screen.getByRole('button', { name: '일괄 변경' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '토' }));
    const price = within(dialog).getByLabelText('1박 요금 (원)') as HTMLInputElement;
    await user.type(price, '150000');
    expect(price.value).toBe('150,000');
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect(await within(dialog).findByText('객실 1개 × 1박이 바뀌어요.')).toBeTruthy();
    expect(fake.named('UpdateRoomCalendar')[0]?.variables?.input).toEqual(input({ weekdays: [6], price: 150_000 }));
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    expect(await screen.findByText('객실 1개 × 1박을 바꿨어요.')).toBeTruthy();
    expect(fake.named('UpdateRoomCalendar')[1]?.variables?.input).toMatchObject({ preview: false });
  });

  it('words a preview of 5 room types on one night as 객실 5개 × 1박, not 5박', async () => {
    const fake = server(
      (call) =>
        gqlData({
          updateRoomCalendar: {
            __typename: 'UpdateRoomCalendarPayload',
            updatedNights: 5,
            preview: (call.variables?.input as { preview: boolean }).preview,
            nights: [5, 100, 101, 102, 103].map((roomId) => ({
              ...night('2026-12-12'),
              id: `${roomId}/2026-12-12`,
              roomId,
            })),
          },
        }),
      4,
    );
    const { user } = renderApp('/manager/calendar', fake);
    await screen.findByTestId('night-5-2026-12-05');
    await user.click(screen.getByRole('button', { name: '일괄 변경' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('1박 요금 (원)'), '99000');
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect(await within(dialog).findByText('객실 5개 × 1박이 바뀌어요.')).toBeTruthy();
  });

  it('shows the server’s words when rooms to sell would go below what is sold', async () => {
    const message = CALENDAR_MESSAGES.roomsToSellBelowTaken('디럭스', '2026-12-07', 3);
    const { user } = renderApp(
      '/manager/calendar',
      server(() => gqlError(message, 'CONFLICT')),
    );
    await screen.findByTestId('night-5-2026-12-05');
    await user.click(screen.getByRole('button', { name: '일괄 변경' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('판매 객실 수'), '1');
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('refuses an edit of more nights than the server takes, before sending it, and shows the server’s 429', async () => {
    const fake = server(() => gqlError(CALENDAR_MESSAGES.tooManyEdits, 'TOO_MANY_REQUESTS'), 27);
    const { user } = renderApp('/manager/calendar', fake);
    await screen.findByTestId('night-5-2026-12-05');
    await user.click(screen.getByRole('button', { name: '일괄 변경' }));
    const dialog = await screen.findByRole('dialog');
    for (const box of within(dialog).getAllByRole('checkbox', { name: /객실 \d+/ }))
      if (!(box as HTMLInputElement).checked) await user.click(box);
    const to = within(dialog).getByLabelText('끝 날짜');
    await user.clear(to);
    await user.type(to, '2027-12-01');
    await user.type(within(dialog).getByLabelText('1박 요금 (원)'), '150000');
    // 28 room types × 364 nights = 10,192.
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CALENDAR_MESSAGES.editTooLarge);
    expect(fake.named('UpdateRoomCalendar')).toEqual([]);
    // On Saturdays only it is 28 × 52 nights: sent, and the server's limit is shown in its words.
    await user.click(within(dialog).getByRole('checkbox', { name: '토' }));
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    await waitFor(() => expect(fake.named('UpdateRoomCalendar')).toHaveLength(1));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CALENDAR_MESSAGES.tooManyEdits);
  });

  it('opens a night’s history from its editor, and the edit preset on a drag', async () => {
    const { user } = renderApp('/manager/calendar', server());
    await user.click(await screen.findByTestId('night-5-2026-12-07'));
    await user.click(await screen.findByRole('button', { name: '변경 기록' }));
    const history = await screen.findByRole('list', { name: '변경 기록' });
    expect(history.textContent).toContain('요금 100,000원 → 130,000원');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByTestId('night-5-2026-12-05') },
      { target: screen.getByTestId('night-5-2026-12-07') },
      { keys: '[/MouseLeft]' },
    ]);
    const dialog = await screen.findByRole('dialog', { name: '일괄 변경' });
    expect((within(dialog).getByLabelText('시작 날짜') as HTMLInputElement).value).toBe('2026-12-05');
    expect((within(dialog).getByLabelText('끝 날짜') as HTMLInputElement).value).toBe('2026-12-07');
  });

  it('shows a history that failed to load as an error, not as an empty history', async () => {
    const { user } = renderApp(
      '/manager/calendar',
      server(undefined, 0, () => gqlError('Internal server error', 'INTERNAL_SERVER_ERROR')),
    );
    await user.click(await screen.findByTestId('night-5-2026-12-07'));
    await user.click(await screen.findByRole('button', { name: '변경 기록' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CALENDAR_MESSAGES.historyLoadFailed);
    expect(screen.queryByText('아직 바꾼 기록이 없어요.')).toBeNull();
  });

  it('previews what guests see each night: a room type closed or sold out shows as the lodging page shows it', async () => {
    const fake = server(undefined, 0, undefined, {
      '2026-12-05': { lowestPrice: 120_000 },
      // 디럭스 closed and the other room types sold out: guests see 마감, not 휴무.
      '2026-12-06': { lowestPrice: null, soldOut: true },
      '2026-12-07': { lowestPrice: null, soldOut: true },
      '2026-12-15': { lowestPrice: null, soldOut: true, closed: true },
    });
    const { user } = renderApp('/manager/calendar', fake);
    expect((await screen.findByTestId('guest-2026-12-05')).textContent).toBe('120,000');
    const row = screen.getByRole('row', { name: '손님 화면 미리보기' });
    expect(fake.named('RatesCalendarGuestView')[0]?.variables).toEqual({
      hotelId: 3,
      from: '2026-12-03',
      to: '2026-12-17',
      persons: 2,
    });
    expect(within(row).getByRole('rowheader').textContent).toBe('손님 화면1실 2인 최저가');
    expect(within(row).getByTestId('guest-2026-12-05').getAttribute('title')).toBe('손님에게 1박 최저가 120,000원');
    const closedOne = within(row).getByTestId('guest-2026-12-06');
    expect(closedOne.textContent).toBe('마감');
    expect(closedOne.getAttribute('title')).toBe('손님에게 마감 (예약할 수 있는 객실 없음) · 판매 중지: 디럭스');
    expect(within(row).getByTestId('guest-2026-12-07').getAttribute('title')).toBe(
      '손님에게 마감 (예약할 수 있는 객실 없음)',
    );
    expect(within(row).getByTestId('guest-2026-12-15').textContent).toBe('휴무');
    expect(within(row).getByTestId('guest-2026-12-15').getAttribute('title')).toBe(
      '손님에게 휴무 (모든 객실 판매 중지)',
    );

    // An edit reloads the preview: guests see the change at once.
    await user.click(screen.getByTestId('night-5-2026-12-05'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '판매 중지' }));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fake.named('RatesCalendarGuestView').length).toBeGreaterThan(1));
  });

  it('asks the guest calendar only up to its 180 days', async () => {
    const fake = server();
    const { user } = renderApp('/manager/calendar', fake);
    await screen.findByTestId('night-5-2026-12-05');
    // 12 × 14 nights on: 20 May – 2 June 2027, past the guest calendar's last night (31 May; today + 180 = 1 June).
    for (let i = 0; i < 12; i += 1) await user.click(screen.getByRole('button', { name: '다음 2주' }));
    expect(await screen.findByText(/5월 20일/)).toBeTruthy();
    await waitFor(() => expect(fake.named('RatesCalendarGuestView').at(-1)?.variables?.from).toBe('2027-05-20'));
    expect(fake.named('RatesCalendarGuestView').at(-1)?.variables?.to).toBe('2027-06-01');
    const asked = fake.named('RatesCalendarGuestView').length;
    await user.click(screen.getByRole('button', { name: '다음 2주' }));
    expect(await screen.findByText(/6월 3일/)).toBeTruthy();
    expect(fake.named('RatesCalendarGuestView')).toHaveLength(asked);
    expect(screen.getByRole('row', { name: '손님 화면 미리보기' }).textContent).toBe(
      '손님 화면1실 2인 최저가' + '–'.repeat(14),
    );
  });
});
