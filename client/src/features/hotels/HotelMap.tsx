import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';

/**
 * The tiles' template the server names in the page (`<meta name="map-tiles">`: its MAP_TILE_URL, else its tile
 * stand-in); the stand-in's when the page names none (the Vite dev server's index.html).
 */
export function mapTileUrl(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="map-tiles"]')?.content || '/local/tiles/{z}/{x}/{y}.svg';
}

/** The lodging on a Leaflet map (a circle marker: no marker images to bundle); a failed tile leaves a grey square. */
export function HotelMap({ name, latitude, longitude }: { name: string; latitude: number; longitude: number }) {
  const tiles = mapTileUrl();
  return (
    <MapContainer center={[latitude, longitude]} zoom={15} scrollWheelZoom={false} className="h-72 w-full rounded-2xl">
      <TileLayer
        url={tiles}
        attribution={tiles.includes('openstreetmap') ? '&copy; OpenStreetMap contributors' : undefined}
      />
      <CircleMarker center={[latitude, longitude]} radius={10} pathOptions={{ color: '#0f766e', fillOpacity: 0.7 }}>
        <Tooltip permanent direction="top">
          {name}
        </Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
