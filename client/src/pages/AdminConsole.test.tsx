import { ACCOUNT_MESSAGES } from '@shim/common/account-messages';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { MESSAGES } from '@shim/common/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shim/common/limits';
import { account, fakeServer, gqlData, gqlError, tokens, type GraphQLHandler } from '../test/fake-server';
import { renderApp, storeSession } from '../test/render-app';

const hotel = (id: number, name: string, active = true) => ({
  __typename: 'Hotel',
  id,
  name,
  type: 'HANOK',
  region: '전라북도 전주시',
  address: '전라북도 전주시 완산구 1',
  status: 'PENDING',
  active,
  manager: { __typename: 'User', id: 20, name: '박매니저' },
  monthlyRevenue: 120_000,
  avgScore: 4.5,
  bookingCount: 3,
});
const connection = (typename: string, nodes: unknown[]) => ({
  __typename: `${typename}Connection`,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: `c${i}`, node })),
});
const applicant = (id: number, name: string) => ({
  __typename: 'User',
  id,
  name,
  email: `${name}@example.com`,
  phone: null,
  role: 'ROLE_PENDING',
  companyName: '바다스테이',
  businessNumber: '234-56-78901',
  social: null,
  createdAt: '2026-11-20T01:00:00.000Z',
});

function adminServer(graphql: Record<string, GraphQLHandler>) {
  storeSession();
  return fakeServer({ graphql: { Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }), ...graphql } });
}

