import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  account,
  fakeServer,
  gqlData,
  gqlError,
  json,
  type GraphQLHandler,
  type RestHandler,
} from '../test/fake-server';
import { connection } from '../test/booking-fixtures';
import { renderApp, storeSession } from '../test/render-app';

const coupon = (id: number, isExpired: boolean, type: 'PERCENT' | 'FIXED' = 'PERCENT', discount = 10) => ({
  __typename: 'UserCoupon',
  id,
  expiryDate: isExpired ? '2020-01-31' : null,
  isExpired,
  unusableReason: isExpired ? '기간 만료' : null,
  coupon: {
    __typename: 'Coupon',
    id: id + 100,
    name: isExpired ? '지난 쿠폰' : MESSAGES.signupCouponName,
    type,
    discount,
    conditions: ['1인 1회'],
  },
});

const info = (phone: string | null = null) => ({
  __typename: 'User',
  id: 1,
  name: '김쉼',
  email: 'user@example.com',
  phone,
  role: 'ROLE_USER',
  hasPassword: true,
});

function myPage(graphql: Record<string, GraphQLHandler> = {}, rest: Record<string, RestHandler> = {}) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_USER') }),
      MyReservations: () => gqlData({ myReservations: connection('Reservation', []) }),
      MyUsedCoupons: () => gqlData({ myUsedCoupons: connection('UsedCoupon', []) }),
      ...graphql,
    },
    rest,
  });
}

describe('my page tabs', () => {
  it('opens the tab the query names and keeps the query in step with the chosen tab', async () => {
    const server = myPage({
      MyCoupons: () => gqlData({ myCoupons: connection('UserCoupon', []) }),
      MyInfo: () => gqlData({ me: info() }),
    });
    const { router, user } = renderApp('/mypage?tab=coupons', server);

    expect(await screen.findByText('보유한 쿠폰이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '쿠폰함', selected: true })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '내 정보' }));
    expect(await screen.findByText('user@example.com')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=profile');
  });

  it('starts on the reservations for an unknown tab', async () => {
    renderApp('/mypage?tab=nope', myPage());
    expect(await screen.findByRole('tab', { name: '예약 내역', selected: true })).toBeTruthy();
    expect(await screen.findByText('다가오는 예약이 없습니다.')).toBeTruthy();
  });
});

describe('coupons tab', () => {
  it('marks expired coupons 기간 만료 and deletes one after confirmation', async () => {
    let coupons = [coupon(1, false), coupon(2, true, 'FIXED', 5000)];
    const server = myPage({
      MyCoupons: () => gqlData({ myCoupons: connection('UserCoupon', coupons) }),
      DeleteMyCoupon: (call) => {
        const id = (call.variables?.input as { couponId: number }).couponId;
        coupons = coupons.filter((c) => c.id !== id);
        return gqlData({ deleteMyCoupon: { __typename: 'DeleteMyCouponPayload', deletedCouponId: id } });
      },
    });
    const { user } = renderApp('/mypage?tab=coupons', server);

    const signup = await screen.findByRole('listitem', { name: MESSAGES.signupCouponName });
    expect(within(signup).getByText('10% 할인')).toBeTruthy();
    expect(within(signup).getByText('기한 없음')).toBeTruthy();
    expect(within(signup).queryByText('기간 만료')).toBeNull();
    const expired = screen.getByRole('listitem', { name: '지난 쿠폰' });
    expect(within(expired).getByText('기간 만료')).toBeTruthy();
    expect(within(expired).getByText('5,000원 할인')).toBeTruthy();

    await user.click(within(expired).getByRole('button', { name: '삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '쿠폰 삭제' });
    expect(within(dialog).getByText(MESSAGES.confirmCouponDelete)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '지난 쿠폰' })).toBeNull());
    expect(server.named('DeleteMyCoupon')[0]?.variables).toEqual({ input: { couponId: 2 } });
  });

  it('keeps the coupon when the dialog is declined, and says so when deleting fails', async () => {
    const server = myPage({
      MyCoupons: () => gqlData({ myCoupons: connection('UserCoupon', [coupon(2, true)]) }),
      DeleteMyCoupon: () => gqlError(MESSAGES.couponNotFound, 'NOT_FOUND'),
    });
    const { user } = renderApp('/mypage?tab=coupons', server);
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '쿠폰 삭제' })).getByRole('button', { name: '취소' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.named('DeleteMyCoupon')).toHaveLength(0);
    expect(screen.getByRole('listitem', { name: '지난 쿠폰' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '쿠폰 삭제' })).getByRole('button', { name: '삭제하기' }),
    );
    expect(await screen.findByText(MESSAGES.couponDeleteFailed)).toBeTruthy();
  });
});

