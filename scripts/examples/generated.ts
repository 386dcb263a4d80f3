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

/** 달력 일괄 변경: 보낸 값만 바꿈; preview면 바뀔 밤만 돌려주고 저장하지 않음 */
export type UpdateRoomCalendarInput = {
  closed?: boolean | null | undefined;
  /** 첫 밤 YYYY-MM-DD (오늘 이후) */
  from: string;
  /** 최소 숙박 1–30박 */
  minStay?: number | null | undefined;
  preview?: boolean | null | undefined;
  /** 1박 요금 1–10,000,000원 */
  price?: number | null | undefined;
  /** 객실 유형들 (모두 내 숙소의 것; 하나라도 아니면 아무것도 바꾸지 않음) */
  roomIds: Array<number>;
  /** 판매 객실 수 (0–객실 수, 판매·홀드된 수 이상) */
  roomsToSell?: number | null | undefined;
  /** 마지막 밤 YYYY-MM-DD (포함, 최대 366박) */
  to: string;
  /** 요일 0(일)–6(토); 없으면 매일 */
  weekdays?: Array<number> | null | undefined;
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

export type UpdateNightsMutationVariables = Exact<{
  input: UpdateRoomCalendarInput;
}>;

export type UpdateNightsMutation = {
  updateRoomCalendar: {
    updatedNights: number;
    nights: Array<{
      roomId: number;
      date: string;
      price: number;
      roomsToSell: number;
      closed: boolean;
      minStay: number;
    }>;
  };
};

export type ReadNightsQueryVariables = Exact<{
  hotelId: number;
  from: string;
  to: string;
}>;

export type ReadNightsQuery = {
  managerHotel: {
    id: number;
    rooms: Array<{
      id: number;
      name: string;
      nights: Array<{
        date: string;
        price: number;
        roomsToSell: number;
        sold: number;
        held: number;
        closed: boolean;
        minStay: number;
      }>;
    }>;
  };
};
