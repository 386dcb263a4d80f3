import { ROOM_AMENITY_SUGGESTIONS, ROOM_BED_TYPES, ROOM_FACT_LIMITS } from '@shim/common/room-facts';
import { useState } from 'react';
import type { RoomDraft } from './hotel-form';

const input =
  'w-full rounded-lg border border-stone-300 bg-white px-2.5 py-1.5 text-sm outline-none focus:border-brand-600';

type Facts = Pick<RoomDraft, 'bedType' | 'size' | 'amenities' | 'description'>;

/**
 * A room's facts in the manager's form: bed type from the fixed list, size in ㎡, amenities (the suggestions as
 * toggles, plus tags of the manager's own) and a description; the guest's room card shows them.
 */
export function RoomFactsFields({
  room,
  label,
  onChange,
}: {
  room: RoomDraft;
  /** `객실 1 침대 유형`: the room's number before the field's name. */
  label(what: string): string;
  onChange(patch: Partial<Facts>): void;
}) {
  const [tag, setTag] = useState('');
  const own = room.amenities.filter((item) => !(ROOM_AMENITY_SUGGESTIONS as readonly string[]).includes(item));
  const toggle = (item: string) =>
    onChange({
      amenities: room.amenities.includes(item)
        ? room.amenities.filter((other) => other !== item)
        : [...room.amenities, item],
    });
  const addTag = () => {
    const text = tag.trim().replace(/\s+/g, ' ');
    if (text && !room.amenities.includes(text)) onChange({ amenities: [...room.amenities, text] });
    setTag('');
  };

  return (
    <div className="mt-3 grid gap-2 border-t border-stone-200 pt-3 sm:grid-cols-4">
      <label className="text-xs text-stone-600">
        침대 유형
        <select
          aria-label={label('침대 유형')}
          className={input}
          value={room.bedType}
          onChange={(event) => onChange({ bedType: event.target.value })}
        >
          <option value="">선택 안 함</option>
          {ROOM_BED_TYPES.map((bed) => (
            <option key={bed} value={bed}>
              {bed}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs text-stone-600">
        {`크기 (㎡, ${ROOM_FACT_LIMITS.sizeMin}–${ROOM_FACT_LIMITS.sizeMax.toLocaleString('ko-KR')})`}
        <input
          aria-label={label('크기')}
          inputMode="numeric"
          className={input}
          value={room.size}
          onChange={(event) => onChange({ size: event.target.value })}
        />
      </label>
      <fieldset className="text-xs text-stone-600 sm:col-span-4">
        <legend>{`객실 편의시설 (최대 ${ROOM_FACT_LIMITS.amenitiesMax}개)`}</legend>
        <div className="mt-1 flex flex-wrap gap-1.5">
          {[...ROOM_AMENITY_SUGGESTIONS, ...own].map((item) => {
            const on = room.amenities.includes(item);
            return (
              <button
                key={item}
                type="button"
                aria-pressed={on}
                aria-label={`${label('편의시설')} ${item}`}
                onClick={() => toggle(item)}
                className={`rounded-full px-2.5 py-1 ring-1 ${
                  on ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-700 ring-stone-300'
                }`}
              >
                {item}
              </button>
            );
          })}
        </div>
        <div className="mt-2 flex gap-2">
          <input
            aria-label={label('편의시설 직접 입력')}
            placeholder="직접 입력 (20자까지)"
            maxLength={ROOM_FACT_LIMITS.amenityLengthMax}
            className={input}
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the tag instead of submitting the whole form.
              if (event.key === 'Enter') {
                event.preventDefault();
                addTag();
              }
            }}
          />
          <button
            type="button"
            onClick={addTag}
            className="shrink-0 rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50"
          >
            추가
          </button>
        </div>
      </fieldset>
      <label className="text-xs text-stone-600 sm:col-span-4">
        {`객실 설명 (${room.description.length.toLocaleString('ko-KR')} / ${ROOM_FACT_LIMITS.descriptionMax.toLocaleString('ko-KR')}자)`}
        <textarea
          aria-label={label('설명')}
          rows={3}
          className={input}
          value={room.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </label>
    </div>
  );
}
