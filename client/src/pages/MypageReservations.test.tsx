import { addDays, formatMonthDay, todayInSeoul } from '@shim/common/dates';
import { MESSAGES } from '@shim/common/messages';
import { cancellationSchedule } from '@shim/common/reservations';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, gqlError } from '../test/fake-server';
import { bookingNumberOf, connection, graphReservation } from '../test/booking-fixtures';
import { renderApp, storeSession } from '../test/render-app';

const checkIn = addDays(todayInSeoul(), 10);
const reservation = (
  id: number,
  hotelName: string,
  status: string,
  flags = { cancellable: true, deletable: false },
) => ({
  __typename: 'ReservationDetail',
  reservationId: id,
  orderId: `ORDER-${id}`,
  // One lodging per booking here: the cache keeps one Hotel per id.
  hotelId: 100 + id,
  hotelName,
  hotelImage: null,
  roomType: '디럭스 더블',
  address: '서울특별시 중구 세종대로 1',
  hotelPhone: '02-1234-5678',
  latitude: 37.5665,
  longitude: 126.978,
  checkinTime: '16:00',
  checkoutTime: '11:00',
  checkIn,
  checkOut: addDays(checkIn, 2),
  nights: 2,
  people: 2,
  roomCount: 1,
  basePrice: 200_000,
  taxes: 5_000,
  couponDiscount: 20_000,
  totalAmount: 185_000,
  canceledAmount: 0,
  status,
  createdAt: '2026-11-01T03:00:00Z',
  confirmedAt: '2026-11-01T03:01:00Z',
  reviewable: false,
  ...flags,
  cancellationPolicy: cancellationSchedule(checkIn).map((tier) => ({ __typename: 'CancellationTier', ...tier })),
  guestName: '김예약',
  phone: '01012345678',
  voucherUrl: status === 'CONFIRMED' ? `/payment-success?orderId=ORDER-${id}` : null,
  invoiceUrl: null as string | null,
});

/** The server's quote of cancelling now: in full, 10 days before check-in. */
const QUOTE = {
  __typename: 'CancellationQuote',
  tier: 'DAYS_BEFORE',
  tierLabel: '체크인 7일 전까지 취소',
  refundRate: 100,
  refundAmount: 185_000,
  keptAmount: 0,
  totalAmount: 185_000,
  validUntil: `${addDays(checkIn, -7)}T15:00:00.000Z`,
  policy: cancellationSchedule(checkIn).map((tier) => ({ __typename: 'CancellationTier', ...tier })),
};

function reservationsServer(list: ReturnType<typeof reservation>[]) {
  storeSession();
  let current = list;
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      MyReservations: () => gqlData({ myReservations: connection('Reservation', current.map(graphReservation)) }),
      MyCancellationQuote: () => gqlData({ cancellationQuote: QUOTE }),
      CancelMyReservation: (call) => {
        const id = (call.variables?.input as { reservationId: number }).reservationId;
        current = current.map((r) =>
          r.reservationId === id
            ? { ...r, status: 'CANCELED', cancellable: false, deletable: true, canceledAmount: 185_000 }
            : r,
        );
        return gqlData({
          cancelReservation: {
            __typename: 'CancelReservationPayload',
            message: MESSAGES.reservationCanceled,
            canceledAmount: 185_000,
            refundRate: 100,
            reservation: graphReservation(current.find((r) => r.reservationId === id)!),
          },
        });
      },
      DeleteMyReservation: (call) => {
        const id = (call.variables?.input as { reservationId: number }).reservationId;
        current = current.filter((r) => r.reservationId !== id);
        return gqlData({ deleteReservation: { __typename: 'DeleteReservationPayload', deletedReservationId: id } });
      },
    },
  });
}

