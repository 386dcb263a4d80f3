import { Component, lazy, Suspense, type ReactNode } from 'react';

const HotelMap = lazy(() => import('./HotelMap').then((module) => ({ default: module.HotelMap })));

/** Keeps the page up when the map cannot load (no WebGL/canvas, a failed chunk): it only shows the address. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function MapSlot(props: { name: string; address: string; latitude: number; longitude: number }) {
  const fallback = <p className="rounded-2xl bg-stone-100 p-6 text-sm text-stone-600">{props.address}</p>;
  return (
    <section aria-labelledby="location" className="space-y-3">
      <h2 id="location" className="text-xl font-bold text-stone-900">
        위치
      </h2>
      <MapBoundary fallback={fallback}>
        <Suspense fallback={<div className="h-72 animate-pulse rounded-2xl bg-stone-100" />}>
          <HotelMap name={props.name} latitude={props.latitude} longitude={props.longitude} />
        </Suspense>
      </MapBoundary>
      <p className="text-sm text-stone-600">{props.address}</p>
    </section>
  );
}
