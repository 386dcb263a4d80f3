import 'leaflet/dist/leaflet.css';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  divIcon,
  latLngBounds,
  type LatLngBounds,
  type Map as LeafletMap,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useIntl } from 'react-intl';
import { SearchMapDocument, type SearchMapQuery, type SearchMapQueryVariables } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import { mapTileUrl, tileAttribution } from '../../lib/map-tiles';
import type { MapBounds } from './map-bounds';

/** A pin: a lodging with rooms for the stay, so with its total (the server pins only those). */
export type MapPin = SearchMapQuery['searchMap']['pins'][number] & { stayTotal: number };
const priced = (pin: SearchMapQuery['searchMap']['pins'][number]): pin is MapPin => pin.stayTotal !== null;

export interface SearchMapProps {
  criteria: SearchMapQueryVariables['criteria'];
  filter: SearchMapQueryVariables['filter'];
  /** Where the map opens: the URL's area, else around the first page's lodgings; all of Korea without either. */
  initial: MapBounds | null;
  selected: number | null;
  onSelect(pin: MapPin | null): void;
  /** The visitor moved or zoomed the map (not the opening fit): the area now shown. */
  onMoved(bounds: MapBounds): void;
  /**
   * The ± buttons, beside the list on wide screens; phones pinch (and the keyboard's +/- work anywhere), and there
   * the buttons would sit on pins in a small map.
   */
  zoomButtons: boolean;
}

const KOREA = { center: [36.4, 127.9] as [number, number], zoom: 7 };

const boundsOf = (map: LeafletMap): MapBounds => {
  const area = map.getBounds();
  return { south: area.getSouth(), west: area.getWest(), north: area.getNorth(), east: area.getEast() };
};

/**
 * A pin is a Leaflet marker (a focusable `role="button"` element) showing the stay total the cards show, in a fixed
 * box so it stays clickable whatever the price's width; its name (useMarkerName) adds the lodging's.
 */
const pinIcon = (price: string, selected: boolean) =>
  divIcon({
    className: '',
    iconSize: [96, 30],
    iconAnchor: [48, 30],
    html: `<span class="flex h-full items-end justify-center"><span class="rounded-full px-2.5 py-1 text-xs font-bold shadow-md ring-1 ${
      selected ? 'bg-stone-900 text-white ring-stone-900' : 'bg-white text-stone-900 ring-stone-300'
    }">${escapeHtml(price)}</span></span>`,
  });

const clusterIcon = (count: string) =>
  divIcon({
    className: '',
    iconSize: [44, 44],
    iconAnchor: [22, 22],
    html: `<span class="grid size-full place-items-center rounded-full bg-brand-700/90 text-sm font-bold text-white shadow-md ring-4 ring-brand-100">${escapeHtml(count)}</span>`,
  });

/** Words into a DivIcon's HTML: a translation could hold `<` or `&`. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Follows the map: the area and zoom the pins are asked for; a move after the opening fit is the visitor's. */
function ViewWatcher({
  opening,
  onView,
}: {
  opening: LatLngBounds | null;
  onView(bounds: MapBounds, zoom: number, moved: boolean): void;
}) {
  const map = useMap();
  const fitting = useRef(false);
  useEffect(() => {
    // The box may have been laid out after Leaflet measured it (styles arriving with the chunk): measure and fit again.
    fitting.current = true;
    map.invalidateSize({ animate: false });
    if (opening) map.fitBounds(opening, { animate: false });
    fitting.current = false;
    onView(boundsOf(map), Math.round(map.getZoom()), false);
  }, [map, opening, onView]);
  useMapEvents({ moveend: () => onView(boundsOf(map), Math.round(map.getZoom()), !fitting.current) });
  return null;
}

