import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const offer = {
  __typename: 'DayUseOffer',
  enabled: true,
  maxRooms: 2,
  durations: [
    { __typename: 'DayUseDuration', hours: 3, price: 30_000 },
    { __typename: 'DayUseDuration', hours: 4, price: 35_000 },
  ],
};

const month = {
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
        nights: [],
        dayUseOffer: offer,
        dayUseDays: [
          {
            __typename: 'DayUseDay',
            id: '5/2026-12-05',
            roomId: 5,
            date: '2026-12-05',
            prices: [{ __typename: 'DayUseDuration', hours: 3, price: 28_000 }],
            maxRooms: 1,
            closed: false,
            changes: [
              {
                __typename: 'RoomNightChange',
                id: 1,
                field: 'price:3',
                before: null,
                after: '28000',
                changedBy: '박매니저',
                changedAt: '2026-12-01T01:00:00.000Z',
              },
            ],
          },
          {
            __typename: 'DayUseDay',
            id: '5/2026-12-06',
            roomId: 5,
            date: '2026-12-06',
            prices: null,
            maxRooms: null,
            closed: true,
            changes: [],
          },
        ],
      },
      {
        __typename: 'Room',
        id: 6,
        name: '스위트',
        unitCount: 1,
        basePrice: 200_000,
        active: true,
        nights: [],
        dayUseOffer: null,
        dayUseDays: [],
      },
    ],
  },
};

function server() {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      RatesCalendarHotels: () =>
        gqlData({
          managerHotels: {
            __typename: 'HotelConnection',
            edges: [{ __typename: 'HotelEdge', node: { __typename: 'Hotel', id: 3, name: '바다 모텔' } }],
          },
        }),
      RatesCalendarOpening: () => gqlData({ managerHotels: { __typename: 'HotelConnection', edges: [] } }),
      RatesCalendarMonth: () => gqlData(month),
      RatesCalendarGuestView: () => gqlData({ hotel: { __typename: 'Hotel', id: 3, calendar: [] } }),
      UpdateDayUseDays: (call) => {
        const input = call.variables?.input as { preview: boolean };
        return gqlData({
          updateDayUseDays: {
            __typename: 'UpdateDayUseDaysPayload',
            updatedDays: 2,
            preview: input.preview,
            days: ['2026-12-12', '2026-12-13'].map((date) => ({
              __typename: 'DayUseDay',
              id: `5/${date}`,
              roomId: 5,
              date,
              prices: [{ __typename: 'DayUseDuration', hours: 4, price: 32_000 }],
              maxRooms: null,
              closed: false,
            })),
          },
        });
      },
    },
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the rates calendar 대실 row', () => {
  it('shows a second row for a room type with an offer: the day over the offer, closed days, changes dotted', async () => {
    renderApp('/manager/calendar', server());
    const changed = await screen.findByTestId('dayuse-5-2026-12-05');
    expect(changed.textContent).toBe('28,0003h · 1실');
    expect(changed.getAttribute('title')).toBe('3시간 28,000원 · 4시간 35,000원 · 대실 1실 · 바꾼 기록 있음');
    expect(changed.querySelector('[data-changed]')).not.toBeNull();
    expect(screen.getByTestId('dayuse-5-2026-12-06').textContent).toBe('30,000판매 중지');
    expect(screen.getByTestId('dayuse-5-2026-12-07').textContent).toBe('30,0003h · 2실');
    // 스위트 has no offer: no 대실 row.
    expect(screen.queryByTestId('dayuse-6-2026-12-05')).toBeNull();
  });

  it('opens a day with its history, and bulk-edits by the offer hours with a preview first', async () => {
    const fake = server();
    const { user } = renderApp('/manager/calendar', fake);
    await user.click(await screen.findByTestId('dayuse-5-2026-12-05'));
    const single = await screen.findByRole('dialog', { name: '대실 변경' });
    expect(within(single).getByLabelText('대실 변경 기록').textContent).toContain(
      '대실 3시간 요금 상품 기본값 → 28,000원',
    );
    await user.click(within(single).getByRole('button', { name: '닫기' }));

    await user.click(screen.getByRole('button', { name: '대실 일괄 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '대실 변경' });
    await user.click(within(dialog).getByRole('checkbox', { name: '토' }));
    await user.type(within(dialog).getByLabelText('대실 4시간 요금 (원)'), '32050');
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('100원 단위');
    expect(fake.named('UpdateDayUseDays')).toHaveLength(0);
    const price = within(dialog).getByLabelText('대실 4시간 요금 (원)');
    await user.clear(price);
    await user.type(price, '32000');
    await user.click(within(dialog).getByRole('button', { name: '미리보기' }));
    expect(await within(dialog).findByText('대실 2일이 바뀌어요.')).toBeTruthy();
    expect(fake.named('UpdateDayUseDays')[0]?.variables?.input).toEqual({
      roomIds: [5],
      from: '2026-12-03',
      to: '2026-12-16',
      weekdays: [6],
      prices: [{ hours: 4, price: 32_000 }],
      maxRooms: null,
      closed: null,
      preview: true,
    });
    await user.click(within(dialog).getByRole('button', { name: '적용' }));
    expect(await screen.findByText('대실 2일을 바꿨어요.')).toBeTruthy();
    expect(fake.named('UpdateDayUseDays')[1]?.variables?.input).toMatchObject({ preview: false });
  });
});
