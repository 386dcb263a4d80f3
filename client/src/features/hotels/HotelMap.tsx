import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';

/** Tiles from the VITE_MAP_TILE_URL setting, OpenStreetMap's by default; a failed tile only leaves a grey square. */
export const MAP_TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The lodging on a Leaflet map (a circle marker: no marker images to bundle). */
export function HotelMap({ name, latitude, longitude }: { name: string; latitude: number; longitude: number }) {
  return (
    <MapContainer center={[latitude, longitude]} zoom={15} scrollWheelZoom={false} className="h-72 w-full rounded-2xl">
      <TileLayer url={MAP_TILE_URL} attribution="&copy; OpenStreetMap contributors" />
      <CircleMarker center={[latitude, longitude]} radius={10} pathOptions={{ color: '#0f766e', fillOpacity: 0.7 }}>
        <Tooltip permanent direction="top">
          {name}
        </Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
