import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_BADGE_MS, CopyOrderId } from '../features/payments/CopyOrderId';
import { BOOKING_DRAFT_KEY } from '../lib/booking-draft';
import { savePaymentInfo } from '../lib/payment-info';
import { receipt, storeDraft } from '../test/booking-fixtures';
import { account, fakeServer, gqlData, gqlError } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const completion = {
  __typename: 'PaymentCompletion',
  paymentId: 9,
  reservationId: 41,
  orderId: 'ORDER-abc_123',
  amount: 185_000,
};
const storeInfo = () =>
  savePaymentInfo({
    reservationId: 41,
    roomId: 70,
    hotelId: 7,
    userId: null,
    phone: '01012345678',
    userCouponId: null,
    orderId: 'ORDER-abc_123',
    amount: 185_000,
  });
const RETURN = '?paymentKey=tsbx_key&orderId=ORDER-abc_123&amount=185000';

beforeEach(() => sessionStorage.clear());

describe('payment callback', () => {
  it('goes home without the stored payment info or without the query', async () => {
    const server = fakeServer({ graphql: {} });
    const first = renderApp(`/payment/success${RETURN}`, server);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    storeInfo();
    const second = renderApp('/payment-callback?orderId=ORDER-abc_123&amount=185000', fakeServer({ graphql: {} }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(server.named('CompleteCheckoutPayment')).toHaveLength(0);
  });

  it('completes once and shows the receipt, clearing the payment info and the draft', async () => {
    storeInfo();
    storeDraft();
    const server = fakeServer({
      graphql: {
        CompleteCheckoutPayment: () => gqlData({ completePayment: completion }),
        PaymentReceipt: () => gqlData({ reservationByOrder: receipt() }),
      },
    });
    const { router } = renderApp(`/payment/success${RETURN}`, server);
    expect(await screen.findByRole('heading', { name: '예약이 완료되었습니다' })).toBeTruthy();
    expect(router.state.location.search).toBe('?orderId=ORDER-abc_123');
    expect(server.named('CompleteCheckoutPayment')).toHaveLength(1);
    expect(server.named('CompleteCheckoutPayment')[0]?.variables?.input).toEqual({
      orderId: 'ORDER-abc_123',
      paymentKey: 'tsbx_key',
      amount: 185_000,
      reservationId: 41,
    });
    expect(screen.getByText('2026년 12월 1일 (화)')).toBeTruthy();
    expect(screen.getByText('2026년 12월 3일 (목)')).toBeTruthy();
    expect(screen.getByText('185,000원')).toBeTruthy();
    expect(screen.getByText('예약 완료')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.paymentInfo)).toBeNull();
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
    // A guest's history is the booking check, with the order number filled in.
    expect(screen.getByRole('link', { name: '예약 내역' }).getAttribute('href')).toBe(
      '/booking-check?orderId=ORDER-abc_123',
    );
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
  });

  it('still goes to the success page on a refusal, which says so beside what the server knows', async () => {
    storeInfo();
    const server = fakeServer({
      graphql: {
        CompleteCheckoutPayment: () => gqlError('한도초과 혹은 잔액부족으로 결제에 실패했습니다.', 'BAD_USER_INPUT'),
        PaymentReceipt: () => gqlData({ reservationByOrder: receipt('PENDING') }),
      },
    });
    const { router } = renderApp(`/payment-callback${RETURN}`, server);
    expect(await screen.findByText('결제 대기')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment-success');
    expect(screen.getByRole('alert').textContent).toBe('결제 실패: 한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
    expect(screen.getByRole('heading', { name: '결제가 아직 완료되지 않았습니다' })).toBeTruthy();
  });
});

describe('payment success', () => {
  it("shows the spec's English notice when the booking cannot be loaded; history is my page for a member", async () => {
    storeSession();
    const server = fakeServer({
      graphql: {
        Me: () => gqlData({ me: account('ROLE_USER') }),
        PaymentReceipt: () => gqlError(MESSAGES.reservationNotFound, 'NOT_FOUND'),
      },
    });
    renderApp('/payment-success?orderId=ORDER-gone', server);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.paymentInfoMissing);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '예약 내역' }).getAttribute('href')).toBe('/mypage?tab=reservations'),
    );
  });

  it('shows the copied badge for 1.5 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      render(<CopyOrderId orderId="ORDER-abc_123" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '복사' }));
      });
      expect(writeText).toHaveBeenCalledWith('ORDER-abc_123');
      expect(screen.getByRole('status').textContent).toBe('복사됨');
      act(() => vi.advanceTimersByTime(COPIED_BADGE_MS - 1));
      expect(screen.queryByText('복사됨')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('복사됨')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('payment fail', () => {
  it('shows the message from the query with both buttons, and forgets the pending payment', async () => {
    storeInfo();
    renderApp('/payment/fail?code=PAY_PROCESS_CANCELED&message=사용자에 의해 결제가 취소되었습니다.', fakeServer({}));
    expect((await screen.findByRole('alert')).textContent).toBe('결제 실패: 사용자에 의해 결제가 취소되었습니다.');
    expect(screen.getByRole('link', { name: '홈으로' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '예약 내역' }).getAttribute('href')).toBe('/booking-check');
    expect(localStorage.getItem(STORAGE_KEYS.paymentInfo)).toBeNull();
  });
});
