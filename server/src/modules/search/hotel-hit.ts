import type { LodgingType } from '@shim/common/lodging';

/**
 * A lodging that has rooms for the stay: the search result hotel of spec §3. Below the service and the query
 * that reads it, so neither imports the other for its shape.
 */
export interface HotelHit {
  id: number;
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  region: string;
  active: boolean;
  latitude: number;
  longitude: number;
  /** Lowest average nightly price (won, one room) among the room types that fit the stay. */
  minPrice: number;
  /** Mean review score to one decimal; null without reviews. */
  avgScore: number | null;
  reviewCount: number;
  imagePath: string | null;
  services: string[];
}
