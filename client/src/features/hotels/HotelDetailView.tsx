import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { addDays } from '@shim/common/dates';
import { nightsBetween } from '@shim/common/stay';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useRomanizedName } from '../../components/LodgingName';
import { ShareButton } from '../../components/ShareButton';
import { HotelDetailDocument } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useSpecMessages } from '../../i18n/spec-messages';
import { checkoutPath, saveBookingDraft, type BookingDraft } from '../../lib/booking-draft';
import type { Heart } from '../../lib/heart';
import { DAY_USE_DEFAULT_HOURS, stayQueryString, type StayQuery } from '../../lib/stay-query';
import { useSession } from '../../lib/session-context';
import { rememberLoginReturn } from '../../lib/login-return';
import { PageTitle } from '../../components/PageTitle';
import { BookingBar, barChoice } from './BookingBar';
import { BookingChoiceDialog } from './BookingChoiceDialog';
import { HotelGallery } from './HotelGallery';
import { LodgingHead } from './LodgingHead';
import { HotelReviews } from './HotelReviews';
import { HotelServices } from './HotelServices';
import { MapSlot } from './MapSlot';
import { NearbyLandmarks } from './NearbyLandmarks';
import type { DayUseChoice } from './DayUseSlots';
import { RoomCard, type DetailRoom } from './RoomCard';
import { StayDatePicker } from './StayDatePicker';
import { useLodgingWords } from './use-lodging-words';

