/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** 관리자 숙소 목록 조건 */
export type AdminHotelFilterInput = {
  /** 숙소명 또는 지역 */
  searchQuery?: string | null | undefined;
  status?: HotelStatus | null | undefined;
  types?: Array<LodgingType> | null | undefined;
};

/** 문의 답변: 비어 있으면 안 됨 */
export type AnswerInquiryInput = {
  answer: string;
  inquiryId: number;
};

export type ApiKeyIdInput = {
  id: string;
};

/** 승인 또는 거절 */
export type ApprovalDecision =
  | 'APPROVE'
  | 'REJECT';

export type ApproveReviewDeletionInput = {
  requestId: number;
};

/** 결제 후 24시간 이내 무료 취소, 체크인까지 남은 날짜별 규정, 숙소 사정에 의한 취소(전액 환불) */
export type CancellationQuoteTier =
  | 'DAYS_BEFORE'
  | 'GRACE'
  | 'LODGING';

/** 지금 비밀번호와 새 비밀번호 */
export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

/** 결제 동의 항목: 이용약관, 개인정보 수집·이용, 개인정보 제3자 제공(숙소), 마케팅 수신(선택) */
export type CheckoutConsentKind =
  | 'MARKETING'
  | 'PRIVACY_COLLECTION'
  | 'PRIVACY_THIRD_PARTY'
  | 'TERMS';

/** 메일로 받은 인증번호 */
export type CodeInput = {
  code: string;
};

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

/** 한 언어의 번역 (빈 값은 번역 없음: 한국어로 보임) */
export type ContentTranslationInput = {
  description?: string | null | undefined;
  /** en, ja, zh-Hans */
  locale: string;
  name?: string | null | undefined;
  /** 명소만: 개요 */
  overview?: string | null | undefined;
};

/** PERCENT (내림) 또는 FIXED (원) */
export type CouponType =
  | 'FIXED'
  | 'PERCENT';

/** 쿠폰 종류 만들기: 모두 필수, PERCENT는 1–100 */
export type CreateCouponTypeInput = {
  /** 선택: 대실에도 쓸 수 있게 (기본 false: 숙박에만) */
  appliesToDayUse?: boolean | null | undefined;
  /** 선택: 회원이 입력해 받는 쿠폰 코드 (영문·숫자 4~20자, 대문자로 저장, 회원당 한 번) */
  code?: string | null | undefined;
  /** YYYY-MM-DD, 오늘 이후 */
  expiryDate: string;
  /** 선택: 최대 할인 금액 (원, 정률 쿠폰만, 1 이상) */
  maxDiscount?: number | null | undefined;
  /** 선택: 최소 주문 금액 (원, 쿠폰 적용 전 숙박 총액 기준, 0 이상); 없으면 0 */
  minOrderAmount?: number | null | undefined;
  name: string;
  /** 선택: 사용 시작일 (YYYY-MM-DD, 만료일 이전) */
  startDate?: string | null | undefined;
  type: CouponType;
  value: number;
};

export type DayUseDurationInput = {
  hours: number;
  price: number;
};

/** 대실 조건: date(YYYY-MM-DD, 서울), start(HH:MM 정각·30분, null이면 가장 빠른 시간: 검색만), hours(이용 시간) */
export type DayUseInput = {
  date: string;
  hours: number;
  start?: string | null | undefined;
};

/** 예약할 대실: 숙소, 객실, 날짜(YYYY-MM-DD), 시작(HH:MM 정각·30분, 서울), 이용 시간, 객실 수 1–5, 인원, 내 쿠폰 */
export type DayUseQuoteInput = {
  date: string;
  hotelId: number;
  hours: number;
  persons: number;
  roomCount?: number | null | undefined;
  roomId: number;
  start: string;
  /** 대실에 쓸 수 있다고 정한 쿠폰만 */
  userCouponId?: number | null | undefined;
};

/** 숙소 하나 승인·거절 (대기 중인 숙소만) */
export type DecideHotelInput = {
  decision: ApprovalDecision;
  hotelId: number;
  /** 거절 사유 (선택, 500자 이하): 숙소 관리자에게 보임 */
  reason?: string | null | undefined;
};

/** 숙소 일괄 승인·거절: 주어진 숙소 전부 또는 아무것도 */
export type DecideHotelsInput = {
  decision: ApprovalDecision;
  /** 화면에 보인 대기 숙소들 */
  hotelIds: Array<number>;
  /** 거절 사유 (선택, 500자 이하): 숙소 관리자에게 보임 */
  reason?: string | null | undefined;
};

/** 관리자 신청 일괄 처리: 주어진 신청 전부 또는 아무것도 */
export type DecideManagersInput = {
  decision: ApprovalDecision;
  /** 화면에 보인 신청들 */
  userIds: Array<number>;
};

export type DeleteCouponTypeInput = {
  couponId: number;
};

export type DeleteManagerHotelInput = {
  id: number;
};

/** 지울 내 쿠폰 */
export type DeleteMyCouponInput = {
  couponId: number;
};

export type DeleteWebhookInput = {
  id: number;
};

/** 이메일 주소와 메일로 받은 인증번호 */
export type EmailCodeInput = {
  code: string;
  email: string;
};

/** 이메일 주소 */
export type EmailInput = {
  email: string;
};

/** 환율 한 개: 통화와 1단위당 원 (양수, 소수점 아래 6자리까지, 통화별 범위 안) */
export type ExchangeRateInput = {
  currency: string;
  /** 기준일 YYYY-MM-DD, 오늘 이전 (없으면 오늘) */
  effectiveDate?: string | null | undefined;
  wonPerUnit: number;
};

/** 프런트 처리(체크인, 노쇼, 체크아웃)할 예약 */
export type FrontDeskActionInput = {
  reservationId: number;
};

/** 공휴일 전날 주말 요금: 기간 안의 (금·토가 아닌) 공휴일 전날을 객실 유형의 주말 요금으로 */
export type HolidayEvePricesInput = {
  from: string;
  preview?: boolean | null | undefined;
  roomIds: Array<number>;
  to: string;
};

/** 승인 상태: 대기, 승인, 거절, 삭제 */
export type HotelStatus =
  | 'APPROVED'
  | 'DELETED'
  | 'PENDING'
  | 'REJECTED';

/** 문의 작성: 제목, 내용, 작성자 이름은 필수; 비회원은 답변 받을 이메일도 필수 */
export type InquiryInput = {
  /** 비회원만; 회원은 계정 이름 */
  authorName?: string | null | undefined;
  /** 비회원만 (답변 받을 이메일); 회원의 답변은 계정 이메일로 */
  contactEmail?: string | null | undefined;
  content: string;
  /** 비회원만, 010 + 8자리 */
  phoneNumber?: string | null | undefined;
  secret?: boolean | null | undefined;
  title: string;
};

/** WAITING (대기중) 또는 ANSWERED (답변완료) */
export type InquiryStatus =
  | 'ANSWERED'
  | 'WAITING';

/** API 키 만들기: 관리자는 catalog:read(+bookings:write), 관리자(숙소)는 calendar:write·reservations:read */
export type IssueApiKeyInput = {
  /** 만료 시각 (없으면 만료 없음) */
  expiresAt?: string | null | undefined;
  name: string;
  /** 이 키가 실행할 수 있는 문서의 sha256 목록 */
  operationIds?: Array<string> | null | undefined;
  /** 결제 후 손님이 돌아올 파트너 사이트 (https://partner.example, 최대 5개; http는 개발 서버·localhost만) */
  returnOrigins?: Array<string> | null | undefined;
  scopes: Array<string>;
};

/** 한 회원(일반 회원)에게 쿠폰 발급, 한 번만 */
export type IssueCouponInput = {
  couponId: number;
  userId: number;
};

/** 모든 일반 회원에게 쿠폰 발급: 이미 받은 회원은 건너뜀 */
export type IssueCouponToAllInput = {
  couponId: number;
};

/** 명소 목록 필터 */
export type LandmarkFilterInput = {
  /** 분류 (역사, 해변 …) */
  category?: string | null | undefined;
  /** 지역: 위치의 첫 단어 (서울, 강원, 경북 …) */
  region?: string | null | undefined;
};

/** ID: 스프레드시트 id 순; POPULARITY: 인기순 (반경 10km 안 숙소의 리뷰 수 합, 많은 순); NAME: 이름순 */
export type LandmarkSort =
  | 'ID'
  | 'NAME'
  | 'POPULARITY';

/** 숙소 유형 (spec §1) */
export type LodgingType =
  | 'GUESTHOUSE'
  | 'HANOK'
  | 'HOTEL'
  | 'MOTEL'
  | 'PENSION'
  | 'RESORT'
  | 'TOURIST_HOTEL';

export type LoginInput = {
  email: string;
  password: string;
  /** 서버가 요구할 때의 reCAPTCHA 토큰 */
  recaptchaToken?: string | null | undefined;
  /** 관리자 로그인은 ROLE_MANAGER를 보냅니다 */
  role?: Role | null | undefined;
};

/** 관리자 가입 신청 (관리자 승인 전까지 ROLE_PENDING) */
export type ManagerApplicationInput = {
  /** 사업자 등록번호 (숫자 10자리, 하이픈 허용) */
  businessNumber: string;
  companyName: string;
  email: string;
  /** 2자 이상의 한글 또는 영문 */
  name: string;
  /** 8자 이상, 영문·숫자·특수문자(@$!%*#?&) 포함 */
  password: string;
};

/** 관리자의 예약 취소: 체크아웃 전의 예약 완료 건, 전액 환불 */
export type ManagerCancelReservationInput = {
  /** 보여 준 견적의 환불 금액 (원): 다르면 취소하지 않고 REFUND_CHANGED (extensions.quote에 새 견적) */
  expectedRefundAmount?: number | null | undefined;
  reservationId: number;
};

/** 관리자 예약 목록의 검색과 필터 */
export type ManagerReservationFilterInput = {
  /** from–to가 거르는 날짜 (없으면 체크인) */
  dateMode?: StayDateMode | null | undefined;
  /** 기간 시작일 YYYY-MM-DD (포함, 없으면 제한 없음) */
  from?: string | null | undefined;
  /** 숙소 */
  hotelId?: number | null | undefined;
  /** 숙박(NIGHT) 또는 대실(DAY_USE)만 (없으면 둘 다) */
  kind?: StayKind | null | undefined;
  member?: MemberFilter | null | undefined;
  /** 객실 유형 */
  roomId?: number | null | undefined;
  /** 예약자 이름(일부) 또는 예약 번호·주문 번호 */
  search?: string | null | undefined;
  /** 없으면 최근 예약 순 */
  sort?: ManagerReservationSort | null | undefined;
  status?: ManagerReservationStatusFilter | null | undefined;
  /** 기간 종료일 YYYY-MM-DD (포함, 없으면 제한 없음) */
  to?: string | null | undefined;
};

/** 최근 예약 순(BOOKED), 다가오는 체크인 먼저(오늘 이후 가까운 순, 이어서 지난 체크인 최근 순), 체크인 오름·내림차순 */
export type ManagerReservationSort =
  | 'BOOKED'
  | 'CHECK_IN_ASC'
  | 'CHECK_IN_DESC'
  | 'CHECK_IN_UPCOMING';

/** 전체, 예약 완료, 취소(환불 포함), 리뷰 작성 완료 */
export type ManagerReservationStatusFilter =
  | 'ALL'
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'REVIEWED';

/** 객실 유형 (Room과 같은 이름); 없는 값은 새 객실 기본값 (요금 0, 1개, 2명, 판매 중) */
export type ManagerRoomInput = {
  active?: boolean | null | undefined;
  /** 객실 편의시설: 최대 20개, 각 20자까지 (같은 것은 한 번; 보내지 않으면 그대로) */
  amenities?: Array<string> | null | undefined;
  /** 평일 1박 기본 요금 (원) */
  basePrice?: number | null | undefined;
  /** 침대 유형: 싱글, 더블, 퀸, 킹, 트윈, 온돌, 패밀리 (빈 값·null은 없음; 보내지 않으면 그대로) */
  bedType?: string | null | undefined;
  /** 객실 1개의 최대 인원 */
  capacity?: number | null | undefined;
  checkinTime?: string | null | undefined;
  checkoutTime?: string | null | undefined;
  /** 객실 설명: 최대 1,000자 (보내지 않으면 그대로) */
  description?: string | null | undefined;
  /** 기존 객실의 id (새 객실은 비움) */
  id?: number | null | undefined;
  name: string;
  /** 객실 크기 (㎡, 1–1000; null은 없음; 보내지 않으면 그대로) */
  size?: number | null | undefined;
  /** 이름·설명의 번역 (en, ja, zh-Hans; 보내지 않으면 그대로, 빈 목록은 번역 없음) */
  translations?: Array<ContentTranslationInput> | null | undefined;
  /** 같은 유형의 객실 수 */
  unitCount?: number | null | undefined;
};

/** 지도 영역: 남·서·북·동 경계 (위도 -90–90, 경도 -180–180; 남 ≤ 북, 서 ≤ 동) */
export type MapBoundsInput = {
  east: number;
  north: number;
  south: number;
  west: number;
};

export type MarkSettlementPaidInput = {
  /** 지급일 YYYY-MM-DD (오늘 이후 불가) */
  paidOn: string;
  statementId: number;
};

/** 전체, 회원, 비회원 */
export type MemberFilter =
  | 'ALL'
  | 'MEMBER'
  | 'NON_MEMBER';

