import { CALENDAR_MESSAGES } from '@shim/common/calendar';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const night = (date: string, overrides: Record<string, unknown> = {}) => ({
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
          night('2026-12-05', { price: 120_000 }),
          night('2026-12-06', { closed: true }),
          night('2026-12-07', { sold: 2, held: 1 }),
          night('2026-12-25', { holiday: '성탄절' }),
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

function server(update?: (call: RecordedCall) => Response, moreRooms = 0) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      RatesCalendarHotels: () =>
        gqlData({
          managerHotels: {
            __typename: 'HotelConnection',
            edges: [{ __typename: 'HotelEdge', node: { __typename: 'Hotel', id: 3, name: '바다 펜션' } }],
          },
        }),
      RatesCalendarMonth: () => gqlData(month(moreRooms)),
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
  // December 2026 in Seoul: the page opens on the current month.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('rates calendar', () => {
  it('shows each night with its price and counts, closed and sold-out nights and holidays marked', async () => {
    const fake = server();
    renderApp('/manager/calendar', fake);
    expect(await screen.findByTestId('night-5-2026-12-05')).toBeTruthy();
    expect(screen.getByTestId('night-5-2026-12-05').textContent).toContain('120,000원');
    expect(screen.getByTestId('night-5-2026-12-06').textContent).toContain('판매 중지');
    expect(screen.getByTestId('night-5-2026-12-07').textContent).toContain('매진');
    expect(screen.getByRole('columnheader', { name: /25일 금\s*성탄절/ })).toBeTruthy();
    expect(fake.named('RatesCalendarMonth')[0]?.variables).toEqual({
      hotelId: 3,
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('previews a bulk edit, then applies it', async () => {
    const fake = server();
    const { user } = renderApp('/manager/calendar', fake);
    await screen.findByTestId('night-5-2026-12-05');
    await user.click(screen.getByRole('button', { name: '일괄 변경' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: '토' }));
    await user.type(within(dialog).getByLabelText('1박 요금 (원)'), '150000');
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect(await within(dialog).findByText('1박이 바뀌어요.')).toBeTruthy();
    expect(fake.named('UpdateRoomCalendar')[0]?.variables?.input).toEqual({
      roomIds: [5],
      from: '2026-12-01',
      to: '2026-12-31',
      weekdays: [6],
      price: 150_000,
      roomsToSell: null,
      closed: null,
      minStay: null,
      preview: true,
    });
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    expect(await screen.findByText('1박을 바꿨어요.')).toBeTruthy();
    expect(fake.named('UpdateRoomCalendar')[1]?.variables?.input).toMatchObject({ preview: false });
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
    // 28 room types × 366 nights = 10,248.
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CALENDAR_MESSAGES.editTooLarge);
    expect(fake.named('UpdateRoomCalendar')).toEqual([]);
    // On Saturdays only it is 28 × 53 nights: sent, and the server's limit is shown in its words.
    await user.click(within(dialog).getByRole('checkbox', { name: '토' }));
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    await waitFor(() => expect(fake.named('UpdateRoomCalendar')).toHaveLength(1));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CALENDAR_MESSAGES.tooManyEdits);
  });

  it('opens a night’s history on a click, and the edit preset on a drag', async () => {
    const { user } = renderApp('/manager/calendar', server());
    await user.click(await screen.findByTestId('night-5-2026-12-07'));
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
});
