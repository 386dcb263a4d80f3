import { DAY_USE_OFFER_MESSAGES } from '@shim/common/day-use-offer';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const motel = {
  __typename: 'Hotel',
  id: 5,
  name: '역전 모텔',
  type: 'MOTEL',
  star: null,
  address: '서울특별시 강남구 테헤란로 152',
  region: '서울특별시 강남구',
  info: '',
  phone: null,
  latitude: 37.5006,
  longitude: 127.0366,
  checkinTime: '15:00',
  checkoutTime: '11:00',
  dayUseFreeCancelMinutes: 60,
  status: 'APPROVED',
  rejectionReason: null,
  active: true,
  images: [],
  rooms: [
    {
      __typename: 'Room',
      id: 50,
      name: '스탠다드',
      basePrice: 60_000,
      unitCount: 4,
      capacity: 2,
      active: true,
      imageUrl: null,
      checkinTime: '15:00',
      checkoutTime: '11:00',
      dayUseOffer: null,
      bedType: null,
      size: null,
      amenities: [],
      description: null,
    },
  ],
  services: [],
};

describe('the room type 대실 panel', () => {
  it('checks the offer by the shared rules before sending it, then saves it apart from the lodging', async () => {
    storeSession();
    const api = fakeServer({
      graphql: {
        Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
        ManagerHotel: () => gqlData({ managerHotel: motel }),
        HotelServices: () => gqlData({ hotelServices: [] }),
        SaveDayUseOffer: (call) => {
          const { roomId: _room, ...offer } = call.variables?.input as Record<string, unknown>;
          const durations = (offer.durations as Array<Record<string, number>>).map((d) => ({
            __typename: 'DayUseDuration',
            ...d,
          }));
          return gqlData({
            saveDayUseOffer: {
              __typename: 'SaveDayUseOfferPayload',
              offer: { __typename: 'DayUseOffer', ...offer, durations },
            },
          });
        },
      },
    });
    const { user } = renderApp('/manager/hotels/5/edit', api);
    await screen.findByRole('heading', { name: '역전 모텔 관리' });
    expect((screen.getByLabelText('대실 무료 취소 (시작 몇 분 전까지)') as HTMLInputElement).value).toBe('60');
    await user.click(screen.getByText('대실 판매 안 함'));
    await user.click(screen.getByRole('checkbox', { name: '객실 1 대실 판매' }));
    const maxRooms = screen.getByLabelText('객실 1 대실 객실 수');
    await user.clear(maxRooms);
    await user.type(maxRooms, '5');
    await user.click(screen.getByRole('button', { name: '대실 저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DAY_USE_OFFER_MESSAGES.maxRoomsOverTotal(4));
    expect(api.named('SaveDayUseOffer')).toHaveLength(0);

    await user.clear(maxRooms);
    await user.type(maxRooms, '2');
    await user.click(screen.getByRole('button', { name: '대실 저장' }));
    expect(await screen.findByText(DAY_USE_OFFER_MESSAGES.saved)).toBeTruthy();
    await waitFor(() =>
      expect(api.named('SaveDayUseOffer')[0]?.variables?.input).toEqual({
        roomId: 50,
        enabled: true,
        opens: '10:00',
        closes: '22:00',
        weekendOpens: null,
        weekendCloses: null,
        lastStart: '18:00',
        bufferMinutes: 30,
        maxRooms: 2,
        durations: [
          { hours: 3, price: 30_000 },
          { hours: 4, price: 35_000 },
        ],
      }),
    );
    expect(api.named('UpdateManagerHotel')).toHaveLength(0);
  });
});
