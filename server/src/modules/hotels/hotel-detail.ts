import type { LodgingType } from '@shim/common/lodging';
import type { NearbyLandmark } from '../landmarks/nearby';

// The lodging as the detail page shows it: what the service answers and the repository's rows are cut from,
// below both so neither imports the other for its shape.

export interface NightOffer {
  date: string;
  availableCount: number;
  price: number;
}

/** A room type as the detail page shows it, with its availability for the stay when one is given. */
export interface RoomOffer {
  id: number;
  name: string;
  capacity: number;
  basePrice: number;
  unitCount: number;
  imagePath: string | null;
  /** The room type's own times, else the lodging's. */
  checkinTime: string;
  checkoutTime: string;
  /** Average nightly price over the stay (won, one room); the weekday base price without a stay. */
  price: number;
  /** One room for the whole stay; null without a stay. */
  stayPrice: number | null;
  /** Units free on every night of the stay (the minimum over its nights); null without a stay. */
  availableCount: number | null;
  nights: NightOffer[];
  /** Free for the rooms asked and big enough for the persons; null without a stay. */
  bookable: boolean | null;
}

export interface ReviewView {
  id: number;
  userName: string;
  score: number;
  content: string;
  imagePath: string | null;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}

export interface HotelDetail {
  id: number;
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  region: string;
  info: string;
  latitude: number;
  longitude: number;
  checkinTime: string;
  checkoutTime: string;
  active: boolean;
  /** As in search: the lowest average nightly price of a bookable room type (lowest base price without a stay). */
  minPrice: number | null;
  avgScore: number | null;
  reviewCount: number;
  images: Array<{ kind: 'MAIN' | 'SUB'; path: string }>;
  services: string[];
  rooms: RoomOffer[];
  reviews: ReviewView[];
  landmarks: NearbyLandmark[];
}
