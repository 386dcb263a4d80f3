import { SITE_NAME } from '../ssr/site';

/**
 * The tiles' template the server names in the page (`<meta name="map-tiles">`: its MAP_TILE_URL, else its tile
 * stand-in); the stand-in's when the page names none (the Vite dev server's index.html).
 */
export function mapTileUrl(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="map-tiles"]')?.content || '/local/tiles/{z}/{x}/{y}.svg';
}

/**
 * The tiles' credit in the map's corner: OpenStreetMap's licence for its tiles, else the stand-in's name (the
 * stand-in serves development and tests only, so its credit is not translated).
 */
export const tileAttribution = (tiles: string): string =>
  tiles.includes('openstreetmap') ? '&copy; OpenStreetMap contributors' : `${SITE_NAME} (local tiles)`;
