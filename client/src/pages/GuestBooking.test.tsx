import { MESSAGES } from '@shim/common/messages';
import { cancellationSchedule } from '@shim/common/reservations';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_LOCK_MS } from '../features/guest-booking/GuestBookingActions';
import { saveGuestProof } from '../features/guest-booking/guest-proof';
import { fakeServer, gqlData, gqlError, type GraphQLHandler } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const ORDER = 'ORDER-abc_123';
const NUMBER = '7K4Q-9XMT-Q2RA';
/** The server's flags follow its lifecycle; `flags` overrides them (a confirmed stay already over). */
const booking = (status: string, canceledAmount = 0, flags: { cancellable?: boolean; deletable?: boolean } = {}) => ({
  __typename: 'Reservation',
  id: 41,
  orderId: ORDER,
  bookingNumber: NUMBER,
  status,
  cancellable: flags.cancellable ?? status === 'CONFIRMED',
  deletable: flags.deletable ?? (status === 'CANCELED' || status === 'REFUNDED'),
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  nights: 2,
  people: 2,
  roomCount: 1,
  // 무료 취소 마감 while it can be cancelled: the end of 11월 24일 in Seoul.
  freeCancelUntil: status === 'CONFIRMED' ? '2026-11-24T15:00:00.000Z' : null,
  hotel: {
    __typename: 'Hotel',
    id: 7,
    name: '바다 호텔',
    imageUrl: '/images/hotel/7.jpg',
    address: '부산광역시 해운대구 해운대로 1',
    phone: '0517771234',
  },
  room: { __typename: 'Room', id: 70, name: '오션 디럭스', checkinTime: '16:00', checkoutTime: '11:00' },
  payment: {
    __typename: 'ReservationPayment',
    totalAmount: 205_000,
    canceledAmount,
    refundStatus: canceledAmount > 0 ? 'REFUNDED' : 'NONE',
    refundedAt: canceledAmount > 0 ? '2026-11-20T03:00:00.000Z' : null,
    method: '토스페이',
    receiptUrl: 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=tx41',
  },
  cancellationPolicy: cancellationSchedule('2026-12-01').map((tier) => ({ __typename: 'CancellationTier', ...tier })),
});
/** The server's quote of cancelling the booking now: 70 % of 205,000원 until the end of 11월 28일 (Seoul). */
const QUOTE = {
  __typename: 'CancellationQuote',
  tier: 'DAYS_BEFORE',
  tierLabel: '체크인 3~6일 전 취소',
  refundRate: 70,
  refundAmount: 143_500,
  keptAmount: 61_500,
  totalAmount: 205_000,
  validUntil: '2026-11-28T15:00:00.000Z',
  policy: cancellationSchedule('2026-12-01').map((tier) => ({ __typename: 'CancellationTier', ...tier })),
};
const guestServer = (handlers: Record<string, GraphQLHandler>) => fakeServer({ graphql: handlers });

beforeEach(() => sessionStorage.clear());

