import { DAY_USE_MESSAGES } from './day-use-messages';
import { SESSION_MESSAGES } from './session-messages';
import { STAY_MESSAGES } from './stay-messages';

/**
 * The message catalogue of spec §8 (and the old service's texts of REST-NOTES), shared by server and
 * client so a rule and its words live once. Keys name the situation, values are the spec's words.
 */
export const MESSAGES = {
  // The session's and the search bar's words live in modules the main page can load alone.
  ...SESSION_MESSAGES,
  ...STAY_MESSAGES,
  ...DAY_USE_MESSAGES,

  // Generic
  badRequest: '잘못된 요청입니다.',
  /** A REST flag sent as something other than true/false (or 1/0): named, so the client sees which. */
  booleanFieldInvalid: (name: string) => `${name} 값은 true 또는 false여야 합니다.`,
  malformedJson: '요청 본문이 올바른 JSON 형식이 아닙니다.',
  notFound: '요청한 리소스를 찾을 수 없습니다.',
  pathNotFound: '존재하지 않는 경로입니다.',
  internal: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  unauthenticated: '로그인이 필요합니다.',
  forbidden: '접근 권한이 없습니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  serviceUnavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  controlCharacters: '입력값에 허용되지 않는 제어 문자가 포함되어 있습니다.',
  graphqlDocumentTooLarge: 'GraphQL 요청이 너무 깁니다 (토큰 1,000개까지). 쿼리를 나누어 보내주세요.',
  persistedQueryHashMismatch: 'persistedQuery의 sha256Hash가 보낸 쿼리의 해시와 다릅니다. 쿼리의 SHA-256을 보내주세요.',

  // Login (member) and manager login (English, spec §8)
  recaptchaRequired: 'reCAPTCHA 인증을 완료해주세요.',
  managerLoginFailed: 'Login failed. Please check your email and password.',
  invalidRefreshToken: '세션이 만료되었습니다. 다시 로그인해주세요.',
  logoutDone: '로그아웃되었습니다.',
  loginFieldsRequired: '이메일과 비밀번호를 입력해주세요.',
  managerPending: '관리자 승인 대기 중인 계정입니다.',
  tooManyLoginAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',

  // Manager sign-up, reset and login form checks (English, spec §8)
  managerEmailInvalid: 'Please enter a valid email address.',
  managerPasswordRule: 'Password must be at least 8 characters and include letters, numbers and special characters.',
  managerNameRule: 'Name must be at least two characters of Korean or English letters only.',
  managerPasswordMismatch: 'Passwords do not match.',
  managerVerifyFirst: 'Complete email verification first.',
  managerEmailInUse: 'This email is already in use.',
  managerEmailAvailable: 'This email is available.',
  managerEmailCheckFailed: 'Email duplicate check failed.',
  managerCodeSent: 'Code sent. Enter it within 3 minutes.',
  managerCodeSendFailed: 'Failed to send code. Please try again.',
  managerCodeMismatch: 'Code does not match.',
  managerCodeVerified: 'Verification complete.',
  managerCodeCheckFailed: 'Code check failed.',
  managerApplicationFailed: 'Manager application failed.',
  /** Followed by the server's message. */
  managerApplicationRequestFailed: 'Manager application request failed: ',
  codeVerificationFailed: 'Code verification failed.',

  // Search bar and search page
  searchFailed: '검색 요청 중 오류가 발생했습니다',
  /** The results page's map could not load (its chunk, or its lodgings): the list still works. */
  searchMapFailed: '지도를 불러오지 못했어요. 목록에서 숙소를 골라 주세요.',
  wishlistAddFailed: '찜 추가에 실패했습니다.',
  wishlistRemoveFailed: '찜 해제에 실패했습니다.',

  // E-mail verification and sign-up (spec §8 Register, REST-NOTES)
  invalidEmail: '올바른 이메일 주소를 입력해주세요.',
  emailInUse: '이미 사용 중인 이메일입니다.',
  emailAvailable: '사용 가능한 이메일입니다.',
  codeSent: '인증번호가 이메일로 전송되었습니다.',
  codeSentNotice: '인증번호가 전송되었습니다. 3분 이내에 입력해주세요.',
  codeSendFailed: '인증번호 전송에 실패했습니다. 다시 시도해주세요.',
  mailUnavailable: '메일 서버에 연결할 수 없어 인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  codeMismatch: '인증번호가 일치하지 않습니다.',
  codeExpired: '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
  codeTooManyAttempts: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
  codeResendTooSoon: '인증번호를 너무 자주 요청했습니다. 잠시 후 다시 시도해주세요.',
  codeDailyLimit: '오늘은 이 주소로 인증번호를 더 보낼 수 없습니다. 내일 다시 시도해주세요.',
  codeVerified: '이메일 인증이 완료되었습니다.',
  emailVerificationRequired: '이메일 인증을 먼저 완료해주세요.',
  invalidName: '이름은 2자 이상의 한글 또는 영문이어야 합니다.',
  invalidPassword: '비밀번호는 8자 이상이며 영문, 숫자, 특수문자(@$!%*#?&)를 포함해야 합니다.',
  registerFailed: '회원가입 요청에 실패했습니다.',
  registerNoTokens: '회원가입에 실패했습니다.',
  emailCheckFailed: '이메일 중복 확인에 실패했습니다.',
  codeCheckFailed: '인증번호 확인에 실패했습니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  codeSixDigits: '인증번호 6자리를 입력해주세요.',
  companyNameRequired: '회사명을 입력해주세요.',
  businessNumberInvalid: '사업자 등록번호를 올바르게 입력해주세요.',
  managerApplied: '관리자 가입 신청이 접수되었습니다. 관리자 승인 후 이용할 수 있습니다.',
  managerApproved: '관리자 계정이 승인되었습니다.',
  userDeleted: '회원이 삭제되었습니다.',
  notPendingManager: '승인 대기 중인 관리자 신청이 아닙니다.',
  cannotDeleteAdmin: '관리자 계정은 삭제할 수 없습니다.',
  userNotFound: '회원을 찾을 수 없습니다.',

  // Password reset and change (REST-NOTES texts)
  resetCodeVerified: '이메일 인증이 완료되었습니다. 비밀번호를 재설정할 수 있습니다.',
  passwordChanged: '비밀번호가 성공적으로 변경되었습니다.',
  invalidResetToken: '비밀번호 재설정 시간이 만료되었습니다. 처음부터 다시 진행해주세요.',
  currentPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  passwordChangeFailed: '비밀번호 변경에 실패했습니다.',
  samePassword: '새 비밀번호가 현재 비밀번호와 같습니다.',
  noPasswordSet: '소셜 로그인 계정은 비밀번호를 변경할 수 없습니다.',

  // Member data
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  phoneInvalid: '휴대폰 번호 형식이 올바르지 않습니다.',
  phoneSaved: '휴대폰 번호가 저장되었습니다.',
  couponNotFound: '쿠폰을 찾을 수 없습니다.',
  couponDeleted: '쿠폰이 삭제되었습니다.',
  couponDeleteFailed: '쿠폰 삭제 중 오류가 발생했습니다.',
  signupCouponName: '신규 가입 10% 할인 쿠폰',
  inquiriesLoadFailed: '문의내역을 불러오는 데 실패했습니다.',
  reservationsLoadFailed: '예약 내역을 불러오는 데 실패했습니다.',
  reviewsLoadFailed: '리뷰 내역을 불러오는 데 실패했습니다.',
  couponsLoadFailed: '쿠폰 목록을 불러오는 데 실패했습니다.',
  reservationCancelFailed: '예약 취소에 실패했습니다.',
  reservationDeleteFailed: '예약 내역 삭제에 실패했습니다.',
  phoneSaveFailed: '휴대폰 번호 저장에 실패했습니다.',
  wishlistLoadFailed: '위시리스트를 불러오는 데 실패했습니다.',
  confirmReservationDelete: '취소된 예약 내역을 삭제하시겠습니까?',
  confirmCouponDelete: '쿠폰을 삭제하시겠습니까?',

  // Reviews (spec §5, §8) and photo uploads (spec §5 image rules)
  reviewScoreRequired: '별점을 선택해주세요.',
  reviewContentRequired: '리뷰 내용을 입력해주세요.',
  reviewContentTooLong: '리뷰는 1,000자 이하로 입력해주세요.',
  reviewBeforeCheckout: '체크아웃 다음 날부터 리뷰를 작성할 수 있습니다.',
  reviewNotAllowed: '이용을 마친 예약만 리뷰를 작성할 수 있습니다.',
  reviewAlreadyWritten: '이미 리뷰를 작성한 예약입니다.',
  reviewCreated: '리뷰가 등록되었습니다.',
  reviewFailed: '리뷰 등록에 실패했습니다.',
  imageTypeInvalid: '이미지는 jpg, jpeg, png, gif 파일만 올릴 수 있습니다.',
  imageTooLarge: '이미지는 10MB 이하만 올릴 수 있습니다.',

  // Captcha and social login
  captchaUnavailable: 'reCAPTCHA 확인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  socialLoginFailed: 'Login failed',
  socialInvalidAccess: 'Invalid access',
  socialEmailUnverified: '이메일이 확인된 소셜 계정만 로그인할 수 있습니다.',
  socialLoginUnavailable: '소셜 로그인을 사용할 수 없습니다.',
  socialReturnNotAllowed: '로그인 후 돌아갈 주소가 허용되지 않았습니다.',

  // Mail (subjects start with [쉼, 한국], REST-NOTES)
  mailSignupSubject: '[쉼, 한국] 회원가입 인증번호',
  mailResetSubject: '[쉼, 한국] 비밀번호 재설정 인증번호',
  mailChangeSubject: '[쉼, 한국] 비밀번호 변경 인증번호',

  // Search and hotel detail (spec §5, §8)
  noSearchResults: '죄송합니다, 검색 조건에 맞는 결과를 찾을 수 없습니다.',
  invalidHotel: '잘못된 숙소 정보입니다.',
  hotelGone: '더 이상 운영하지 않는 숙소입니다.',
  invalidRoom: '잘못된 객실 정보입니다.',
  hotelLoadFailed: '숙소 정보를 불러오는 중 오류가 발생했습니다.',
  roomUnavailable: '해당 객실은 예약이 불가능합니다.',
  roomCapacityExceeded: '선택한 객실의 최대 인원을 초과했습니다.',
  roomSoldOut: '선택한 날짜의 객실은 매진되었어요.',
  /** A room type closed by its manager on a night of the stay (not sold out: nothing was for sale). */
  roomClosed: '선택한 날짜에는 판매하지 않는 객실이에요.',
  // Room facts of the manager's form (common/room-facts.ts)
  roomBedTypeInvalid: '침대 유형은 싱글, 더블, 퀸, 킹, 트윈, 온돌, 패밀리 중에서 골라주세요.',
  roomSizeInvalid: '객실 크기는 1㎡에서 1,000㎡ 사이의 정수로 입력해주세요.',
  roomAmenityInvalid: '객실 편의시설은 글자 목록으로 보내주세요.',
  roomAmenityTooLong: '객실 편의시설은 하나에 20자까지 입력할 수 있습니다.',
  roomAmenitiesTooMany: '객실 편의시설은 20개까지 입력할 수 있습니다.',
  roomDescriptionTooLong: '객실 설명은 1,000자까지 입력할 수 있습니다.',
  invalidCursor: '잘못된 페이지 커서입니다.',
  /** A lodging's review list (GraphQL `Hotel.reviews`, REST `GET /api/hotels/{id}/reviews`): its orders and page sizes. */
  reviewSortInvalid: '리뷰 정렬은 RECENT(최신순), SCORE_HIGH(평점 높은순), SCORE_LOW(평점 낮은순) 중 하나여야 합니다.',
  reviewPageInvalid: '리뷰는 한 번에 1개에서 100개까지 볼 수 있습니다. page는 0 이상의 정수여야 합니다.',
  reviewPageWithCursor: 'page와 cursor는 함께 보낼 수 없습니다.',
  /** REST `POST /api/search?page=&size=` (docs/rest-notes.md): pages from 0, 1–100 lodgings each, first 1,000 only. */
  searchPageInvalid: 'page는 0 이상의 정수, size는 1에서 100 사이의 정수여야 합니다.',
  searchPageTooDeep: '페이지로는 검색 결과의 1,000번째까지 볼 수 있습니다. 전체 목록은 page 없이 요청해주세요.',
  /** The 가까운순 sort needs a point to measure from: a station or a landmark place. */
  searchDistanceNeedsPoint: '가까운순은 역이나 명소를 골라 검색할 때만 쓸 수 있습니다.',
  searchPlaceUnknown: '찾는 장소를 알 수 없습니다. 검색어를 다시 골라주세요.',
  /** A map area (bounds) that is not south ≤ north, west ≤ east within latitude/longitude ranges. */
  searchBoundsInvalid:
    '지도 영역이 올바르지 않습니다. 남·서·북·동 경계를 위도 -90~90, 경도 -180~180 안에서 남 ≤ 북, 서 ≤ 동으로 보내주세요.',
  searchZoomInvalid: '지도 확대 단계(zoom)는 0에서 20 사이의 정수여야 합니다.',
  searchSortInvalid: '정렬은 RECOMMENDED, PRICE_ASC, RATING_DESC, DISTANCE 중 하나여야 합니다.',
  imageNotFound: '이미지를 찾을 수 없습니다.',
  landmarkNotFound: '명소를 찾을 수 없습니다.',
  /** Spec §8: the landmark page without data (none imported, or the sheet failed to load). */
  landmarksMissing: '랜드마크 데이터가 없습니다. 데이터 파일 경로나 열 이름을 확인해주세요.',
  landmarksNoMatch: '조건에 맞는 랜드마크가 없습니다.',
  heritageNotFound: '문화유산 정보를 찾을 수 없습니다.',
  /** Shown as the author of a review whose account was deleted. */
  reviewAuthorGone: '탈퇴한 회원',

  // Checkout, payment and reservations (spec §8 checkout, booking check, guest reservation; REST-NOTES)
  invalidBooking: '예약 정보가 유효하지 않습니다. 다시 선택해주세요.',
  termsRequired: '결제 약관에 동의해주세요.',
  consentsInvalid: '동의 항목(consents)은 항목 이름의 목록이어야 합니다.',
  guestPhoneRequired: '비회원 예약 시 휴대폰 번호를 입력해주세요.',
  guestNameTooLong: '예약자 이름은 50자 이하로 입력해주세요.',
  couponUnavailable: '사용할 수 없는 쿠폰입니다.',
  couponExpired: '기간이 만료된 쿠폰입니다.',
  couponLoginRequired: '쿠폰은 로그인한 회원만 사용할 수 있습니다.',
  paymentAmountMismatch: '결제 금액이 예약 금액과 일치하지 않습니다.',
  paymentMethodUnsupported: '지원하지 않는 결제 수단입니다.',
  holdExpired: '결제 가능 시간이 지났습니다. 다시 예약해주세요.',
  reservationNotPayable: '결제할 수 없는 예약입니다.',
  paymentGatewayTimeout: '결제 승인 응답이 지연되고 있습니다. 잠시 후 다시 시도해주세요.',
  paymentGatewayError: '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  paymentFailed: '결제에 실패했습니다.',
  paymentInProgress: '이전 결제 승인을 확인하고 있습니다. 잠시 후 다시 시도해주세요.',
  paymentVoided: '결제가 취소된 주문입니다. 다시 예약해주세요.',
  paymentAttemptNotFound: '정산할 결제 기록을 찾을 수 없습니다.',
  checkDateInvalid: '확인할 날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  bookingCheckFieldsRequired: '예약 번호와 전화번호를 모두 입력해주세요.',
  reservationNotFound: '예약 정보를 찾을 수 없습니다.',
  guestProofLocked: '예약 확인에 여러 번 실패했습니다. 1시간 후 다시 시도해주세요.',
  guestHoldTooLarge: '비회원 예약은 객실 수 × 박 수가 30 이하일 때만 가능합니다. 로그인 후 예약해주세요.',
  tooManyHolds: '결제 대기 중인 예약이 너무 많습니다. 진행 중인 결제를 마치거나 10분 뒤에 다시 시도해주세요.',
  apiKeyTooManyHolds: (limit: number) =>
    `이 API 키의 결제 대기 예약이 한도(${limit}건)에 도달했습니다. 진행 중인 결제를 마치거나 결제되지 않은 예약의 10분 대기 시간이 끝난 뒤 다시 시도해주세요.`,
  reservationLookupFailed: '예약 조회에 실패했습니다.',
  reservationCanceled: '예약이 성공적으로 취소되었습니다.',
  reservationNotCancelable: '취소할 수 없는 예약입니다.',
  refundChanged: '환불 금액이 바뀌었어요. 새 환불 금액을 확인하고 다시 취소해 주세요.',
  cancelQuoteFailed: '환불 금액을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  reservationDeleted: '예약 내역이 삭제되었습니다.',
  reservationNotDeletable: '취소되었거나 리뷰를 작성한 예약만 삭제할 수 있습니다.',
  guestCancelFailed: 'Reservation cancel failed.',
  guestDeleteFailed: 'Cancel history delete failed.',
  paymentInfoMissing: 'Could not load reservation info. Check the reservation history page.',

  // Inquiries (English, spec §8)
  inquiryFieldsRequired: 'Please fill in all required fields.',
  inquiryEmailRequired: 'Please enter the email to receive the answer.',
  inquiryEmailInvalid: 'Please enter a valid email address.',
  inquiryTooLong: 'The title, name or content is too long.',
  inquiryAnswerRequired: 'Please enter the answer.',
  inquiryAnswerFailed: 'Answer registration failed.',
  inquiryAnswerTooLong: 'The answer is too long.',
  inquiryAlreadyAnswered: 'This inquiry has already been answered.',
  inquiryAnswerSaved: '답변이 저장되었습니다.',
  /** The answer mail is sent by the job queue: queued, not yet delivered. */
  inquiryAnswerSavedMailQueued:
    '답변이 저장되었습니다. 답변 메일은 발송 대기열에 등록되었으며, 발송 결과는 알림 발송 현황에서 확인할 수 있습니다.',
  inquiryCreateFailed: 'Inquiry registration failed.',
  inquiryLoadFailed: 'Failed to load the inquiry.',
  inquiryListLoadFailed: 'Failed to load the inquiry list.',
  inquiryNotFound: '문의를 찾을 수 없습니다.',
  /** A secret inquiry's title on the board for anyone but its author and administrators. */
  inquirySecretForbidden: '비밀글은 작성자와 관리자만 볼 수 있습니다.',
  inquiryWaitingAnswer: '관리자 답변을 기다리고 있습니다.',
  mailInquiryAnswerSubject: '[쉼, 한국] 문의하신 내용에 답변이 등록되었습니다',

  pageInPreparation: '준비 중입니다.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
