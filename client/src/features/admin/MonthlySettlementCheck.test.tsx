import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';

const difference = {
  __typename: 'MoneyDifference',
  orderId: 'ORDER-77',
  tossCharged: 305_000,
  ourCharged: 305_000,
  tossRefunded: 152_500,
  ourRefunded: 0,
};

const check = (month: string, statementsNet: number, tossNet: number, differences: (typeof difference)[]) => ({
  __typename: 'MonthlySettlementCheck',
  month,
  statementCount: 3,
  statementsNet,
  tossNet,
  difference: statementsNet - tossNet,
  differences,
});

function server() {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }),
      UnsettledPayments: () =>
        gqlData({
          unsettledPayments: [],
          dailyMoneyCheck: {
            __typename: 'DailyMoneyCheck',
            date: '2026-11-15',
            tossCharged: 0,
            tossRefunded: 0,
            ourCharged: 0,
            ourRefunded: 0,
            differences: [],
          },
        }),
      MonthlySettlementCheck: (call) =>
        gqlData({
          monthlySettlementCheck:
            call.variables?.month === '2026-10'
              ? check('2026-10', 1_220_000, 1_220_000, [])
              : check('2026-09', 610_000, 457_500, [difference]),
        }),
    },
  });
}

// "Today" in Seoul is 2026-11-15: the check opens on October.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('admin money: 월 정산 대사', () => {
  it('shows last month’s statements against Toss as 일치, and a month that differs with its orders', async () => {
    const fake = server();
    const { user } = renderApp('/admin/money', fake);
    const section = await screen.findByRole('region', { name: '월 정산 대사' });
    const figures = await within(section).findByTestId('monthly-check');
    expect(fake.named('MonthlySettlementCheck')[0]?.variables).toEqual({ month: '2026-10' });
    expect(figures.textContent).toContain('정산서 3건 (결제 − 환불)');
    expect(within(figures).getAllByText('1,220,000원')).toHaveLength(2);
    expect(within(figures).getByText('0원')).toBeTruthy();
    expect(within(figures).getByText('일치').className).toContain('emerald');
    expect(within(section).getByText('2026년 10월 정산서의 결제·환불이 Toss와 일치합니다.')).toBeTruthy();

    await user.selectOptions(within(section).getByRole('combobox', { name: '대사 월' }), '2026년 9월');
    const row = await within(section).findByTestId('monthly-difference-row');
    const september = within(section).getByTestId('monthly-check');
    expect(within(september).getByText('불일치').className).toContain('red');
    expect(within(september).getByText('152,500원')).toBeTruthy();
    expect(row.textContent).toContain('ORDER-77');
    expect(within(row).getByText('152,500원')).toBeTruthy();
  });
});
