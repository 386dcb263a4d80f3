import { addDays, todayInSeoul } from '@shim/common/dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData } from '../test/fake-server';
import { connection, graphReservation, type FlatReservation } from '../test/booking-fixtures';
import { renderApp, storeSession } from '../test/render-app';

const today = todayInSeoul();

/** A booking as `myReservations` sends it; the label and phase are the server's word (stay-phase.ts). */
const booking = (id: number, hotelName: string, checkIn: string, extra: Partial<FlatReservation>): FlatReservation => ({
  reservationId: id,
  orderId: `ORDER-${id}`,
  hotelId: 200 + id,
  hotelName,
  hotelImage: null,
  roomType: '스탠다드',
  address: '강원특별자치도 강릉시 창해로 1',
  hotelPhone: null,
  latitude: 37.79,
  longitude: 128.92,
  checkinTime: '15:00',
  checkoutTime: '11:00',
  checkIn,
  checkOut: addDays(checkIn, 1),
  nights: 1,
  people: 2,
  roomCount: 1,
  basePrice: 100_000,
  taxes: 5_000,
  couponDiscount: 0,
  totalAmount: 105_000,
  canceledAmount: 0,
  status: 'CONFIRMED',
  createdAt: '2026-11-01T03:00:00Z',
  confirmedAt: '2026-11-01T03:01:00Z',
  cancellable: false,
  reviewable: false,
  deletable: false,
  cancellationPolicy: [],
  guestName: '김쉼',
  phone: '01012345678',
  voucherUrl: null,
  invoiceUrl: null,
  ...extra,
});

function tabsServer() {
  storeSession();
  const list = [
    booking(1, '다가올 호텔', addDays(today, 5), {
      cancellable: true,
      statusLabel: '예약 완료',
      stayPhase: 'UPCOMING',
    }),
    booking(2, '묵은 호텔', addDays(today, -3), { reviewable: true, statusLabel: '이용 완료', stayPhase: 'PAST' }),
    booking(3, '취소한 호텔', addDays(today, 9), {
      status: 'CANCELED',
      deletable: true,
      statusLabel: '예약 취소',
      stayPhase: 'PAST',
    }),
  ];
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      MyReservations: () => gqlData({ myReservations: connection('Reservation', list.map(graphReservation)) }),
    },
  });
}

describe('my reservations: upcoming and past tabs', () => {
  it('opens on the stays ahead; past stays say 이용 완료 and sit apart from the cancelled ones', async () => {
    const { user } = renderApp('/mypage?tab=reservations', tabsServer());
    const upcomingTab = await screen.findByRole('tab', { name: '다가오는 예약 1', selected: true });
    expect(upcomingTab).toBeTruthy();
    const upcoming = await screen.findByRole('region', { name: '다가오는 예약' });
    const ahead = within(upcoming).getByRole('listitem', { name: '다가올 호텔' });
    expect(within(ahead).getByText('예약 완료')).toBeTruthy();
    expect(within(ahead).getByRole('button', { name: '예약 취소' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: '묵은 호텔' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: '취소한 호텔' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: '지난 예약 2' }));
    const finished = await screen.findByRole('region', { name: '이용 완료' });
    const stayed = within(finished).getByRole('listitem', { name: '묵은 호텔' });
    expect(within(stayed).getByText('이용 완료')).toBeTruthy();
    expect(within(stayed).getByRole('button', { name: '리뷰 쓰기' })).toBeTruthy();
    expect(within(stayed).queryByRole('button', { name: '예약 취소' })).toBeNull();
    const cancelled = screen.getByRole('region', { name: '취소된 예약' });
    expect(within(cancelled).getByRole('listitem', { name: '취소한 호텔' })).toBeTruthy();
    expect(within(cancelled).getByText('예약 취소')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: '다가올 호텔' })).toBeNull();
  });
});
