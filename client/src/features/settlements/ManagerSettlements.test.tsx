import { SETTLEMENT_STATUS_LABELS } from '@shim/common/settlements';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { account, fakeServer, gqlData } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';
import { adjustment, line, statement } from '../../test/settlement-fixtures';

// The file download itself (blob, anchor click) is download-xlsx's; here only what the page asks it for.
const downloads = vi.hoisted(() => [] as Array<{ path: string; name: string }>);
vi.mock('../../lib/download-xlsx', () => ({
  downloadXlsx: async (path: string, name: string) => {
    downloads.push({ path, name });
  },
}));

const OPEN = statement(null, '2026-11', 'OPEN', { gross: 120_000, refund: 0, commission: 1_200 });
const CLOSED = statement(12, '2026-10', 'CLOSED', {
  gross: 610_000,
  refund: 152_500,
  commission: 4_575,
  adjustment: -20_000,
});
const PAID = statement(9, '2026-09', 'PAID', { gross: 305_000, refund: 0, commission: 3_050, paidOn: '2026-10-05' });
const OTHER = statement(13, '2026-10', 'CLOSED', undefined, { id: 4, name: '바다 펜션' });

const LINES = [
  line(1, 'CONFIRMED', 305_000, 0, { checkIn: '2026-10-02', checkOut: '2026-10-04' }),
  line(2, 'CANCELED', 305_000, 152_500, { checkIn: '2026-10-30', checkOut: '2026-10-31' }),
];

const LODGINGS = {
  managerHotels: {
    __typename: 'HotelConnection',
    edges: [3, 4].map((id) => ({
      __typename: 'HotelEdge',
      node: { __typename: 'Hotel', id, name: id === 3 ? '관리 호텔' : '바다 펜션' },
    })),
  },
};

function server() {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      SettlementLodgings: () => gqlData(LODGINGS),
      ManagerSettlements: (call) =>
        gqlData({
          managerSettlements: call.variables?.hotelId === 4 ? [OTHER] : [OPEN, CLOSED, PAID, OTHER],
        }),
      SettlementStatement: () =>
        gqlData({
          settlementStatement: {
            ...CLOSED,
            lines: LINES,
            adjustments: [adjustment(7, -20_000, '2026-09', '정산 확정 후 환불')],
          },
        }),
      ManagerOpenSettlement: () =>
        gqlData({
          managerSettlements: [
            {
              ...OPEN,
              lines: [line(5, 'CONFIRMED', 120_000, 0, { checkIn: '2026-11-20', checkOut: '2026-11-21' })],
              adjustments: [],
            },
            { ...CLOSED, lines: LINES, adjustments: [] },
          ],
        }),
    },
  });
}

const table = () => screen.getByRole('table', { name: '정산서 목록' });

describe('manager settlements (정산)', () => {
  it('lists each lodging’s months with status, figures in won and the commission rate', async () => {
    const fake = server();
    renderApp('/manager/settlements', fake);
    expect(await screen.findByRole('heading', { name: '정산' })).toBeTruthy();
    const rows = await within(table()).findAllByTestId('settlement-row');
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain('2026년 11월');
    expect(within(rows[0]!).getByText(SETTLEMENT_STATUS_LABELS.OPEN)).toBeTruthy();
    expect(within(rows[1]!).getByText(SETTLEMENT_STATUS_LABELS.CLOSED)).toBeTruthy();
    // 610,000 − 152,500 − 4,575 − 20,000
    expect(within(rows[1]!).getByText('432,925원')).toBeTruthy();
    expect(within(rows[1]!).getByText('152,500원')).toBeTruthy();
    expect(within(rows[1]!).getByText('-20,000원')).toBeTruthy();
    expect(within(rows[1]!).getByText('1%')).toBeTruthy();
    expect(within(rows[2]!).getByText(SETTLEMENT_STATUS_LABELS.PAID)).toBeTruthy();
    expect(within(rows[2]!).getByText('지급일 10월 5일 (월)')).toBeTruthy();
    expect(screen.getByText(/아직 끝나지 않은 달의 정산서로/)).toBeTruthy();
    // The narrow screen's cards carry the same statements.
    expect(within(screen.getByRole('list', { name: '정산서 카드' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('filters by lodging through the server', async () => {
    const fake = server();
    const { user, router } = renderApp('/manager/settlements', fake);
    await within(await screen.findByRole('table', { name: '정산서 목록' })).findAllByTestId('settlement-row');
    await user.selectOptions(await screen.findByRole('combobox', { name: '숙소' }), '바다 펜션');
    expect(await within(table()).findAllByTestId('settlement-row')).toHaveLength(1);
    expect(fake.named('ManagerSettlements').at(-1)?.variables).toEqual({ hotelId: 4 });
    expect(router.state.location.search).toBe('?hotel=4');
  });

  it('opens a closed statement with its lines in Korean dates, its adjustments, and its xlsx', async () => {
    downloads.length = 0;
    const fake = server();
    const { user } = renderApp('/manager/settlements', fake);
    await screen.findAllByTestId('settlement-row');
    await user.click(within(table()).getByRole('button', { name: '2026년 10월 관리 호텔 정산서 보기' }));
    expect(await screen.findByRole('heading', { name: '2026년 10월 정산서' })).toBeTruthy();
    expect(fake.named('SettlementStatement')[0]?.variables).toEqual({ id: 12 });
    expect(screen.getByTestId('settlement-payout').textContent).toBe('432,925원');
    expect(screen.getByText('플랫폼 수수료 (1%)')).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: '예약별 내역' })).getAllByTestId('settlement-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('7K4Q-9XMT-Q2R1');
    expect(lines[0]!.textContent).toContain('10월 2일 (금) – 10월 4일 (일)');
    expect(lines[0]!.textContent).toContain('예약 완료');
    expect(lines[1]!.textContent).toContain('예약 취소');
    // Refunded and net are both half of 305,000; 1% commission of the net, floored.
    expect(within(lines[1]!).getAllByText('152,500원')).toHaveLength(2);
    expect(within(lines[1]!).getByText('1,525원')).toBeTruthy();
    expect(within(lines[1]!).getByText('150,975원')).toBeTruthy();
    expect(screen.getByText('정산 확정 후 환불')).toBeTruthy();
    expect(screen.getByText('2026년 9월 정산분')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    expect(downloads).toEqual([{ path: '/api/manager/settlements/12/xlsx', name: '정산서_관리 호텔_2026-10.xlsx' }]);
    await user.click(screen.getByRole('button', { name: '← 정산 목록' }));
    expect(await screen.findByRole('table', { name: '정산서 목록' })).toBeTruthy();
  });

  it('opens the running month live, with no download before it closes', async () => {
    const fake = server();
    const { user } = renderApp('/manager/settlements', fake);
    await screen.findAllByTestId('settlement-row');
    await user.click(within(table()).getByRole('button', { name: '2026년 11월 관리 호텔 정산서 보기' }));
    expect(await screen.findByRole('heading', { name: '2026년 11월 정산서' })).toBeTruthy();
    const lines = await within(await screen.findByRole('table', { name: '예약별 내역' })).findAllByTestId(
      'settlement-line',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]!.textContent).toContain('11월 20일 (금) – 11월 21일 (토)');
    expect(fake.named('ManagerOpenSettlement')[0]?.variables).toEqual({ hotelId: 3 });
    expect(fake.named('SettlementStatement')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '엑셀 다운로드' })).toBeNull();
  });
});
