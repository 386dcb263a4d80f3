import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { formatMonthDay } from '@shim/common/dates';
import { axisDates, chartLabel, chartLabels } from './chart-labels';
import { axisWon, pct, won } from './parts';

const FONT = 'Pretendard, "Noto Sans KR", sans-serif';

/** Eight colours told apart at a glance (and by most colour-blind eyes): past eight, shares are bars. */
export const SHARE_COLORS = ['#047857', '#f59e0b', '#2563eb', '#dc2626', '#7c3aed', '#0891b2', '#db2777', '#65a30d'];
export const MAX_DONUT_SLICES = SHARE_COLORS.length;

/** Sales as bars and occupancy as a line on a second axis (spec §2 sales dashboard); Korean dates on the axis. */
export function SalesOccupancyChart({
  labels,
  sales,
  occupancy,
}: {
  labels: string[];
  sales: number[];
  occupancy?: number[];
}) {
  const series = [{ name: '매출', type: 'column', data: sales }];
  if (occupancy) series.push({ name: '점유율', type: 'line', data: occupancy });
  // A day's tooltip names its weekday (12월 4일 (금)); months and years read as the axis does.
  const tooltipTitle = (index: number) => {
    const label = labels[index] ?? '';
    return chartLabel(/^\d{4}-\d{2}-\d{2}$/.test(label) ? formatMonthDay(label) : (axisDates(labels)[index] ?? label));
  };
  const options: ApexOptions = {
    chart: { fontFamily: FONT, toolbar: { show: false }, animations: { enabled: false } },
    labels: chartLabels(axisDates(labels)),
    stroke: { width: occupancy ? [0, 3] : [0] },
    colors: ['#047857', '#f59e0b'],
    dataLabels: { enabled: false },
    xaxis: { tickAmount: Math.min(labels.length, 12), labels: { rotate: -45, hideOverlappingLabels: true } },
    yaxis: occupancy
      ? [
          { title: { text: '매출(원)' }, labels: { formatter: axisWon } },
          {
            opposite: true,
            max: 100,
            min: 0,
            title: { text: '점유율(%)' },
            labels: { formatter: (v) => `${Math.round(v)}%` },
          },
        ]
      : [{ title: { text: '매출(원)' }, labels: { formatter: axisWon } }],
    tooltip: {
      shared: true,
      x: { formatter: (_value, opts?: { dataPointIndex?: number }) => tooltipTitle(opts?.dataPointIndex ?? 0) },
      y: { formatter: (value, opts) => (opts?.seriesIndex === 1 ? pct(value ?? 0) : won(value ?? 0)) },
    },
    legend: { position: 'top' },
    // A phone has room for about six dates.
    responsive: [{ breakpoint: 640, options: { xaxis: { tickAmount: Math.min(labels.length, 6) } } }],
  };
  return <Chart type="line" height={320} series={series} options={options} />;
}

/**
 * Shares of sales per lodging, room type or region: a donut in eight distinct colours, or past eight a
 * horizontal bar per name, largest first (a donut's ninth colour would repeat the first).
 */
export function ShareChart({
  labels,
  sales,
  onSelect,
}: {
  labels: string[];
  sales: number[];
  /** The index picked, in the order given. */
  onSelect?: (index: number) => void;
}) {
  const select = (config?: { dataPointIndex?: number }, order?: number[]) => {
    const index = config?.dataPointIndex ?? -1;
    onSelect?.(order ? (order[index] ?? -1) : index);
  };
  if (labels.length > MAX_DONUT_SLICES) {
    const order = labels.map((_, i) => i).sort((a, b) => sales[b]! - sales[a]!);
    const options: ApexOptions = {
      chart: {
        fontFamily: FONT,
        toolbar: { show: false },
        animations: { enabled: false },
        events: onSelect ? { dataPointSelection: (_e, _c, config) => select(config, order) } : {},
      },
      plotOptions: { bar: { horizontal: true, barHeight: '70%' } },
      colors: [SHARE_COLORS[0]!],
      dataLabels: { enabled: false },
      xaxis: {
        categories: chartLabels(order.map((i) => labels[i]!)),
        labels: { formatter: (v) => axisWon(Number(v)) },
      },
      tooltip: { y: { formatter: (value) => won(value ?? 0) } },
      legend: { show: false },
    };
    return (
      <div data-testid="share-bars">
        <Chart
          type="bar"
          height={Math.max(240, 28 * labels.length + 60)}
          series={[{ name: '매출', data: order.map((i) => sales[i]!) }]}
          options={options}
        />
      </div>
    );
  }
  const options: ApexOptions = {
    chart: {
      fontFamily: FONT,
      animations: { enabled: false },
      events: onSelect ? { dataPointSelection: (_e, _c, config) => select(config) } : {},
    },
    colors: SHARE_COLORS.slice(0, labels.length),
    labels: chartLabels(labels),
    legend: { position: 'bottom' },
    tooltip: { y: { formatter: (value) => won(value ?? 0) } },
    dataLabels: { formatter: (value: number) => pct(value) },
  };
  return (
    <div data-testid="share-donut">
      <Chart type="donut" height={300} series={sales} options={options} />
    </div>
  );
}
