import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { mapTileUrl, tileAttribution } from '../../lib/map-tiles';

/** The lodging on a Leaflet map (a circle marker: no marker images to bundle); a failed tile leaves a grey square. */
export function HotelMap({ name, latitude, longitude }: { name: string; latitude: number; longitude: number }) {
  const tiles = mapTileUrl();
  return (
    <MapContainer center={[latitude, longitude]} zoom={15} scrollWheelZoom={false} className="h-72 w-full rounded-2xl">
      <TileLayer url={tiles} attribution={tileAttribution(tiles)} />
      <CircleMarker center={[latitude, longitude]} radius={10} pathOptions={{ color: '#0f766e', fillOpacity: 0.7 }}>
        <Tooltip permanent direction="top">
          {name}
        </Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
