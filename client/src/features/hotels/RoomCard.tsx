import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { stayTotal } from '@shim/common/stay-offer';
import { useState } from 'react';
import type { RoomCard_RoomFragment } from '../../gql/graphql';
import { FEES_INCLUDED, freeCancellationLabel, stayTotalLabel } from '../../lib/stay-labels';
import { bookingButton, quantityChoices } from './booking-state';

/** The fields of `RoomCard_room` (hotel-detail.graphql): the room type and its offer for the page's stay. */
export type DetailRoom = RoomCard_RoomFragment;

interface Props {
  room: DetailRoom;
  /** Nights of the page's stay. */
  nights: number;
  persons: number;
  initialQuantity: number;
  onBook(room: DetailRoom, quantity: number): void;
}

/** A room type with what is left for the stay, a quantity choice and the booking button's states. */
export function RoomCard({ room, nights, persons, initialQuantity, onBook }: Props) {
  const { offer } = room;
  const choices = quantityChoices(offer.availableCount);
  const [quantity, setQuantity] = useState(Math.min(initialQuantity, choices.length));
  const button = bookingButton({ capacity: room.capacity, availableCount: offer.availableCount }, quantity, persons);
  const left = offer.availableCount;
  const freeCancellation = freeCancellationLabel(offer.freeCancellationUntil);
  // The stay total for the chosen quantity, by the rule the server's RoomOffer.stayTotal and checkout use.
  const total = offer.stayPrice == null ? null : stayTotal(offer.stayPrice, quantity);

  return (
    <li
      aria-label={room.name}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row"
    >
      <div className="aspect-[4/3] shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:w-48">
        {room.imageUrl && <img src={room.imageUrl} alt="" loading="lazy" className="size-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <h3 className="text-lg font-bold text-stone-900">{room.name}</h3>
        <p className="text-sm text-stone-600">{`기준 ${room.capacity}인 · 최대 ${room.capacity}인`}</p>
        <p className={`text-sm font-medium ${left > 0 ? 'text-emerald-700' : 'text-rose-600'}`}>
          {left > 0 ? `남은 객실 ${left}개` : MESSAGES.roomSoldOut}
        </p>
        {freeCancellation && <p className="text-sm font-medium text-emerald-700">{freeCancellation}</p>}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
          <label className="flex items-center gap-2 text-sm text-stone-700">
            객실 수
            <select
              value={quantity}
              disabled={left <= 0}
              onChange={(event) => setQuantity(Number(event.target.value))}
              className="rounded-lg border border-stone-300 px-2 py-1.5"
            >
              {choices.map((n) => (
                <option key={n} value={n}>{`${n}개`}</option>
              ))}
            </select>
          </label>
          <div className="text-right">
            <p className="text-xs text-stone-500">{`객실 1개 1박 평균 ${formatWon(offer.price)}`}</p>
            {total != null && (
              <>
                <p className="text-lg font-extrabold text-stone-900">
                  {stayTotalLabel(nights, total)}
                  {quantity > 1 && (
                    <span className="ml-1 text-xs font-medium text-stone-500">{`(객실 ${quantity}개)`}</span>
                  )}
                </p>
                <p className="text-xs text-stone-500">{FEES_INCLUDED}</p>
              </>
            )}
          </div>
          <button
            type="button"
            disabled={button.disabled}
            onClick={() => onBook(room, quantity)}
            className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            {button.label}
          </button>
        </div>
        {button.label === '인원 초과' && (
          <p className="text-right text-xs text-rose-600">{`${MESSAGES.roomCapacityExceeded} 객실 수를 늘려주세요.`}</p>
        )}
      </div>
    </li>
  );
}
