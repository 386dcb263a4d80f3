import express, { type Router } from 'express';

/** Where the map tile stand-in answers: an XYZ tile template, as Leaflet's TileLayer reads it. */
export const LOCAL_TILES_PATH = '/local/tiles';
export const LOCAL_TILE_TEMPLATE = `${LOCAL_TILES_PATH}/{z}/{x}/{y}.svg`;

/** OpenStreetMap's tiles: the map of a production server that names no MAP_TILE_URL and serves no stand-ins. */
export const OSM_TILE_TEMPLATE = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const MAX_ZOOM = 19;

/** One 256 px tile: a plain land colour with a street grid, the same for the same coordinates. */
export function tileSvg(z: number, x: number, y: number): string {
  const minor = [64, 128, 192].map((at) => `M${at} 0V256M0 ${at}H256`).join('');
  // Every fourth tile draws a wider road on its edge, so panning shows the map move.
  const road = (x + y) % 4 === 0 ? '<path d="M0 0H256M0 0V256" stroke="#ffffff" stroke-width="10"/>' : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="#eef0e6"/>` +
    `<path d="${minor}" stroke="#ffffff" stroke-width="3"/>${road}` +
    `<text x="8" y="248" font-size="10" fill="#b5b8ad" font-family="sans-serif">${z}/${x}/${y}</text></svg>`
  );
}

/**
 * The local stand-in for a map tile server (ARCHITECTURE §6, "geocoding, maps"), mounted at LOCAL_TILES_PATH:
 * `GET /{z}/{x}/{y}.svg` answers a drawn tile for any coordinates of the zoom level, so the lodging page's map
 * works with nothing reached outside this server (e2e, demo, benches). Out-of-range coordinates answer 404.
 */
export function localTilesRouter(): Router {
  const router = express.Router();
  router.get('/:z/:x/:file', (req, res) => {
    const match = /^(\d{1,7})\.svg$/.exec(req.params.file);
    const [z, x, y] = [req.params.z, req.params.x, match?.[1]].map((part) =>
      part !== undefined && /^\d{1,7}$/.test(part) ? Number(part) : NaN,
    ) as [number, number, number];
    if (!(z <= MAX_ZOOM) || !(x < 2 ** z) || !(y < 2 ** z)) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(tileSvg(z, x, y));
  });
  return router;
}