describe('reservations tab', () => {
  it('shows the detail drawer with the payment breakdown and the refund tiers', async () => {
    const free = {
      ...reservation(1, '쉼 호텔', 'CONFIRMED'),
      freeCancelUntil: `${addDays(checkIn, -7)}T15:00:00.000Z`,
    };
    const { user } = renderApp('/mypage', reservationsServer([free]));
    const card = await screen.findByRole('listitem', { name: '쉼 호텔' });
    expect(within(card).getByText('185,000원')).toBeTruthy();
    expect(within(card).getByText('예약 완료')).toBeTruthy();
    // The card shows the number a member reads to the lodging, whole.
    expect(within(card).getByText(bookingNumberOf(1))).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: '상세 보기' }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(bookingNumberOf(1))).toBeTruthy();
    expect(within(drawer).getByText('-20,000원')).toBeTruthy();
    expect(within(drawer).getByText('5,000원')).toBeTruthy();
    expect(within(drawer).getByText('2박')).toBeTruthy();
    expect(within(drawer).getByText(/까지 취소 시 100% 환불/)).toBeTruthy();
    expect(within(drawer).getByText('그 이후 취소 시 0% 환불')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '02-1234-5678' }).getAttribute('href')).toBe('tel:0212345678');
    expect(within(drawer).getByText(/ 16:00부터$/)).toBeTruthy();
    expect(within(drawer).getByText(/ 11:00까지$/)).toBeTruthy();
    expect(within(drawer).getByText('서울특별시 중구 세종대로 1')).toBeTruthy();
    expect(within(drawer).getByText('무료 취소 마감').nextElementSibling?.textContent).toBe(
      `${formatMonthDay(addDays(checkIn, -7))} 23:59까지 전액 환불`,
    );
    expect(within(drawer).getByText('김예약 · 01012345678')).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: '예약 확인서' }).getAttribute('href')).toBe(
      '/payment-success?orderId=ORDER-1',
    );
    expect(within(drawer).queryByRole('link', { name: '영수증 보기' })).toBeNull();
  });

  it('links the card receipt when the payment has one, and no confirmation before payment', async () => {
    const receipt = 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=pk-1';
    const paid = { ...reservation(1, '쉼 호텔', 'CONFIRMED'), invoiceUrl: receipt };
    const { user } = renderApp('/mypage', reservationsServer([paid, reservation(2, '대기 호텔', 'PENDING')]));
    const card = await screen.findByRole('listitem', { name: '쉼 호텔' });
    await user.click(within(card).getByRole('button', { name: '상세 보기' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: '영수증 보기' }).getAttribute('href')).toBe(receipt);
    await user.click(within(drawer).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pending = await screen.findByRole('listitem', { name: '대기 호텔' });
    await user.click(within(pending).getByRole('button', { name: '상세 보기' }));
    const second = await screen.findByRole('dialog');
    expect(within(second).queryByRole('link', { name: '예약 확인서' })).toBeNull();
    expect(within(second).queryByRole('link', { name: '영수증 보기' })).toBeNull();
  });

  it('cancels through the quote dialog with the refund shown; the booking moves to the cancelled list, which deletes it', async () => {
    const server = reservationsServer([
      reservation(1, '쉼 호텔', 'CONFIRMED'),
      reservation(2, '지난 호텔', 'CANCELED', { cancellable: false, deletable: true }),
    ]);
    const { user } = renderApp('/mypage?tab=reservations', server);

    const active = await screen.findByRole('region', { name: '다가오는 예약' });
    await user.click(within(active).getByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 취소' });
    expect(await within(dialog).findByText('체크인 7일 전까지 취소')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '185,000원 환불하고 취소' }));
    expect(await screen.findByText(`${MESSAGES.reservationCanceled} (환불 금액 185,000원, 환불률 100%)`)).toBeTruthy();
    // Cancelled, it leaves the upcoming tab for the past one.
    await waitFor(() => expect(within(active).queryAllByRole('listitem')).toHaveLength(0));
    await user.click(screen.getByRole('tab', { name: /^지난 예약/ }));
    const cancelled = screen.getByRole('region', { name: '취소된 예약' });
    await waitFor(() => expect(within(cancelled).getAllByRole('listitem')).toHaveLength(2));

    const old = within(cancelled).getByRole('listitem', { name: '지난 호텔' });
    await user.click(within(old).getByRole('button', { name: '내역 삭제' }));
    const confirmation = await screen.findByRole('dialog', { name: '예약 내역 삭제' });
    expect(within(confirmation).getByText(MESSAGES.confirmReservationDelete)).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(within(cancelled).getAllByRole('listitem')).toHaveLength(1));
    expect(server.named('MyCancellationQuote')[0]?.variables).toEqual({ reservationId: 1 });
    expect(server.named('CancelMyReservation')[0]?.variables).toEqual({
      input: { reservationId: 1, expectedRefundAmount: 185_000 },
    });
  });

  it('cancels from the detail drawer through the same quote dialog', async () => {
    const server = reservationsServer([reservation(1, '쉼 호텔', 'CONFIRMED')]);
    const { user } = renderApp('/mypage', server);
    const card = await screen.findByRole('listitem', { name: '쉼 호텔' });
    await user.click(within(card).getByRole('button', { name: '상세 보기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '예약 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 취소' });
    await user.click(await within(dialog).findByRole('button', { name: '185,000원 환불하고 취소' }));
    await waitFor(() =>
      expect(server.named('CancelMyReservation')[0]?.variables).toEqual({
        input: { reservationId: 1, expectedRefundAmount: 185_000 },
      }),
    );
  });

  it("offers cancel only when the server says so, and shows the server's refusal", async () => {
    const server = reservationsServer([
      reservation(1, '쉼 호텔', 'CONFIRMED'),
      reservation(3, '끝난 호텔', 'CONFIRMED', { cancellable: false, deletable: false }),
    ]);
    const refusing = fakeServer({
      graphql: {
        Me: () => gqlData({ me: account('ROLE_USER') }),
        MyReservations: () =>
          gqlData({
            myReservations: connection('Reservation', [graphReservation(reservation(1, '쉼 호텔', 'CONFIRMED'))]),
          }),
        MyCancellationQuote: () => gqlData({ cancellationQuote: QUOTE }),
        CancelMyReservation: () => gqlError('이미 취소된 예약입니다.', 'CONFLICT'),
      },
    });
    const { unmount } = renderApp('/mypage', server);
    const over = await screen.findByRole('listitem', { name: '끝난 호텔' });
    expect(within(over).queryByRole('button', { name: '예약 취소' })).toBeNull();
    unmount();

    const { user } = renderApp('/mypage', refusing);
    await user.click(await screen.findByRole('button', { name: '예약 취소' }));
    await user.click(await screen.findByRole('button', { name: '185,000원 환불하고 취소' }));
    expect(await screen.findByText('이미 취소된 예약입니다.')).toBeTruthy();
  });
});
