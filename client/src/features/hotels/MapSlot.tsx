import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { useT } from '../../i18n/I18nProvider';

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

/**
 * True once the element comes within a screen of the viewport (at once where IntersectionObserver is missing):
 * what is below the fold loads when the visitor scrolls towards it, not with the page.
 */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Without an observer (old browsers, the server) it counts as near: the map is then only waiting to be mounted.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

export function MapSlot(props: { name: string; address: string; latitude: number; longitude: number }) {
  const t = useT();
  const fallback = <p className="rounded-2xl bg-stone-100 p-6 text-sm text-stone-600">{props.address}</p>;
  // Leaflet needs a browser: the server's HTML and the hydrating render show the placeholder; the map (its chunk
  // and tiles) comes when the section nears the screen, after the page's own paint.
  const mounted = useMounted();
  const [ref, near] = useNearViewport<HTMLElement>();
  const placeholder = <div className="h-72 animate-pulse rounded-2xl bg-stone-100" />;
  return (
    <section ref={ref} aria-labelledby="location" className="space-y-3">
      <h2 id="location" className="text-xl font-bold text-stone-900">
        {t('lodging.map.title')}
      </h2>
      <MapBoundary fallback={fallback}>
        {mounted && near ? (
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