/** The hotel detail for a checked stay (spec §2): photos, amenities, rooms to book, reviews, map, landmarks. */
export function HotelDetailView({ id, stay, wishlist }: { id: number; stay: StayQuery; wishlist: Heart }) {
  const { startDate, endDate, rooms, persons } = stay;
  const { data, error, loading } = useQuery(HotelDetailDocument, {
    variables: {
      id,
      stay: { startDate, endDate, rooms, persons },
      dayUseDate: startDate,
      dayUseRooms: rooms,
      withDayUse: Boolean(stay.dayUse),
    },
    // Offers are cached under their stay (Room.offer(stay:)); the rooms left change, so show the cache and ask.
    fetchPolicy: 'cache-and-network',
  });
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const words = useLodgingWords();
  const spec = useSpecMessages();
  const { user, verify } = useSession();
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState<BookingDraft | null>(null);
  // The room card whose quantity the guest last picked: the phone's booking bar speaks for it.
  const [chosen, setChosen] = useState<{ id: number; quantity: number } | null>(null);
  const romanized = useRomanizedName(data?.hotel.name ?? '', data?.hotel.romanizedName);

  if (error) {
    // The server's reason, in Korean or already in the page's language: shown in the page's language.
    const known = (['invalidHotel', 'hotelGone'] as const).find(
      (key) => error.message === MESSAGES[key] || error.message === spec[key],
    );
    return (
      <p role="alert" className={alertBox}>
        <PageTitle title={t('lodging.page.title')} />
        {known ? spec[known] : spec.hotelLoadFailed}
      </p>
    );
  }
  if (!data)
    return loading ? (
      <p className="py-20 text-center text-stone-500">
        <PageTitle title={t('lodging.page.title')} />
        {t('lodging.page.loading')}
      </p>
    ) : null;
  const hotel = data.hotel;
  // A visitor reads the address in its English form, the one a taxi driver's map also takes.
  const address = locale === 'ko' ? hotel.address : hotel.englishAddress;
  const nights = nightsBetween(startDate, endDate);
  const bar = barChoice(hotel.rooms, chosen, { rooms, persons, nights });

  function draftOf(room: DetailRoom, quantity: number): BookingDraft {
    return {
      search: stay,
      hotel: { id: hotel.id, name: hotel.name, address, imageUrl: hotel.images[0]?.url ?? null },
      room: {
        id: room.id,
        name: room.name,
        capacity: room.capacity,
        price: room.offer.price,
        stayPrice: room.offer.stayPrice,
      },
      checkIn: startDate,
      checkOut: endDate,
      guests: persons,
      rooms: quantity,
      hId: hotel.id,
      rId: room.id,
    };
  }

  async function proceed(draft: BookingDraft) {
    saveBookingDraft(draft);
    // On a server-rendered page the stored session may still be under its first check: wait for it.
    const member = user ?? (await verify());
    // A visitor chooses: log in and keep the coupons, or book as a guest.
    if (member === null) return setChoosing(draft);
    void navigate(checkoutPath(draft, true));
  }

  const book = (room: DetailRoom, quantity: number) => proceed(draftOf(room, quantity));
  // 대실 is on the page's first day, for the page's rooms (the slot's price covers them all).
  const bookDayUse = (room: DetailRoom, choice: DayUseChoice) =>
    proceed({
      ...draftOf(room, rooms),
      checkOut: addDays(startDate, 1),
      dayUse: { start: choice.start, hours: choice.hours, price: choice.price },
    });

  return (
    <article className={`space-y-10 ${bar ? 'pb-24 sm:pb-0' : ''}`}>
      <LodgingHead hotel={hotel} stay={stay} address={address} />
      <header>
        <p className="text-sm font-medium text-brand-700">
          {words.type(hotel.type)}
          {hotel.star ? <span className="ml-2 text-amber-500">{'★'.repeat(hotel.star)}</span> : null}
        </p>
        <div className="mt-1 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words text-3xl font-extrabold text-stone-900 [overflow-wrap:anywhere]">
              {hotel.name}
            </h1>
            {romanized && (
              <p lang="ko-Latn" className="mt-1 font-medium text-stone-500">
                {romanized}
              </p>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            {/* The address as shown, stay included: the friend sees the same dates and price. */}
            <ShareButton title={hotel.name} text={`${words.type(hotel.type)} · ${address}`} />
            <button
              type="button"
              aria-pressed={hotel.wishlisted}
              aria-label={t(hotel.wishlisted ? 'lodging.page.unwish' : 'lodging.page.wish', { name: hotel.name })}
              onClick={() => void wishlist.toggle(hotel)}
              className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-2xl shadow ring-1 ring-stone-200 transition hover:scale-105"
            >
              <span aria-hidden className={hotel.wishlisted ? 'text-rose-500' : 'text-stone-400'}>
                {hotel.wishlisted ? '♥' : '♡'}
              </span>
            </button>
          </div>
        </div>
        {wishlist.message && (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {wishlist.message}
          </p>
        )}
        <p className="mt-1 text-stone-600">{address}</p>
        <p className="mt-3 inline-flex flex-wrap gap-x-2 rounded-full bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800">
          {stay.dayUse
            ? t('lodging.page.stayDayUse', {
                date: format.monthDay(startDate),
                rooms: format.rooms(rooms),
                persons: format.persons(persons),
              })
            : t('lodging.page.stayNights', {
                start: format.monthDay(startDate),
                end: format.monthDay(endDate),
                nights: format.nights(nights),
                rooms: format.rooms(rooms),
                persons: format.persons(persons),
              })}
        </p>
        <Link
          to={`/hotel/${hotel.id}?${stayQueryString({ ...stay, dayUse: stay.dayUse ? undefined : { start: null, hours: DAY_USE_DEFAULT_HOURS } })}`}
          className="ml-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {stay.dayUse ? t('lodging.page.showNights') : t('lodging.page.showDayUse')}
        </Link>
        <StayDatePicker
          hotelId={hotel.id}
          persons={persons}
          startDate={startDate}
          endDate={endDate}
          onChange={(start, end) =>
            void navigate(`/hotel/${hotel.id}?${stayQueryString({ ...stay, startDate: start, endDate: end })}`)
          }
        />
      </header>
      <HotelGallery name={hotel.name} images={hotel.images} />
      <section className="space-y-4">
        <p className="whitespace-pre-line leading-relaxed text-stone-700">{hotel.info}</p>
        <p className="text-sm text-stone-600">
          {t('lodging.page.checkTimes', { checkin: hotel.checkinTime, checkout: hotel.checkoutTime })}
        </p>
        <HotelServices services={hotel.services.map((service) => service.name)} />
      </section>
      <section aria-labelledby="rooms" className="space-y-4">
        <h2 id="rooms" className="text-xl font-bold text-stone-900">
          {t('lodging.page.rooms')}
        </h2>
        <ul className="space-y-3">
          {hotel.rooms.map((room) => (
            <RoomCard
              key={room.id}
              room={room}
              nights={nights}
              persons={persons}
              initialQuantity={rooms}
              onBook={book}
              onChoose={(room, quantity) => setChosen({ id: room.id, quantity })}
              dayUse={room.dayUse}
              onBookDayUse={(room, choice) => void bookDayUse(room, choice)}
            />
          ))}
        </ul>
      </section>
      <HotelReviews
        hotelId={hotel.id}
        avgScore={hotel.avgScore}
        reviewCount={hotel.reviewCount}
        reviews={hotel.reviews.edges.map((edge) => edge.node)}
      />
      <MapSlot name={hotel.name} address={address} latitude={hotel.latitude} longitude={hotel.longitude} />
      <NearbyLandmarks landmarks={hotel.nearbyLandmarks} />
      {bar && (
        <BookingBar
          choice={bar}
          nights={nights}
          onBook={() => {
            if (bar.chosen) return void book(bar.room, bar.quantity);
            // No room chosen yet: bring the cheapest card and its 예약하기 into view.
            const card = document.querySelector<HTMLElement>(`[data-room-id="${bar.room.id}"]`);
            card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
            card?.querySelector<HTMLButtonElement>('[data-book]')?.focus({ preventScroll: true });
          }}
        />
      )}
      <BookingChoiceDialog
        open={choosing !== null}
        onClose={() => setChoosing(null)}
        onLogin={() => {
          // The draft is stored already; after the login the member checkout opens on the same stay.
          rememberLoginReturn(checkoutPath(choosing!, true));
          void navigate('/login', { state: { notice: t('lodging.choice.loginNotice') } });
        }}
        onGuest={() => void navigate(checkoutPath(choosing!, false))}
      />
    </article>
  );
}

export const alertBox = 'rounded-2xl bg-rose-50 px-5 py-10 text-center font-medium text-rose-700';
