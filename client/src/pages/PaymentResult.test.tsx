import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COPIED_BADGE_MS, CopyBookingNumber } from '../features/payments/CopyBookingNumber';
import { BOOKING_DRAFT_KEY } from '../lib/booking-draft';
import { savePaymentInfo, savePaymentProof } from '../lib/payment-info';
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
const storeInfo = () => {
  // The checkout keeps the payer's proof in this tab beside the pending payment.
  savePaymentProof('ORDER-abc_123', '1893456000.proof');
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
};
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
    // What a guest needs to arrive and to cancel: times, address, the lodging's phone to call, 무료 취소 마감.
    expect(screen.getByText('2026년 12월 1일 (화) 15:00부터')).toBeTruthy();
    expect(screen.getByText('2026년 12월 3일 (목) 11:00까지')).toBeTruthy();
    expect(screen.getByText('부산광역시 해운대구 해운대로 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '051-777-1234' }).getAttribute('href')).toBe('tel:0517771234');
    expect(screen.getByText('무료 취소 마감').nextElementSibling?.textContent).toBe(
      '11월 24일 (화) 23:59까지 전액 환불',
    );
    expect(screen.queryByText('환불 상태')).toBeNull();
    expect(screen.getByText('185,000원')).toBeTruthy();
    // The voucher says what the total holds: the fees inside it, the coupon taken off it.
    expect(screen.getByText('5,000원 포함')).toBeTruthy();
    expect(screen.getByText('-20,000원')).toBeTruthy();
    expect(screen.getByText('예약 완료')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.paymentInfo)).toBeNull();
    expect(localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
    // The voucher shows the booking number people read, not the orderId.
    expect(screen.getByTestId('booking-number').textContent).toBe('7K4Q-9XMT-Q2RA');
    expect(screen.queryByText('ORDER-abc_123')).toBeNull();
    // A guest's history is the booking check, with the booking number filled in.
    expect(screen.getByRole('link', { name: '예약 내역' }).getAttribute('href')).toBe(
      '/booking-check?bookingNumber=7K4Q-9XMT-Q2RA',
    );
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    // The payer's proof went with the query; the method and Toss's receipt are shown.
    expect(server.named('PaymentReceipt')[0]?.variables).toMatchObject({ paymentProof: '1893456000.proof' });
    expect(screen.getByText('카카오페이')).toBeTruthy();
    expect(screen.getByRole('link', { name: '영수증 보기' }).getAttribute('href')).toBe(
      'https://dashboard.tosspayments.com/receipt/redirection?transactionId=tx1',
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
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
  it('shows nothing of the booking to a browser without the proof until the phone is given', async () => {
    const server = fakeServer({
      graphql: {
        PaymentReceipt: (call) =>
          call.variables?.phone === '01012345678'
            ? gqlData({ reservationByOrder: receipt() })
            : gqlError(MESSAGES.reservationNotFound, 'NOT_FOUND'),
      },
    });
    const { user } = renderApp('/payment-success?orderId=ORDER-abc_123', server);
    const phone = await screen.findByLabelText('휴대폰 번호');
    expect(server.named('PaymentReceipt')).toHaveLength(0);
    for (const hidden of ['바다 호텔', '185,000원', '7K4Q-9XMT-Q2RA', '김쉼'])
      expect(screen.queryByText(hidden)).toBeNull();

    await user.type(phone, '010-1111-2222');
    await user.click(screen.getByRole('button', { name: '예약 확인' }));
    expect(await screen.findByText(MESSAGES.reservationNotFound)).toBeTruthy();
    expect(screen.queryByText('바다 호텔')).toBeNull();

    await user.clear(phone);
    await user.type(phone, '010 1234 5678');
    await user.click(screen.getByRole('button', { name: '예약 확인' }));
    expect(await screen.findByText('바다 호텔')).toBeTruthy();
    expect(server.named('PaymentReceipt').at(-1)?.variables).toMatchObject({ phone: '01012345678' });
  });

  it('shows nothing when the server withholds the booker (a proof that is not this order’s)', async () => {
    savePaymentProof('ORDER-abc_123', 'stale.proof');
    const server = fakeServer({
      graphql: { PaymentReceipt: () => gqlData({ reservationByOrder: { ...receipt(), guestName: null } }) },
    });
    renderApp('/payment-success?orderId=ORDER-abc_123', server);
    expect(await screen.findByLabelText('휴대폰 번호')).toBeTruthy();
    expect(screen.queryByText('바다 호텔')).toBeNull();
  });

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
      render(<CopyBookingNumber bookingNumber="7K4Q-9XMT-Q2RA" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: '복사' }));
      });
      expect(writeText).toHaveBeenCalledWith('7K4Q-9XMT-Q2RA');
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
