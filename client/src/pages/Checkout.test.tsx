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
  paymentProof: '1893456000.proof',
};
const ALL_CONSENTS = ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY', 'MARKETING'];
const consentBox = (name: RegExp) => screen.getByRole('checkbox', { name });
const agreeToAll = (user: { click(element: Element): Promise<void> }) =>
  user.click(screen.getByRole('checkbox', { name: /전체 동의/ }));

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
                  unusableReason: null,
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
                  unusableReason: '기간 만료',
                  coupon: { __typename: 'Coupon', id: 2, name: '지난 쿠폰', type: 'FIXED', discount: 5000 },
                },
              },
              {
                __typename: 'UserCouponEdge',
                node: {
                  __typename: 'UserCoupon',
                  id: 7,
                  isExpired: false,
                  unusableReason: '최소 주문 금액 300,000원 이상',
                  coupon: { __typename: 'Coupon', id: 3, name: '큰 여행 쿠폰', type: 'FIXED', discount: 30000 },
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
  it('lists a coupon the stay cannot use, disabled, with the reason judged on the stay total', async () => {
    storeSession();
    storeDraft();
    const server = checkoutServer();
    renderApp('/checkout?hotelName=바다 호텔&roomName=오션 디럭스&price=200000', server);
    const blocked = await screen.findByRole('option', { name: /큰 여행 쿠폰/ });
    expect(blocked.textContent).toBe('큰 여행 쿠폰 (30,000원 할인) · 최소 주문 금액 300,000원 이상');
    expect((blocked as HTMLOptionElement).disabled).toBe(true);
    expect((screen.getByRole('option', { name: /신규 가입/ }) as HTMLOptionElement).disabled).toBe(false);
    expect(screen.getByRole('list', { name: '지금 쓸 수 없는 쿠폰' }).textContent).toBe(
      '큰 여행 쿠폰: 최소 주문 금액 300,000원 이상',
    );
    // Asked with the preview's total before the coupon, never before it is known.
    expect(server.named('CheckoutCoupons').map((call) => call.variables?.stayTotal)).toEqual([205_000]);
  });

  it('shows the preview, recalculates it with a coupon, prepares and opens the sandbox window', async () => {
    storeSession();
    storeDraft();
    const server = checkoutServer();
    const { user } = renderApp('/checkout?hotelName=바다 호텔&roomName=오션 디럭스&price=200000', server);

    expect(await screen.findByText('205,000원')).toBeTruthy();
    // Taxes and fees are inside the total the cards showed, never added at checkout.
    expect(screen.getByText('5,000원 포함')).toBeTruthy();
    const coupon = await screen.findByLabelText('쿠폰');
    expect(screen.queryByRole('option', { name: /지난 쿠폰/ })).toBeNull();
    await user.selectOptions(coupon, '5');
    expect(await screen.findByText('-20,000원')).toBeTruthy();
    expect(screen.getByTestId('total-amount').textContent).toBe('185,000원');

    await user.click(screen.getByRole('button', { name: '185,000원 결제하기' }));
    // Every required consent marked at once, the first one focused.
    expect((await screen.findByRole('alert')).textContent).toContain('3개');
    for (const name of [/이용약관 동의/, /개인정보 수집·이용 동의/, /제3자 제공 동의: 바다 호텔에/])
      expect(consentBox(name).getAttribute('aria-invalid')).toBe('true');
    expect(consentBox(/마케팅/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(consentBox(/이용약관 동의/));
    expect(server.named('PrepareCheckout')).toHaveLength(0);

    await agreeToAll(user);
    expect(screen.queryByRole('alert')).toBeNull();
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
      consents: ALL_CONSENTS,
    });
    // The proof that this tab paid, for the result page.
    expect(sessionStorage.getItem('shim.paymentProof.ORDER-abc_123')).toBe('1893456000.proof');
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
    await agreeToAll(user);
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

  it('marks the phone and every required consent at once, takes the phone in any spelling, then pays by wallet', async () => {
    storeDraft();
    const server = checkoutServer();
    const { user } = renderApp('/checkout-guest?hotelName=바다 호텔&roomName=오션 디럭스&basePrice=200000', server);
    const pay = await screen.findByRole('button', { name: '205,000원 결제하기' });
    expect(screen.queryByLabelText('쿠폰')).toBeNull();

    await user.click(pay);
    expect((await screen.findByRole('alert')).textContent).toContain('4개');
    const phone = screen.getByLabelText('휴대폰 번호') as HTMLInputElement;
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.guestPhoneRequired)).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    for (const name of [/이용약관 동의/, /개인정보 수집·이용 동의/, /제3자 제공 동의: 바다 호텔에/])
      expect(consentBox(name).getAttribute('aria-invalid')).toBe('true');

    await user.type(phone, '011-1234-5678');
    expect(phone.value).toBe('011-1234-5678');
    await user.click(pay);
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    // Typed with spaces, it is grouped as people read it.
    await user.clear(phone);
    await user.type(phone, '010 1234 5678');
    expect(phone.value).toBe('010-1234-5678');
    // Pasted or autofilled with dashes, nothing is cut off (the old field kept 11 characters: "010-1234-5").
    await user.clear(phone);
    await user.click(phone);
    await user.paste('010-9876-5432');
    expect(phone.value).toBe('010-9876-5432');
    expect(phone.getAttribute('aria-invalid')).toBeNull();

    // The third-party consent names the lodging and shows its text on 보기.
    await user.click(screen.getByRole('button', { name: /제3자 제공 동의: 바다 호텔에 예약자 이름·연락처 제공 보기/ }));
    expect(screen.getByText(/제공받는 자: 바다 호텔/)).toBeTruthy();
    await user.click(consentBox(/이용약관 동의/));
    await user.click(pay);
    expect(document.activeElement).toBe(consentBox(/개인정보 수집·이용 동의/));
    await user.click(consentBox(/개인정보 수집·이용 동의/));
    await user.click(consentBox(/제3자 제공 동의/));

    await user.type(screen.getByLabelText('예약자 이름'), '홍길동');
    await user.click(screen.getByRole('radio', { name: '카카오페이' }));
    await user.click(pay);
    await waitFor(() => expect(leaveSite).toHaveBeenCalledTimes(1));
    expect(server.named('PrepareCheckout')[0]?.variables?.input).toMatchObject({
      phone: '01098765432',
      guestName: '홍길동',
      userCouponId: null,
      consents: ['TERMS', 'PRIVACY_COLLECTION', 'PRIVACY_THIRD_PARTY'],
    });
    const url = new URL(vi.mocked(leaveSite).mock.calls[0]![0], 'http://localhost');
    expect(url.searchParams.get('successUrl')).toBe(`${window.location.origin}/payment/success`);
    expect(url.searchParams.get('failUrl')).toBe(`${window.location.origin}/payment/fail`);
    // Toss's direct easy-pay flow, which the sandbox window follows too.
    expect(url.searchParams.get('flowMode')).toBe('DIRECT');
    expect(url.searchParams.get('easyPay')).toBe('KAKAOPAY');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paymentInfo) ?? '{}')).toMatchObject({
      userId: null,
      phone: '01098765432',
    });
  });

  it('shows a failure outside the rules as a failed payment', async () => {
    storeDraft();
    const { user } = renderApp(
      '/checkout-guest',
      checkoutServer({ PrepareCheckout: () => gqlError('결제 서비스에 연결할 수 없습니다.', 'BAD_GATEWAY') }),
    );
    await user.type(await screen.findByLabelText('휴대폰 번호'), '01012345678');
    await agreeToAll(user);
    await user.click(await screen.findByRole('button', { name: '205,000원 결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('결제 실패: 결제 서비스에 연결할 수 없습니다.');
  });
});
