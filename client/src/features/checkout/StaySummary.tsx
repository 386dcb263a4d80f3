import { addDays, todayInSeoul } from '@shim/common/dates';
import { dayUseEndsAt, minutesOfDay, seoulClock, seoulInstant } from '@shim/common/day-use';
import { nightsBetween } from '@shim/common/stay';
import { LodgingName } from '../../components/LodgingName';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import type { BookingDraft } from '../../lib/booking-draft';
import type { CheckoutRoom } from './use-checkout-draft';

/**
 * `12월 4일 (금) 14:00–18:00` in the page's language: a 대실 from `start` for some hours on a date, in Seoul
 * (as formatDayUseSpan words it in Korean: an end at midnight reads 24:00, a later day is named).
 */
function useDayUseSpan(): (date: string, start: string, hours: number) => string {
  const { monthDay } = useFormat();
  return (date, start, hours) => {
    const startsAt = seoulInstant(date, minutesOfDay(start));
    const endsAt = dayUseEndsAt(startsAt, hours);
    const endDay = todayInSeoul(endsAt);
    const endClock = seoulClock(endsAt);
    const end =
      endDay === date
        ? endClock
        : endDay === addDays(date, 1) && endClock === '00:00'
          ? '24:00'
          : `${monthDay(endDay)} ${endClock}`;
    return `${monthDay(date)} ${seoulClock(startsAt)}–${end}`;
  };
}

/** What is being booked: the lodging, the room type, the dates (or the 대실 hours) and the party. */
export function StaySummary({ draft, room }: { draft: BookingDraft; room: CheckoutRoom }) {
  const t = useT();
  const format = useFormat();
  const dayUseSpan = useDayUseSpan();
  const image = draft.hotel.imageUrl ?? room.imageUrl;
  const party = t('checkout.stay.party', { rooms: draft.rooms, guests: draft.guests });
  return (
    <section
      aria-label={t('checkout.stay.label')}
      className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5"
    >
      {image ? (
        <img src={image} alt="" className="size-24 shrink-0 rounded-xl object-cover" />
      ) : (
        <div aria-hidden className="size-24 shrink-0 rounded-xl bg-stone-100" />
      )}
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-bold text-stone-900">
          <LodgingName name={room.hotel.name} romanizedName={room.hotel.romanizedName} />
        </p>
        <p className="text-sm text-stone-600">{room.name}</p>
        {draft.dayUse ? (
          <>
            <p className="text-sm">
              <span className="mr-1.5 rounded-md bg-brand-50 px-1.5 py-0.5 text-xs font-bold text-brand-800">
                {t('checkout.stay.dayUse', { hours: draft.dayUse.hours })}
              </span>
              <span className="whitespace-nowrap">
                {dayUseSpan(draft.checkIn, draft.dayUse.start, draft.dayUse.hours)}
              </span>
            </p>
            <p className="text-sm text-stone-600">{party}</p>
          </>
        ) : (
          <>
            <p className="text-sm">
              {`${format.stayDate(draft.checkIn)} ~ ${format.stayDate(draft.checkOut)} · ${format.nights(nightsBetween(draft.checkIn, draft.checkOut))}`}
            </p>
            <p className="text-sm text-stone-600">{`${party} · ${t('checkout.stay.times', {
              checkin: room.hotel.checkinTime,
              checkout: room.hotel.checkoutTime,
            })}`}</p>
          </>
        )}
      </div>
    </section>
  );
}
