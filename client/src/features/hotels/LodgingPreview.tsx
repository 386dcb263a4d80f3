import { useQuery } from '@apollo/client/react';
import { LODGING_TYPES } from '@shim/common/lodging';
import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { FREE_CANCEL_HOURS, REFUND_TIERS } from '@shim/common/reservations';
import type { ReactNode } from 'react';
import { LodgingPreviewDocument, type LodgingPreviewQuery } from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { HotelGallery } from './HotelGallery';
import { HotelServices } from './HotelServices';

export type PreviewedLodging = LodgingPreviewQuery['hotel'];

/**
 * A lodging as guests would see its page (photos, description, amenities, rooms with photos and prices, the
 * refund rules), without a stay: what an administrator checks before approving it. `actions` sits on top.
 */
export function LodgingPreview({ id, actions }: { id: number; actions?: (hotel: PreviewedLodging) => ReactNode }) {
  const { data, loading, error } = useQuery(LodgingPreviewDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  if (error && !data)
    return (
      <p role="alert" className="rounded-2xl bg-rose-50 px-5 py-10 text-center font-medium text-rose-700">
        {failureMessage(error, MESSAGES.hotelLoadFailed)}
      </p>
    );
  if (!data) return loading ? <p className="py-16 text-center text-stone-500">숙소 정보를 불러오는 중…</p> : null;
  const hotel = data.hotel;

  return (
    <article className="space-y-8">
      {actions && (
        <div className="sticky top-0 z-10 -mx-1 rounded-xl bg-white/95 px-1 py-2 backdrop-blur">{actions(hotel)}</div>
      )}
      <header>
        <p className="text-sm font-medium text-brand-700">
          {LODGING_TYPES[hotel.type].label}
          {hotel.star ? <span className="ml-2 text-amber-500">{'★'.repeat(hotel.star)}</span> : null}
        </p>
        <h2 className="mt-1 text-2xl font-extrabold text-stone-900 sm:text-3xl">{hotel.name}</h2>
        <p className="mt-1 text-stone-600">{hotel.address}</p>
        {hotel.phone && <p className="text-sm text-stone-500">{`대표 전화 ${hotel.phone}`}</p>}
      </header>
      <HotelGallery name={hotel.name} images={hotel.images} />
      <section className="space-y-4">
        <p className="whitespace-pre-line leading-relaxed text-stone-700">{hotel.info}</p>
        <HotelServices services={hotel.services.map((service) => service.name)} />
      </section>
      <section aria-labelledby="preview-rooms" className="space-y-3">
        <h3 id="preview-rooms" className="text-xl font-bold text-stone-900">
          객실
        </h3>
        {hotel.rooms.length === 0 ? (
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800">판매 중인 객실이 없습니다.</p>
        ) : (
          <ul className="space-y-3">
            {hotel.rooms.map((room) => (
              <li
                key={room.id}
                aria-label={room.name}
                className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:flex-row"
              >
                <div className="aspect-[4/3] shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:w-48">
                  {room.imageUrl && (
                    <img src={room.imageUrl} alt={`${room.name} 사진`} className="size-full object-cover" />
                  )}
                </div>
                <div className="flex flex-1 flex-col gap-1 text-sm text-stone-600">
                  <p className="text-lg font-bold text-stone-900">{room.name}</p>
                  <p>{`최대 ${room.capacity}인 · 객실 ${room.unitCount}개`}</p>
                  <p>{`체크인 ${room.checkinTime} · 체크아웃 ${room.checkoutTime}`}</p>
                  <p className="mt-auto text-right text-lg font-extrabold text-stone-900">
                    {formatWon(room.basePrice)}
                    <span className="ml-1 text-xs font-medium text-stone-500">평일 1박 기본 요금</span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="preview-policy"
        className="space-y-2 rounded-2xl bg-stone-50 p-5 text-sm text-stone-700"
      >
        <h3 id="preview-policy" className="text-base font-bold text-stone-900">
          이용 규정
        </h3>
        <p>{`체크인 ${hotel.checkinTime} · 체크아웃 ${hotel.checkoutTime}`}</p>
        <ul className="list-disc space-y-1 pl-5">
          {REFUND_TIERS.map((tier) => (
            <li key={tier.minDaysBefore}>{refundTierText(tier)}</li>
          ))}
          <li>{`결제 후 ${FREE_CANCEL_HOURS}시간 안의 취소는 체크인 2일 전까지 전액 환불`}</li>
        </ul>
      </section>
    </article>
  );
}

function refundTierText(tier: { minDaysBefore: number; refundRate: number }): string {
  const when = tier.minDaysBefore === 0 ? '그 뒤 취소' : `체크인 ${tier.minDaysBefore}일 전까지 취소`;
  return tier.refundRate === 0 ? `${when}: 환불 없음` : `${when}: ${tier.refundRate}% 환불`;
}
