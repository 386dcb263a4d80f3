import { addDays, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, json } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const today = todayInSeoul();
const reservation = (id: number, hotelName: string, status: string, checkIn = addDays(today, 10)) => ({
  reservationId: id,
  orderId: `ORDER-${id}`,
  hotelId: 3,
  hotelName,
  hotelImage: null,
  roomType: '디럭스 더블',
  address: '서울특별시 중구 세종대로 1',
  checkIn,
  checkOut: addDays(checkIn, 2),
  people: 2,
  price: 200_000,
  taxesAndFees: 5_000,
  coupon: 20_000,
  points: 0,
  total: 185_000,
  status,
  createdAt: '2026-11-01T03:00:00Z',
});

function reservationsServer(list: ReturnType<typeof reservation>[]) {
  storeSession();
  let current = list;
  const server = fakeServer({
    graphql: { Me: () => gqlData({ me: account('ROLE_USER') }) },
    rest: {
      '/api/mypage/reservations': () => json(200, current),
      '/api/reservations/1/cancel': () => {
        current = current.map((r) => (r.reservationId === 1 ? { ...r, status: '예약 취소' } : r));
        return json(200, { message: '예약이 성공적으로 취소되었습니다.', canceledAmount: 185_000 });
      },
      '/api/reservations/2/delete': () => {
        current = current.filter((r) => r.reservationId !== 2);
        return json(200, { message: 'ok' });
      },
    },
  });
  return server;
}

describe('reservations tab', () => {
  it('shows the detail drawer with the payment breakdown and the refund tiers', async () => {
    const { user } = renderApp('/mypage', reservationsServer([reservation(1, '쉼 호텔', '예약 완료')]));
    const card = await screen.findByRole('listitem', { name: '쉼 호텔' });
    expect(within(card).getByText('185,000원')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: '상세 보기' }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('ORDER-1')).toBeTruthy();
    expect(within(drawer).getByText('-20,000원')).toBeTruthy();
    expect(within(drawer).getByText('5,000원')).toBeTruthy();
    expect(within(drawer).getByText('2박')).toBeTruthy();
    expect(within(drawer).getByText(/까지 취소 시 100% 환불/)).toBeTruthy();
    expect(within(drawer).getByText('그 이후 취소 시 0% 환불')).toBeTruthy();
  });

  it('cancels a confirmed booking after the prompt; it moves to the cancelled list, which deletes', async () => {
    const server = reservationsServer([
      reservation(1, '쉼 호텔', '예약 완료'),
      reservation(2, '지난 호텔', '예약 취소'),
    ]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/mypage?tab=reservations', server);

    const active = await screen.findByRole('region', { name: '예약 내역' });
    await user.click(within(active).getByRole('button', { name: '예약 취소' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGES.confirmReservationCancel);
    expect(await screen.findByText('예약이 성공적으로 취소되었습니다. (환불 금액 185,000원)')).toBeTruthy();
    const cancelled = screen.getByRole('region', { name: '취소된 예약' });
    await waitFor(() => expect(within(cancelled).getAllByRole('listitem')).toHaveLength(2));

    await user.click(
      within(within(cancelled).getByRole('listitem', { name: '지난 호텔' })).getByRole('button', { name: '내역 삭제' }),
    );
    expect(confirm).toHaveBeenLastCalledWith(MESSAGES.confirmReservationDelete);
    await waitFor(() => expect(within(cancelled).getAllByRole('listitem')).toHaveLength(1));
    expect(server.calls.find((call) => call.path === '/api/reservations/1/cancel')).toBeTruthy();
  });

  it('offers no cancel for a stay already over', async () => {
    renderApp('/mypage', reservationsServer([reservation(1, '쉼 호텔', '예약 완료', addDays(today, -5))]));
    const card = await screen.findByRole('listitem', { name: '쉼 호텔' });
    expect(within(card).queryByRole('button', { name: '예약 취소' })).toBeNull();
  });
});