/** 계정 상태: ACTIVE 이용 중, PENDING_APPROVAL 관리자 신청 승인 대기 */
export type MemberStatus =
  | 'ACTIVE'
  | 'PENDING_APPROVAL';

/** 재설정 토큰과 새 비밀번호 (8자 이상, 영문·숫자·특수문자 포함) */
export type NewPasswordInput = {
  newPassword: string;
  resetToken: string;
};

/** 지금 비밀번호 */
export type OldPasswordInput = {
  oldPassword: string;
};

export type PauseWebhookInput = {
  id: number;
};

export type PingWebhookInput = {
  id: number;
};

/** SIDO(시·도), SIGUNGU(시·군·구), EMD(읍·면·동), STATION(역), LANDMARK(명소), LODGING(숙소) */
export type PlaceKind =
  | 'EMD'
  | 'LANDMARK'
  | 'LODGING'
  | 'SIDO'
  | 'SIGUNGU'
  | 'STATION';

/** 대실 예약 준비: 숙박의 PrepareReservationInput과 같은 규칙 (비회원 휴대폰, 동의 4종, 돌아올 주소) */
export type PrepareDayUseInput = {
  /** 체크한 동의 항목 (선택 항목 포함) */
  consents?: Array<CheckoutConsentKind> | null | undefined;
  date: string;
  /** 예약자 이메일 (선택): 해외 번호로 문자를 받을 수 없을 때 예약 안내를 이메일로 보냄 */
  email?: string | null | undefined;
  /** 결제 실패·취소 때 돌아올 주소 (successUrl과 함께) */
  failUrl?: string | null | undefined;
  /** 예약자 이름 (비회원) */
  guestName?: string | null | undefined;
  hotelId: number;
  hours: number;
  /** 예약 안내(문자·이메일)의 언어: ko, en, ja, zh-Hans. 없으면 Accept-Language */
  locale?: string | null | undefined;
  persons: number;
  phone?: string | null | undefined;
  roomCount?: number | null | undefined;
  roomId: number;
  start: string;
  /** 결제 후 돌아올 주소 (prepareReservation과 같은 규칙) */
  successUrl?: string | null | undefined;
  /** 이전 클라이언트의 단일 약관 동의 (false면 거절) */
  termsAgreed?: boolean | null | undefined;
  /** 대실에 쓸 수 있다고 정한 쿠폰만 */
  userCouponId?: number | null | undefined;
};

/** 예약 준비: 비회원은 휴대폰 번호(010 + 8자리, 또는 해외 번호 +81 90-1234-5678 같은 국제 형식; 하이픈·공백 무관) 필수. consents에 필수 동의(이용약관, 개인정보 수집·이용, 제3자 제공)가 모두 있어야 함; consents 없이 termsAgreed만 보내는 이전 클라이언트는 단일 동의로 기록 */
export type PrepareReservationInput = {
  checkIn: string;
  checkOut: string;
  /** 체크한 동의 항목 (선택 항목 포함) */
  consents?: Array<CheckoutConsentKind> | null | undefined;
  /** 예약자 이메일 (선택): 해외 번호로 문자를 받을 수 없을 때 예약 안내를 이메일로 보냄 */
  email?: string | null | undefined;
  /** 결제 실패·취소 때 돌아올 주소 (successUrl과 함께) */
  failUrl?: string | null | undefined;
  /** 예약자 이름 (비회원) */
  guestName?: string | null | undefined;
  hotelId: number;
  /** 예약 안내(문자·이메일)의 언어: ko, en, ja, zh-Hans. 없으면 Accept-Language */
  locale?: string | null | undefined;
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

/** 로그인 때 받은 리프레시 토큰 */
export type RefreshTokenInput = {
  refreshToken: string;
};

/** NONE: 환불 없음, REFUNDING: 환불 진행 중 (토스페이먼츠의 답을 기다리는 중), REFUNDED: 환불 완료 */
export type RefundStatus =
  | 'NONE'
  | 'REFUNDED'
  | 'REFUNDING';

/** 지역별 매출: 오늘, 이번 달, 올해 */
export type RegionalPeriod =
  | 'DAILY'
  | 'MONTHLY'
  | 'YEARLY';

/** 쿠폰 등록: 관리자가 만든 쿠폰 코드 (대소문자·하이픈·공백 상관없음) */
export type RegisterCouponCodeInput = {
  code: string;
};

/** 회원가입 (인증된 이메일만) */
export type RegisterInput = {
  email: string;
  /** 2자 이상의 한글 또는 영문 */
  name: string;
  /** 8자 이상, 영문·숫자·특수문자(@$!%*#?&) 포함 */
  password: string;
};

export type RegisterWebhookInput = {
  /** reservation.confirmed, reservation.cancelled, reservation.refunded, calendar.changed, review.created */
  events: Array<string>;
  /** https:// 주소 (개발 환경에서는 http://localhost 도) */
  url: string;
};

/** 삭제 요청 반려: 사유 필수 (공백 불가, 500자 이내) */
export type RejectReviewDeletionInput = {
  reason: string;
  requestId: number;
};

/** 리뷰 답글: 비울 수 없고 1,000자 이내; 다시 쓰면 바뀜 */
export type ReplyToReviewInput = {
  reply: string;
  reviewId: number;
};

/** 리뷰 삭제 요청: 사유 필수 (500자 이내), 리뷰당 한 번 */
export type RequestReviewDeletionInput = {
  reason: string;
  reviewId: number;
};

export type ResendWebhookDeliveryInput = {
  deliveryId: number;
  webhookId: number;
};

/** 예약 하나: 회원은 토큰으로, 비회원은 주문 번호와 휴대폰 번호로 증명 */
export type ReservationActionInput = {
  /** 비회원만: 예약번호 (orderId 대신) */
  bookingNumber?: string | null | undefined;
  /** 취소만: 보여 준 견적의 환불 금액 (원). 그 사이 환불 금액이 바뀌었으면 취소하지 않고 REFUND_CHANGED (extensions.quote에 새 견적) */
  expectedRefundAmount?: number | null | undefined;
  /** 비회원만: 주문 번호 또는 예약번호 */
  orderId?: string | null | undefined;
  /** 비회원만 */
  phone?: string | null | undefined;
  reservationId: number;
};

/** 결제 대기, 예약 완료, 예약 취소, 환불 완료, 노쇼, 리뷰 작성 완료 */
export type ReservationStatus =
  | 'CANCELED'
  | 'CONFIRMED'
  | 'NO_SHOW'
  | 'PENDING'
  | 'REFUNDED'
  | 'REVIEWED';

export type ResumeWebhookInput = {
  id: number;
};

export type RetryNotificationInput = {
  id: number;
};

export type RetrySettlementInput = {
  attemptId: number;
};

/** 삭제 요청 상태: 처리 대기(PENDING), 반려(REJECTED); 승인되면 리뷰가 삭제됨 */
export type ReviewDeletionStatus =
  | 'PENDING'
  | 'REJECTED';

/** 리뷰 정렬: 점수가 같으면 최신순 */
export type ReviewSort =
  /** 최신순 */
  | 'RECENT'
  /** 평점 높은순 */
  | 'SCORE_HIGH'
  /** 평점 낮은순 */
  | 'SCORE_LOW';

/** 계정 역할 */
export type Role =
  | 'ROLE_ADMIN'
  | 'ROLE_MANAGER'
  | 'ROLE_PENDING'
  | 'ROLE_USER';

/** 대시보드 기간: 오늘, 최근 7일, 이번 달(오늘까지), 지난 달, 최근 12개월(이번 달 포함), 직접 선택(from–to, 최대 2년) */
export type SalesRange =
  | 'CUSTOM'
  | 'LAST_7_DAYS'
  | 'LAST_12_MONTHS'
  | 'LAST_MONTH'
  | 'THIS_MONTH'
  | 'TODAY';

/** 대실 상품 저장 (통째로; 처음 저장하면 만들어짐) */
export type SaveDayUseOfferInput = {
  /** 청소 시간 0–240분 */
  bufferMinutes: number;
  /** HH:MM (30분 단위, 시작보다 늦게) */
  closes: string;
  /** 1–6개, 시간 1–12 서로 다름, 요금 0원 이상 100원 단위 */
  durations: Array<DayUseDurationInput>;
  enabled: boolean;
  /** 마지막 입실 HH:MM (운영 시간 안) */
  lastStart: string;
  /** 동시에 대실로 쓸 객실 수 (0–객실 수) */
  maxRooms: number;
  /** HH:MM (30분 단위) */
  opens: string;
  /** 내 객실 유형 */
  roomId: number;
  weekendCloses?: string | null | undefined;
  /** 금·토·공휴일 시작; 마감과 함께 정하거나 둘 다 비움 */
  weekendOpens?: string | null | undefined;
};

/** 검색 결과 필터 */
export type SearchFilter = {
  /** 무료 취소: 오늘 예약해 전액 환불로 취소할 수 있는 숙박만 (환불 규정은 모든 숙소가 같아 날짜로 정해짐) */
  freeCancellation?: boolean | null | undefined;
  /** 객실 1개의 숙박 요금(Hotel.stayPrice: 세금·수수료 제외, 1박이면 1박 요금)의 상한 (원) */
  maxPrice?: number | null | undefined;
  /** 객실 1개의 숙박 요금(Hotel.stayPrice: 세금·수수료 제외, 1박이면 1박 요금)의 하한 (원) */
  minPrice?: number | null | undefined;
  /** 최소 평균 평점 (0–5) */
  minRating?: number | null | undefined;
  /** 모두 갖춘 숙소만: 편의시설 이름 */
  services?: Array<string> | null | undefined;
  types?: Array<LodgingType> | null | undefined;
};

/** 검색 조건 (spec §3): 목적지, 체크인·체크아웃 날짜 (YYYY-MM-DD), 객실 수, 인원 수 */
export type SearchInput = {
  /** 지도 영역 (이 지역에서 재검색): 이 영역 안의 숙소만; place와 region보다 우선합니다 */
  bounds?: MapBoundsInput | null | undefined;
  /** 대실 검색: 그 날짜에 hours시간 대실을 start(없으면 가장 빠른 시간) 이후에 시작할 수 있는 숙소 (startDate·endDate는 쓰지 않음; 가격 필터·정렬은 객실 1개의 대실 요금) */
  dayUse?: DayUseInput | null | undefined;
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

/** 추천순 (하루 동안 고정된 무작위 순서), 낮은 요금순, 사용자 평점순, 가까운순 (DISTANCE: 역·명소 같은 지점 장소로 찾을 때만) */
export type SearchSort =
  | 'DISTANCE'
  | 'PRICE_ASC'
  | 'RATING_DESC'
  | 'RECOMMENDED';

/** API 키의 돌아올 주소 바꾸기: 목록 전체 (빈 목록이면 이 사이트로만) */
export type SetApiKeyReturnOriginsInput = {
  id: string;
  returnOrigins: Array<string>;
};

export type SetHotelActiveInput = {
  active: boolean;
  hotelId: number;
};

/** 명소의 번역 (관리자): 보낸 목록이 번역 전체가 됩니다 */
export type SetLandmarkTranslationsInput = {
  id: number;
  translations: Array<ContentTranslationInput>;
};

/** 지역·역의 번역 이름 (관리자): 보낸 목록이 번역 전체가 됩니다; 검색어로도 쓰입니다 */
export type SetPlaceTranslationsInput = {
  /** `sido:26`, `sigungu:26350`, `station:…` */
  id: string;
  /** 이름만 (name) */
  translations: Array<ContentTranslationInput>;
};

/** OPEN(정산 예정: 진행 중인 달, 저장 안 됨), CLOSED(정산 확정), PAID(지급 완료) */
export type SettlementStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'PAID';

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

/** 기간의 기준: 체크인(ARRIVING), 투숙 중인 밤(STAYING), 체크아웃(DEPARTING) */
export type StayDateMode =
  | 'ARRIVING'
  | 'DEPARTING'
  | 'STAYING';

/** 숙박 조건: 체크인·체크아웃 (YYYY-MM-DD), 객실 수 (1–5), 인원 수 (1–20) */
export type StayInput = {
  endDate: string;
  persons: number;
  rooms: number;
  startDate: string;
};

/** NIGHT: 숙박, DAY_USE: 대실 (낮 동안 몇 시간) */
export type StayKind =
  | 'DAY_USE'
  | 'NIGHT';

/** UPCOMING: 다가오는 숙박(예약 완료·결제 대기), PAST: 이용 완료·취소·환불·노쇼·리뷰 작성 완료 */
export type StayPhase =
  | 'PAST'
  | 'UPCOMING';

/** 매출 추이: 최근 3주 일별, 3개월 전부터 월별, 3년 전부터 연도별 */
export type TrendPeriod =
  | 'MONTH'
  | 'WEEK'
  | 'YEAR';

/** 쿠폰 종류 고치기: 만들 때와 같은 필드 전부 (코드를 비우면 코드 삭제). 회원가입 쿠폰은 불가 */
export type UpdateCouponTypeInput = {
  /** 선택: 대실에도 쓸 수 있게 (기본 false: 숙박에만) */
  appliesToDayUse?: boolean | null | undefined;
  /** 선택: 회원이 입력해 받는 쿠폰 코드 (영문·숫자 4~20자, 대문자로 저장, 회원당 한 번) */
  code?: string | null | undefined;
  couponId: number;
  /** YYYY-MM-DD, 오늘 이후 */
  expiryDate: string;
  /** 선택: 최대 할인 금액 (원, 정률 쿠폰만, 1 이상) */
  maxDiscount?: number | null | undefined;
  /** 선택: 최소 주문 금액 (원, 쿠폰 적용 전 숙박 총액 기준, 0 이상); 없으면 0 */
  minOrderAmount?: number | null | undefined;
  name: string;
  /** 선택: 사용 시작일 (YYYY-MM-DD, 만료일 이전) */
  startDate?: string | null | undefined;
  type: CouponType;
  value: number;
};

/** 달력 대실 일괄 변경: 보낸 값만 바꿈; preview면 바뀔 날만 돌려주고 저장하지 않음 */
export type UpdateDayUseDaysInput = {
  closed?: boolean | null | undefined;
  /** 첫 날 YYYY-MM-DD (오늘 이후) */
  from: string;
  /** 대실 객실 수 (0–객실 수) */
  maxRooms?: number | null | undefined;
  preview?: boolean | null | undefined;
  /** 시간별 요금 (대실 상품에 있는 시간만; 보내지 않은 시간은 그대로) */
  prices?: Array<DayUseDurationInput> | null | undefined;
  /** 객실 유형들 (모두 내 숙소의 것이고 대실 상품이 있어야 함) */
  roomIds: Array<number>;
  /** 마지막 날 YYYY-MM-DD (포함, 최대 366일) */
  to: string;
  /** 요일 0(일)–6(토); 없으면 매일 */
  weekdays?: Array<number> | null | undefined;
};

/** 숙소 수정; 보내지 않은 항목은 그대로 */
export type UpdateManagerHotelInput = {
  address?: string | null | undefined;
  checkinTime?: string | null | undefined;
  checkoutTime?: string | null | undefined;
  /** 대실 무료 취소: 시작 몇 분 전까지 (0–1440) */
  dayUseFreeCancelMinutes?: number | null | undefined;
  id: number;
  /** 남길 사진의 URL, 순서대로 (첫 장이 대표 사진) */
  images?: Array<string> | null | undefined;
  info?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  /** 객실 전체; 빠진 객실은 예약이 없으면 삭제, 있으면 판매 중지 */
  rooms?: Array<ManagerRoomInput> | null | undefined;
  serviceIds?: Array<number> | null | undefined;
  star?: number | null | undefined;
  /** 이름·소개의 번역 (en, ja, zh-Hans; 보내지 않으면 그대로, 빈 목록은 번역 없음) */
  translations?: Array<ContentTranslationInput> | null | undefined;
  type?: LodgingType | null | undefined;
};

/** 휴대폰 번호 (010 + 8자리) */
export type UpdateMyPhoneInput = {
  phone: string;
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

/** 웹훅 수정: 보낸 항목만 바뀜 (주소·이벤트는 등록할 때와 같은 검사) */
export type UpdateWebhookInput = {
  events?: Array<string> | null | undefined;
  id: number;
  url?: string | null | undefined;
};

/** 회원 하나 */
export type UserIdInput = {
  userId: number;
};

/** 위시리스트에 담거나 뺄 숙소 */
export type WishlistInput = {
  hotelId: number;
};

export type WithdrawIssuedCouponInput = {
  userCouponId: number;
};

/** 회원 탈퇴의 본인 확인: 비밀번호, 비밀번호가 없는 소셜 계정은 확인 문구 "회원 탈퇴" */
export type WithdrawMyAccountInput = {
  /** 소셜 로그인만 쓰는 계정: "회원 탈퇴" */
  confirmation?: string | null | undefined;
  /** 비밀번호로 가입한 계정의 비밀번호 */
  password?: string | null | undefined;
};

/** 리뷰 쓰기: 내 예약 중 체크아웃이 지난 예약 완료 건, 예약당 한 번. 별점 1–5, 내용 1,000자 이내. 사진은 REST(POST /api/reviews, multipart의 image)로 */
export type WriteReviewInput = {
  content: string;
  reservationId: number;
  /** 1–5; 없으면 "별점을 선택해주세요." */
  score?: number | null | undefined;
};

export type CancelQuoteDialog_QuoteFragment = { tier: CancellationQuoteTier, tierLabel: string, refundRate: number, refundAmount: number, keptAmount: number, totalAmount: number, validUntil: string | null, policy: Array<{ until: string, untilTime: string | null, refundRate: number }> };

export type PendingManagersQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type PendingManagersQuery = { adminUsers: { edges: Array<{ node: { id: number, name: string, email: string, companyName: string | null, businessNumber: string | null, createdAt: string | null } }> } };

export type DecideManagersMutationVariables = Exact<{
  input: DecideManagersInput;
}>;


export type DecideManagersMutation = { decideManagers: { count: number } };

export type ApproveManagerMutationVariables = Exact<{
  input: UserIdInput;
}>;


export type ApproveManagerMutation = { approveManager: { user: { id: number, role: Role } } };

export type DeleteUserMutationVariables = Exact<{
  input: UserIdInput;
}>;


export type DeleteUserMutation = { deleteUser: { deletedUserId: number } };

export type DecideHotelMutationVariables = Exact<{
  input: DecideHotelInput;
}>;


export type DecideHotelMutation = { decideHotel: { count: number } };

export type DecideHotelsMutationVariables = Exact<{
  input: DecideHotelsInput;
}>;


export type DecideHotelsMutation = { decideHotels: { count: number } };

export type AdminCouponTypesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type AdminCouponTypesQuery = { adminCouponTypes: { edges: Array<{ node: { id: number, name: string, type: CouponType, discount: number, expiryDate: string | null, issuedCount: number, system: boolean, code: string | null, minOrderAmount: number, maxDiscount: number | null, startDate: string | null, appliesToDayUse: boolean, conditions: Array<string>, issueBlockedReason: string | null } }> } };

export type IssuedCouponsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type IssuedCouponsQuery = { issuedCoupons: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, issuedAt: string, usedAt: string | null, user: { id: number, name: string, email: string } | null, coupon: { id: number, name: string } } }> } };

