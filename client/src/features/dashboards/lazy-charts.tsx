import { lazy, Suspense, type ComponentProps } from 'react';

// ApexCharts is the bulk of the dashboards' code: the figures show first, the charts when it has loaded.
const Charts = {
  SalesOccupancyChart: lazy(() => import('./charts').then((m) => ({ default: m.SalesOccupancyChart }))),
  ShareChart: lazy(() => import('./charts').then((m) => ({ default: m.ShareChart }))),
};

const fallback = <p className="py-16 text-center text-sm text-stone-500">차트를 불러오는 중…</p>;

export function SalesOccupancyChart(props: ComponentProps<typeof Charts.SalesOccupancyChart>) {
  return (
    <Suspense fallback={fallback}>
      <Charts.SalesOccupancyChart {...props} />
    </Suspense>
  );
}

export function ShareChart(props: ComponentProps<typeof Charts.ShareChart>) {
  return (
    <Suspense fallback={fallback}>
      <Charts.ShareChart {...props} />
    </Suspense>
  );
}
