import { SALES_RANGE_MESSAGES } from '@shim/common/sales-range';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, fakeServer, gqlData, type RecordedCall } from '../../test/fake-server';
import { renderApp, storeSession } from '../../test/render-app';
import { SHARE_COLORS } from './charts';

beforeAll(() => {
  // jsdom lays nothing out: ApexCharts measures its SVG text and watches its size.
  const box = { x: 0, y: 0, width: 40, height: 12 } as DOMRect;
  Object.assign(window.SVGElement.prototype, {
    getBBox: () => box,
    getComputedTextLength: () => 40,
    getScreenCTM: () => null,
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const kpis = (sales: number) => ({
  __typename: 'SalesKpis',
  sales,
  dayUseSales: Math.round(sales / 4),
  bookings: 3,
  roomRevenue: sales,
  soldNights: 12,
  availableNights: 40,
  occupancy: 30,
  adr: Math.round(sales / 12),
  revpar: Math.round(sales / 40),
});
const chart = (labels: string[]) => ({
  __typename: 'SalesChart',
  labels,
  sales: labels.map((_, i) => 10_000 * (i + 1)),
  occupancy: labels.map(() => 30),
});

/** The answer for `lodgings` lodgings; the days of the chart follow the period asked. */
function answer(call: RecordedCall, lodgings: number) {
  const custom = call.variables?.range === 'CUSTOM';
  const range = custom
    ? { from: call.variables!.from as string, to: call.variables!.to as string }
    : { from: '2026-12-01', to: '2026-12-04' };
  const labels = custom ? ['2026-01', '2026-02'] : ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
  return gqlData({
    managerSales: {
      __typename: 'ManagerSales',
      range: {
        __typename: 'SalesRangeInfo',
        kind: call.variables?.range,
        ...range,
        previousFrom: '2026-11-01',
        previousTo: '2026-11-04',
        grain: custom ? 'month' : 'day',
      },
      kpis: kpis(1_200_000),
      previous: kpis(1_000_000),
      chart: chart(labels),
      hotels: Array.from({ length: lodgings }, (_, i) => ({
        __typename: 'LodgingPeriodSales',
        hotel: { __typename: 'Hotel', id: i + 1, name: `숙소 ${i + 1}`, address: '서울특별시 중구' },
        kpis: kpis(100_000 * (i + 1)),
        previous: kpis(100_000),
        chart: chart(labels),
        rooms: [],
      })),
    },
  });
}

function server(lodgings = 3) {
  storeSession();
  return fakeServer({
    graphql: {
      Me: () => gqlData({ me: account('ROLE_MANAGER', '박매니저') }),
      ManagerSales: (call) => answer(call, lodgings),
    },
  });
}

const kpi = (label: string) =>
  within(screen.getAllByTestId('kpi').find((card) => card.textContent?.startsWith(label))!).getByTestId('kpi-value');

describe('the manager dashboard', () => {
  it('opens on this month with the five figures, their moves and Korean dates on the axis', async () => {
    const fake = server();
    const { container } = renderApp('/manager', fake);
    await screen.findAllByTestId('kpi');
    expect(fake.named('ManagerSales')[0]?.variables).toEqual({ range: 'THIS_MONTH', from: null, to: null });
    expect(kpi('매출').textContent).toBe('1,200,000원');
    expect(kpi('점유율').textContent).toBe('30.0%');
    expect(kpi('ADR').textContent).toBe('100,000원');
    expect(kpi('RevPAR').textContent).toBe('30,000원');
    expect(screen.getAllByText('이전 기간 대비 ▲20.0%').length).toBeGreaterThan(0);
    expect(screen.getByTestId('range-text').textContent).toContain('12월 1일 (화) – 12월 4일 (금) · 4일');
    await waitFor(() => expect(container.querySelector('.apexcharts-xaxis-label')).not.toBeNull());
    const axis = [...container.querySelectorAll('.apexcharts-xaxis-label')].map((node) => node.textContent);
    expect(axis).toContain('12월 1일');
    expect(axis.join()).not.toMatch(/2026-12/);
  });

  it('asks the server for the period picked, kept in the address', async () => {
    const fake = server();
    const { user, router } = renderApp('/manager', fake);
    await screen.findAllByTestId('kpi');
    const picker = screen.getByRole('group', { name: '기간' });
    await user.click(within(picker).getByRole('button', { name: '최근 7일' }));
    await waitFor(() => expect(fake.named('ManagerSales').at(-1)?.variables).toMatchObject({ range: 'LAST_7_DAYS' }));
    expect(router.state.location.search).toBe('?range=LAST_7_DAYS');
    expect(within(picker).getByRole('button', { name: '최근 7일' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('checks a custom period before asking: from ≤ to, at most two years', async () => {
    const fake = server();
    const { user, router } = renderApp('/manager', fake);
    await screen.findAllByTestId('kpi');
    await user.click(screen.getByRole('button', { name: '직접 선택' }));
    const form = screen.getByRole('form', { name: '기간 직접 선택' });
    const [from, to] = [within(form).getByLabelText('시작일'), within(form).getByLabelText('종료일')];
    await user.type(from, '2026-03-10');
    await user.type(to, '2026-03-01');
    await user.click(within(form).getByRole('button', { name: '적용' }));
    expect(within(form).getByRole('alert').textContent).toBe(SALES_RANGE_MESSAGES.reversed);
    await user.clear(from);
    await user.type(from, '2024-01-01');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(within(form).getByRole('button', { name: '적용' }));
    expect(within(form).getByRole('alert').textContent).toBe(SALES_RANGE_MESSAGES.tooLong);
    expect(fake.named('ManagerSales').every((call) => call.variables?.range !== 'CUSTOM')).toBe(true);
    await user.clear(from);
    await user.type(from, '2026-01-15');
    await user.click(within(form).getByRole('button', { name: '적용' }));
    await waitFor(() =>
      expect(fake.named('ManagerSales').at(-1)?.variables).toEqual({
        range: 'CUSTOM',
        from: '2026-01-15',
        to: '2026-03-01',
      }),
    );
    expect(router.state.location.search).toBe('?range=CUSTOM&from=2026-01-15&to=2026-03-01');
    await screen.findByText(/1월 15일 \(목\) – 3월 1일 \(일\)/);
    // A period over a year's turn names both years.
    await user.clear(from);
    await user.type(from, '2025-12-20');
    await user.click(within(form).getByRole('button', { name: '적용' }));
    await screen.findByText(/2025년 12월 20일 \(토\) – 2026년 3월 1일 \(일\) · 72일/);
  });

  it('shows up to 8 lodgings as a donut in 8 distinct colours, and more as horizontal bars', async () => {
    const eight = renderApp('/manager', server(8));
    const donut = await within(eight.container).findByTestId('share-donut');
    await waitFor(() => expect(donut.querySelectorAll('.apexcharts-pie-area')).toHaveLength(8));
    const fills = [...donut.querySelectorAll('.apexcharts-pie-area')].map((slice) => slice.getAttribute('fill'));
    expect(new Set(fills).size).toBe(8);
    const rgb = (hex: string) => `rgba(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(',')},1)`;
    expect(fills).toEqual(SHARE_COLORS.map(rgb));
    eight.unmount();

    const nine = renderApp('/manager', server(9));
    const bars = await within(nine.container).findByTestId('share-bars');
    expect(within(nine.container).queryByTestId('share-donut')).toBeNull();
    await waitFor(() => expect(bars.querySelectorAll('.apexcharts-bar-area')).toHaveLength(9));
    // Largest first: 숙소 9 (900,000원) heads the bars.
    const names = [...bars.querySelectorAll('.apexcharts-yaxis-label')].map((node) => node.textContent);
    expect(names[0]).toBe('숙소 9');
  });
});
