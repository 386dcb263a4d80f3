import { LIMITS } from '@shim/common/limits';

/** A landmark near a lodging, as its detail shows it. */
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

/** A row of `nearestLandmarksJson` (hotel.repository.ts), rounded for display, with the travel time at 20 km/h. */
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
