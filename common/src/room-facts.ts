import { MESSAGES } from './messages';

/**
 * A room type's facts (docs/decisions/lodgings.md "Room facts"): bed type from a fixed list, size in ㎡,
 * amenity tags and a description. The manager's form and the server check them by these rules.
 */
export const ROOM_BED_TYPES = ['싱글', '더블', '퀸', '킹', '트윈', '온돌', '패밀리'] as const;
export type RoomBedType = (typeof ROOM_BED_TYPES)[number];

/** The form's amenity suggestions; a manager may also type a tag of their own. */
export const ROOM_AMENITY_SUGGESTIONS = [
  '무료 와이파이',
  'TV',
  '에어컨',
  '냉장고',
  '욕조',
  '샤워부스',
  '헤어드라이어',
  '커피포트',
  '전자레인지',
  '세탁기',
  '취사 가능',
  '발코니',
  '오션뷰',
  '시티뷰',
  '금연',
] as const;

export const ROOM_FACT_LIMITS = {
  sizeMin: 1,
  sizeMax: 1000,
  amenitiesMax: 20,
  amenityLengthMax: 20,
  descriptionMax: 1000,
} as const;

export interface RoomFactsInput {
  bedType?: string | null;
  size?: number | null;
  amenities?: readonly string[] | null;
  description?: string | null;
}

export interface RoomFacts {
  bedType: RoomBedType | null;
  size: number | null;
  amenities: string[];
  description: string | null;
}

export const isBedType = (value: string): value is RoomBedType => (ROOM_BED_TYPES as readonly string[]).includes(value);

/**
 * The facts as stored (blank is none, tags trimmed and each once) or the first rule they break, in Korean.
 * Absent fields are none: the form sends the whole room.
 */
export function checkRoomFacts(input: RoomFactsInput): { facts: RoomFacts } | { problem: string } {
  const bed = (input.bedType ?? '').trim();
  if (bed && !isBedType(bed)) return { problem: MESSAGES.roomBedTypeInvalid };
  const size = input.size ?? null;
  if (
    size !== null &&
    !(Number.isSafeInteger(size) && size >= ROOM_FACT_LIMITS.sizeMin && size <= ROOM_FACT_LIMITS.sizeMax)
  )
    return { problem: MESSAGES.roomSizeInvalid };
  const raw = input.amenities ?? [];
  if (!Array.isArray(raw) || !raw.every((tag) => typeof tag === 'string'))
    return { problem: MESSAGES.roomAmenityInvalid };
  const amenities = [...new Set(raw.map((tag) => tag.trim().replace(/\s+/g, ' ')).filter(Boolean))];
  if (amenities.some((tag) => tag.length > ROOM_FACT_LIMITS.amenityLengthMax))
    return { problem: MESSAGES.roomAmenityTooLong };
  if (amenities.length > ROOM_FACT_LIMITS.amenitiesMax) return { problem: MESSAGES.roomAmenitiesTooMany };
  const description = (input.description ?? '').trim();
  if (description.length > ROOM_FACT_LIMITS.descriptionMax) return { problem: MESSAGES.roomDescriptionTooLong };
  return {
    facts: { bedType: bed ? (bed as RoomBedType) : null, size, amenities, description: description || null },
  };
}

/** `퀸 침대 · 32㎡`: the card's one line of bed and size; null when neither is known. */
export function roomFactsLine(facts: { bedType: string | null; size: number | null }): string | null {
  const parts = [
    facts.bedType ? (facts.bedType === '온돌' ? '온돌' : `${facts.bedType} 침대`) : null,
    facts.size ? `${facts.size.toLocaleString('ko-KR')}㎡` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
