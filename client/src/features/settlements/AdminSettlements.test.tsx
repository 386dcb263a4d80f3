import { SETTLEMENT_MESSAGES } from '@shim/common/settlements';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData, gqlError, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';
import { statement } from '../../test/settlement-fixtures';

const withManager = <T extends object>(s: T, managerName: string) => ({ ...s, managerName });

const CLOSED = withManager(
  statement(12, '2026-10', 'CLOSED', { gross: 610_000, refund: 152_500, commission: 4_575, adjustment: -20_000 }),
  '박매니저',
);
const PAID = withManager(
  statement(
    13,
    '2026-10',
    'PAID',
    { gross: 305_000, refund: 0, commission: 3_050, paidOn: '2026-11-02' },
    {
      id: 4,
      name: '바다 펜션',
    },
  ),
  '이매니저',
);

function server(refuse?: (call: RecordedCall) => Response | undefined) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_ADMIN', '관리자') }),
      AdminSettlements: (call) =>
        gqlData({ adminSettlements: call.variables?.month === '2026-10' ? [CLOSED, PAID] : [] }),
      MarkSettlementPaid: (call) => {
        const refused = refuse?.(call);
        if (refused) return refused;
        const { paidOn } = (call.variables as { input: { paidOn: string } }).input;
        return gqlData({ markSettlementPaid: { ...CLOSED, status: 'PAID', paidOn } });
      },
    },
  });
}

// "Today" in Seoul is 2026-11-15: last month is October.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T03:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const rowOf = (hotel: string) =>
  screen.getAllByTestId('admin-settlement-row').find((row) => row.textContent?.includes(hotel))!;

describe('admin settlements (정산)', () => {
  it('opens on last month with every manager’s statements and their totals', async () => {
    const fake = server();
    renderApp('/admin/settlements', fake);
    expect(await screen.findByRole('heading', { name: '정산' })).toBeTruthy();
    await screen.findAllByTestId('admin-settlement-row');
    expect(fake.named('AdminSettlements')[0]?.variables).toEqual({ month: '2026-10' });
    expect((screen.getByRole('combobox', { name: '정산 월' }) as HTMLSelectElement).value).toBe('2026-10');
    const closed = rowOf('관리 호텔');
    expect(closed.textContent).toContain('박매니저');
    expect(within(closed).getByText('432,925원')).toBeTruthy();
    expect(within(closed).getByRole('button', { name: '관리 호텔 지급 완료' })).toBeTruthy();
    const paid = rowOf('바다 펜션');
    expect(within(paid).getByText('지급일 11월 2일 (월)')).toBeTruthy();
    expect(within(paid).queryByRole('button')).toBeNull();
    const totals = screen.getByTestId('admin-settlement-totals');
    expect(totals.textContent).toContain('합계 2건');
    expect(within(totals).getByText('915,000원')).toBeTruthy();
    // 432,925 + 301,950
    expect(within(totals).getByText('734,875원')).toBeTruthy();
  });

  it('picks another month through the URL', async () => {
    const fake = server();
    const { user, router } = renderApp('/admin/settlements', fake);
    await screen.findAllByTestId('admin-settlement-row');
    await user.selectOptions(screen.getByRole('combobox', { name: '정산 월' }), '2026년 9월');
    expect(await screen.findByText('2026년 9월의 정산서가 없습니다.')).toBeTruthy();
    expect(router.state.location.search).toBe('?month=2026-09');
  });

  it('marks a closed statement paid on the chosen day through the site’s dialog, never confirm()', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fake = server();
    const { user } = renderApp('/admin/settlements', fake);
    await screen.findAllByTestId('admin-settlement-row');
    await user.click(screen.getByRole('button', { name: '관리 호텔 지급 완료' }));
    const dialog = await screen.findByRole('dialog', { name: '지급 완료로 표시할까요?' });
    expect(within(dialog).getByText('432,925원')).toBeTruthy();
    const date = within(dialog).getByLabelText('지급일') as HTMLInputElement;
    expect(date.value).toBe('2026-11-15');
    expect(date.max).toBe('2026-11-15');
    expect(date.min).toBe('2026-11-01');
    expect(fake.named('MarkSettlementPaid')).toHaveLength(0);
    await user.clear(date);
    await user.type(date, '2026-11-10');
    await user.click(within(dialog).getByRole('button', { name: '지급 완료 처리' }));
    expect(await screen.findByText('2026년 10월 관리 호텔 정산서를 지급 완료로 표시했습니다.')).toBeTruthy();
    expect(fake.named('MarkSettlementPaid')[0]?.variables).toEqual({
      input: { statementId: 12, paidOn: '2026-11-10' },
    });
    await waitFor(() => expect(within(rowOf('관리 호텔')).getByText('지급일 11월 10일 (화)')).toBeTruthy());
    expect(within(rowOf('관리 호텔')).queryByRole('button')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses a future day itself and shows the server’s refusal in the dialog', async () => {
    const fake = server(() => gqlError(SETTLEMENT_MESSAGES.alreadyPaid, 'CONFLICT'));
    const { user } = renderApp('/admin/settlements', fake);
    await screen.findAllByTestId('admin-settlement-row');
    await user.click(screen.getByRole('button', { name: '관리 호텔 지급 완료' }));
    const dialog = await screen.findByRole('dialog', { name: '지급 완료로 표시할까요?' });
    const date = within(dialog).getByLabelText('지급일');
    await user.clear(date);
    await user.type(date, '2026-11-16');
    await user.click(within(dialog).getByRole('button', { name: '지급 완료 처리' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(SETTLEMENT_MESSAGES.paidOnInFuture);
    expect(fake.named('MarkSettlementPaid')).toHaveLength(0);
    await user.clear(date);
    await user.type(date, '2026-11-14');
    await user.click(within(dialog).getByRole('button', { name: '지급 완료 처리' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SETTLEMENT_MESSAGES.alreadyPaid);
  });
});
