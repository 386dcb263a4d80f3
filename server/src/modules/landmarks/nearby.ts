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

/**
 * A subquery for the `count` landmarks closest to the point of two SQL expressions (a lodging's columns in
 * the hotel detail statement) by great-circle (haversine) distance, nearest first, as one JSON array.
 */
export function nearestLandmarksJson(latitude: string, longitude: string, count: number = LIMITS.nearbyLandmarks) {
  return `(select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'category', d.category,
                   'location', d.location, 'latitude', d.latitude, 'longitude', d.longitude,
                   'imagePath', d.images[1], 'distanceKm', d.distance) order by d.distance, d.id), '[]')
             from (select l.*, 2 * ${EARTH_RADIUS_KM} * asin(sqrt(
                      power(sin(radians(l.latitude - ${latitude}) / 2), 2) +
                      cos(radians(${latitude})) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - ${longitude}) / 2), 2)
                    )) as distance
                     from landmarks l
                    order by distance, l.id
                    limit ${Number(count)}) d)`;
}

/** A row of `nearestLandmarksJson`, rounded for display, with the travel time at 20 km/h. */
export function toNearbyLandmark(row: Omit<NearbyLandmark, 'travelMinutes'>): NearbyLandmark {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    imagePath: row.imagePath,
    distanceKm: Math.round(row.distanceKm * 10) / 10,
    travelMinutes: Math.max(1, Math.ceil((row.distanceKm / LIMITS.landmarkTravelKmPerHour) * 60)),
  };
}
