import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { COUPON_MESSAGES } from '@shim/common/coupon-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, type GraphQLHandler } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const connection = (typename: string, nodes: unknown[]) => ({
  __typename: `${typename}Connection`,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: `c${i}`, node })),
});
const EXPIRED_REASON = '만료일(11월 10일 (화))이 지난 쿠폰은 발급할 수 없습니다.';
const couponType = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Coupon',
  id,
  name,
  type: 'PERCENT',
  discount: 10,
  expiryDate: '2026-12-31',
  issuedCount: 2,
  system: false,
  code: null,
  minOrderAmount: 100_000,
  maxDiscount: 20_000,
  startDate: '2026-12-04',
  appliesToDayUse: false,
  conditions: ['100,000원 이상 주문', '최대 20,000원 할인', '12월 4일 (금)부터', '1인 1회'],
  issueBlockedReason: null,
  ...extra,
});

function server(graphql: Record<string, GraphQLHandler> = {}) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }),
      AdminCouponTypes: () =>
        gqlData({
          adminCouponTypes: connection('Coupon', [
            couponType(2, '겨울 10%'),
            couponType(1, '가을 5천원', {
              type: 'FIXED',
              discount: 5000,
              expiryDate: '2026-11-10',
              minOrderAmount: 0,
              maxDiscount: null,
              startDate: null,
              conditions: ['1인 1회'],
              issueBlockedReason: EXPIRED_REASON,
            }),
          ]),
        }),
      IssuedCoupons: () => gqlData({ issuedCoupons: connection('UserCoupon', []) }),
      ...graphql,
    },
  });
}

// "Today" in Seoul is 2026-11-15: the form's dates are checked against it.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('쿠폰 관리: conditions', () => {
  it('lists the conditions and disables both issue buttons of an expired coupon with the reason', async () => {
    renderApp('/admin/coupons', server());
    const conditions = await screen.findByRole('list', { name: '겨울 10% 조건' });
    expect(
      within(conditions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['100,000원 이상 주문', '최대 20,000원 할인', '12월 4일 (금)부터', '1인 1회']);
    expect(screen.getByText('2026년 12월 4일 (금)부터')).toBeTruthy();
    for (const action of ['전체 발급', '개별 발급']) {
      expect(screen.getByRole('button', { name: `겨울 10% ${action}` }).hasAttribute('disabled')).toBe(false);
      expect(screen.getByRole('button', { name: `가을 5천원 ${action}` }).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.getByText(EXPIRED_REASON)).toBeTruthy();
  });

  it('checks the conditions before sending them, with separators, and sends only those given', async () => {
    const fake = server({
      CreateCouponType: (call) =>
        gqlData({
          createCouponType: {
            __typename: 'CreateCouponTypePayload',
            coupon: { __typename: 'Coupon', id: 9, name: (call.variables?.input as { name: string }).name },
          },
        }),
    });
    const { user } = renderApp('/admin/coupons', fake);
    const form = await screen.findByRole('form', { name: '쿠폰 생성' });
    const field = (label: string) => within(form).getByLabelText(label);
    const send = () => user.click(within(form).getByRole('button', { name: '쿠폰 생성' }));
    await user.type(field('쿠폰 이름'), '연말 특가');
    await user.selectOptions(field('할인 종류'), 'FIXED');
    await user.type(field('할인 값'), '10000');
    await user.type(field('만료일'), '2026-12-31');
    // A maximum discount belongs to PERCENT coupons: the field is closed for FIXED.
    expect(field('최대 할인 금액 (선택)').hasAttribute('disabled')).toBe(true);
    await user.type(field('사용 시작일 (선택)'), '2027-01-05');
    await send();
    expect(await within(form).findByText(COUPON_MESSAGES.startAfterExpiry)).toBeTruthy();
    await user.clear(field('사용 시작일 (선택)'));
    await user.type(field('사용 시작일 (선택)'), '2026-12-04');
    await user.type(field('최소 주문 금액 (선택)'), '150000원');
    expect((field('최소 주문 금액 (선택)') as HTMLInputElement).value).toBe('150,000');
    await send();
    await waitFor(() => expect(fake.named('CreateCouponType')).toHaveLength(1));
    expect(fake.named('CreateCouponType')[0]?.variables).toEqual({
      input: {
        name: '연말 특가',
        type: 'FIXED',
        value: 10000,
        expiryDate: '2026-12-31',
        minOrderAmount: 150_000,
        startDate: '2026-12-04',
      },
    });
    expect(await screen.findByText(`${ADMIN_MESSAGES.couponCreated} (연말 특가)`)).toBeTruthy();

    await user.type(field('쿠폰 이름'), '정률');
    await user.selectOptions(field('할인 종류'), 'PERCENT');
    await user.type(field('할인 값'), '10');
    await user.type(field('만료일'), '2026-12-31');
    await user.type(field('최대 할인 금액 (선택)'), '0');
    await send();
    expect(await within(form).findByText(COUPON_MESSAGES.maxDiscountInvalid)).toBeTruthy();
    expect(fake.named('CreateCouponType')).toHaveLength(1);
  });

  it('edits a coupon from its current fields, keeping an expiry date already past', async () => {
    const fake = server({
      UpdateCouponType: (call) => {
        const input = call.variables?.input as { couponId: number; name: string };
        return gqlData({
          updateCouponType: {
            __typename: 'CreateCouponTypePayload',
            coupon: couponType(input.couponId, input.name, { expiryDate: '2026-11-10', type: 'FIXED' }),
          },
        });
      },
    });
    const { user } = renderApp('/admin/coupons', fake);
    await user.click(await screen.findByRole('button', { name: '가을 5천원 수정' }));
    const form = await screen.findByRole('form', { name: '쿠폰 수정' });
    expect((within(form).getByLabelText('만료일') as HTMLInputElement).value).toBe('2026-11-10');
    await user.clear(within(form).getByLabelText('쿠폰 이름'));
    await user.type(within(form).getByLabelText('쿠폰 이름'), '가을 5천원 (연장 전)');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(fake.named('UpdateCouponType')).toHaveLength(1));
    expect(fake.named('UpdateCouponType')[0]?.variables).toEqual({
      input: { couponId: 1, name: '가을 5천원 (연장 전)', type: 'FIXED', value: 5000, expiryDate: '2026-11-10' },
    });
    expect(await screen.findByText(`${COUPON_MESSAGES.updated} (가을 5천원 (연장 전))`)).toBeTruthy();
  });
});