describe('booking check', () => {
  it('needs both fields, then words a missing booking and other failures', async () => {
    let answer: GraphQLHandler = () => gqlError(MESSAGES.reservationNotFound, 'NOT_FOUND');
    const server = guestServer({ GuestReservation: (call) => answer(call) });
    const { user } = renderApp('/booking-check', server);
    await user.click(await screen.findByRole('button', { name: '예약 조회' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.bookingCheckFieldsRequired);
    await user.type(screen.getByLabelText('예약 번호'), ORDER);
    await user.click(screen.getByRole('button', { name: '예약 조회' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.bookingCheckFieldsRequired);
    expect(server.named('GuestReservation')).toHaveLength(0);

    await user.type(screen.getByLabelText('전화번호'), '010-1234-5678');
    await user.click(screen.getByRole('button', { name: '예약 조회' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.reservationNotFound);
    expect(server.named('GuestReservation')[0]?.variables).toEqual({ orderId: ORDER, phone: '01012345678' });

    answer = () => gqlError('Internal server error', 'INTERNAL_SERVER_ERROR');
    await user.click(screen.getByRole('button', { name: '예약 조회' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.reservationLookupFailed));
  });

  it('opens the detail without the phone in the address', async () => {
    const server = guestServer({ GuestReservation: () => gqlData({ guestReservation: booking('CONFIRMED') }) });
    const { user, router } = renderApp(`/booking-check?orderId=${ORDER}`, server);
    expect(((await screen.findByLabelText('예약 번호')) as HTMLInputElement).value).toBe(ORDER);
    await user.type(screen.getByLabelText('전화번호'), '01012345678');
    await user.click(screen.getByRole('button', { name: '예약 조회' }));
    expect(await screen.findByRole('heading', { name: '바다 호텔' })).toBeTruthy();
    // The old orderId still finds it; the address then carries the booking number people read.
    expect(router.state.location.pathname).toBe(`/guest/booking/${NUMBER}`);
    expect(router.state.location.search).toBe('');
  });

  it('takes the booking number in any case, with spaces or dashes, and sends it as stored', async () => {
    const server = guestServer({ GuestReservation: () => gqlData({ guestReservation: booking('CONFIRMED') }) });
    const { user, router } = renderApp(`/booking-check?bookingNumber=${NUMBER}`, server);
    const field = (await screen.findByLabelText('예약 번호')) as HTMLInputElement;
    expect(field.value).toBe(NUMBER);
    await user.clear(field);
    await user.type(field, ' 7k4q 9xmt–q2ra ');
    await user.type(screen.getByLabelText('전화번호'), '010 1234 5678');
    await user.click(screen.getByRole('button', { name: '예약 조회' }));
    expect(await screen.findByRole('heading', { name: '바다 호텔' })).toBeTruthy();
    expect(server.named('GuestReservation')[0]?.variables).toEqual({ orderId: NUMBER, phone: '01012345678' });
    expect(router.state.location.pathname).toBe(`/guest/booking/${NUMBER}`);
  });
});

describe('guest booking detail', () => {
  it('moves the phone of an old link out of the address and shows the card with cancel only', async () => {
    const server = guestServer({ GuestReservation: () => gqlData({ guestReservation: booking('CONFIRMED') }) });
    const { router } = renderApp(`/booking-detail?orderId=${ORDER}&phone=01012345678`, server);
    const card = await screen.findByRole('article', { name: '바다 호텔' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/guest/booking/${ORDER}`));
    expect(router.state.location.search).toBe('');
    for (const text of [
      '오션 디럭스',
      '부산광역시 해운대구 해운대로 1',
      NUMBER,
      '예약 완료',
      '205,000원',
      '2명 · 객실 1개',
      '토스페이',
    ])
      expect(card.textContent).toContain(text);
    expect(within(card).getByRole('link', { name: '영수증 보기' }).getAttribute('href')).toContain(
      'transactionId=tx41',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '취소 내역 삭제' })).toBeNull();
  });

  it('says what a guest needs: check-in and check-out times, address, the lodging phone to call, 무료 취소 마감', async () => {
    saveGuestProof({ orderId: ORDER, phone: '01012345678' });
    const server = guestServer({ GuestReservation: () => gqlData({ guestReservation: booking('CONFIRMED') }) });
    renderApp(`/guest/booking/${ORDER}`, server);
    const card = await screen.findByRole('article', { name: '바다 호텔' });
    const value = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('체크인')?.textContent).toBe('2026년 12월 1일 (화) 16:00부터');
    expect(value('체크아웃')?.textContent).toBe('2026년 12월 3일 (목) 11:00까지');
    expect(value('주소')?.textContent).toBe('부산광역시 해운대구 해운대로 1');
    const call = within(card).getByRole('link', { name: '051-777-1234' });
    expect(call.getAttribute('href')).toBe('tel:0517771234');
    expect(value('무료 취소 마감')?.textContent).toBe('11월 24일 (화) 23:59까지 전액 환불');
    expect(within(card).queryByText('환불 상태')).toBeNull();
  });

  it('says 환불 완료 with the amount, the day and the card timing once cancelled; 환불 진행 중 before that', async () => {
    saveGuestProof({ orderId: ORDER, phone: '01012345678' });
    let current = booking('CANCELED', 143_500);
    const server = guestServer({ GuestReservation: () => gqlData({ guestReservation: current }) });
    const view = renderApp(`/guest/booking/${ORDER}`, server);
    const card = await screen.findByRole('article', { name: '바다 호텔' });
    const refund = within(card).getByText('환불 상태', { selector: 'dt' }).nextElementSibling;
    expect(refund?.textContent).toBe('환불 완료 · 143,500원 · 11월 20일 (금)카드사에 따라 3~7영업일 후 환불돼요');
    expect(within(card).queryByText('무료 취소 마감')).toBeNull();
    view.unmount();

    current = { ...booking('CONFIRMED'), payment: { ...booking('CONFIRMED').payment, refundStatus: 'REFUNDING' } };
    renderApp(
      `/guest/booking/${ORDER}`,
      guestServer({ GuestReservation: () => gqlData({ guestReservation: current }) }),
    );
    const pending = await screen.findByRole('article', { name: '바다 호텔' });
    expect(within(pending).getByText('환불 상태', { selector: 'dt' }).nextElementSibling?.textContent).toContain(
      '환불 진행 중',
    );
    expect(within(pending).queryByText('무료 취소 마감')).toBeNull();
  });

  it('without a stored phone goes to the booking check', async () => {
    const { router } = renderApp(`/guest/booking/${ORDER}`, guestServer({}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-check'));
    expect(((await screen.findByLabelText('예약 번호')) as HTMLInputElement).value).toBe(ORDER);
  });

  it('shows the policy, cancels through the quote dialog with the refund shown, locked 1.5 s; then offers delete', async () => {
    saveGuestProof({ orderId: ORDER, phone: '01012345678' });
    let current = booking('CONFIRMED');
    const server = guestServer({
      GuestReservation: () => gqlData({ guestReservation: current }),
      GuestCancellationQuote: () => gqlData({ cancellationQuote: QUOTE }),
      CancelGuestReservation: () => {
        current = booking('CANCELED', 143_500);
        return gqlData({
          cancelReservation: {
            __typename: 'CancelReservationPayload',
            message: MESSAGES.reservationCanceled,
            canceledAmount: 143_500,
            refundRate: 70,
            reservation: current,
          },
        });
      },
    });
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = renderApp(`/guest/booking/${ORDER}`, server);
    const policy = await screen.findByRole('region', { name: '취소 및 환불 규정' });
    expect(within(policy).getByText('11월 24일 (화)까지 취소 시 100% 환불')).toBeTruthy();
    const cancel = await screen.findByRole('button', { name: '예약 취소' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(cancel);
      const dialog = await screen.findByRole('dialog', { name: '예약 취소' });
      expect(await within(dialog).findByText('143,500원')).toBeTruthy();
      expect(within(dialog).getByText('70%')).toBeTruthy();
      expect(within(dialog).getByText('61,500원')).toBeTruthy();
      expect(server.named('GuestCancellationQuote')[0]?.variables).toEqual({
        reservationId: 41,
        orderId: ORDER,
        phone: '01012345678',
      });
      await user.click(within(dialog).getByRole('button', { name: '143,500원 환불하고 취소' }));
      expect((await screen.findByRole('status')).textContent).toBe(
        `${MESSAGES.reservationCanceled} 환불 금액 143,500원 (환불률 70%)`,
      );
      expect(confirm).not.toHaveBeenCalled();
      expect(server.named('CancelGuestReservation')[0]?.variables).toEqual({
        input: { reservationId: 41, orderId: ORDER, phone: '01012345678', expectedRefundAmount: 143_500 },
      });
      expect(await screen.findByRole('button', { name: '취소 내역 삭제' })).toBeTruthy();
      expect(screen.getByText('예약 취소', { selector: 'span' })).toBeTruthy();
    } finally {
      act(() => vi.advanceTimersByTime(CANCEL_LOCK_MS));
      vi.useRealTimers();
    }
  });

  it('offers cancel only when the server says the booking is cancellable', async () => {
    saveGuestProof({ orderId: ORDER, phone: '01012345678' });
    const server = guestServer({
      GuestReservation: () => gqlData({ guestReservation: booking('CONFIRMED', 0, { cancellable: false }) }),
    });
    renderApp(`/guest/booking/${ORDER}`, server);
    expect(await screen.findByText('바다 호텔')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '예약 취소' })).toBeNull();
    expect(screen.queryByRole('button', { name: '취소 내역 삭제' })).toBeNull();
  });

  it('locks the cancel button for 1.5 s and shows the fallback of a failure', async () => {
    saveGuestProof({ orderId: ORDER, phone: '01012345678' });
    const server = guestServer({
      GuestReservation: () => gqlData({ guestReservation: booking('CONFIRMED') }),
      GuestCancellationQuote: () => gqlData({ cancellationQuote: QUOTE }),
      CancelGuestReservation: () => new Response('oops', { status: 500 }),
    });
    const { user } = renderApp(`/guest/booking/${ORDER}`, server);
    const cancel = (await screen.findByRole('button', { name: '예약 취소' })) as HTMLButtonElement;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(cancel);
      await user.click(await screen.findByRole('button', { name: '143,500원 환불하고 취소' }));
      expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.guestCancelFailed);
      expect(cancel.disabled).toBe(true);
      act(() => vi.advanceTimersByTime(CANCEL_LOCK_MS));
      expect(cancel.disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes a cancelled booking and returns to the booking check; a refusal shows the server message', async () => {
    saveGuestProof({ orderId: ORDER, phone: '01012345678' });
    let refuse = true;
    const server = guestServer({
      GuestReservation: () => gqlData({ guestReservation: booking('CANCELED', 205_000) }),
      DeleteGuestReservation: () =>
        refuse
          ? gqlError(MESSAGES.reservationNotDeletable, 'CONFLICT')
          : gqlData({ deleteReservation: { __typename: 'DeleteReservationPayload', deletedReservationId: 41 } }),
    });
    const { user, router } = renderApp(`/guest/booking/${ORDER}`, server);
    expect(await screen.findByText('환불 금액')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '예약 취소' })).toBeNull();
    const confirmDelete = async () => {
      await user.click(screen.getByRole('button', { name: '취소 내역 삭제' }));
      const dialog = await screen.findByRole('dialog', { name: '예약 내역 삭제' });
      expect(within(dialog).getByText(MESSAGES.confirmReservationDelete)).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    };
    // Escape answers no: nothing is sent.
    await user.click(screen.getByRole('button', { name: '취소 내역 삭제' }));
    await screen.findByRole('dialog', { name: '예약 내역 삭제' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('DeleteGuestReservation')).toHaveLength(0);

    await confirmDelete();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.reservationNotDeletable);

    refuse = false;
    await confirmDelete();
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-check'));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.reservationDeleted);
    expect(sessionStorage.getItem('guestBooking')).toBeNull();
  });
});