describe('coupon codes and used coupons', () => {
  it('registers a code, shows the new coupon, and says plainly why a code is refused', async () => {
    let coupons = [coupon(1, false)];
    const server = myPage({
      MyCoupons: () => gqlData({ myCoupons: connection('UserCoupon', coupons) }),
      RegisterCouponCode: (call) => {
        const { code } = call.variables?.input as { code: string };
        if (code !== 'autumn-2026') return gqlError(ACCOUNT_MESSAGES.couponCodeUnknown, 'NOT_FOUND');
        const added = { ...coupon(3, false, 'FIXED', 7000), coupon: { ...coupon(3, false).coupon, name: '가을 쿠폰' } };
        coupons = [added, ...coupons];
        return gqlData({
          registerCouponCode: {
            __typename: 'RegisterCouponCodePayload',
            message: ACCOUNT_MESSAGES.couponCodeRegistered,
            userCoupon: added,
          },
        });
      },
    });
    const { user } = renderApp('/mypage?tab=coupons', server);
    const form = await screen.findByRole('form', { name: '쿠폰 등록' });
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(within(form).getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.couponCodeRequired);
    expect(server.named('RegisterCouponCode')).toHaveLength(0);

    await user.type(within(form).getByLabelText('쿠폰 코드'), 'WRONG1');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.couponCodeUnknown)).toBeTruthy();

    await user.clear(within(form).getByLabelText('쿠폰 코드'));
    await user.type(within(form).getByLabelText('쿠폰 코드'), 'autumn-2026');
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.couponCodeRegistered)).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: '가을 쿠폰' })).toBeTruthy();
    expect((within(form).getByLabelText('쿠폰 코드') as HTMLInputElement).value).toBe('');
  });

  it('lists used coupons with the day and the booking they went to', async () => {
    const used = {
      __typename: 'UsedCoupon',
      id: 9,
      name: '여름 쿠폰',
      type: 'FIXED',
      discount: 10000,
      usedAt: '2026-08-01T03:00:00Z',
      reservationId: 77,
      bookingNumber: '7K4Q-9XMT-Q2RA',
      hotelName: '바다 호텔',
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      discountAmount: 10000,
    };
    const server = myPage({
      MyCoupons: () => gqlData({ myCoupons: connection('UserCoupon', []) }),
      MyUsedCoupons: () => gqlData({ myUsedCoupons: connection('UsedCoupon', [used]) }),
    });
    renderApp('/mypage?tab=coupons', server);
    const section = await screen.findByRole('region', { name: '사용한 쿠폰' });
    const row = await within(section).findByRole('listitem', { name: '여름 쿠폰' });
    expect(within(row).getByText('2026년 8월 1일 사용')).toBeTruthy();
    expect(within(row).getByText(/바다 호텔 · 12월 4일 \(금\) ~ 12월 6일 \(일\)/)).toBeTruthy();
    expect(within(row).getByText('(예약번호 7K4Q-9XMT-Q2RA)')).toBeTruthy();
    expect(within(row).getByText('10,000원 할인')).toBeTruthy();
    // Used coupons are not among the ones held.
    expect(screen.getByText('보유한 쿠폰이 없습니다.')).toBeTruthy();
  });
});

describe('inquiries tab', () => {
  const inquiry = {
    __typename: 'Inquiry',
    id: 7,
    title: '주차 문의',
    content: '주차가 되나요?',
    status: 'ANSWERED',
    secret: false,
    createdAt: '2026-11-01T03:00:00Z',
    answer: '네, 가능합니다.',
    answeredAt: '2026-11-02T03:00:00Z',
  };

  it('lists the inquiries and opens one with its answer', async () => {
    const { user } = renderApp(
      '/mypage?tab=inquiries',
      myPage({ MyInquiries: () => gqlData({ myInquiries: connection('Inquiry', [inquiry]) }) }),
    );
    await user.click(await screen.findByRole('button', { name: /주차 문의/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('네, 가능합니다.')).toBeTruthy();
    expect(within(dialog).getByText(/답변완료/)).toBeTruthy();
  });

  it('says loading failed', async () => {
    renderApp(
      '/mypage?tab=inquiries',
      myPage({ MyInquiries: () => gqlError(MESSAGES.internal, 'INTERNAL_SERVER_ERROR') }),
    );
    expect(await screen.findByText(MESSAGES.inquiriesLoadFailed)).toBeTruthy();
  });

  it('leaves a 401 to the session: its expiry message and the login, not the load failure', async () => {
    const server = myPage(
      { MyInquiries: () => gqlError(MESSAGES.unauthenticated, 'UNAUTHENTICATED') },
      { '/api/auth/refresh': () => json(401, { message: MESSAGES.invalidRefreshToken }) },
    );
    const { router } = renderApp('/mypage?tab=inquiries', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.inquiriesLoadFailed)).toBeNull();
  });
});