/** The search's lodgings on a Leaflet map (loaded with this chunk only where a map is shown). */
export function SearchMap({ criteria, filter, initial, selected, onSelect, onMoved, zoomButtons }: SearchMapProps) {
  const tiles = mapTileUrl();
  const messages = useSpecMessages();
  const [view, setView] = useState<{ bounds: MapBounds; zoom: number } | null>(null);
  const onView = useMemo(
    () => (bounds: MapBounds, zoom: number, moved: boolean) => {
      setView({ bounds, zoom });
      if (moved) onMoved(bounds);
    },
    [onMoved],
  );
  const { data, previousData, error } = useQuery(
    SearchMapDocument,
    view
      ? {
          variables: {
            criteria,
            stay: {
              startDate: criteria.startDate,
              endDate: criteria.endDate,
              rooms: criteria.rooms,
              persons: criteria.persons,
            },
            filter,
            bounds: view.bounds,
            zoom: view.zoom,
          },
        }
      : skipToken,
  );
  const answer = (data ?? previousData)?.searchMap;
  // The opening area is fixed at mount: later searches (이 지역에서 재검색) leave the map where the visitor put it.
  const [opening] = useState(() =>
    initial ? latLngBounds([initial.south, initial.west], [initial.north, initial.east]).pad(0.05) : null,
  );

  return (
    <>
      {error && !answer && (
        <p
          role="alert"
          className="absolute inset-x-3 bottom-10 z-[1000] mx-auto max-w-sm rounded-xl bg-white px-4 py-2 text-center text-sm text-rose-700 shadow-lg"
        >
          {messages.searchMapFailed}
        </p>
      )}
      <MapContainer
        {...(opening ? { bounds: opening } : KOREA)}
        scrollWheelZoom
        zoomControl={false}
        className="size-full"
      >
        <TileLayer url={tiles} attribution={tileAttribution(tiles)} />
        {/* Bottom right: the top holds 이 지역에서 재검색 and a tapped pin's card. */}
        {zoomButtons && <ZoomControl position="bottomright" />}
        <ViewWatcher opening={opening} onView={onView} />
        {answer?.clusters.map((cluster) => (
          <ClusterMarker key={`${cluster.latitude},${cluster.longitude}`} cluster={cluster} />
        ))}
        {answer?.pins.filter(priced).map((pin) => (
          <PinMarker key={pin.id} pin={pin} selected={pin.id === selected} onSelect={onSelect} />
        ))}
      </MapContainer>
    </>
  );
}

/**
 * The marker's accessible name, set on Leaflet's element (a DivIcon cannot carry one, and visually hidden words inside
 * it are read with stray spaces): `가 호텔 128,000원`, `숙소 12곳`. Again when the icon changes, since Leaflet keeps the element.
 */
function useMarkerName(name: string, icon: unknown) {
  const ref = useRef<LeafletMarker>(null);
  useEffect(() => {
    ref.current?.getElement()?.setAttribute('aria-label', name);
  }, [name, icon]);
  return ref;
}

/** One lodging's pin; its icon is made again only when what it shows changes (a new icon replaces the element). */
function PinMarker({ pin, selected, onSelect }: { pin: MapPin; selected: boolean; onSelect(pin: MapPin): void }) {
  const price = useFormat().won(pin.stayTotal);
  const icon = useMemo(() => pinIcon(price, selected), [price, selected]);
  const handlers = useMemo(() => ({ click: () => onSelect(pin) }), [pin, onSelect]);
  const ref = useMarkerName(`${pin.name} ${price}`, icon);
  return (
    <Marker
      ref={ref}
      position={[pin.latitude, pin.longitude]}
      icon={icon}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={handlers}
    />
  );
}

/** A count bubble; tapping it zooms to the area it gathers. */
function ClusterMarker({ cluster }: { cluster: SearchMapQuery['searchMap']['clusters'][number] }) {
  const map = useMap();
  const t = useT();
  const count = useIntl().formatNumber(cluster.count);
  const icon = useMemo(() => clusterIcon(count), [count]);
  const handlers = useMemo(
    () => ({
      click: () => map.fitBounds(latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]).pad(0.1)),
    }),
    [map, cluster],
  );
  const ref = useMarkerName(t('search.map.cluster', { count: cluster.count }), icon);
  return <Marker ref={ref} position={[cluster.latitude, cluster.longitude]} icon={icon} eventHandlers={handlers} />;
}
