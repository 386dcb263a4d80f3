import { localePath } from '@shim/common/locales';
import { stayTotal } from '@shim/common/stay-offer';
import { useRegionName } from '../../components/LodgingName';
import type { HotelDetailQuery } from '../../gql/graphql';
import { useFormat } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/I18nProvider';
import type { StayQuery } from '../../lib/stay-query';
import { breadcrumbJsonLd, lodgingJsonLd } from '../../ssr/json-ld';
import { PageHead } from '../../ssr/PageHead';
import { useAbsoluteUrl } from '../../ssr/site';
import { useLodgingWords } from './use-lodging-words';

type Lodging = HotelDetailQuery['hotel'];

/** The words of a lodging's link preview (KakaoTalk, Slack): area, type, a night's lowest total, rating. */
function useLodgingSummary(hotel: Lodging): string {
  const t = useT();
  const format = useFormat();
  const words = useLodgingWords();
  const regionName = useRegionName();
  const parts = [regionName(hotel.region), words.type(hotel.type)];
  // A preview has no stay of its own: one night of one room, with the taxes and fees a guest pays.
  if (hotel.minPrice !== null)
    parts.push(
      t('lodging.head.perNight', { price: format.won(stayTotal(hotel.minPrice, 1)), fees: words.feesIncluded }),
    );
  if (hotel.reviewCount > 0 && hotel.avgScore !== null)
    parts.push(t('lodging.head.rating', { score: hotel.avgScore.toFixed(1), count: hotel.reviewCount }));
  return parts.join(' · ');
}

/**
 * A lodging page's head and structured data in the page's language (names and texts come localised from the
 * server; the WebPage item of PageHead says the language). Canonical: the lodging alone, without the stay.
 */
export function LodgingHead({ hotel, stay, address }: { hotel: Lodging; stay: StayQuery; address: string }) {
  const t = useT();
  const locale = useLocale();
  const site = useAbsoluteUrl();
  // The structured data names this language's pages, as the canonical link does.
  const absolute = (to: string) => site(localePath(locale, to));
  const summary = useLodgingSummary(hotel);
  const regionName = useRegionName();
  const path = `/hotel/${hotel.id}`;
  const images = hotel.images.map((image) => site(image.url));
  const lodging = lodgingJsonLd(
    {
      ...hotel,
      address,
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
    (capacity) => t('lodging.head.capacity', { capacity }),
  );
  const searchPath = `/search?${new URLSearchParams({ region: hotel.region })}`;
  const breadcrumbs = breadcrumbJsonLd([
    { name: t('lodging.head.home'), url: absolute('/') },
    { name: regionName(hotel.region), url: absolute(searchPath) },
    { name: hotel.name, url: absolute(path) },
  ]);
  return (
    <PageHead
      title={hotel.name}
      description={`${summary} — ${address}`}
      path={path}
      image={images[0] ?? null}
      type="place"
      jsonLd={[lodging, breadcrumbs]}
    />
  );
}
