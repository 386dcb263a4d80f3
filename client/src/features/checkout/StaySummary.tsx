import { nightsBetween } from '@shim/common/stay';
import { formatStayDate } from '../../lib/korean-date';
import type { BookingDraft } from '../../lib/booking-draft';
import type { CheckoutRoom } from './use-checkout-draft';

/** What is being booked: the lodging, the room type, the dates and the party (from the draft and the server). */
export function StaySummary({ draft, room }: { draft: BookingDraft; room: CheckoutRoom }) {
  const image = draft.hotel.imageUrl ?? room.imageUrl;
  return (
    <section aria-label="예약 정보" className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
      {image ? (
        <img src={image} alt="" className="size-24 shrink-0 rounded-xl object-cover" />
      ) : (
        <div aria-hidden className="size-24 shrink-0 rounded-xl bg-stone-100" />
      )}
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-bold text-stone-900">{room.hotel.name}</p>
        <p className="text-sm text-stone-600">{room.name}</p>
        <p className="text-sm">
          {`${formatStayDate(draft.checkIn)} ~ ${formatStayDate(draft.checkOut)} · ${nightsBetween(draft.checkIn, draft.checkOut)}박`}
        </p>
        <p className="text-sm text-stone-600">{`객실 ${draft.rooms}개 · 인원 ${draft.guests}명 · 체크인 ${room.hotel.checkinTime} · 체크아웃 ${room.hotel.checkoutTime}`}</p>
      </div>
    </section>
  );
}