export type CreateCouponTypeMutationVariables = Exact<{
  input: CreateCouponTypeInput;
}>;


export type CreateCouponTypeMutation = { createCouponType: { coupon: { id: number, name: string } } };

export type UpdateCouponTypeMutationVariables = Exact<{
  input: UpdateCouponTypeInput;
}>;


export type UpdateCouponTypeMutation = { updateCouponType: { coupon: { id: number, name: string, type: CouponType, discount: number, expiryDate: string | null, code: string | null, minOrderAmount: number, maxDiscount: number | null, startDate: string | null, appliesToDayUse: boolean, conditions: Array<string>, issueBlockedReason: string | null } } };

export type DeleteCouponTypeMutationVariables = Exact<{
  input: DeleteCouponTypeInput;
}>;


export type DeleteCouponTypeMutation = { deleteCouponType: { id: string } };

export type IssueCouponToAllMutationVariables = Exact<{
  input: IssueCouponToAllInput;
}>;


export type IssueCouponToAllMutation = { issueCouponToAll: { count: number } };

export type WithdrawIssuedCouponMutationVariables = Exact<{
  input: WithdrawIssuedCouponInput;
}>;


export type WithdrawIssuedCouponMutation = { withdrawIssuedCoupon: { id: string } };

export type AdminExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminExchangeRatesQuery = { exchangeRates: { effectiveDate: string | null, stale: boolean, rates: Array<{ currency: string, wonPerUnit: number, effectiveDate: string }> } };

export type SetExchangeRatesMutationVariables = Exact<{
  input: Array<ExchangeRateInput> | ExchangeRateInput;
}>;


export type SetExchangeRatesMutation = { setExchangeRates: { exchangeRates: { effectiveDate: string | null, stale: boolean, rates: Array<{ currency: string, wonPerUnit: number, effectiveDate: string }> } } };

export type AdminHotelFieldsFragment = { id: number, name: string, type: LodgingType, region: string, address: string, status: HotelStatus, active: boolean, monthlyRevenue: number, avgScore: number | null, bookingCount: number, manager: { id: number, name: string } | null };

export type AdminHotelsQueryVariables = Exact<{
  filter?: AdminHotelFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminHotelsQuery = { adminHotels: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, name: string, type: LodgingType, region: string, address: string, status: HotelStatus, active: boolean, monthlyRevenue: number, avgScore: number | null, bookingCount: number, manager: { id: number, name: string } | null } }> } };

export type SetHotelActiveMutationVariables = Exact<{
  input: SetHotelActiveInput;
}>;


export type SetHotelActiveMutation = { setHotelActive: { hotelId: number, active: boolean } };

export type AdminLandmarkFieldsFragment = { id: number, name: string, location: string, description: string, overview: string, translations: Array<{ locale: string, name: string | null, description: string | null, overview: string | null }> };

export type AdminLandmarksQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AdminLandmarksQuery = { landmarks: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, name: string, location: string } }> } };

export type AdminLandmarkQueryVariables = Exact<{
  id: string;
}>;


export type AdminLandmarkQuery = { landmark: { id: number, name: string, location: string, description: string, overview: string, translations: Array<{ locale: string, name: string | null, description: string | null, overview: string | null }> } };

export type SetLandmarkTranslationsMutationVariables = Exact<{
  input: SetLandmarkTranslationsInput;
}>;


export type SetLandmarkTranslationsMutation = { setLandmarkTranslations: { id: number, name: string, location: string, description: string, overview: string, translations: Array<{ locale: string, name: string | null, description: string | null, overview: string | null }> } };

export type UnsettledPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnsettledPaymentsQuery = { unsettledPayments: Array<{ attemptId: number, orderId: string, kind: string, amount: number, lastError: string | null, tries: number, deadAt: string | null }>, dailyMoneyCheck: { date: string, tossCharged: number, tossRefunded: number, ourCharged: number, ourRefunded: number, differences: Array<{ orderId: string, tossCharged: number, ourCharged: number, tossRefunded: number, ourRefunded: number }> } };

export type RetrySettlementMutationVariables = Exact<{
  input: RetrySettlementInput;
}>;


export type RetrySettlementMutation = { retrySettlement: { settled: boolean } };

export type MonthlySettlementCheckQueryVariables = Exact<{
  month: string;
}>;


export type MonthlySettlementCheckQuery = { monthlySettlementCheck: { month: string, statementCount: number, statementsNet: number, tossNet: number, difference: number, differences: Array<{ orderId: string, tossCharged: number, ourCharged: number, tossRefunded: number, ourRefunded: number }> } | null };

export type AdminNotificationsQueryVariables = Exact<{
  view?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminNotificationsQuery = { adminNotifications: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, eventLabel: string, channel: string, recipient: string | null, subject: string | null, body: string | null, orderId: string | null, view: string, viewLabel: string, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null } }> }, adminNotificationCounts: { sent: number, retrying: number, failed: number, suppressed: number } };

export type RetryNotificationMutationVariables = Exact<{
  input: RetryNotificationInput;
}>;


export type RetryNotificationMutation = { retryNotification: { id: number, view: string, attempts: number } };

export type AdminPlaceFieldsFragment = { id: string, kind: PlaceKind, name: string, label: string, translations: Array<{ locale: string, name: string | null }> };

export type AdminPlacesQueryVariables = Exact<{
  text?: string | null | undefined;
  kind?: PlaceKind | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminPlacesQuery = { adminPlaces: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, kind: PlaceKind, name: string, label: string, translations: Array<{ locale: string, name: string | null }> } }> } };

export type SetPlaceTranslationsMutationVariables = Exact<{
  input: SetPlaceTranslationsInput;
}>;


export type SetPlaceTranslationsMutation = { setPlaceTranslations: { id: string, kind: PlaceKind, name: string, label: string, translations: Array<{ locale: string, name: string | null }> } };

export type AdminUserDetailQueryVariables = Exact<{
  id: number;
}>;


export type AdminUserDetailQuery = { adminUser: { id: number, name: string, email: string, phone: string | null, role: Role, accountStatus: MemberStatus, companyName: string | null, businessNumber: string | null, social: string | null, createdAt: string | null, reviewCount: number, reservations: { totalCount: number, edges: Array<{ node: { id: number, bookingNumber: string, checkIn: string, checkOut: string, nights: number, status: ReservationStatus, statusLabel: string, hotel: { id: number, name: string }, payment: { totalAmount: number, canceledAmount: number } } }> }, coupons: { totalCount: number, edges: Array<{ node: { id: number, expiryDate: string | null, isExpired: boolean, issuedAt: string, usedAt: string | null, coupon: { id: number, name: string, type: CouponType, discount: number } } }> }, inquiries: { totalCount: number, edges: Array<{ node: { id: number, title: string, status: InquiryStatus, createdAt: string } }> } } };

export type AdminUsersQueryVariables = Exact<{
  role?: Role | null | undefined;
  searchQuery?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, name: string, email: string, phone: string | null, role: Role, companyName: string | null, businessNumber: string | null, social: string | null, createdAt: string | null } }> } };

export type IssueCouponMutationVariables = Exact<{
  input: IssueCouponInput;
}>;


export type IssueCouponMutation = { issueCoupon: { count: number } };

export type ApiKeysQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ApiKeysQuery = { apiKeys: { edges: Array<{ node: { id: string, name: string, prefix: string, scopes: Array<string>, returnOrigins: Array<string>, expiresAt: string | null, lastUsedAt: string | null, revokedAt: string | null, createdAt: string, usage: Array<{ day: string, requests: number, cost: number, errors: number }> } }> } };

export type IssueApiKeyMutationVariables = Exact<{
  input: IssueApiKeyInput;
}>;


