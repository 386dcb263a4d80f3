import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';

/** Search results and hotel details as the GraphQL server answers them, for client tests. */
export function resultHotel(id: number, overrides: Partial<ResultHotelFixture> = {}): ResultHotelFixture {
  return {
    __typename: 'Hotel',
    id,
    name: `테스트 호텔 ${id}`,
    romanizedName: `Teseuteu Hotel ${id}`,
    type: 'HOTEL',
    star: 4,
    region: '서울특별시 강남구',
    address: '서울특별시 강남구 테헤란로 1',
    latitude: 37.5 + id / 1000,
    longitude: 127.03 + id / 1000,
    imageUrl: `/images/hotel/${id}.jpg`,
    minPrice: 100_000,
    stayPrice: null,
    stayTotal: 105_000,
    freeCancellationUntil: null,
    avgScore: 4.2,
    reviewCount: 3,
    wishlisted: false,
    ...overrides,
  };
}

export interface ResultHotelFixture {
  __typename: 'Hotel';
  id: number;
  name: string;
  romanizedName: string;
  type: LodgingType;
  star: number | null;
  region: string;
  address: string;
  latitude: number;
  longitude: number;
  imageUrl: string | null;
  minPrice: number;
  stayPrice: number | null;
  /** What the card shows: the stay's rooms × stayPrice + taxes and fees. */
  stayTotal: number | null;
  freeCancellationUntil: string | null;
  avgScore: number | null;
  reviewCount: number;
  wishlisted: boolean;
}

/** `distances`: each lodging's distanceKm by id (a search around a station or landmark); null otherwise. */
export const searchAnswer = (hotels: ResultHotelFixture[], distances: Record<number, number> = {}) => ({
  searchHotels: {
    __typename: 'HotelSearchConnection',
    totalCount: hotels.length,
    totalAtLeast: false,
    // The matches by type, as the server counts them (no services on these fixtures).
    facets: {
      __typename: 'SearchFacets',
      types: LODGING_TYPE_KEYS.map((type) => ({
        __typename: 'SearchTypeCount',
        type,
        count: hotels.filter((hotel) => hotel.type === type).length,
      })),
      services: [],
      atLeast: false,
    },
    priceRange:
      hotels.length === 0
        ? null
        : {
            __typename: 'PriceRange',
            lowest: Math.min(...hotels.map((hotel) => hotel.minPrice)),
            highest: Math.max(...hotels.map((hotel) => hotel.minPrice)),
          },
    pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    edges: hotels.map((node) => ({
      __typename: 'HotelSearchEdge',
      cursor: `c${node.id}`,
      distanceKm: distances[node.id] ?? null,
      dayUse: null,
      node,
    })),
  },
});

export const detailRoom = (id: number, capacity: number, availableCount: number) => ({
  __typename: 'Room',
  id,
  name: `객실 ${id}`,
  capacity,
  imageUrl: `/images/rooms/${id}.jpg`,
  bedType: '더블',
  size: 24,
  amenities: ['무료 와이파이'],
  description: null,
  offer: {
    __typename: 'RoomOffer',
    price: 120_000,
    stayPrice: 120_000,
    availableCount,
    freeCancellationUntil: null,
    closed: false,
    minStay: 1,
  },
});

export function detailAnswer(overrides: Record<string, unknown> = {}) {
  return {
    hotel: {
      __typename: 'Hotel',
      id: 7,
      wishlisted: false,
      name: '바다 호텔',
      romanizedName: 'Bada Hotel',
      type: 'HOTEL',
      star: 5,
      address: '부산광역시 해운대구 해운대해변로 1',
      englishAddress: '1 Haeundaehaebyeon-ro, Haeundae-gu, Busan',
      region: '부산광역시 해운대구',
      info: '바다가 보이는 호텔',
      latitude: 35.16,
      longitude: 129.16,
      checkinTime: '15:00',
      checkoutTime: '11:00',
      minPrice: 120_000,
      avgScore: 4.6,
      reviewCount: 1,
      images: [
        { __typename: 'HotelPhoto', kind: 'SUB', url: '/images/hotel/7_1.jpg' },
        { __typename: 'HotelPhoto', kind: 'MAIN', url: '/images/hotel/7.jpg' },
      ],
      services: ['와이파이', '주차', '수영장', '조식', '피트니스', '사우나', '바베큐', '라운지'].map((name, i) => ({
        __typename: 'HotelService',
        id: i + 1,
        name,
      })),
      rooms: [detailRoom(1, 2, 3), detailRoom(2, 4, 0)],
      reviews: {
        __typename: 'ReviewConnection',
        totalCount: 1,
        edges: [
          {
            __typename: 'ReviewEdge',
            node: {
              __typename: 'Review',
              id: 1,
              author: { __typename: 'ReviewAuthor', name: '김쉼' },
              score: 5,
              content: '최고의 숙소',
              imageUrl: '/images/reviews/r1.jpg',
              createdAt: '2026-10-01T03:00:00.000Z',
              reply: '감사합니다',
              repliedAt: '2026-10-02T03:00:00.000Z',
            },
          },
        ],
      },
      nearbyLandmarks: [
        {
          __typename: 'NearbyLandmark',
          id: 3,
          name: '해운대 해수욕장',
          category: '자연',
          location: '부산 해운대구',
          distanceKm: 0.4,
          travelMinutes: 2,
        },
      ],
      ...overrides,
    },
  };
}

/** A review as `HotelReviewPage` answers it (the author masked, as the server sends it). */
export const pageReview = (id: number, score: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Review',
  id,
  author: { __typename: 'ReviewAuthor', name: `리*어${id}` },
  score,
  content: `리뷰 내용 ${id}`,
  imageUrl: null as string | null,
  createdAt: new Date(Date.UTC(2026, 9, 1) - id * 3_600_000).toISOString(),
  reply: null as string | null,
  repliedAt: null as string | null,
  ...overrides,
});

/**
 * `HotelReviewPage` over a lodging's `reviews` (already in the order asked): `first` after the cursor `after`
 * (the index of the last one seen), with the counts of each score and the photos among `all` of them.
 */
export function reviewPageAnswer(
  reviews: ReadonlyArray<ReturnType<typeof pageReview>>,
  variables: { id?: number; first?: number; after?: string | null } = {},
  all: ReadonlyArray<ReturnType<typeof pageReview>> = reviews,
) {
  const start = variables.after ? Number(variables.after) + 1 : 0;
  const first = variables.first ?? 20;
  const slice = reviews.slice(start, start + first);
  return {
    hotel: {
      __typename: 'Hotel',
      id: variables.id ?? 7,
      reviewCount: all.length,
      photoReviewCount: all.filter((review) => review.imageUrl).length,
      reviewScoreCounts: [5, 4, 3, 2, 1].map((score) => ({
        __typename: 'ReviewScoreCount',
        score,
        count: all.filter((review) => review.score === score).length,
      })),
      reviews: {
        __typename: 'ReviewConnection',
        totalCount: reviews.length,
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: start + first < reviews.length,
          endCursor: slice.length ? String(start + slice.length - 1) : null,
        },
        edges: slice.map((node, i) => ({ __typename: 'ReviewEdge', cursor: String(start + i), node })),
      },
    },
  };
}
