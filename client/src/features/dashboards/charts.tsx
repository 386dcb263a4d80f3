import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { chartLabels } from './chart-labels';
import { axisWon, pct, won } from './parts';

const FONT = 'Pretendard, "Noto Sans KR", sans-serif';

/** Sales as bars and occupancy as a line on a second axis (spec §2 sales dashboard). */
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
  const options: ApexOptions = {
    chart: { fontFamily: FONT, toolbar: { show: false }, animations: { enabled: false } },
    labels: chartLabels(labels),
    stroke: { width: occupancy ? [0, 3] : [0] },
    colors: ['#047857', '#f59e0b'],
    dataLabels: { enabled: false },
    yaxis: occupancy
      ? [
          { title: { text: '매출(원)' }, labels: { formatter: axisWon } },
          { opposite: true, max: 100, min: 0, title: { text: '점유율(%)' }, labels: { formatter: (v) => `${v}%` } },
        ]
      : [{ title: { text: '매출(원)' }, labels: { formatter: axisWon } }],
    tooltip: {
      shared: true,
      y: { formatter: (value, opts) => (opts?.seriesIndex === 1 ? pct(value ?? 0) : won(value ?? 0)) },
    },
    legend: { position: 'top' },
  };
  return <Chart type="line" height={320} series={series} options={options} />;
}

/** Shares of sales: per hotel, per room or per region. */
export function SalesDonut({
  labels,
  sales,
  onSelect,
}: {
  labels: string[];
  sales: number[];
  onSelect?: (index: number) => void;
}) {
  const options: ApexOptions = {
    chart: {
      fontFamily: FONT,
      animations: { enabled: false },
      events: onSelect
        ? {
            dataPointSelection: (_event, _chart, config?: { dataPointIndex?: number }) =>
              onSelect(config?.dataPointIndex ?? -1),
          }
        : {},
    },
    labels: chartLabels(labels),
    legend: { position: 'bottom' },
    tooltip: { y: { formatter: (value) => won(value ?? 0) } },
    dataLabels: { formatter: (value: number) => pct(value) },
  };
  return <Chart type="donut" height={300} series={sales} options={options} />;
}
