import { stayTotal } from '@shim/common/stay-offer';
import type { HotelDetailQuery } from '../../gql/graphql';
import { FEES_INCLUDED, perNightLabel } from '../../lib/stay-labels';
import type { StayQuery } from '../../lib/stay-query';
import { breadcrumbJsonLd, lodgingJsonLd, lodgingLabel } from '../../ssr/json-ld';
import { PageHead } from '../../ssr/PageHead';
import { useAbsoluteUrl } from '../../ssr/site';

/** The words of a lodging's link preview (KakaoTalk, Slack): area, type, a night's lowest total, rating. */
export function lodgingSummary(hotel: HotelDetailQuery['hotel']): string {
  const parts = [hotel.region, lodgingLabel(hotel.type)];
  // A preview has no stay of its own: one night of one room, with the taxes and fees a guest pays.
  if (hotel.minPrice !== null) parts.push(`${perNightLabel(stayTotal(hotel.minPrice, 1))} (${FEES_INCLUDED})`);
  if (hotel.reviewCount > 0 && hotel.avgScore !== null)
    parts.push(`평점 ${hotel.avgScore.toFixed(1)} (${hotel.reviewCount})`);
  return parts.join(' · ');
}

/** A lodging page's head and structured data. Canonical: the lodging alone, without the stay. */
export function LodgingHead({ hotel, stay }: { hotel: HotelDetailQuery['hotel']; stay: StayQuery }) {
  const absolute = useAbsoluteUrl();
  const path = `/hotel/${hotel.id}`;
  const images = hotel.images.map((image) => absolute(image.url));
  const lodging = lodgingJsonLd(
    {
      ...hotel,
      images,
      services: hotel.services.map((service) => service.name),
      rooms: hotel.rooms.map((room) => ({
        name: room.name,
        capacity: room.capacity,
        price: room.offer.price,
        available: room.offer.availableCount > 0,
      })),
    },
    stay,
    absolute(path),
  );
  const searchPath = `/search?${new URLSearchParams({ region: hotel.region })}`;
  const breadcrumbs = breadcrumbJsonLd([
    { name: '홈', url: absolute('/') },
    { name: hotel.region, url: absolute(searchPath) },
    { name: hotel.name, url: absolute(path) },
  ]);
  return (
    <PageHead
      title={hotel.name}
      description={`${lodgingSummary(hotel)} — ${hotel.address}`}
      path={path}
      image={images[0] ?? null}
      type="place"
      jsonLd={[lodging, breadcrumbs]}
    />
  );
}
