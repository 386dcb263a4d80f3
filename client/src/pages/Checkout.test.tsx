import { STORAGE_KEYS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../lib/leave-site';
import { checkoutRoom, previewFor, storeDraft } from '../test/booking-fixtures';
import { account, fakeServer, gqlData, gqlError, type GraphQLHandler } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

vi.mock('../lib/leave-site', () => ({ leaveSite: vi.fn() }));

const prepared = {
  __typename: 'PreparedReservation',
  reservationId: 41,
  orderId: 'ORDER-abc_123',
  totalAmount: 185_000,
  orderName: '바다 호텔 오션 디럭스',
  customerName: '김쉼',
};

function checkoutServer(overrides: Record<string, GraphQLHandler> = {}) {
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      CheckoutRoom: () => gqlData({ room: checkoutRoom() }),
      CheckoutPreview: (call) =>
        gqlData({ reservationPreview: previewFor((call.variables?.stay as { userCouponId?: unknown }).userCouponId) }),
      CheckoutCoupons: () =>
        gqlData({
          myCoupons: {
            __typename: 'UserCouponConnection',
            edges: [
              {
                __typename: 'UserCouponEdge',
                node: {
                  __typename: 'UserCoupon',
                  id: 5,
                  isExpired: false,
                  coupon: {
                    __typename: 'Coupon',
                    id: 1,
                    name: '신규 가입 10% 할인 쿠폰',
                    type: 'PERCENT',
                    discount: 10,
                  },
                },
              },
              {
                __typename: 'UserCouponEdge',
                node: {
                  __typename: 'UserCoupon',
                  id: 6,
                  isExpired: true,
                  coupon: { __typename: 'Coupon', id: 2, name: '지난 쿠폰', type: 'FIXED', discount: 5000 },
                },
              },
            ],
          },
        }),
      PaymentWindowConfig: () =>
        gqlData({
          paymentConfig: {
            __typename: 'PaymentConfig',
            mode: 'local',
            clientKey: 'ck',
            checkoutUrl: '/local/toss/checkout',
          },
        }),
      PrepareCheckout: () => gqlData({ prepareReservation: prepared }),
      ...overrides,
    },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(leaveSite).mockClear();
});

describe('member checkout', () => {
  it('shows the preview, recalculates it with a coupon, prepares and opens the sandbox window', async () => {
    storeSession();
    storeDraft();
    const server = checkoutServer();
    const { user } = renderApp('/checkout?hotelName=바다 호텔&roomName=오션 디럭스&price=200000', server);

    expect(await screen.findByText('205,000원')).toBeTruthy();
    expect(screen.getByText('5,000원')).toBeTruthy();
    const coupon = await screen.findByLabelText('쿠폰');
    expect(screen.queryByRole('option', { name: /지난 쿠폰/ })).toBeNull();
    await user.selectOptions(coupon, '5');
    expect(await screen.findByText('-20,000원')).toBeTruthy();
    expect(screen.getByTestId('total-amount').textContent).toBe('185,000원');

    await user.click(screen.getByRole('button', { name: '185,000원 결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.termsRequired);
    expect(server.named('PrepareCheckout')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '185,000원 결제하기' }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1));

    expect(server.named('PrepareCheckout')[0]?.variables?.input).toMatchObject({
      hotelId: 7,
      roomId: 70,
      checkIn: '2030-03-10',
      checkOut: '2030-03-12',
      roomCount: 1,
      persons: 2,
      userCouponId: 5,
      termsAgreed: true,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paymentInfo) ?? '{}')).toEqual({
      reservationId: 41,
      roomId: 70,
      hotelId: 7,
      userId: 1,
      phone: null,
      userCouponId: 5,
      orderId: 'ORDER-abc_123',
      amount: 185_000,
    });
    const url = new URL(vi.mocked(leaveSite).mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/local/toss/checkout');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      orderId: 'ORDER-abc_123',
      amount: '185000',
      orderName: '바다 호텔 오션 디럭스',
      successUrl: `${window.location.origin}/payment-callback`,
      failUrl: `${window.location.origin}/payment-fail`,
    });
  });

  it('shows a sold-out refusal from prepare as the server words it', async () => {
    storeSession();
    storeDraft();
    const { user } = renderApp(
      '/checkout',
      checkoutServer({ PrepareCheckout: () => gqlError(MESSAGES.roomSoldOut, 'SOLD_OUT') }),
    );
    await screen.findByText('205,000원');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '205,000원 결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.roomSoldOut);
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('sends home with the message when the room no longer belongs to the hotel', async () => {
    storeSession();
    storeDraft();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderApp(
      '/checkout',
      checkoutServer({ CheckoutRoom: () => gqlData({ room: checkoutRoom(99) }) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith(MESSAGES.invalidBooking);
  });
});

describe('guest checkout', () => {
  it('sends home without a draft', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const server = checkoutServer();
    const { router } = renderApp('/checkout-guest', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alert).toHaveBeenCalledWith(MESSAGES.invalidBooking);
    expect(server.named('CheckoutRoom')).toHaveLength(0);
  });

  it('needs a 010 phone and the terms, keeps digits only, then returns to the guest pages', async () => {
    storeDraft();
    const server = checkoutServer();
    const { user } = renderApp('/checkout-guest?hotelName=바다 호텔&roomName=오션 디럭스&basePrice=200000', server);
    const pay = await screen.findByRole('button', { name: '205,000원 결제하기' });
    expect(screen.queryByLabelText('쿠폰')).toBeNull();

    await user.click(pay);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.guestPhoneRequired);
    const phone = screen.getByLabelText('휴대폰 번호');
    await user.type(phone, '011-1234-5678');
    expect((phone as HTMLInputElement).value).toBe('01112345678');
    await user.click(pay);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.phoneInvalid);
    await user.clear(phone);
    await user.type(phone, '010123456789');
    expect((phone as HTMLInputElement).value).toBe('01012345678');
    await user.click(pay);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.termsRequired);

    await user.type(screen.getByLabelText('예약자 이름'), '홍길동');
    await user.click(screen.getByRole('checkbox'));
    await user.click(pay);
    await waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1));
    expect(server.named('PrepareCheckout')[0]?.variables?.input).toMatchObject({
      phone: '01012345678',
      guestName: '홍길동',
      userCouponId: null,
    });
    const url = new URL(vi.mocked(leaveSite).mock.calls[0]![0], 'http://localhost');
    expect(url.searchParams.get('successUrl')).toBe(`${window.location.origin}/payment/success`);
    expect(url.searchParams.get('failUrl')).toBe(`${window.location.origin}/payment/fail`);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paymentInfo) ?? '{}')).toMatchObject({
      userId: null,
      phone: '01012345678',
    });
  });

  it('shows a failure outside the rules as a failed payment', async () => {
    storeDraft();
    const { user } = renderApp(
      '/checkout-guest',
      checkoutServer({ PrepareCheckout: () => gqlError('결제 서비스에 연결할 수 없습니다.', 'BAD_GATEWAY') }),
    );
    await user.type(await screen.findByLabelText('휴대폰 번호'), '01012345678');
    await user.click(screen.getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: '205,000원 결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('결제 실패: 결제 서비스에 연결할 수 없습니다.');
  });
});
