import { nightsBetween } from '@shim/common/stay';
import { dayUseSpanOn } from '../../lib/day-use-labels';
import { formatStayDate } from '../../lib/korean-date';
import type { BookingDraft } from '../../lib/booking-draft';
import type { CheckoutRoom } from './use-checkout-draft';

/** What is being booked: the lodging, the room type, the dates (or the 대실 hours) and the party. */
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
        {draft.dayUse ? (
          <>
            <p className="text-sm">
              <span className="mr-1.5 rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-bold text-brand-800">{`대실 ${draft.dayUse.hours}시간`}</span>
              <span className="whitespace-nowrap">
                {dayUseSpanOn(draft.checkIn, draft.dayUse.start, draft.dayUse.hours)}
              </span>
            </p>
            <p className="text-sm text-stone-600">{`객실 ${draft.rooms}개 · 인원 ${draft.guests}명`}</p>
          </>
        ) : (
          <>
            <p className="text-sm">
              {`${formatStayDate(draft.checkIn)} ~ ${formatStayDate(draft.checkOut)} · ${nightsBetween(draft.checkIn, draft.checkOut)}박`}
            </p>
            <p className="text-sm text-stone-600">{`객실 ${draft.rooms}개 · 인원 ${draft.guests}명 · 체크인 ${room.hotel.checkinTime} · 체크아웃 ${room.hotel.checkoutTime}`}</p>
          </>
        )}
      </div>
    </section>
  );
}
