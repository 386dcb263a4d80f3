import { MESSAGES } from '@shim/common/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCEL_LOCK_MS } from '../features/guest-booking/GuestBookingActions';
import { saveGuestProof } from '../features/guest-booking/guest-proof';
import { fakeServer, gqlData, gqlError, type GraphQLHandler } from '../test/fake-server';
import { renderApp } from '../test/render-app';

const ORDER = 'ORDER-abc_123';
/** The server's flags follow its lifecycle; `flags` overrides them (a confirmed stay already over). */
const booking = (status: string, canceledAmount = 0, flags: { cancellable?: boolean; deletable?: boolean } = {}) => ({
  __typename: 'Reservation',
  id: 41,
  orderId: ORDER,
  status,
  cancellable: flags.cancellable ?? status === 'CONFIRMED',
  deletable: flags.deletable ?? (status === 'CANCELED' || status === 'REFUNDED'),
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  nights: 2,
  people: 2,
  roomCount: 1,
  hotel: {
    __typename: 'Hotel',
    id: 7,
    name: '바다 호텔',
    imageUrl: '/images/hotel/7.jpg',
    address: '부산광역시 해운대구 해운대로 1',
  },
  room: { __typename: 'Room', id: 70, name: '오션 디럭스' },
  payment: { __typename: 'ReservationPayment', totalAmount: 205_000, canceledAmount },
});
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
    expect(router.state.location.pathname).toBe(`/guest/booking/${ORDER}`);
    expect(router.state.location.search).toBe('');
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
      ORDER,
      '예약 완료',
      '205,000원',
      '2명 · 객실 1개',
    ])
      expect(card.textContent).toContain(text);
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '취소 내역 삭제' })).toBeNull();
  });

  it('without a stored phone goes to the booking check', async () => {
    const { router } = renderApp(`/guest/booking/${ORDER}`, guestServer({}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-check'));
    expect(((await screen.findByLabelText('예약 번호')) as HTMLInputElement).value).toBe(ORDER);
  });

  it('cancels after the prompt with the refund, the button locked 1.5 s; then offers delete', async () => {
    saveGuestProof({ orderId: ORDER, phone: '01012345678' });
    let current = booking('CONFIRMED');
    const server = guestServer({
      GuestReservation: () => gqlData({ guestReservation: current }),
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
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp(`/guest/booking/${ORDER}`, server);
    const cancel = await screen.findByRole('button', { name: '예약 취소' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(cancel);
      expect(confirm).toHaveBeenCalledWith(MESSAGES.confirmReservationCancel);
      expect((await screen.findByRole('status')).textContent).toBe(
        `${MESSAGES.reservationCanceled} 환불 금액 143,500원 (환불율 70%)`,
      );
      expect(server.named('CancelGuestReservation')[0]?.variables).toEqual({
        input: { reservationId: 41, orderId: ORDER, phone: '01012345678' },
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
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = guestServer({
      GuestReservation: () => gqlData({ guestReservation: booking('CONFIRMED') }),
      CancelGuestReservation: () => new Response('oops', { status: 500 }),
    });
    const { user } = renderApp(`/guest/booking/${ORDER}`, server);
    const cancel = (await screen.findByRole('button', { name: '예약 취소' })) as HTMLButtonElement;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(cancel);
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
    vi.spyOn(window, 'confirm').mockReturnValue(true);
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
    await user.click(screen.getByRole('button', { name: '취소 내역 삭제' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.reservationNotDeletable);

    refuse = false;
    await user.click(screen.getByRole('button', { name: '취소 내역 삭제' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-check'));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.reservationDeleted);
    expect(sessionStorage.getItem('guestBooking')).toBeNull();
  });
});
