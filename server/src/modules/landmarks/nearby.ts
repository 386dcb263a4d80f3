import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS } from '@shim/common/limits';

export interface NearbyLandmark {
  id: number;
  name: string;
  category: string;
  location: string;
  latitude: number;
  longitude: number;
  imagePath: string | null;
  /** Great-circle distance, km to one decimal. */
  distanceKm: number;
  /** At 20 km/h (spec §2), rounded up, at least 1. */
  travelMinutes: number;
}

const EARTH_RADIUS_KM = 6371;

/** The landmarks closest to a point by great-circle (haversine) distance, nearest first. */
export async function nearestLandmarks(
  em: EntityManager,
  latitude: number,
  longitude: number,
  count: number = LIMITS.nearbyLandmarks,
): Promise<NearbyLandmark[]> {
  const rows = await em.getConnection().execute<Array<Omit<NearbyLandmark, 'travelMinutes'>>>(
    `select id, name, category, location, latitude, longitude, images[1] as "imagePath", distance as "distanceKm"
       from (select l.*, 2 * ${EARTH_RADIUS_KM} * asin(sqrt(
                power(sin(radians(l.latitude - ?) / 2), 2) +
                cos(radians(?)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ?) / 2), 2)
              )) as distance
               from landmarks l) d
      order by distance, id
      limit ?`,
    [latitude, latitude, longitude, count],
  );
  return rows.map((row) => ({
    ...row,
    distanceKm: Math.round(row.distanceKm * 10) / 10,
    travelMinutes: Math.max(1, Math.ceil((row.distanceKm / LIMITS.landmarkTravelKmPerHour) * 60)),
  }));
}