export type IssueApiKeyMutation = { issueApiKey: { key: string, apiKey: { id: string, prefix: string } } };

export type RotateApiKeyMutationVariables = Exact<{
  input: ApiKeyIdInput;
}>;


export type RotateApiKeyMutation = { rotateApiKey: { key: string, apiKey: { id: string, prefix: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  input: ApiKeyIdInput;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { apiKey: { id: string, revokedAt: string | null } } };

export type SetApiKeyReturnOriginsMutationVariables = Exact<{
  input: SetApiKeyReturnOriginsInput;
}>;


export type SetApiKeyReturnOriginsMutation = { setApiKeyReturnOrigins: { apiKey: { id: string, returnOrigins: Array<string> } } };

export type CaptchaConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaConfigQuery = { captchaConfig: { mode: string, siteKey: string } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { grantType: string, accessToken: string, accessTokenExpiresIn: number, refreshToken: string } };

export type LogoutMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type LogoutMutation = { logout: { loggedOut: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, name: string, email: string, role: Role } };

export type RecaptchaNeededQueryVariables = Exact<{
  email: string;
}>;


export type RecaptchaNeededQuery = { recaptchaNeeded: boolean };

export type CheckoutRoomQueryVariables = Exact<{
  id: number;
}>;


export type CheckoutRoomQuery = { room: { id: number, name: string, capacity: number, imageUrl: string | null, hotel: { id: number, name: string, romanizedName: string, checkinTime: string, checkoutTime: string } } };

export type CheckoutPreviewQueryVariables = Exact<{
  stay: StayBookingInput;
}>;


export type CheckoutPreviewQuery = { reservationPreview: { basePrice: number, taxes: number, stayTotal: number, couponDiscount: number, totalAmount: number } };

export type CheckoutCouponsQueryVariables = Exact<{
  stayTotal?: number | null | undefined;
}>;


export type CheckoutCouponsQuery = { myCoupons: { edges: Array<{ node: { id: number, isExpired: boolean, unusableReason: string | null, coupon: { id: number, name: string, type: CouponType, discount: number, appliesToDayUse: boolean } } }> } };

export type PaymentWindowConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentWindowConfigQuery = { paymentConfig: { mode: string, clientKey: string, checkoutUrl: string | null } };

export type CheckoutDayUsePreviewQueryVariables = Exact<{
  input: DayUseQuoteInput;
}>;


export type CheckoutDayUsePreviewQuery = { dayUseQuote: { basePrice: number, taxes: number, stayTotal: number, couponDiscount: number, totalAmount: number, label: string, startsAt: string, endsAt: string } };

export type PrepareDayUseCheckoutMutationVariables = Exact<{
  input: PrepareDayUseInput;
}>;


export type PrepareDayUseCheckoutMutation = { prepareDayUse: { reservationId: number, orderId: string, totalAmount: number, orderName: string, customerName: string, paymentProof: string } };

export type PrepareCheckoutMutationVariables = Exact<{
  input: PrepareReservationInput;
}>;


export type PrepareCheckoutMutation = { prepareReservation: { reservationId: number, orderId: string, totalAmount: number, orderName: string, customerName: string, paymentProof: string } };

export type CouponOption_CouponFragment = { id: number, isExpired: boolean, unusableReason: string | null, coupon: { id: number, name: string, type: CouponType, discount: number, appliesToDayUse: boolean } };

export type ManagerReviewCard_ReviewFragment = { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, deletionStatus: ReviewDeletionStatus | null, deletionReason: string | null, rejectionReason: string | null, hotel: { id: number, name: string }, author: { name: string } };

export type ManagerReviewsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ManagerReviewsQuery = { managerReviews: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, deletionStatus: ReviewDeletionStatus | null, deletionReason: string | null, rejectionReason: string | null, hotel: { id: number, name: string }, author: { name: string } } }> } };

export type ReplyToReviewMutationVariables = Exact<{
  input: ReplyToReviewInput;
}>;


export type ReplyToReviewMutation = { replyToReview: { message: string, review: { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, deletionStatus: ReviewDeletionStatus | null, deletionReason: string | null, rejectionReason: string | null, hotel: { id: number, name: string }, author: { name: string } } } };

export type RequestReviewDeletionMutationVariables = Exact<{
  input: RequestReviewDeletionInput;
}>;


export type RequestReviewDeletionMutation = { requestReviewDeletion: { message: string, review: { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, deletionStatus: ReviewDeletionStatus | null, deletionReason: string | null, rejectionReason: string | null, hotel: { id: number, name: string }, author: { name: string } } } };

export type ReviewDeletionRequestsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ReviewDeletionRequestsQuery = { reviewDeletionRequests: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: number, reason: string, status: ReviewDeletionStatus, requestedAt: string, managerName: string | null, review: { id: number, score: number, content: string, createdAt: string, hotel: { id: number, name: string }, author: { name: string } } } }> } };

export type ApproveReviewDeletionMutationVariables = Exact<{
  input: ApproveReviewDeletionInput;
}>;


export type ApproveReviewDeletionMutation = { approveReviewDeletion: { message: string, hotelId: number } };

export type RejectReviewDeletionMutationVariables = Exact<{
  input: RejectReviewDeletionInput;
}>;


export type RejectReviewDeletionMutation = { rejectReviewDeletion: { message: string, requestId: number } };

export type ConsoleChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ConsoleChangePasswordMutation = { changePassword: { message: string } };

export type AdminDashboardKpisQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardKpisQuery = { adminDashboard: { commissionThisMonth: number, bookingsToday: number, pendingHotelCount: number } };

export type AdminDashboardTrendQueryVariables = Exact<{
  period: TrendPeriod;
}>;


export type AdminDashboardTrendQuery = { adminDashboard: { trend: Array<{ period: string, totalSales: number, totalCount: number }> } };

export type AdminDashboardRegionalQueryVariables = Exact<{
  period: RegionalPeriod;
}>;


export type AdminDashboardRegionalQuery = { adminDashboard: { regional: Array<{ region: string, totalSales: number }> } };

export type AdminDashboardSalesQueryVariables = Exact<{
  range: SalesRange;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminDashboardSalesQuery = { adminDashboard: { sales: { sales: number, bookings: number, previousSales: number, previousBookings: number, range: { kind: SalesRange, from: string, to: string, previousFrom: string, previousTo: string } } } };

export type SalesKpisFieldsFragment = { sales: number, dayUseSales: number, bookings: number, roomRevenue: number, soldNights: number, availableNights: number, occupancy: number, adr: number, revpar: number };

export type ManagerSalesQueryVariables = Exact<{
  range: SalesRange;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ManagerSalesQuery = { managerSales: { range: { kind: SalesRange, from: string, to: string, previousFrom: string, previousTo: string, grain: string }, kpis: { sales: number, dayUseSales: number, bookings: number, roomRevenue: number, soldNights: number, availableNights: number, occupancy: number, adr: number, revpar: number }, previous: { sales: number, dayUseSales: number, bookings: number, roomRevenue: number, soldNights: number, availableNights: number, occupancy: number, adr: number, revpar: number }, chart: { labels: Array<string>, sales: Array<number>, occupancy: Array<number> }, hotels: Array<{ hotel: { id: number, name: string, address: string }, kpis: { sales: number, dayUseSales: number, bookings: number, roomRevenue: number, soldNights: number, availableNights: number, occupancy: number, adr: number, revpar: number }, previous: { sales: number, dayUseSales: number, bookings: number, roomRevenue: number, soldNights: number, availableNights: number, occupancy: number, adr: number, revpar: number }, chart: { labels: Array<string>, sales: Array<number>, occupancy: Array<number> }, rooms: Array<{ sales: number, room: { id: number, name: string } }> }> } };

export type ExchangeRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ExchangeRatesQuery = { exchangeRates: { effectiveDate: string | null, stale: boolean, rates: Array<{ currency: string, wonPerUnit: number, effectiveDate: string }> } };

export type FrontDeskStay_StayFragment = { stage: string, stageLabel: string, paidAmount: number, refundedAmount: number, checkedInAt: string | null, checkedOutAt: string | null, noShowAt: string | null, canCheckIn: boolean, canMarkNoShow: boolean, canCheckOut: boolean, reservation: { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } } };

export type FrontDeskStay_ReservationFragment = { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } };

export type FrontDeskQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type FrontDeskQuery = { frontDesk: { date: string, arrivals: Array<{ stage: string, stageLabel: string, paidAmount: number, refundedAmount: number, checkedInAt: string | null, checkedOutAt: string | null, noShowAt: string | null, canCheckIn: boolean, canMarkNoShow: boolean, canCheckOut: boolean, reservation: { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } } }>, departures: Array<{ stage: string, stageLabel: string, paidAmount: number, refundedAmount: number, checkedInAt: string | null, checkedOutAt: string | null, noShowAt: string | null, canCheckIn: boolean, canMarkNoShow: boolean, canCheckOut: boolean, reservation: { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } } }>, inHouse: Array<{ stage: string, stageLabel: string, paidAmount: number, refundedAmount: number, checkedInAt: string | null, checkedOutAt: string | null, noShowAt: string | null, canCheckIn: boolean, canMarkNoShow: boolean, canCheckOut: boolean, reservation: { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } } }> } };

export type CheckInGuestMutationVariables = Exact<{
  input: FrontDeskActionInput;
}>;


export type CheckInGuestMutation = { checkInGuest: { message: string, stay: { stage: string, stageLabel: string, paidAmount: number, refundedAmount: number, checkedInAt: string | null, checkedOutAt: string | null, noShowAt: string | null, canCheckIn: boolean, canMarkNoShow: boolean, canCheckOut: boolean, reservation: { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } } } } };

export type MarkNoShowMutationVariables = Exact<{
  input: FrontDeskActionInput;
}>;


export type MarkNoShowMutation = { markNoShow: { message: string, stay: { stage: string, stageLabel: string, paidAmount: number, refundedAmount: number, checkedInAt: string | null, checkedOutAt: string | null, noShowAt: string | null, canCheckIn: boolean, canMarkNoShow: boolean, canCheckOut: boolean, reservation: { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } } } } };

export type CheckOutGuestMutationVariables = Exact<{
  input: FrontDeskActionInput;
}>;


export type CheckOutGuestMutation = { checkOutGuest: { message: string, stay: { stage: string, stageLabel: string, paidAmount: number, refundedAmount: number, checkedInAt: string | null, checkedOutAt: string | null, noShowAt: string | null, canCheckIn: boolean, canMarkNoShow: boolean, canCheckOut: boolean, reservation: { id: number, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, hotel: { id: number, name: string }, room: { id: number, name: string } } } } };

export type GuestReservationQueryVariables = Exact<{
  orderId: string;
  phone: string;
}>;


export type GuestReservationQuery = { guestReservation: { id: number, bookingNumber: string, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, orderId: string, status: ReservationStatus, cancellable: boolean, deletable: boolean, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, freeCancelUntil: string | null, hotel: { id: number, name: string, romanizedName: string, imageUrl: string | null, address: string, englishAddress: string, phone: string | null }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { totalAmount: number, canceledAmount: number, refundStatus: RefundStatus, refundedAt: string | null, method: string | null, receiptUrl: string | null }, cancellationPolicy: Array<{ until: string, untilTime: string | null, refundRate: number }> } };

export type GuestBookingCard_ReservationFragment = { kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, id: number, orderId: string, bookingNumber: string, status: ReservationStatus, cancellable: boolean, deletable: boolean, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, freeCancelUntil: string | null, hotel: { id: number, name: string, romanizedName: string, imageUrl: string | null, address: string, englishAddress: string, phone: string | null }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { totalAmount: number, canceledAmount: number, refundStatus: RefundStatus, refundedAt: string | null, method: string | null, receiptUrl: string | null }, cancellationPolicy: Array<{ until: string, untilTime: string | null, refundRate: number }> };

export type CancelGuestReservationMutationVariables = Exact<{
  input: ReservationActionInput;
}>;


export type CancelGuestReservationMutation = { cancelReservation: { message: string, canceledAmount: number, refundRate: number, reservation: { id: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, orderId: string, bookingNumber: string, status: ReservationStatus, cancellable: boolean, deletable: boolean, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, freeCancelUntil: string | null, hotel: { id: number, name: string, romanizedName: string, imageUrl: string | null, address: string, englishAddress: string, phone: string | null }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { totalAmount: number, canceledAmount: number, refundStatus: RefundStatus, refundedAt: string | null, method: string | null, receiptUrl: string | null }, cancellationPolicy: Array<{ until: string, untilTime: string | null, refundRate: number }> } } };

export type DeleteGuestReservationMutationVariables = Exact<{
  input: ReservationActionInput;
}>;


export type DeleteGuestReservationMutation = { deleteReservation: { deletedReservationId: number } };

export type GuestCancellationQuoteQueryVariables = Exact<{
  reservationId: number;
  orderId: string;
  phone: string;
}>;


export type GuestCancellationQuoteQuery = { cancellationQuote: { tier: CancellationQuoteTier, tierLabel: string, refundRate: number, refundAmount: number, keptAmount: number, totalAmount: number, validUntil: string | null, policy: Array<{ until: string, untilTime: string | null, refundRate: number }> } };

export type HotelCalendarQueryVariables = Exact<{
  id: number;
  from: string;
  to: string;
  persons: number;
}>;


export type HotelCalendarQuery = { hotel: { id: number, calendar: Array<{ date: string, lowestPrice: number | null, soldOut: boolean, closed: boolean, minStay: number | null }> } };

