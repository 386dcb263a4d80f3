import express, { type Router } from 'express';
import { lookUpPlace } from './gazetteer';

/**
 * The local stand-in for the Kakao Local API's address search (ARCHITECTURE §6), mounted at
 * LOCAL_GEOCODING_PATH: `GET /v2/local/search/address.json?query=…` with `Authorization: KakaoAK {key}`,
 * answering Kakao's shape `{meta, documents: [{address_name, address_type, x, y, address, road_address}]}`
 * (x = longitude, y = latitude, as strings) from the gazetteer of the demo regions; an unknown address
 * has no documents. Kakao's error shape `{errorType, message}` for a wrong key or a missing query.
 */
export function localGeocoderRouter(restApiKey: string): Router {
  const router = express.Router();
  router.get('/v2/local/search/address.json', (req, res) => {
    if (req.headers.authorization !== `KakaoAK ${restApiKey}`) {
      res.status(401).json({ errorType: 'AccessDeniedError', message: 'cannot find appkey' });
      return;
    }
    const query = typeof req.query.query === 'string' ? req.query.query : '';
    if (!query.trim()) {
      res.status(400).json({ errorType: 'MissingParameter', message: 'query parameter required' });
      return;
    }
    const place = lookUpPlace(query);
    const x = place ? String(place.lng) : '';
    const y = place ? String(place.lat) : '';
    const road = place ? /[로길]\s/.test(`${place.query} `) : false;
    // Kakao's regions come from its own map, not from the query: here, the gazetteer's matched place.
    const [region1 = '', region2 = ''] = place ? place.address.split(' ') : [];
    const parts = { region_1depth_name: region1, region_2depth_name: region2 };
    const documents = place
      ? [
          {
            address_name: place.query,
            address_type: road ? 'ROAD_ADDR' : 'REGION',
            x,
            y,
            address: road ? null : { address_name: place.query, x, y, ...parts },
            road_address: road ? { address_name: place.query, x, y, ...parts } : null,
          },
        ]
      : [];
    res.json({ meta: { total_count: documents.length, pageable_count: documents.length, is_end: true }, documents });
  });
  return router;
}