describe('admin console', () => {
  it('approves every application on screen after a confirmation, sending exactly those ids', async () => {
    let pending = [applicant(7, '최신청'), applicant(9, '이신청')];
    const server = adminServer({
      PendingManagers: () => gqlData({ adminUsers: connection('User', pending) }),
      DecideManagers: () => {
        pending = [];
        return gqlData({ decideManagers: { __typename: 'DecisionPayload', count: 2 } });
      },
      AdminHotels: () => gqlData({ adminHotels: connection('AdminHotel', []) }),
    });
    const { user } = renderApp('/admin/approvals', server);
    expect(await screen.findByText('최신청')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '전체 승인' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('관리자 신청 2건을 모두 승인하시겠습니까?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '승인' }));
    expect(await screen.findByText(MESSAGES.managerApproved)).toBeTruthy();
    expect(server.named('DecideManagers')[0]?.variables).toEqual({ input: { decision: 'APPROVE', userIds: [7, 9] } });
    expect(await screen.findByText('승인 대기 중인 관리자 신청이 없습니다.')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '숙소 등록' }));
    expect(await screen.findByText('승인 대기 중인 숙소가 없습니다.')).toBeTruthy();
  });

  it('rejects one application or lodging only while it is still pending', async () => {
    const server = adminServer({
      PendingManagers: () => gqlData({ adminUsers: connection('User', [applicant(7, '최신청')]) }),
      DecideManagers: () => gqlError(ADMIN_MESSAGES.bulkChanged, 'CONFLICT'),
      AdminHotels: () => gqlData({ adminHotels: connection('AdminHotel', [hotel(3, '전주 한옥')]) }),
      DecideHotel: () => gqlData({ decideHotel: { __typename: 'DecideHotelsPayload', count: 1 } }),
    });
    const { user } = renderApp('/admin/approvals', server);
    await user.click(await screen.findByRole('button', { name: '최신청 거절' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '거절' }));
    expect(await screen.findByText(ADMIN_MESSAGES.bulkChanged)).toBeTruthy();
    expect(server.named('DecideManagers')[0]?.variables).toEqual({ input: { decision: 'REJECT', userIds: [7] } });

    await user.click(screen.getByRole('tab', { name: '숙소 등록' }));
    await user.click(await screen.findByRole('button', { name: '전주 한옥 거절' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '거절' }));
    expect(await screen.findByText(ADMIN_MESSAGES.hotelRejected)).toBeTruthy();
    expect(server.named('DecideHotel')[0]?.variables).toEqual({ input: { decision: 'REJECT', hotelId: 3 } });
  });

  it('moves the visibility switch at once and puts it back with a message when the server refuses', async () => {
    const server = adminServer({
      AdminHotels: () => gqlData({ adminHotels: connection('AdminHotel', [hotel(3, '전주 한옥')]) }),
      SetHotelActive: () => gqlError(ADMIN_MESSAGES.adminHotelNotFound, 'NOT_FOUND'),
    });
    const { user } = renderApp('/admin/hotels', server);
    const toggle = await screen.findByRole('switch', { name: '전주 한옥 노출' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('120,000원')).toBeTruthy();
    await user.click(toggle);
    expect(server.named('SetHotelActive')[0]?.variables).toEqual({ input: { hotelId: 3, active: false } });
    expect(await screen.findByText(ADMIN_MESSAGES.adminHotelNotFound)).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));

    await user.click(screen.getByLabelText('한옥'));
    await user.type(screen.getByLabelText('숙소명 또는 지역'), '전주');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() =>
      expect(server.named('AdminHotels').at(-1)?.variables).toMatchObject({
        filter: { searchQuery: '전주', types: ['HANOK'] },
      }),
    );
  });

  it('checks the coupon form before sending it: every field, PERCENT 1–100', async () => {
    const server = adminServer({
      AdminCouponTypes: () => gqlData({ adminCouponTypes: connection('Coupon', []) }),
      IssuedCoupons: () => gqlData({ issuedCoupons: connection('IssuedCoupon', []) }),
      CreateCouponType: (call) =>
        gqlData({
          createCouponType: {
            __typename: 'CreateCouponTypePayload',
            coupon: { __typename: 'Coupon', id: 5, name: (call.variables?.input as { name: string }).name },
          },
        }),
    });
    const { user } = renderApp('/admin/coupons', server);
    expect(await screen.findByText('등록된 쿠폰이 없습니다.')).toBeTruthy();
    const form = screen.getByRole('form', { name: '쿠폰 생성' });
    await user.click(within(form).getByRole('button', { name: '쿠폰 생성' }));
    expect(await within(form).findByText(ADMIN_MESSAGES.couponFieldsRequired)).toBeTruthy();
    await user.type(within(form).getByLabelText('쿠폰 이름'), '겨울 특가');
    await user.selectOptions(within(form).getByLabelText('할인 종류'), 'PERCENT');
    await user.type(within(form).getByLabelText('할인 값'), '150');
    await user.type(within(form).getByLabelText('만료일'), '2999-12-31');
    await user.click(within(form).getByRole('button', { name: '쿠폰 생성' }));
    expect(await within(form).findByText(ADMIN_MESSAGES.couponPercentRange)).toBeTruthy();
    expect(server.named('CreateCouponType')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('할인 값'));
    await user.type(within(form).getByLabelText('할인 값'), '15');
    await user.click(within(form).getByRole('button', { name: '쿠폰 생성' }));
    expect(await screen.findByText(`${ADMIN_MESSAGES.couponCreated} (겨울 특가)`)).toBeTruthy();
    expect(server.named('CreateCouponType')[0]?.variables).toEqual({
      input: { name: '겨울 특가', type: 'PERCENT', value: 15, expiryDate: '2999-12-31' },
    });

    // A code members type at 쿠폰 등록: checked here, sent upper-case without dashes.
    await user.type(within(form).getByLabelText('쿠폰 이름'), '가을 코드');
    await user.selectOptions(within(form).getByLabelText('할인 종류'), 'FIXED');
    await user.type(within(form).getByLabelText('할인 값'), '7000');
    await user.type(within(form).getByLabelText('만료일'), '2999-12-31');
    await user.type(within(form).getByLabelText('쿠폰 코드 (선택)'), '가을!');
    await user.click(within(form).getByRole('button', { name: '쿠폰 생성' }));
    expect(await within(form).findByText(ACCOUNT_MESSAGES.couponCodeInvalid)).toBeTruthy();
    await user.clear(within(form).getByLabelText('쿠폰 코드 (선택)'));
    await user.type(within(form).getByLabelText('쿠폰 코드 (선택)'), 'autumn-2026');
    await user.click(within(form).getByRole('button', { name: '쿠폰 생성' }));
    await waitFor(() => expect(server.named('CreateCouponType')).toHaveLength(2));
    expect(server.named('CreateCouponType')[1]?.variables).toEqual({
      input: { name: '가을 코드', type: 'FIXED', value: 7000, expiryDate: '2999-12-31', code: 'AUTUMN2026' },
    });
  });

  it('grants a coupon only once one is chosen, and deletes a member after a confirmation', async () => {
    const member = { ...applicant(11, '김회원'), role: 'ROLE_USER', social: 'kakao' };
    const server = adminServer({
      AdminUsers: () => gqlData({ adminUsers: connection('User', [member]) }),
      AdminCouponTypes: () =>
        gqlData({
          adminCouponTypes: connection('Coupon', [
            {
              __typename: 'Coupon',
              id: 4,
              name: '겨울 특가',
              type: 'FIXED',
              discount: 5000,
              expiryDate: '2999-01-01',
              issuedCount: 0,
              system: false,
              code: null,
              minOrderAmount: 0,
              maxDiscount: null,
              startDate: null,
              conditions: ['1인 1회'],
              issueBlockedReason: null,
            },
            {
              __typename: 'Coupon',
              id: 5,
              name: '지난 특가',
              type: 'PERCENT',
              discount: 10,
              expiryDate: '2020-01-01',
              issuedCount: 3,
              system: false,
              code: null,
              minOrderAmount: 0,
              maxDiscount: null,
              startDate: null,
              conditions: ['1인 1회'],
              issueBlockedReason: '만료일(1월 1일 (수))이 지난 쿠폰은 발급할 수 없습니다.',
            },
          ]),
        }),
      IssueCoupon: () => gqlData({ issueCoupon: { __typename: 'AdminCountPayload', count: 1 } }),
      DeleteUser: () => gqlData({ deleteUser: { __typename: 'DeleteUserPayload', deletedUserId: 11 } }),
    });
    const { user } = renderApp('/admin/users', server);
    expect(await screen.findByText('카카오')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '김회원 쿠폰 지급' }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: '지급' }));
    expect(await within(modal).findByText(ADMIN_MESSAGES.couponSelectRequired)).toBeTruthy();
    await within(modal).findByRole('option', { name: '겨울 특가 (5,000원)' });
    // An expired type is shown, but cannot be chosen, with the server's reason.
    const expired = within(modal).getByRole('option', { name: /지난 특가/ }) as HTMLOptionElement;
    expect(expired.disabled).toBe(true);
    expect(expired.textContent).toContain('이 지난 쿠폰은 발급할 수 없습니다.');
    await user.selectOptions(within(modal).getByRole('combobox'), '4');
    await user.click(within(modal).getByRole('button', { name: '지급' }));
    expect(await screen.findByText(ADMIN_MESSAGES.couponIssued)).toBeTruthy();
    expect(server.named('IssueCoupon')[0]?.variables).toEqual({ input: { userId: 11, couponId: 4 } });

    await user.click(screen.getByRole('button', { name: '김회원 삭제' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText(MESSAGES.userDeleted)).toBeTruthy();
    expect(server.named('DeleteUser')[0]?.variables).toEqual({ input: { userId: 11 } });
  });

  it('shows the account and changes the password only with a matching confirmation', async () => {
    const server = adminServer({
      ConsoleChangePassword: () =>
        gqlData({ changePassword: { __typename: 'MessagePayload', message: MESSAGES.passwordChanged } }),
      Login: () => gqlData({ login: { __typename: 'AuthPayload', ...tokens('renewed') } }),
    });
    const { user } = renderApp('/admin/account', server);
    expect(await screen.findByText('user@example.com')).toBeTruthy();
    await user.type(screen.getByLabelText('현재 비밀번호'), 'Passw0rd!');
    await user.type(screen.getByLabelText('새 비밀번호'), 'NewPassw0rd!');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Different1!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(MESSAGES.passwordMismatch)).toBeTruthy();
    expect(server.named('ConsoleChangePassword')).toHaveLength(0);
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'NewPassw0rd!');
    await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
    expect(server.named('ConsoleChangePassword')[0]?.variables).toEqual({
      input: { currentPassword: 'Passw0rd!', newPassword: 'NewPassw0rd!' },
    });
    // The change ended this session too: a fresh login with the new password keeps the console open.
    expect(server.named('Login')[0]?.variables).toEqual({
      input: { email: 'user@example.com', password: 'NewPassw0rd!' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-renewed');
  });
});