export type HotelDetailQueryVariables = Exact<{
  id: number;
  stay: StayInput;
  dayUseDate: string;
  dayUseRooms: number;
  withDayUse: boolean;
}>;


export type HotelDetailQuery = { hotel: { id: number, name: string, romanizedName: string, type: LodgingType, star: number | null, address: string, englishAddress: string, region: string, info: string, latitude: number, longitude: number, checkinTime: string, checkoutTime: string, minPrice: number | null, avgScore: number | null, reviewCount: number, wishlisted: boolean, images: Array<{ kind: string, url: string }>, services: Array<{ id: number, name: string }>, rooms: Array<{ id: number, name: string, capacity: number, imageUrl: string | null, bedType: string | null, size: number | null, amenities: Array<string>, description: string | null, offer: { price: number, stayPrice: number | null, availableCount: number, freeCancellationUntil: string | null, closed: boolean, minStay: number | null }, dayUse?: Array<{ hours: number, price: number, label: string, starts: Array<string>, freeCancellationUntil: string | null }> }>, reviews: { totalCount: number, edges: Array<{ node: { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, author: { name: string } } }> }, nearbyLandmarks: Array<{ id: number, name: string, category: string, location: string, distanceKm: number, travelMinutes: number }> } };

export type RoomCard_RoomFragment = { id: number, name: string, capacity: number, imageUrl: string | null, bedType: string | null, size: number | null, amenities: Array<string>, description: string | null, offer: { price: number, stayPrice: number | null, availableCount: number, freeCancellationUntil: string | null, closed: boolean, minStay: number | null }, dayUse?: Array<{ hours: number, price: number, label: string, starts: Array<string>, freeCancellationUntil: string | null }> };

export type HotelReviews_ReviewFragment = { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, author: { name: string } };

export type NearbyLandmarks_LandmarkFragment = { id: number, name: string, category: string, location: string, distanceKm: number, travelMinutes: number };

export type LodgingPreviewQueryVariables = Exact<{
  id: number;
}>;


export type LodgingPreviewQuery = { hotel: { id: number, name: string, type: LodgingType, star: number | null, address: string, region: string, info: string, phone: string | null, checkinTime: string, checkoutTime: string, status: HotelStatus, images: Array<{ kind: string, url: string }>, services: Array<{ id: number, name: string }>, rooms: Array<{ id: number, name: string, capacity: number, basePrice: number, unitCount: number, imageUrl: string | null, checkinTime: string, checkoutTime: string }> } };

export type HotelReviewPageQueryVariables = Exact<{
  id: number;
  first: number;
  after?: string | null | undefined;
  sort: ReviewSort;
  photoOnly: boolean;
}>;


export type HotelReviewPageQuery = { hotel: { id: number, reviewCount: number, photoReviewCount: number, reviewScoreCounts: Array<{ score: number, count: number }>, reviews: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, author: { name: string } } }> } } };

export type AdminInquiriesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  status?: InquiryStatus | null | undefined;
  searchQuery?: string | null | undefined;
}>;


export type AdminInquiriesQuery = { adminInquiries: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, title: string, authorName: string, isMember: boolean, status: InquiryStatus, secret: boolean, createdAt: string } }> } };

export type AdminInquiryQueryVariables = Exact<{
  id: number;
}>;


export type AdminInquiryQuery = { adminInquiry: { id: number, title: string, content: string, authorName: string, isMember: boolean, email: string | null, contactEmail: string | null, phoneNumber: string | null, secret: boolean, status: InquiryStatus, createdAt: string, answer: string | null, answeredAt: string | null } };

export type AnswerInquiryMutationVariables = Exact<{
  input: AnswerInquiryInput;
}>;


export type AnswerInquiryMutation = { answerInquiry: { inquiry: { id: number, status: InquiryStatus, answer: string | null, answeredAt: string | null } } };

export type CreateMemberInquiryMutationVariables = Exact<{
  input: InquiryInput;
}>;


export type CreateMemberInquiryMutation = { createMemberInquiry: { inquiry: { id: number, status: InquiryStatus } } };

export type CreateGuestInquiryMutationVariables = Exact<{
  input: InquiryInput;
}>;


export type CreateGuestInquiryMutation = { createGuestInquiry: { inquiry: { id: number, status: InquiryStatus } } };

export type InquiryBoardQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type InquiryBoardQuery = { inquiryBoard: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, title: string, secret: boolean, status: InquiryStatus, authorName: string, createdAt: string, readable: boolean } }> } };

export type InquiryBoardPostQueryVariables = Exact<{
  id: number;
}>;


export type InquiryBoardPostQuery = { inquiryBoardPost: { id: number, title: string, secret: boolean, status: InquiryStatus, authorName: string, createdAt: string, content: string | null, answer: string | null, answeredAt: string | null } };

export type LandmarkDetailQueryVariables = Exact<{
  id: string;
}>;


export type LandmarkDetailQuery = { landmark: { id: number, name: string, romanizedName: string, location: string, category: string, tags: Array<string>, images: Array<string>, description: string, detail: string, overview: string, basicAddress: string | null, basicHomepage: string | null, guidePhone: string | null, guideClosed: string | null, guideHours: string | null, extras: Array<{ label: string, value: string }> } };

export type LandmarkListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: LandmarkFilterInput | null | undefined;
  sort?: LandmarkSort | null | undefined;
}>;


export type LandmarkListQuery = { landmarks: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: number, name: string, romanizedName: string, location: string, category: string, images: Array<string>, description: string, popularity: number } }> } };

export type LandmarkFacetsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandmarkFacetsQuery = { landmarkFacets: { regions: Array<{ value: string, count: number }>, categories: Array<{ value: string, count: number }> } };

export type LandmarkSliderQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type LandmarkSliderQuery = { landmarks: { edges: Array<{ node: { id: number, name: string, romanizedName: string, location: string, category: string, images: Array<string> } }> } };

export type LandmarkNearbyStaysQueryVariables = Exact<{
  id: string;
  tonight: StayInput;
}>;


export type LandmarkNearbyStaysQuery = { nearbyStays: Array<{ distanceKm: number, hotel: { id: number, name: string, romanizedName: string, type: LodgingType, address: string, minPrice: number | null, avgScore: number | null, reviewCount: number, imageUrl: string | null } }> };

export type NearbyStay_HotelFragment = { id: number, name: string, romanizedName: string, type: LodgingType, address: string, minPrice: number | null, avgScore: number | null, reviewCount: number, imageUrl: string | null };

export type DayUseOfferFieldsFragment = { enabled: boolean, opens: string, closes: string, weekendOpens: string | null, weekendCloses: string | null, lastStart: string, bufferMinutes: number, maxRooms: number, durations: Array<{ hours: number, price: number }> };

export type SaveDayUseOfferMutationVariables = Exact<{
  input: SaveDayUseOfferInput;
}>;


export type SaveDayUseOfferMutation = { saveDayUseOffer: { offer: { enabled: boolean, opens: string, closes: string, weekendOpens: string | null, weekendCloses: string | null, lastStart: string, bufferMinutes: number, maxRooms: number, durations: Array<{ hours: number, price: number }> } } };

export type ManagerHotelFieldsFragment = { id: number, name: string, type: LodgingType, star: number | null, address: string, region: string, info: string, phone: string | null, latitude: number, longitude: number, checkinTime: string, checkoutTime: string, dayUseFreeCancelMinutes: number, status: HotelStatus, rejectionReason: string | null, active: boolean, translations: Array<{ locale: string, name: string | null, description: string | null }>, images: Array<{ kind: string, url: string }>, rooms: Array<{ id: number, name: string, basePrice: number, unitCount: number, capacity: number, active: boolean, imageUrl: string | null, checkinTime: string, checkoutTime: string, bedType: string | null, size: number | null, amenities: Array<string>, description: string | null, translations: Array<{ locale: string, name: string | null, description: string | null }> }>, services: Array<{ id: number, name: string }> };

export type ManagerHotelsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ManagerHotelsQuery = { managerHotels: { totalCount: number, edges: Array<{ node: { id: number, name: string, type: LodgingType, star: number | null, address: string, region: string, info: string, phone: string | null, latitude: number, longitude: number, checkinTime: string, checkoutTime: string, dayUseFreeCancelMinutes: number, status: HotelStatus, rejectionReason: string | null, active: boolean, translations: Array<{ locale: string, name: string | null, description: string | null }>, images: Array<{ kind: string, url: string }>, rooms: Array<{ id: number, name: string, basePrice: number, unitCount: number, capacity: number, active: boolean, imageUrl: string | null, checkinTime: string, checkoutTime: string, bedType: string | null, size: number | null, amenities: Array<string>, description: string | null, translations: Array<{ locale: string, name: string | null, description: string | null }> }>, services: Array<{ id: number, name: string }> } }> } };

export type ManagerHotelQueryVariables = Exact<{
  id: number;
}>;


export type ManagerHotelQuery = { managerHotel: { id: number, name: string, type: LodgingType, star: number | null, address: string, region: string, info: string, phone: string | null, latitude: number, longitude: number, checkinTime: string, checkoutTime: string, dayUseFreeCancelMinutes: number, status: HotelStatus, rejectionReason: string | null, active: boolean, rooms: Array<{ id: number, name: string, basePrice: number, unitCount: number, capacity: number, active: boolean, imageUrl: string | null, checkinTime: string, checkoutTime: string, bedType: string | null, size: number | null, amenities: Array<string>, description: string | null, dayUseOffer: { enabled: boolean, opens: string, closes: string, weekendOpens: string | null, weekendCloses: string | null, lastStart: string, bufferMinutes: number, maxRooms: number, durations: Array<{ hours: number, price: number }> } | null, translations: Array<{ locale: string, name: string | null, description: string | null }> }>, translations: Array<{ locale: string, name: string | null, description: string | null }>, images: Array<{ kind: string, url: string }>, services: Array<{ id: number, name: string }> } };

export type HotelServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type HotelServicesQuery = { hotelServices: Array<{ id: number, name: string }> };

export type GeocodeAddressQueryVariables = Exact<{
  address: string;
}>;


export type GeocodeAddressQuery = { geocodeAddress: { address: string, latitude: number, longitude: number } };

export type UpdateManagerHotelMutationVariables = Exact<{
  input: UpdateManagerHotelInput;
}>;


export type UpdateManagerHotelMutation = { updateManagerHotel: { message: string, hotel: { id: number, name: string, type: LodgingType, star: number | null, address: string, region: string, info: string, phone: string | null, latitude: number, longitude: number, checkinTime: string, checkoutTime: string, dayUseFreeCancelMinutes: number, status: HotelStatus, rejectionReason: string | null, active: boolean, translations: Array<{ locale: string, name: string | null, description: string | null }>, images: Array<{ kind: string, url: string }>, rooms: Array<{ id: number, name: string, basePrice: number, unitCount: number, capacity: number, active: boolean, imageUrl: string | null, checkinTime: string, checkoutTime: string, bedType: string | null, size: number | null, amenities: Array<string>, description: string | null, translations: Array<{ locale: string, name: string | null, description: string | null }> }>, services: Array<{ id: number, name: string }> } } };

export type DeleteManagerHotelMutationVariables = Exact<{
  input: DeleteManagerHotelInput;
}>;


export type DeleteManagerHotelMutation = { deleteManagerHotel: { id: number, message: string } };

export type ManagerReservationRow_ReservationFragment = { id: number, orderId: string, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, cancellable: boolean, createdAt: string, confirmedAt: string | null, canceledAt: string | null, user: { id: number } | null, hotel: { id: number, name: string }, room: { id: number, name: string }, payment: { totalAmount: number, canceledAmount: number } };

export type ManagerReservationsQueryVariables = Exact<{
  filter?: ManagerReservationFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ManagerReservationsQuery = { managerReservations: { totalCount: number, counts: { all: number, member: number, nonMember: number }, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: number, orderId: string, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, cancellable: boolean, createdAt: string, confirmedAt: string | null, canceledAt: string | null, user: { id: number } | null, hotel: { id: number, name: string }, room: { id: number, name: string }, payment: { totalAmount: number, canceledAmount: number } } }> } };

export type ManagerCancelReservationMutationVariables = Exact<{
  input: ManagerCancelReservationInput;
}>;


export type ManagerCancelReservationMutation = { managerCancelReservation: { message: string, canceledAmount: number, reservation: { id: number, orderId: string, bookingNumber: string, guestName: string | null, phone: string | null, checkIn: string, checkOut: string, nights: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, roomCount: number, people: number, status: ReservationStatus, cancellable: boolean, createdAt: string, confirmedAt: string | null, canceledAt: string | null, user: { id: number } | null, hotel: { id: number, name: string }, room: { id: number, name: string }, payment: { totalAmount: number, canceledAmount: number } } } };

export type ManagerCancellationQuoteQueryVariables = Exact<{
  reservationId: number;
}>;


export type ManagerCancellationQuoteQuery = { managerCancellationQuote: { tier: CancellationQuoteTier, tierLabel: string, refundRate: number, refundAmount: number, keptAmount: number, totalAmount: number, validUntil: string | null, policy: Array<{ until: string, untilTime: string | null, refundRate: number }> } };

export type ManagerReservationLodgingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ManagerReservationLodgingsQuery = { managerHotels: { edges: Array<{ node: { id: number, name: string, rooms: Array<{ id: number, name: string }> } }> } };

export type ManagerReservationMessagesQueryVariables = Exact<{
  reservationId: number;
}>;


