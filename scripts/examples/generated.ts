/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** 결제 동의 항목: 이용약관, 개인정보 수집·이용, 개인정보 제3자 제공(숙소), 마케팅 수신(선택) */
export type CheckoutConsentKind = 'MARKETING' | 'PRIVACY_COLLECTION' | 'PRIVACY_THIRD_PARTY' | 'TERMS';

/** 결제 승인 요청: 결제창이 돌려준 paymentKey, orderId, amount */
export type CompletePaymentInput = {
  amount: number;
  orderId: string;
  paymentKey: string;
  /** 예약 준비 때 없던 비회원 휴대폰 번호 */
  phone?: string | null | undefined;
  reservationId?: number | null | undefined;
  /** 예약 준비 때 없던 쿠폰: 결제 금액이 쿠폰 적용가와 같을 때만 */
  userCouponId?: number | null | undefined;
};

/** 지도 영역: 남·서·북·동 경계 (위도 -90–90, 경도 -180–180; 남 ≤ 북, 서 ≤ 동) */
export type MapBoundsInput = {
  east: number;
  north: number;
  south: number;
  west: number;
};

/** 예약 준비: 비회원은 휴대폰 번호(010 + 8자리, 하이픈·공백 무관) 필수. consents에 필수 동의(이용약관, 개인정보 수집·이용, 제3자 제공)가 모두 있어야 함; consents 없이 termsAgreed만 보내는 이전 클라이언트는 단일 동의로 기록 */
export type PrepareReservationInput = {
  checkIn: string;
  checkOut: string;
  /** 체크한 동의 항목 (선택 항목 포함) */
  consents?: Array<CheckoutConsentKind> | null | undefined;
  /** 결제 실패·취소 때 돌아올 주소 (successUrl과 함께) */
  failUrl?: string | null | undefined;
  /** 예약자 이름 (비회원) */
  guestName?: string | null | undefined;
  hotelId: number;
  persons: number;
  phone?: string | null | undefined;
  roomCount: number;
  roomId: number;
  /** 결제 후 돌아올 주소 (전체 URL, failUrl과 함께): API 키로는 키에 등록한 사이트(returnOrigins)만, 키 없이는 이 사이트만 */
  successUrl?: string | null | undefined;
  /** 이전 클라이언트의 단일 약관 동의 (false면 거절) */
  termsAgreed?: boolean | null | undefined;
  userCouponId?: number | null | undefined;
};

/** 결제 대기, 예약 완료, 예약 취소, 환불 완료, 노쇼, 리뷰 작성 완료 */
export type ReservationStatus = 'CANCELED' | 'CONFIRMED' | 'NO_SHOW' | 'PENDING' | 'REFUNDED' | 'REVIEWED';

/** 검색 조건 (spec §3): 목적지, 체크인·체크아웃 날짜 (YYYY-MM-DD), 객실 수, 인원 수 */
export type SearchInput = {
  /** 지도 영역 (이 지역에서 재검색): 이 영역 안의 숙소만; place와 region보다 우선합니다 */
  bounds?: MapBoundsInput | null | undefined;
  endDate: string;
  /** 1–20 */
  persons: number;
  /** 장소 id (placeSuggestions): 지역이면 그 지역 주소의 숙소, 역·명소면 반경 3km 안의 숙소; region보다 우선합니다 */
  place?: string | null | undefined;
  /** 지역, 주소 또는 숙소 이름; 앞 두 단어만 씁니다 (place나 bounds가 있으면 쓰지 않으며 빈 문자열이어도 됩니다) */
  region: string;
  /** 1–10 */
  rooms: number;
  startDate: string;
};

/** 예약할 숙박: 숙소, 객실, 날짜(YYYY-MM-DD), 객실 수 1–5, 인원 1–20, 내 쿠폰 */
export type StayBookingInput = {
  checkIn: string;
  checkOut: string;
  hotelId: number;
  persons: number;
  roomCount: number;
  roomId: number;
  userCouponId?: number | null | undefined;
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

export type BookingPreviewQueryVariables = Exact<{
  stay: StayBookingInput;
}>;

export type BookingPreviewQuery = {
  reservationPreview: {
    basePrice: number;
    taxes: number;
    stayTotal: number;
    couponDiscount: number;
    totalAmount: number;
  };
};

export type PaymentWindowConfigQueryVariables = Exact<{ [key: string]: never }>;

export type PaymentWindowConfigQuery = {
  paymentConfig: { mode: string; clientKey: string; checkoutUrl: string | null };
};

export type PrepareBookingMutationVariables = Exact<{
  input: PrepareReservationInput;
}>;

export type PrepareBookingMutation = {
  prepareReservation: {
    reservationId: number;
    orderId: string;
    totalAmount: number;
    orderName: string;
    customerName: string;
    holdExpiresAt: string;
    paymentWindowUrl: string | null;
    successUrl: string | null;
    failUrl: string | null;
  };
};

export type CompleteBookingMutationVariables = Exact<{
  input: CompletePaymentInput;
}>;

export type CompleteBookingMutation = { completePayment: { reservationId: number; orderId: string; amount: number } };

export type BookingByOrderQueryVariables = Exact<{
  orderId: string;
  phone?: string | null | undefined;
}>;

export type BookingByOrderQuery = {
  reservationByOrder: {
    orderId: string;
    bookingNumber: string;
    status: ReservationStatus;
    statusLabel: string;
    checkIn: string;
    checkOut: string;
    roomCount: number;
    people: number;
    guestName: string | null;
    voucherUrl: string | null;
    hotel: { id: number; name: string };
    room: { id: number; name: string };
    payment: { totalAmount: number; method: string | null; receiptUrl: string | null };
  };
};
