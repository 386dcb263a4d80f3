import { stayTotal } from '@shim/common/stay-offer';
import { useFormat } from '../../i18n/format';
import { useT } from '../../i18n/I18nProvider';
import { Approx } from './approx-slot';
import { bookingButton } from './booking-state';
import type { DetailRoom } from './RoomCard';
import { useLodgingWords } from './use-lodging-words';

/** The room the bar speaks for: the one the guest chose a quantity on, else the cheapest that can be booked. */
export interface BarChoice {
  room: DetailRoom;
  quantity: number;
  total: number;
  /** The guest chose it (예약하기 books it); otherwise the cheapest (예약하기 shows its card). */
  chosen: boolean;
}

/**
 * What the phone's booking bar shows: the chosen room at its quantity when it can be booked, else the lowest stay
 * total among the rooms that can be booked for the page's rooms and persons; null when none can.
 */
export function barChoice(
  rooms: readonly DetailRoom[],
  chosen: { id: number; quantity: number } | null,
  stay: { rooms: number; persons: number; nights: number },
): BarChoice | null {
  const bookable = (room: DetailRoom, quantity: number) =>
    room.offer.stayPrice != null &&
    !bookingButton(
      {
        capacity: room.capacity,
        availableCount: room.offer.availableCount,
        closed: room.offer.closed,
        minStay: room.offer.minStay,
      },
      quantity,
      stay.persons,
      stay.nights,
    ).disabled &&
    quantity <= room.offer.availableCount;
  const picked = chosen && rooms.find((room) => room.id === chosen.id);
  if (picked && bookable(picked, chosen.quantity))
    return {
      room: picked,
      quantity: chosen.quantity,
      total: stayTotal(picked.offer.stayPrice!, chosen.quantity),
      chosen: true,
    };
  let best: BarChoice | null = null;
  for (const room of rooms) {
    if (!bookable(room, stay.rooms)) continue;
    const total = stayTotal(room.offer.stayPrice!, stay.rooms);
    if (!best || total < best.total) best = { room, quantity: stay.rooms, total, chosen: false };
  }
  return best;
}

/**
 * The lodging page's booking bar on phones (hidden from `sm` up, where the room cards sit beside the price): the
 * chosen room's or the lowest stay total, and 예약하기, which books the chosen room or brings the cheapest card into view.
 */
export function BookingBar({ choice, nights, onBook }: { choice: BarChoice; nights: number; onBook(): void }) {
  const t = useT();
  const format = useFormat();
  const words = useLodgingWords();
  return (
    <div
      role="region"
      aria-label={t('lodging.bar.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur sm:hidden"
    >
      <div className="mx-auto flex max-w-screen-sm items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-xs text-stone-600">
            {choice.chosen
              ? `${choice.room.name} · ${format.rooms(choice.quantity)}`
              : t('lodging.bar.lowest', { room: choice.room.name })}
          </p>
          <p className="text-lg font-extrabold leading-tight text-stone-900">{words.stayTotal(nights, choice.total)}</p>
          <Approx won={choice.total} />
          <p className="text-[11px] text-stone-500">{words.feesIncluded}</p>
        </div>
        <button
          type="button"
          onClick={onBook}
          className="shrink-0 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('lodging.room.button.book')}
        </button>
      </div>
    </div>
  );
}
