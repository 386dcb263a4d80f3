/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** 검색 조건 (spec §3): 목적지, 체크인·체크아웃 날짜 (YYYY-MM-DD), 객실 수, 인원 수 */
export type SearchInput = {
  endDate: string;
  /** 1–20 */
  persons: number;
  /** 지역, 주소 또는 숙소 이름; 앞 두 단어만 씁니다 */
  region: string;
  /** 1–10 */
  rooms: number;
  startDate: string;
};

/** 숙박 조건: 체크인·체크아웃 (YYYY-MM-DD), 객실 수 (1–5), 인원 수 (1–20) */
export type StayInput = {
  endDate: string;
  persons: number;
  rooms: number;
  startDate: string;
};

export type FindStaysQueryVariables = Exact<{
  criteria: SearchInput;
  stay: StayInput;
  after?: string | null | undefined;
}>;

export type FindStaysQuery = {
  searchHotels: {
    totalCount: number;
    edges: Array<{ node: { id: number; name: string; region: string; minPrice: number | null } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type HotelRoomsQueryVariables = Exact<{
  id: number;
  stay: StayInput;
}>;

export type HotelRoomsQuery = {
  hotel: {
    id: number;
    name: string;
    rooms: Array<{
      id: number;
      name: string;
      capacity: number;
      offer: { bookable: boolean; availableCount: number; price: number; stayPrice: number | null };
    }>;
  };
};
