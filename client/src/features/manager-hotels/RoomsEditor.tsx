import { IMAGE_UPLOAD_ACCEPT, imageFileProblem } from '@shim/common/reviews';
import { ROOM_TRANSLATION_LIMITS } from '@shim/common/content-translations';
import { TranslationTabs } from '../../components/TranslationTabs';
import { newRoom, type RoomDraft } from './hotel-form';
import { RoomFactsFields } from './RoomFactsFields';
import { DayUseOfferPanel } from './DayUseOfferPanel';

const input =
  'w-full rounded-lg border border-stone-300 bg-white px-2.5 py-1.5 text-sm outline-none focus:border-brand-600';

/** The room's number and time fields, in the form's order: visible text, and the name in its aria-label. */
const ROOM_FIELDS: {
  key: 'price' | 'count' | 'people' | 'checkinTime' | 'checkoutTime';
  text: string;
  name: string;
  time?: true;
}[] = [
  { key: 'price', text: '1박 요금 (원)', name: '요금' },
  { key: 'count', text: '객실 수', name: '객실 수' },
  { key: 'people', text: '최대 인원', name: '최대 인원' },
  { key: 'checkinTime', text: '체크인', name: '체크인', time: true },
  { key: 'checkoutTime', text: '체크아웃', name: '체크아웃', time: true },
];

/**
 * The lodging's room types: name, price, count, people, times, photo, on sale or not (spec §3 manager room), and
 * the facts the guest's room card shows (bed, size, amenities, description).
 */
export function RoomsEditor({
  rooms,
  onChange,
  onProblem,
}: {
  rooms: RoomDraft[];
  onChange(rooms: RoomDraft[]): void;
  onProblem(message: string | null): void;
}) {
  const update = (key: string, patch: Partial<RoomDraft>) =>
    onChange(rooms.map((room) => (room.key === key ? { ...room, ...patch } : room)));

  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">객실</legend>
      {rooms.length === 0 && <p className="text-sm text-stone-500">등록된 객실이 없습니다.</p>}
      <ul className="space-y-4">
        {rooms.map((room, index) => {
          const label = (what: string) => `객실 ${index + 1} ${what}`;
          return (
            <li key={room.key} className="rounded-lg border border-stone-100 bg-stone-50 p-3">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <label className="col-span-2 text-xs text-stone-600">
                  객실 이름
                  <input
                    aria-label={label('이름')}
                    className={input}
                    value={room.name}
                    onChange={(event) => update(room.key, { name: event.target.value })}
                  />
                </label>
                {ROOM_FIELDS.map((field) => (
                  <label key={field.key} className="text-xs text-stone-600">
                    {field.text}
                    <input
                      aria-label={label(field.name)}
                      {...(field.time ? { type: 'time' } : { inputMode: 'numeric' as const })}
                      className={input}
                      value={room[field.key]}
                      onChange={(event) => update(room.key, { [field.key]: event.target.value })}
                    />
                  </label>
                ))}
                <label className="flex items-center gap-2 text-xs text-stone-600">
                  <input
                    type="checkbox"
                    aria-label={label('판매 중')}
                    checked={room.active}
                    onChange={(event) => update(room.key, { active: event.target.checked })}
                  />
                  판매 중
                </label>
              </div>
              <RoomFactsFields room={room} label={label} onChange={(patch) => update(room.key, patch)} />
              <div className="mt-3 rounded-lg border border-stone-200 bg-white p-3">
                <p className="mb-2 text-xs font-semibold text-stone-700">외국어 이름·설명</p>
                <TranslationTabs
                  value={room.translations}
                  onChange={(translations) => update(room.key, { translations })}
                  limits={ROOM_TRANSLATION_LIMITS}
                  label={`객실 ${index + 1}`}
                  korean={
                    <p className="text-xs text-stone-500">한국어 이름과 설명은 위의 칸에 적습니다 (필수: 이름).</p>
                  }
                />
              </div>
              {room.id === null ? (
                <p className="mt-3 text-xs text-stone-500">대실은 객실을 저장한 뒤 정할 수 있어요.</p>
              ) : (
                <DayUseOfferPanel
                  roomId={room.id}
                  unitCount={Number(room.count) || 0}
                  offer={room.dayUseOffer}
                  label={label}
                />
              )}
              <div className="mt-2 flex flex-wrap items-center gap-3">
                {room.imageUrl && (
                  <img src={room.imageUrl} alt={label('사진')} className="h-14 w-20 rounded object-cover" />
                )}
                <label className="text-xs text-stone-600">
                  객실 사진
                  <input
                    aria-label={label('사진 선택')}
                    type="file"
                    accept={IMAGE_UPLOAD_ACCEPT}
                    className="block text-xs"
                    onChange={(event) => {
                      const file = event.currentTarget.files?.[0] ?? null;
                      const problem = file ? imageFileProblem(file) : null;
                      onProblem(problem);
                      if (problem) event.currentTarget.value = '';
                      else if (file) update(room.key, { photo: file, imageUrl: URL.createObjectURL(file) });
                    }}
                  />
                </label>
                <button
                  type="button"
                  className="ml-auto text-xs text-red-700 hover:underline"
                  onClick={() => onChange(rooms.filter((item) => item.key !== room.key))}
                >
                  객실 삭제
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="mt-3 rounded-lg border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50"
        onClick={() => onChange([...rooms, newRoom()])}
      >
        객실 추가
      </button>
    </fieldset>
  );
}
