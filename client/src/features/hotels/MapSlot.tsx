import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

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

const noSubscription = () => () => {};

/** False on the server and while hydrating its HTML, true in the browser after that. */
const useMounted = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function MapSlot(props: { name: string; address: string; latitude: number; longitude: number }) {
  const fallback = <p className="rounded-2xl bg-stone-100 p-6 text-sm text-stone-600">{props.address}</p>;
  // Leaflet needs a browser: the server's HTML and the hydrating render show the placeholder, then the map.
  const mounted = useMounted();
  const placeholder = <div className="h-72 animate-pulse rounded-2xl bg-stone-100" />;
  return (
    <section aria-labelledby="location" className="space-y-3">
      <h2 id="location" className="text-xl font-bold text-stone-900">
        위치
      </h2>
      <MapBoundary fallback={fallback}>
        {mounted ? (
          <Suspense fallback={placeholder}>
            <HotelMap name={props.name} latitude={props.latitude} longitude={props.longitude} />
          </Suspense>
        ) : (
          placeholder
        )}
      </MapBoundary>
      <p className="text-sm text-stone-600">{props.address}</p>
    </section>
  );
}
