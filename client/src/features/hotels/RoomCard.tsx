import { moreMessagesFor } from '@shim/common/message-locales';
import { stayTotal } from '@shim/common/stay-offer';
import { useState } from 'react';
import type { RoomCard_RoomFragment } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import type { DayUseSlotView } from '../../lib/day-use-labels';
import { Approx } from './approx-slot';
import { bookingButton, quantityChoices } from './booking-state';
import { DayUseSlots, type DayUseChoice } from './DayUseSlots';
import { amenityKey, bedKey } from './room-facts-words';
import { useLodgingWords } from './use-lodging-words';

/** The fields of `RoomCard_room` (hotel-detail.graphql): the room type and its offer for the page's stay. */
export type DetailRoom = RoomCard_RoomFragment;

interface Props {
  room: DetailRoom;
  /** Nights of the page's stay. */
  nights: number;
  persons: number;
  initialQuantity: number;
  onBook(room: DetailRoom, quantity: number): void;
  /** The guest picked a quantity on this card: the page's booking bar follows the card last touched. */
  onChoose?(room: DetailRoom, quantity: number): void;
  /** The room type's 대실 on the page's date (empty or absent: none), for the page's rooms. */
  dayUse?: readonly DayUseSlotView[] | null;
  onBookDayUse?(room: DetailRoom, choice: DayUseChoice): void;
}

/** A description longer than this folds behind 더 보기 (the card stays short on a phone). */
const DESCRIPTION_FOLD = 90;

/**
 * A room type: its facts (bed, ㎡, amenities, description), its minimum stay, what is left for the stay (or that it
 * is not sold on these dates: closed is not sold out), a quantity choice and the booking button's states.
 */
export function RoomCard({ room, nights, persons, initialQuantity, onBook, onChoose, dayUse, onBookDayUse }: Props) {
  const t = useT();
  const format = useFormat();
  const words = useLodgingWords();
  const spec = useSpecMessages();
  const locale = useLocale();
  const { offer } = room;
  const choices = quantityChoices(offer.availableCount);
  const [quantity, setQuantity] = useState(Math.min(initialQuantity, choices.length));
  const [unfolded, setUnfolded] = useState(false);
  const button = bookingButton(
    { capacity: room.capacity, availableCount: offer.availableCount, closed: offer.closed, minStay: offer.minStay },
    quantity,
    persons,
    nights,
  );
  const left = offer.availableCount;
  const closed = offer.closed;
  const tooShort = !closed && !!offer.minStay && nights < offer.minStay;
  const freeCancellation = closed ? null : words.freeCancellation(offer.freeCancellationUntil);
  // The stay total for the chosen quantity, by the rule the server's RoomOffer.stayTotal and checkout use.
  const total = closed || offer.stayPrice == null ? null : stayTotal(offer.stayPrice, quantity);
  const facts = [
    room.bedType ? (bedKey(room.bedType) ? t(bedKey(room.bedType)!) : room.bedType) : null,
    room.size ? t('lodging.room.size', { size: room.size }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const description = room.description ?? '';
  const folded = description.length > DESCRIPTION_FOLD && !unfolded;

  return (
    <li
      aria-label={room.name}
      data-room-id={room.id}
      className="flex scroll-mt-24 flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row"
    >
      <div className="aspect-[4/3] shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:w-48">
        {room.imageUrl && <img src={room.imageUrl} alt="" loading="lazy" className="size-full object-cover" />}
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <h3 className="text-lg font-bold text-stone-900">{room.name}</h3>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
          <span>{`${t('lodging.room.capacity', { capacity: room.capacity })}${facts ? ` · ${facts}` : ''}`}</span>
          {!!offer.minStay && offer.minStay > 1 && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
              {t('lodging.room.minStay', { count: offer.minStay })}
            </span>
          )}
        </p>
        {room.amenities.length > 0 && (
          // A group, not a list: the card is itself a list item, and its amenities are not rooms.
          <div
            role="group"
            aria-label={t('lodging.room.amenities', { room: room.name })}
            className="flex flex-wrap gap-1 pt-0.5"
          >
            {room.amenities.map((item) => (
              <span key={item} className="rounded-md bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                {amenityKey(item) ? t(amenityKey(item)!) : item}
              </span>
            ))}
          </div>
        )}
        {description && (
          <p className="whitespace-pre-line pt-0.5 text-sm leading-relaxed text-stone-700">
            {folded ? `${description.slice(0, DESCRIPTION_FOLD)}…` : description}
            {description.length > DESCRIPTION_FOLD && (
              <button
                type="button"
                aria-expanded={unfolded}
                onClick={() => setUnfolded(!unfolded)}
                className="ml-1 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {unfolded ? t('lodging.room.fold') : t('lodging.room.unfold')}
              </button>
            )}
          </p>
        )}
        {closed ? (
          <p className="text-sm font-medium text-stone-700">{spec.roomClosed}</p>
        ) : tooShort ? (
          <p className="text-sm font-medium text-amber-800">{moreMessagesFor(locale).minStay(offer.minStay!)}</p>
        ) : (
          <p className={`text-sm font-medium ${left > 0 ? 'text-emerald-700' : 'text-rose-600'}`}>
            {left > 0 ? t('lodging.room.left', { count: left }) : spec.roomSoldOut}
          </p>
        )}
        {freeCancellation && <p className="text-sm font-medium text-emerald-700">{freeCancellation}</p>}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-2">
          {!closed && (
            <label className="flex items-center gap-2 text-sm text-stone-700">
              {t('lodging.room.quantity')}
              <select
                value={quantity}
                disabled={left <= 0}
                onChange={(event) => {
                  const next = Number(event.target.value);
                  setQuantity(next);
                  onChoose?.(room, next);
                }}
                className="rounded-lg border border-stone-300 px-2 py-1.5"
              >
                {choices.map((n) => (
                  <option key={n} value={n}>
                    {t('lodging.room.quantityOption', { count: n })}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="ml-auto text-right">
            {!closed && (
              <p className="text-xs text-stone-500">
                {t('lodging.room.averageNight', { price: format.won(offer.price) })}
              </p>
            )}
            {total != null && (
              <>
                <p className="text-lg font-extrabold text-stone-900">
                  {words.stayTotal(nights, total)}
                  {quantity > 1 && (
                    <span className="ml-1 text-xs font-medium text-stone-500">
                      {t('lodging.room.quantityNote', { rooms: format.rooms(quantity) })}
                    </span>
                  )}
                </p>
                <Approx won={total} />
                <p className="text-xs text-stone-500">{words.feesIncluded}</p>
              </>
            )}
          </div>
          <button
            type="button"
            data-book
            disabled={button.disabled}
            onClick={() => onBook(room, quantity)}
            className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
          >
            {words.booking(button)}
          </button>
        </div>
        {button.disabled && button.reason === 'overCapacity' && (
          <p className="text-right text-xs text-rose-600">
            {t('lodging.room.addRooms', { message: spec.roomCapacityExceeded })}
          </p>
        )}
        {dayUse && dayUse.length > 0 && onBookDayUse && (
          <DayUseSlots
            roomName={room.name}
            slots={dayUse}
            rooms={initialQuantity}
            onBook={(choice) => onBookDayUse(room, choice)}
          />
        )}
      </div>
    </li>
  );
}
