import { ROOM_AMENITY_SUGGESTIONS, ROOM_BED_TYPES } from '@shim/common/room-facts';

// Message ids in the order of common's lists (the Korean values stay the stored ones).
const BED_IDS = ['single', 'double', 'queen', 'king', 'twin', 'ondol', 'family'] as const;
const AMENITY_IDS = [
  'wifi',
  'tv',
  'airConditioner',
  'fridge',
  'bathtub',
  'shower',
  'hairDryer',
  'kettle',
  'microwave',
  'washer',
  'kitchen',
  'balcony',
  'oceanView',
  'cityView',
  'nonSmoking',
] as const;

/** The message id of a stored bed type, or null for one outside the fixed list. */
export function bedKey(bedType: string): string | null {
  const id = BED_IDS[(ROOM_BED_TYPES as readonly string[]).indexOf(bedType)];
  return id ? `lodging.room.bed.${id}` : null;
}

/** The message id of a suggested amenity; a manager's own tag has none and shows as written. */
export function amenityKey(tag: string): string | null {
  const id = AMENITY_IDS[(ROOM_AMENITY_SUGGESTIONS as readonly string[]).indexOf(tag)];
  return id ? `lodging.room.amenity.${id}` : null;
}