export type ManagerReservationMessagesQuery = { managerReservationMessages: Array<{ id: number, channel: string, eventLabel: string, viewLabel: string, sentAt: string | null, createdAt: string }> };

export type MyCouponsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MyCouponsQuery = { myCoupons: { edges: Array<{ node: { id: number, expiryDate: string | null, isExpired: boolean, unusableReason: string | null, coupon: { id: number, name: string, type: CouponType, discount: number, conditions: Array<string> } } }> } };

export type CouponRow_CouponFragment = { id: number, expiryDate: string | null, isExpired: boolean, unusableReason: string | null, coupon: { id: number, name: string, type: CouponType, discount: number, conditions: Array<string> } };

export type DeleteMyCouponMutationVariables = Exact<{
  input: DeleteMyCouponInput;
}>;


export type DeleteMyCouponMutation = { deleteMyCoupon: { deletedCouponId: number } };

export type RegisterCouponCodeMutationVariables = Exact<{
  input: RegisterCouponCodeInput;
}>;


export type RegisterCouponCodeMutation = { registerCouponCode: { message: string, userCoupon: { id: number, expiryDate: string | null, isExpired: boolean, unusableReason: string | null, coupon: { id: number, name: string, type: CouponType, discount: number, conditions: Array<string> } } } };

export type MyUsedCouponsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MyUsedCouponsQuery = { myUsedCoupons: { edges: Array<{ node: { id: number, name: string, type: CouponType, discount: number, usedAt: string, reservationId: number | null, bookingNumber: string | null, hotelName: string | null, checkIn: string | null, checkOut: string | null, discountAmount: number | null } }> } };

export type MyInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type MyInfoQuery = { me: { id: number, name: string, email: string, phone: string | null, role: Role, hasPassword: boolean } };

export type WithdrawMyAccountMutationVariables = Exact<{
  input: WithdrawMyAccountInput;
}>;


export type WithdrawMyAccountMutation = { withdrawMyAccount: { message: string } };

export type UpdateMyPhoneMutationVariables = Exact<{
  input: UpdateMyPhoneInput;
}>;


export type UpdateMyPhoneMutation = { updateMyPhone: { user: { id: number, phone: string | null } } };

export type MyInquiriesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MyInquiriesQuery = { myInquiries: { edges: Array<{ node: { id: number, title: string, content: string, status: InquiryStatus, secret: boolean, createdAt: string, answer: string | null, answeredAt: string | null } }> } };

export type MyInquiry_InquiryFragment = { id: number, title: string, content: string, status: InquiryStatus, secret: boolean, createdAt: string, answer: string | null, answeredAt: string | null };

export type MyReservationsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MyReservationsQuery = { myReservations: { totalCount: number, edges: Array<{ node: { id: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, orderId: string, bookingNumber: string, status: ReservationStatus, statusLabel: string, stayPhase: StayPhase, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, createdAt: string, cancellable: boolean, reviewable: boolean, deletable: boolean, guestName: string | null, phone: string | null, confirmedAt: string | null, freeCancelUntil: string | null, voucherUrl: string | null, hotel: { id: number, name: string, romanizedName: string, imageUrl: string | null, address: string, englishAddress: string, phone: string | null, latitude: number, longitude: number, checkinTime: string, checkoutTime: string }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { totalAmount: number, canceledAmount: number, refundStatus: RefundStatus, refundedAt: string | null, basePrice: number, taxes: number, couponDiscount: number, paidAt: string | null, receiptUrl: string | null, method: string | null }, cancellationPolicy: Array<{ until: string, untilTime: string | null, refundRate: number }> } }> } };

export type ReviewModal_ReservationFragment = { id: number, hotel: { id: number, name: string }, room: { id: number, name: string } };

export type ReservationCard_ReservationFragment = { kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, id: number, orderId: string, bookingNumber: string, status: ReservationStatus, statusLabel: string, stayPhase: StayPhase, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, createdAt: string, cancellable: boolean, reviewable: boolean, deletable: boolean, hotel: { id: number, name: string, romanizedName: string, imageUrl: string | null, address: string }, room: { id: number, name: string }, payment: { totalAmount: number, canceledAmount: number } };

export type ReservationDrawer_ReservationFragment = { kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, id: number, orderId: string, bookingNumber: string, status: ReservationStatus, statusLabel: string, stayPhase: StayPhase, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, guestName: string | null, phone: string | null, createdAt: string, confirmedAt: string | null, cancellable: boolean, freeCancelUntil: string | null, voucherUrl: string | null, cancellationPolicy: Array<{ until: string, untilTime: string | null, refundRate: number }>, hotel: { id: number, name: string, romanizedName: string, imageUrl: string | null, address: string, englishAddress: string, phone: string | null, latitude: number, longitude: number, checkinTime: string, checkoutTime: string }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { refundStatus: RefundStatus, refundedAt: string | null, basePrice: number, taxes: number, couponDiscount: number, totalAmount: number, canceledAmount: number, paidAt: string | null, receiptUrl: string | null, method: string | null } };

export type CancelMyReservationMutationVariables = Exact<{
  input: ReservationActionInput;
}>;


export type CancelMyReservationMutation = { cancelReservation: { message: string, canceledAmount: number, refundRate: number, reservation: { id: number, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, orderId: string, bookingNumber: string, status: ReservationStatus, statusLabel: string, stayPhase: StayPhase, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, createdAt: string, cancellable: boolean, reviewable: boolean, deletable: boolean, guestName: string | null, phone: string | null, confirmedAt: string | null, freeCancelUntil: string | null, voucherUrl: string | null, hotel: { id: number, name: string, romanizedName: string, imageUrl: string | null, address: string, englishAddress: string, phone: string | null, latitude: number, longitude: number, checkinTime: string, checkoutTime: string }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { totalAmount: number, canceledAmount: number, refundStatus: RefundStatus, refundedAt: string | null, basePrice: number, taxes: number, couponDiscount: number, paidAt: string | null, receiptUrl: string | null, method: string | null }, cancellationPolicy: Array<{ until: string, untilTime: string | null, refundRate: number }> } } };

export type DeleteMyReservationMutationVariables = Exact<{
  input: ReservationActionInput;
}>;


export type DeleteMyReservationMutation = { deleteReservation: { deletedReservationId: number } };

export type MyCancellationQuoteQueryVariables = Exact<{
  reservationId: number;
}>;


export type MyCancellationQuoteQuery = { cancellationQuote: { tier: CancellationQuoteTier, tierLabel: string, refundRate: number, refundAmount: number, keptAmount: number, totalAmount: number, validUntil: string | null, policy: Array<{ until: string, untilTime: string | null, refundRate: number }> } };

export type MyReviewsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type MyReviewsQuery = { myReviews: { totalCount: number, edges: Array<{ node: { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, hotel: { id: number, name: string, romanizedName: string } } }> } };

export type MyReviewCard_ReviewFragment = { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, hotel: { id: number, name: string, romanizedName: string } };

export type VerifyOldPasswordAndSendCodeMutationVariables = Exact<{
  input: OldPasswordInput;
}>;


export type VerifyOldPasswordAndSendCodeMutation = { verifyOldPasswordAndSendCode: { message: string } };

export type VerifyPasswordChangeCodeMutationVariables = Exact<{
  input: CodeInput;
}>;


export type VerifyPasswordChangeCodeMutation = { verifyPasswordChangeCode: { message: string, resetToken: string } };

export type CompletePasswordChangeMutationVariables = Exact<{
  input: NewPasswordInput;
}>;


export type CompletePasswordChangeMutation = { completePasswordChange: { message: string } };

export type WriteReviewMutationVariables = Exact<{
  input: WriteReviewInput;
}>;


export type WriteReviewMutation = { writeReview: { review: { id: number, score: number, content: string, imageUrl: string | null, createdAt: string, reply: string | null, repliedAt: string | null, hotel: { id: number, name: string, romanizedName: string } }, reservation: { id: number, status: ReservationStatus, statusLabel: string, stayPhase: StayPhase, cancellable: boolean, reviewable: boolean, deletable: boolean } } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: EmailInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { message: string } };

export type VerifyPasswordResetCodeMutationVariables = Exact<{
  input: EmailCodeInput;
}>;


