import { LODGING_TYPES, type LodgingType } from '@shim/common/lodging';
import type { BreadcrumbList, Hotel, ItemList, LodgingBusiness, TouristAttraction, WithContext } from 'schema-dts';

/** schema.org's LodgingBusiness subtypes for our lodging types; a type with no closer match stays the parent. */
const SCHEMA_TYPE: Record<
  LodgingType,
  'Hotel' | 'Motel' | 'Resort' | 'BedAndBreakfast' | 'Hostel' | 'LodgingBusiness'
> = {
  HOTEL: 'Hotel',
  TOURIST_HOTEL: 'Hotel',
  MOTEL: 'Motel',
  RESORT: 'Resort',
  HANOK: 'BedAndBreakfast',
  PENSION: 'LodgingBusiness',
  GUESTHOUSE: 'Hostel',
};

export interface LodgingFacts {
  id: number;
  name: string;
  type: LodgingType;
  star: number | null;
  address: string;
  region: string;
  info: string;
  latitude: number;
  longitude: number;
  avgScore: number | null;
  reviewCount: number;
  minPrice: number | null;
  checkinTime: string;
  checkoutTime: string;
  images: ReadonlyArray<string>;
  services: ReadonlyArray<string>;
  rooms: ReadonlyArray<{ name: string; capacity: number; price: number | null; available: boolean }>;
}

export const wonRange = (prices: ReadonlyArray<number>): string | undefined =>
  prices.length
    ? `₩${Math.min(...prices).toLocaleString('ko-KR')} - ₩${Math.max(...prices).toLocaleString('ko-KR')}`
    : undefined;

/** A lodging page's structured data: the business, its address and place, ratings, amenities and offers. */
export function lodgingJsonLd(
  lodging: LodgingFacts,
  stay: { startDate: string; endDate: string },
  url: string,
  /** A room type's capacity in the page's language. */
  capacityText: (capacity: number) => string = (capacity) => `최대 ${capacity}명`,
): WithContext<LodgingBusiness> {
  const prices = lodging.rooms.flatMap((room) => (room.price === null ? [] : [room.price]));
  const data: Exclude<Hotel, string> = {
    '@type': 'Hotel',
    '@id': url,
    name: lodging.name,
    url,
    description: lodging.info,
    image: [...lodging.images],
    address: {
      '@type': 'PostalAddress',
      streetAddress: lodging.address,
      addressRegion: lodging.region,
      addressCountry: 'KR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: lodging.latitude, longitude: lodging.longitude },
    checkinTime: lodging.checkinTime,
    checkoutTime: lodging.checkoutTime,
    priceRange: wonRange(prices),
    currenciesAccepted: 'KRW',
    amenityFeature: lodging.services.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
    ...(lodging.star ? { starRating: { '@type': 'Rating', ratingValue: lodging.star, bestRating: 5 } } : {}),
    ...(lodging.reviewCount > 0 && lodging.avgScore !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: lodging.avgScore,
            reviewCount: lodging.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    makesOffer: lodging.rooms
      .filter((room) => room.price !== null)
      .map((room) => ({
        '@type': 'Offer',
        name: room.name,
        price: room.price!,
        priceCurrency: 'KRW',
        availability: room.available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        validFrom: stay.startDate,
        validThrough: stay.endDate,
        url,
        // schema.org's range of itemOffered has no Accommodation: the room type is offered as a Product.
        itemOffered: { '@type': 'Product', name: room.name, description: capacityText(room.capacity) },
      })),
  };
  // The same properties under the closest subtype (all are LodgingBusiness; only Hotel-like ones rate stars).
  return {
    '@context': 'https://schema.org',
    ...data,
    '@type': SCHEMA_TYPE[lodging.type],
  } as WithContext<LodgingBusiness>;
}

export const lodgingLabel = (type: LodgingType): string => LODGING_TYPES[type].label;

/** Where a page sits: 홈 › section › page, as schema.org breadcrumbs. */
export function breadcrumbJsonLd(trail: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

export function touristAttractionJsonLd(landmark: {
  name: string;
  description: string | null;
  location: string;
  address: string | null;
  images: ReadonlyArray<string>;
  url: string;
}): WithContext<TouristAttraction> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    '@id': landmark.url,
    name: landmark.name,
    url: landmark.url,
    ...(landmark.description ? { description: landmark.description } : {}),
    image: [...landmark.images],
    address: {
      '@type': 'PostalAddress',
      streetAddress: landmark.address ?? landmark.location,
      addressRegion: landmark.location,
      addressCountry: 'KR',
    },
  };
}

/** A search page: the lodgings shown, in order, each pointing to its page. */
export function searchItemListJsonLd(
  items: ReadonlyArray<{ name: string; url: string; image: string | null }>,
  total: number,
): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: total,
    itemListOrder: 'https://schema.org/ItemListUnordered',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      name: item.name,
      ...(item.image ? { image: item.image } : {}),
    })),
  };
}
