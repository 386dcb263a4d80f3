import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const row = (id: number, userId: number | null, status: string, cancellable: boolean, canceledAmount = 0) => ({
  __typename: 'Reservation',
  id,
  orderId: `ORDER-${id}`,
  bookingNumber: `ABCD-EFGH-JK${String(id).padStart(2, '2')}`,
  user: userId === null ? null : { __typename: 'User', id: userId },
  guestName: userId === null ? '박비회' : '김회원',
  phone: '01012345678',
  hotel: { __typename: 'Hotel', id: 3, name: '관리 호텔' },
  room: { __typename: 'Room', id: 5, name: '디럭스' },
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  status,
  payment: { __typename: 'ReservationPayment', totalAmount: 205_000, canceledAmount },
  cancellable,
});

function connection(rows: ReturnType<typeof row>[]) {
  return {
    managerReservations: {
      __typename: 'ManagerReservationConnection',
      totalCount: rows.length,
      counts: { __typename: 'ReservationTabCounts', all: 2, member: 1, nonMember: 1 },
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: rows.map((node) => ({ __typename: 'ManagerReservationEdge', cursor: String(node.id), node })),
    },
  };
}

/** The lodging cancelling gives everything back, and the quote says so. */
const QUOTE = {
  __typename: 'CancellationQuote',
  tier: 'LODGING',
  tierLabel: '숙소 사정에 의한 취소 (전액 환불)',
  refundRate: 100,
  refundAmount: 205_000,
  keptAmount: 0,
  totalAmount: 205_000,
  validUntil: null,
  policy: [],
};

function server(cancel?: (call: RecordedCall) => Response) {
  storeSession();
  let cancelled = false;
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      ManagerReservations: (call) => {
        const filter = call.variables?.filter as { member: string; search: string | null };
        const rows = [row(2, null, 'CONFIRMED', !cancelled), row(1, 7, 'REVIEWED', false)].map((r) =>
          r.id === 2 && cancelled ? { ...r, status: 'CANCELED' } : r,
        );
        const shown = rows.filter(
          (r) =>
            (filter.member === 'ALL' || (filter.member === 'MEMBER') === (r.user !== null)) &&
            (!filter.search || r.guestName.includes(filter.search)),
        );
        return gqlData(connection(shown));
      },
      ManagerCancellationQuote: () => gqlData({ managerCancellationQuote: QUOTE }),
      ManagerCancelReservation: (call) => {
        const answer = cancel?.(call);
        if (answer) return answer;
        cancelled = true;
        return gqlData({
          managerCancelReservation: {
            __typename: 'ManagerCancelReservationPayload',
            message: MESSAGES.reservationCanceled,
            canceledAmount: 205_000,
            reservation: row(2, null, 'CANCELED', false, 205_000),
          },
        });
      },
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe('manager reservations', () => {
  it('shows the table with tab counts; the member tab and the search refetch with the filter', async () => {
    const fake = server();
    const { user } = renderApp('/manager/reservations', fake);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: '회원 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '비회원 1' })).toBeTruthy();
    expect(within(table).getByText('리뷰 작성 완료')).toBeTruthy();
    // The booking number a guest reads out, whole (never truncated), not the orderId.
    const number = within(table).getByText('ABCD-EFGH-JK22');
    expect(number.className).toContain('whitespace-nowrap');
    expect(number.className).not.toContain('truncate');
    expect(within(table).queryByText('ORDER-2')).toBeNull();
    // Only the confirmed row offers a cancel.
    expect(within(table).getAllByRole('button', { name: /취소/ })).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: '회원 1' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(fake.named('ManagerReservations').at(-1)?.variables?.filter).toEqual({
      search: null,
      status: 'ALL',
      member: 'MEMBER',
    });
    await user.click(screen.getByRole('tab', { name: '전체 2' }));
    await user.type(screen.getByRole('searchbox', { name: '예약 검색' }), '박비');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(fake.named('ManagerReservations').at(-1)?.variables?.filter).toMatchObject({ search: '박비' }),
    );
  });

  it('cancels a confirmed row through the quote dialog and shows the refund', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fake = server();
    const { user } = renderApp('/manager/reservations', fake);
    await user.click(await screen.findByRole('button', { name: '예약 2 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 취소' });
    expect(await within(dialog).findByText('숙소 사정에 의한 취소 (전액 환불)')).toBeTruthy();
    expect(within(dialog).getByText('100%')).toBeTruthy();
    expect(fake.named('ManagerCancellationQuote')[0]?.variables).toEqual({ reservationId: 2 });
    await user.click(within(dialog).getByRole('button', { name: '205,000원 환불하고 취소' }));
    expect(await screen.findByText(`${MESSAGES.reservationCanceled} (환불 205,000원)`)).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    expect(fake.named('ManagerCancelReservation')[0]?.variables).toEqual({
      input: { reservationId: 2, expectedRefundAmount: 205_000 },
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: '예약 2 취소' })).toBeNull());
  });

  it('does nothing when the dialog is closed, and shows the server’s reason on failure', async () => {
    const fake = server(() => gqlError(MESSAGES.reservationNotCancelable, 'CONFLICT'));
    const { user } = renderApp('/manager/reservations', fake);
    await user.click(await screen.findByRole('button', { name: '예약 2 취소' }));
    await user.click(await screen.findByRole('button', { name: '돌아가기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.named('ManagerCancelReservation')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '예약 2 취소' }));
    await user.click(await screen.findByRole('button', { name: '205,000원 환불하고 취소' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.reservationNotCancelable);
  });

  it('says so when the list cannot be loaded', async () => {
    storeSession();
    renderApp(
      '/manager/reservations',
      fakeServer({
        graphql: {
          Me: () => gqlData({ me: account('ROLE_MANAGER') }),
          ManagerReservations: () => gqlError(MESSAGES.internal, 'INTERNAL_SERVER_ERROR'),
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('예약 정보를 가져올 수 없습니다.');
  });

  it('shows the empty state', async () => {
    storeSession();
    renderApp(
      '/manager/reservations',
      fakeServer({
        graphql: {
          Me: () => gqlData({ me: account('ROLE_MANAGER') }),
          ManagerReservations: () => gqlData(connection([])),
        },
      }),
    );
    expect(await screen.findByText('예약 내역이 없습니다.')).toBeTruthy();
  });
});