export type VerifyPasswordResetCodeMutation = { verifyPasswordResetCode: { message: string, resetToken: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: NewPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { message: string } };

export type CompleteCheckoutPaymentMutationVariables = Exact<{
  input: CompletePaymentInput;
}>;


export type CompleteCheckoutPaymentMutation = { completePayment: { paymentId: number, reservationId: number, orderId: string, amount: number } };

export type PaymentReceiptQueryVariables = Exact<{
  orderId: string;
  phone?: string | null | undefined;
  paymentProof?: string | null | undefined;
}>;


export type PaymentReceiptQuery = { reservationByOrder: { id: number, guestName: string | null, kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, orderId: string, bookingNumber: string, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, status: ReservationStatus, freeCancelUntil: string | null, hotel: { id: number, name: string, romanizedName: string, address: string, englishAddress: string, phone: string | null }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { canceledAmount: number, refundStatus: RefundStatus, refundedAt: string | null, totalAmount: number, taxes: number, couponDiscount: number, method: string | null, receiptUrl: string | null } } };

export type Receipt_ReservationFragment = { kind: StayKind, dayUseStartsAt: string | null, dayUseEndsAt: string | null, id: number, orderId: string, bookingNumber: string, checkIn: string, checkOut: string, nights: number, people: number, roomCount: number, status: ReservationStatus, freeCancelUntil: string | null, hotel: { id: number, name: string, romanizedName: string, address: string, englishAddress: string, phone: string | null }, room: { id: number, name: string, checkinTime: string, checkoutTime: string }, payment: { canceledAmount: number, refundStatus: RefundStatus, refundedAt: string | null, totalAmount: number, taxes: number, couponDiscount: number, method: string | null, receiptUrl: string | null } };

export type CalendarNightFieldsFragment = { id: string, roomId: number, date: string, price: number, roomsToSell: number, sold: number, held: number, closed: boolean, minStay: number, holiday: string | null };

export type CalendarDayUseFieldsFragment = { id: string, roomId: number, date: string, maxRooms: number | null, closed: boolean, prices: Array<{ hours: number, price: number }> | null };

export type RatesCalendarHotelsQueryVariables = Exact<{ [key: string]: never; }>;


export type RatesCalendarHotelsQuery = { managerHotels: { edges: Array<{ node: { id: number, name: string } }> } };

export type RatesCalendarOpeningQueryVariables = Exact<{
  today: string;
}>;


export type RatesCalendarOpeningQuery = { managerHotels: { edges: Array<{ node: { id: number, rooms: Array<{ id: number, nights: Array<{ id: string }> }> } }> } };

export type RatesCalendarMonthQueryVariables = Exact<{
  hotelId: number;
  from: string;
  to: string;
}>;


export type RatesCalendarMonthQuery = { managerHotel: { id: number, rooms: Array<{ id: number, name: string, unitCount: number, basePrice: number, active: boolean, nights: Array<{ id: string, roomId: number, date: string, price: number, roomsToSell: number, sold: number, held: number, closed: boolean, minStay: number, holiday: string | null, changes: Array<{ id: number }> }>, dayUseOffer: { enabled: boolean, maxRooms: number, durations: Array<{ hours: number, price: number }> } | null, dayUseDays: Array<{ id: string, roomId: number, date: string, maxRooms: number | null, closed: boolean, changes: Array<{ id: number, field: string, before: string | null, after: string, changedBy: string, changedAt: string }>, prices: Array<{ hours: number, price: number }> | null }> }> } };

export type RatesCalendarGuestViewQueryVariables = Exact<{
  hotelId: number;
  from: string;
  to: string;
  persons: number;
}>;


export type RatesCalendarGuestViewQuery = { hotel: { id: number, calendar: Array<{ date: string, lowestPrice: number | null, soldOut: boolean, closed: boolean, minStay: number | null }> } };

export type RoomNightHistoryQueryVariables = Exact<{
  hotelId: number;
  date: string;
}>;


export type RoomNightHistoryQuery = { managerHotel: { id: number, rooms: Array<{ id: number, nights: Array<{ id: string, changes: Array<{ id: number, field: string, before: string | null, after: string, changedBy: string, changedAt: string }> }> }> } };

export type UpdateRoomCalendarMutationVariables = Exact<{
  input: UpdateRoomCalendarInput;
}>;


export type UpdateRoomCalendarMutation = { updateRoomCalendar: { updatedNights: number, preview: boolean, nights: Array<{ id: string, roomId: number, date: string, price: number, roomsToSell: number, sold: number, held: number, closed: boolean, minStay: number, holiday: string | null }> } };

export type ApplyHolidayEvePricesMutationVariables = Exact<{
  input: HolidayEvePricesInput;
}>;


export type ApplyHolidayEvePricesMutation = { applyHolidayEvePrices: { updatedNights: number, preview: boolean, nights: Array<{ id: string, roomId: number, date: string, price: number, roomsToSell: number, sold: number, held: number, closed: boolean, minStay: number, holiday: string | null }> } };

export type UpdateDayUseDaysMutationVariables = Exact<{
  input: UpdateDayUseDaysInput;
}>;


export type UpdateDayUseDaysMutation = { updateDayUseDays: { updatedDays: number, preview: boolean, days: Array<{ id: string, roomId: number, date: string, maxRooms: number | null, closed: boolean, prices: Array<{ hours: number, price: number }> | null }> } };

export type EmailTakenQueryVariables = Exact<{
  email: string;
}>;


export type EmailTakenQuery = { emailTaken: boolean };

export type SendSignupCodeMutationVariables = Exact<{
  input: EmailInput;
}>;


export type SendSignupCodeMutation = { sendSignupCode: { message: string } };

export type VerifySignupCodeMutationVariables = Exact<{
  input: EmailCodeInput;
}>;


export type VerifySignupCodeMutation = { verifySignupCode: { message: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { accessToken: string, refreshToken: string } };

export type ApplyAsManagerMutationVariables = Exact<{
  input: ManagerApplicationInput;
}>;


export type ApplyAsManagerMutation = { applyAsManager: { message: string } };

export type DiscardRegisterSessionMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type DiscardRegisterSessionMutation = { logout: { loggedOut: boolean } };

export type HotelCard_HotelFragment = { id: number, name: string, romanizedName: string, type: LodgingType, star: number | null, region: string, imageUrl: string | null, minPrice: number | null, stayPrice: number | null, stayTotal: number | null, freeCancellationUntil: string | null, avgScore: number | null, reviewCount: number, wishlisted: boolean };

export type LodgingAreasQueryVariables = Exact<{ [key: string]: never; }>;


export type LodgingAreasQuery = { lodgingAreas: Array<{ name: string, placeId: string | null, lodgingCount: number, districts: Array<{ name: string, label: string, placeId: string | null, lodgingCount: number }> }> };

export type PlaceSuggestionsQueryVariables = Exact<{
  text: string;
  first?: number | null | undefined;
}>;


export type PlaceSuggestionsQuery = { placeSuggestions: Array<{ id: string, kind: PlaceKind, name: string, romanizedName: string, label: string, latitude: number | null, longitude: number | null }> };

export type SearchHotelsQueryVariables = Exact<{
  criteria: SearchInput;
  stay: StayInput;
  filter?: SearchFilter | null | undefined;
  sort: SearchSort;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchHotelsQuery = { searchHotels: { totalCount: number, totalAtLeast: boolean, priceRange: { lowest: number, highest: number } | null, facets: { atLeast: boolean, types: Array<{ type: LodgingType, count: number }>, services: Array<{ name: string, count: number }> }, pageInfo: { endCursor: string | null, hasNextPage: boolean }, edges: Array<{ cursor: string, distanceKm: number | null, dayUse: { hours: number, price: number, label: string, starts: Array<string>, freeCancellationUntil: string | null } | null, node: { id: number, latitude: number, longitude: number, name: string, romanizedName: string, type: LodgingType, star: number | null, region: string, imageUrl: string | null, minPrice: number | null, stayPrice: number | null, stayTotal: number | null, freeCancellationUntil: string | null, avgScore: number | null, reviewCount: number, wishlisted: boolean, address: string } }> } };

export type SearchServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SearchServicesQuery = { searchServices: Array<string> };

export type SearchMapQueryVariables = Exact<{
  criteria: SearchInput;
  stay: StayInput;
  filter?: SearchFilter | null | undefined;
  bounds: MapBoundsInput;
  zoom: number;
}>;


export type SearchMapQuery = { searchMap: { totalCount: number, clustered: boolean, pins: Array<{ id: number, name: string, romanizedName: string, latitude: number, longitude: number, stayTotal: number | null }>, clusters: Array<{ latitude: number, longitude: number, count: number, south: number, west: number, north: number, east: number }> } };

export type SettlementFigures_StatementFragment = { id: number | null, hotelId: number, hotelName: string, month: string, status: SettlementStatus, grossAmount: number, refundAmount: number, netSales: number, commissionRate: number, commissionAmount: number, paymentFeeAmount: number, adjustmentAmount: number, payoutAmount: number, lineCount: number, closedAt: string | null, paidOn: string | null };

export type SettlementDetail_StatementFragment = { id: number | null, hotelId: number, hotelName: string, month: string, status: SettlementStatus, grossAmount: number, refundAmount: number, netSales: number, commissionRate: number, commissionAmount: number, paymentFeeAmount: number, adjustmentAmount: number, payoutAmount: number, lineCount: number, closedAt: string | null, paidOn: string | null, lines: Array<{ reservationId: number, bookingNumber: string, orderId: string, roomName: string, checkIn: string, checkOut: string, status: ReservationStatus, paidAmount: number, refundAmount: number, netAmount: number, commissionAmount: number, paymentFeeAmount: number, payoutAmount: number }>, adjustments: Array<{ reservationId: number, bookingNumber: string, reason: string, amount: number, month: string }> };

export type ManagerSettlementsQueryVariables = Exact<{
  hotelId?: number | null | undefined;
}>;


export type ManagerSettlementsQuery = { managerSettlements: Array<{ id: number | null, hotelId: number, hotelName: string, month: string, status: SettlementStatus, grossAmount: number, refundAmount: number, netSales: number, commissionRate: number, commissionAmount: number, paymentFeeAmount: number, adjustmentAmount: number, payoutAmount: number, lineCount: number, closedAt: string | null, paidOn: string | null }> };

export type ManagerOpenSettlementQueryVariables = Exact<{
  hotelId: number;
}>;


export type ManagerOpenSettlementQuery = { managerSettlements: Array<{ id: number | null, hotelId: number, hotelName: string, month: string, status: SettlementStatus, grossAmount: number, refundAmount: number, netSales: number, commissionRate: number, commissionAmount: number, paymentFeeAmount: number, adjustmentAmount: number, payoutAmount: number, lineCount: number, closedAt: string | null, paidOn: string | null, lines: Array<{ reservationId: number, bookingNumber: string, orderId: string, roomName: string, checkIn: string, checkOut: string, status: ReservationStatus, paidAmount: number, refundAmount: number, netAmount: number, commissionAmount: number, paymentFeeAmount: number, payoutAmount: number }>, adjustments: Array<{ reservationId: number, bookingNumber: string, reason: string, amount: number, month: string }> }> };

export type SettlementStatementQueryVariables = Exact<{
  id: number;
}>;


export type SettlementStatementQuery = { settlementStatement: { id: number | null, hotelId: number, hotelName: string, month: string, status: SettlementStatus, grossAmount: number, refundAmount: number, netSales: number, commissionRate: number, commissionAmount: number, paymentFeeAmount: number, adjustmentAmount: number, payoutAmount: number, lineCount: number, closedAt: string | null, paidOn: string | null, lines: Array<{ reservationId: number, bookingNumber: string, orderId: string, roomName: string, checkIn: string, checkOut: string, status: ReservationStatus, paidAmount: number, refundAmount: number, netAmount: number, commissionAmount: number, paymentFeeAmount: number, payoutAmount: number }>, adjustments: Array<{ reservationId: number, bookingNumber: string, reason: string, amount: number, month: string }> } | null };

export type AdminSettlementsQueryVariables = Exact<{
  month: string;
}>;


export type AdminSettlementsQuery = { adminSettlements: Array<{ managerName: string | null, id: number | null, hotelId: number, hotelName: string, month: string, status: SettlementStatus, grossAmount: number, refundAmount: number, netSales: number, commissionRate: number, commissionAmount: number, paymentFeeAmount: number, adjustmentAmount: number, payoutAmount: number, lineCount: number, closedAt: string | null, paidOn: string | null }> };

export type MarkSettlementPaidMutationVariables = Exact<{
  input: MarkSettlementPaidInput;
}>;


export type MarkSettlementPaidMutation = { markSettlementPaid: { managerName: string | null, id: number | null, hotelId: number, hotelName: string, month: string, status: SettlementStatus, grossAmount: number, refundAmount: number, netSales: number, commissionRate: number, commissionAmount: number, paymentFeeAmount: number, adjustmentAmount: number, payoutAmount: number, lineCount: number, closedAt: string | null, paidOn: string | null } };

export type SettlementLodgingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettlementLodgingsQuery = { managerHotels: { edges: Array<{ node: { id: number, name: string } }> } };

export type WebhooksQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  deliveryStatus?: string | null | undefined;
}>;


export type WebhooksQuery = { webhooks: { pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, url: string, events: Array<string>, active: boolean, state: string, stateLabel: string, pausedBy: string | null, consecutiveFailures: number, failingSince: string | null, pausedAt: string | null, disabledAt: string | null, createdAt: string, deliveries: Array<{ id: string, eventId: string, type: string, typeLabel: string, status: string, statusLabel: string, attempts: number, lastStatusCode: number | null, lastError: string | null, lastAttemptAt: string | null, nextAttemptAt: string | null }> } }> } };

export type RegisterWebhookMutationVariables = Exact<{
  input: RegisterWebhookInput;
}>;


export type RegisterWebhookMutation = { registerWebhook: { id: string, secret: string } };

export type DeleteWebhookMutationVariables = Exact<{
  input: DeleteWebhookInput;
}>;


export type DeleteWebhookMutation = { deleteWebhook: { id: string } };

export type ResendWebhookDeliveryMutationVariables = Exact<{
  input: ResendWebhookDeliveryInput;
}>;


export type ResendWebhookDeliveryMutation = { resendWebhookDelivery: { deliveryId: string } };

export type ResumeWebhookMutationVariables = Exact<{
  input: ResumeWebhookInput;
}>;


export type ResumeWebhookMutation = { resumeWebhook: { id: string } };

export type UpdateWebhookMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type UpdateWebhookMutation = { updateWebhook: { webhook: { id: string, url: string, events: Array<string> } } };

export type PauseWebhookMutationVariables = Exact<{
  input: PauseWebhookInput;
}>;


export type PauseWebhookMutation = { pauseWebhook: { id: string } };

export type PingWebhookMutationVariables = Exact<{
  input: PingWebhookInput;
}>;


export type PingWebhookMutation = { pingWebhook: { deliveryId: string, eventId: string } };

export type MyWishlistQueryVariables = Exact<{
  stay?: StayInput | null | undefined;
  first?: number | null | undefined;
}>;


export type MyWishlistQuery = { myWishlist: { totalCount: number, edges: Array<{ cursor: string, addedAt: string, node: { id: number, name: string, romanizedName: string, type: LodgingType, star: number | null, region: string, address: string, minPrice: number | null, stayPrice: number | null, stayTotal: number | null, avgScore: number | null, reviewCount: number, imageUrl: string | null, wishlisted: boolean } }> } };

export type AddToWishlistMutationVariables = Exact<{
  input: WishlistInput;
}>;


export type AddToWishlistMutation = { addToWishlist: { hotel: { id: number, wishlisted: boolean } | null } };

export type RemoveFromWishlistMutationVariables = Exact<{
  input: WishlistInput;
}>;


export type RemoveFromWishlistMutation = { removeFromWishlist: { hotel: { id: number, wishlisted: boolean } | null } };

export type WishlistCard_HotelFragment = { id: number, name: string, romanizedName: string, type: LodgingType, star: number | null, region: string, address: string, minPrice: number | null, stayPrice: number | null, stayTotal: number | null, avgScore: number | null, reviewCount: number, imageUrl: string | null, wishlisted: boolean };

export { CancelQuoteDialog_QuoteFragmentDoc } from './documents/CancelQuoteDialog_QuoteFragmentDoc';
export { AdminHotelFieldsFragmentDoc } from './documents/AdminHotelFieldsFragmentDoc';
export { AdminLandmarkFieldsFragmentDoc } from './documents/AdminLandmarkFieldsFragmentDoc';
export { AdminPlaceFieldsFragmentDoc } from './documents/AdminPlaceFieldsFragmentDoc';
export { CouponOption_CouponFragmentDoc } from './documents/CouponOption_CouponFragmentDoc';
export { ManagerReviewCard_ReviewFragmentDoc } from './documents/ManagerReviewCard_ReviewFragmentDoc';
export { SalesKpisFieldsFragmentDoc } from './documents/SalesKpisFieldsFragmentDoc';
export { FrontDeskStay_ReservationFragmentDoc } from './documents/FrontDeskStay_ReservationFragmentDoc';
export { FrontDeskStay_StayFragmentDoc } from './documents/FrontDeskStay_StayFragmentDoc';
export { GuestBookingCard_ReservationFragmentDoc } from './documents/GuestBookingCard_ReservationFragmentDoc';
export { RoomCard_RoomFragmentDoc } from './documents/RoomCard_RoomFragmentDoc';
export { HotelReviews_ReviewFragmentDoc } from './documents/HotelReviews_ReviewFragmentDoc';
export { NearbyLandmarks_LandmarkFragmentDoc } from './documents/NearbyLandmarks_LandmarkFragmentDoc';
export { NearbyStay_HotelFragmentDoc } from './documents/NearbyStay_HotelFragmentDoc';
export { DayUseOfferFieldsFragmentDoc } from './documents/DayUseOfferFieldsFragmentDoc';
export { ManagerHotelFieldsFragmentDoc } from './documents/ManagerHotelFieldsFragmentDoc';
export { ManagerReservationRow_ReservationFragmentDoc } from './documents/ManagerReservationRow_ReservationFragmentDoc';
export { CouponRow_CouponFragmentDoc } from './documents/CouponRow_CouponFragmentDoc';
export { MyInquiry_InquiryFragmentDoc } from './documents/MyInquiry_InquiryFragmentDoc';
export { ReviewModal_ReservationFragmentDoc } from './documents/ReviewModal_ReservationFragmentDoc';
export { ReservationCard_ReservationFragmentDoc } from './documents/ReservationCard_ReservationFragmentDoc';
export { ReservationDrawer_ReservationFragmentDoc } from './documents/ReservationDrawer_ReservationFragmentDoc';
export { MyReviewCard_ReviewFragmentDoc } from './documents/MyReviewCard_ReviewFragmentDoc';
export { Receipt_ReservationFragmentDoc } from './documents/Receipt_ReservationFragmentDoc';
export { CalendarNightFieldsFragmentDoc } from './documents/CalendarNightFieldsFragmentDoc';
export { CalendarDayUseFieldsFragmentDoc } from './documents/CalendarDayUseFieldsFragmentDoc';
export { HotelCard_HotelFragmentDoc } from './documents/HotelCard_HotelFragmentDoc';
export { SettlementFigures_StatementFragmentDoc } from './documents/SettlementFigures_StatementFragmentDoc';
export { SettlementDetail_StatementFragmentDoc } from './documents/SettlementDetail_StatementFragmentDoc';
export { WishlistCard_HotelFragmentDoc } from './documents/WishlistCard_HotelFragmentDoc';
export { PendingManagersDocument } from './documents/PendingManagersDocument';
export { DecideManagersDocument } from './documents/DecideManagersDocument';
export { ApproveManagerDocument } from './documents/ApproveManagerDocument';
export { DeleteUserDocument } from './documents/DeleteUserDocument';
export { DecideHotelDocument } from './documents/DecideHotelDocument';
export { DecideHotelsDocument } from './documents/DecideHotelsDocument';
export { AdminCouponTypesDocument } from './documents/AdminCouponTypesDocument';
export { IssuedCouponsDocument } from './documents/IssuedCouponsDocument';
export { CreateCouponTypeDocument } from './documents/CreateCouponTypeDocument';
export { UpdateCouponTypeDocument } from './documents/UpdateCouponTypeDocument';
export { DeleteCouponTypeDocument } from './documents/DeleteCouponTypeDocument';
export { IssueCouponToAllDocument } from './documents/IssueCouponToAllDocument';
export { WithdrawIssuedCouponDocument } from './documents/WithdrawIssuedCouponDocument';
export { AdminExchangeRatesDocument } from './documents/AdminExchangeRatesDocument';
export { SetExchangeRatesDocument } from './documents/SetExchangeRatesDocument';
export { AdminHotelsDocument } from './documents/AdminHotelsDocument';
export { SetHotelActiveDocument } from './documents/SetHotelActiveDocument';
export { AdminLandmarksDocument } from './documents/AdminLandmarksDocument';
export { AdminLandmarkDocument } from './documents/AdminLandmarkDocument';
export { SetLandmarkTranslationsDocument } from './documents/SetLandmarkTranslationsDocument';
export { UnsettledPaymentsDocument } from './documents/UnsettledPaymentsDocument';
export { RetrySettlementDocument } from './documents/RetrySettlementDocument';
export { MonthlySettlementCheckDocument } from './documents/MonthlySettlementCheckDocument';
export { AdminNotificationsDocument } from './documents/AdminNotificationsDocument';
export { RetryNotificationDocument } from './documents/RetryNotificationDocument';
export { AdminPlacesDocument } from './documents/AdminPlacesDocument';
export { SetPlaceTranslationsDocument } from './documents/SetPlaceTranslationsDocument';
export { AdminUserDetailDocument } from './documents/AdminUserDetailDocument';
export { AdminUsersDocument } from './documents/AdminUsersDocument';
export { IssueCouponDocument } from './documents/IssueCouponDocument';
export { ApiKeysDocument } from './documents/ApiKeysDocument';
export { IssueApiKeyDocument } from './documents/IssueApiKeyDocument';
export { RotateApiKeyDocument } from './documents/RotateApiKeyDocument';
export { RevokeApiKeyDocument } from './documents/RevokeApiKeyDocument';
export { SetApiKeyReturnOriginsDocument } from './documents/SetApiKeyReturnOriginsDocument';
export { CaptchaConfigDocument } from './documents/CaptchaConfigDocument';
export { LoginDocument } from './documents/LoginDocument';
export { LogoutDocument } from './documents/LogoutDocument';
export { MeDocument } from './documents/MeDocument';
export { RecaptchaNeededDocument } from './documents/RecaptchaNeededDocument';
export { CheckoutRoomDocument } from './documents/CheckoutRoomDocument';
export { CheckoutPreviewDocument } from './documents/CheckoutPreviewDocument';
export { CheckoutCouponsDocument } from './documents/CheckoutCouponsDocument';
export { PaymentWindowConfigDocument } from './documents/PaymentWindowConfigDocument';
export { CheckoutDayUsePreviewDocument } from './documents/CheckoutDayUsePreviewDocument';
export { PrepareDayUseCheckoutDocument } from './documents/PrepareDayUseCheckoutDocument';
export { PrepareCheckoutDocument } from './documents/PrepareCheckoutDocument';
export { ManagerReviewsDocument } from './documents/ManagerReviewsDocument';
export { ReplyToReviewDocument } from './documents/ReplyToReviewDocument';
export { RequestReviewDeletionDocument } from './documents/RequestReviewDeletionDocument';
export { ReviewDeletionRequestsDocument } from './documents/ReviewDeletionRequestsDocument';
export { ApproveReviewDeletionDocument } from './documents/ApproveReviewDeletionDocument';
export { RejectReviewDeletionDocument } from './documents/RejectReviewDeletionDocument';
export { ConsoleChangePasswordDocument } from './documents/ConsoleChangePasswordDocument';
export { AdminDashboardKpisDocument } from './documents/AdminDashboardKpisDocument';
export { AdminDashboardTrendDocument } from './documents/AdminDashboardTrendDocument';
export { AdminDashboardRegionalDocument } from './documents/AdminDashboardRegionalDocument';
export { AdminDashboardSalesDocument } from './documents/AdminDashboardSalesDocument';
export { ManagerSalesDocument } from './documents/ManagerSalesDocument';
export { ExchangeRatesDocument } from './documents/ExchangeRatesDocument';
export { FrontDeskDocument } from './documents/FrontDeskDocument';
export { CheckInGuestDocument } from './documents/CheckInGuestDocument';
export { MarkNoShowDocument } from './documents/MarkNoShowDocument';
export { CheckOutGuestDocument } from './documents/CheckOutGuestDocument';
export { GuestReservationDocument } from './documents/GuestReservationDocument';
export { CancelGuestReservationDocument } from './documents/CancelGuestReservationDocument';
export { DeleteGuestReservationDocument } from './documents/DeleteGuestReservationDocument';
export { GuestCancellationQuoteDocument } from './documents/GuestCancellationQuoteDocument';
export { HotelCalendarDocument } from './documents/HotelCalendarDocument';
export { HotelDetailDocument } from './documents/HotelDetailDocument';
export { LodgingPreviewDocument } from './documents/LodgingPreviewDocument';
export { HotelReviewPageDocument } from './documents/HotelReviewPageDocument';
export { AdminInquiriesDocument } from './documents/AdminInquiriesDocument';
export { AdminInquiryDocument } from './documents/AdminInquiryDocument';
export { AnswerInquiryDocument } from './documents/AnswerInquiryDocument';
export { CreateMemberInquiryDocument } from './documents/CreateMemberInquiryDocument';
export { CreateGuestInquiryDocument } from './documents/CreateGuestInquiryDocument';
export { InquiryBoardDocument } from './documents/InquiryBoardDocument';
export { InquiryBoardPostDocument } from './documents/InquiryBoardPostDocument';
export { LandmarkDetailDocument } from './documents/LandmarkDetailDocument';
export { LandmarkListDocument } from './documents/LandmarkListDocument';
export { LandmarkFacetsDocument } from './documents/LandmarkFacetsDocument';
export { LandmarkSliderDocument } from './documents/LandmarkSliderDocument';
export { LandmarkNearbyStaysDocument } from './documents/LandmarkNearbyStaysDocument';
export { SaveDayUseOfferDocument } from './documents/SaveDayUseOfferDocument';
export { ManagerHotelsDocument } from './documents/ManagerHotelsDocument';
export { ManagerHotelDocument } from './documents/ManagerHotelDocument';
export { HotelServicesDocument } from './documents/HotelServicesDocument';
export { GeocodeAddressDocument } from './documents/GeocodeAddressDocument';
export { UpdateManagerHotelDocument } from './documents/UpdateManagerHotelDocument';
export { DeleteManagerHotelDocument } from './documents/DeleteManagerHotelDocument';
export { ManagerReservationsDocument } from './documents/ManagerReservationsDocument';
export { ManagerCancelReservationDocument } from './documents/ManagerCancelReservationDocument';
export { ManagerCancellationQuoteDocument } from './documents/ManagerCancellationQuoteDocument';
export { ManagerReservationLodgingsDocument } from './documents/ManagerReservationLodgingsDocument';
export { ManagerReservationMessagesDocument } from './documents/ManagerReservationMessagesDocument';
export { MyCouponsDocument } from './documents/MyCouponsDocument';
export { DeleteMyCouponDocument } from './documents/DeleteMyCouponDocument';
export { RegisterCouponCodeDocument } from './documents/RegisterCouponCodeDocument';
export { MyUsedCouponsDocument } from './documents/MyUsedCouponsDocument';
export { MyInfoDocument } from './documents/MyInfoDocument';
export { WithdrawMyAccountDocument } from './documents/WithdrawMyAccountDocument';
export { UpdateMyPhoneDocument } from './documents/UpdateMyPhoneDocument';
export { MyInquiriesDocument } from './documents/MyInquiriesDocument';
export { MyReservationsDocument } from './documents/MyReservationsDocument';
export { CancelMyReservationDocument } from './documents/CancelMyReservationDocument';
export { DeleteMyReservationDocument } from './documents/DeleteMyReservationDocument';
export { MyCancellationQuoteDocument } from './documents/MyCancellationQuoteDocument';
export { MyReviewsDocument } from './documents/MyReviewsDocument';
export { VerifyOldPasswordAndSendCodeDocument } from './documents/VerifyOldPasswordAndSendCodeDocument';
export { VerifyPasswordChangeCodeDocument } from './documents/VerifyPasswordChangeCodeDocument';
export { CompletePasswordChangeDocument } from './documents/CompletePasswordChangeDocument';
export { WriteReviewDocument } from './documents/WriteReviewDocument';
export { RequestPasswordResetDocument } from './documents/RequestPasswordResetDocument';
export { VerifyPasswordResetCodeDocument } from './documents/VerifyPasswordResetCodeDocument';
export { ResetPasswordDocument } from './documents/ResetPasswordDocument';
export { CompleteCheckoutPaymentDocument } from './documents/CompleteCheckoutPaymentDocument';
export { PaymentReceiptDocument } from './documents/PaymentReceiptDocument';
export { RatesCalendarHotelsDocument } from './documents/RatesCalendarHotelsDocument';
export { RatesCalendarOpeningDocument } from './documents/RatesCalendarOpeningDocument';
export { RatesCalendarMonthDocument } from './documents/RatesCalendarMonthDocument';
export { RatesCalendarGuestViewDocument } from './documents/RatesCalendarGuestViewDocument';
export { RoomNightHistoryDocument } from './documents/RoomNightHistoryDocument';
export { UpdateRoomCalendarDocument } from './documents/UpdateRoomCalendarDocument';
export { ApplyHolidayEvePricesDocument } from './documents/ApplyHolidayEvePricesDocument';
export { UpdateDayUseDaysDocument } from './documents/UpdateDayUseDaysDocument';
export { EmailTakenDocument } from './documents/EmailTakenDocument';
export { SendSignupCodeDocument } from './documents/SendSignupCodeDocument';
export { VerifySignupCodeDocument } from './documents/VerifySignupCodeDocument';
export { RegisterDocument } from './documents/RegisterDocument';
export { ApplyAsManagerDocument } from './documents/ApplyAsManagerDocument';
export { DiscardRegisterSessionDocument } from './documents/DiscardRegisterSessionDocument';
export { LodgingAreasDocument } from './documents/LodgingAreasDocument';
export { PlaceSuggestionsDocument } from './documents/PlaceSuggestionsDocument';
export { SearchHotelsDocument } from './documents/SearchHotelsDocument';
export { SearchServicesDocument } from './documents/SearchServicesDocument';
export { SearchMapDocument } from './documents/SearchMapDocument';
export { ManagerSettlementsDocument } from './documents/ManagerSettlementsDocument';
export { ManagerOpenSettlementDocument } from './documents/ManagerOpenSettlementDocument';
export { SettlementStatementDocument } from './documents/SettlementStatementDocument';
export { AdminSettlementsDocument } from './documents/AdminSettlementsDocument';
export { MarkSettlementPaidDocument } from './documents/MarkSettlementPaidDocument';
export { SettlementLodgingsDocument } from './documents/SettlementLodgingsDocument';
export { WebhooksDocument } from './documents/WebhooksDocument';
export { RegisterWebhookDocument } from './documents/RegisterWebhookDocument';
export { DeleteWebhookDocument } from './documents/DeleteWebhookDocument';
export { ResendWebhookDeliveryDocument } from './documents/ResendWebhookDeliveryDocument';
export { ResumeWebhookDocument } from './documents/ResumeWebhookDocument';
export { UpdateWebhookDocument } from './documents/UpdateWebhookDocument';
export { PauseWebhookDocument } from './documents/PauseWebhookDocument';
export { PingWebhookDocument } from './documents/PingWebhookDocument';
export { MyWishlistDocument } from './documents/MyWishlistDocument';
export { AddToWishlistDocument } from './documents/AddToWishlistDocument';
export { RemoveFromWishlistDocument } from './documents/RemoveFromWishlistDocument';