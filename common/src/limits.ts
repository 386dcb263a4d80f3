/** Business constants of spec §9 and the security limits of ARCHITECTURE §4. */
export const LIMITS = {
  regionMaxLength: 50,
  roomsMin: 1,
  roomsMax: 5,
  searchRoomsMax: 10,
  personsMin: 1,
  personsMax: 20,
  defaultRooms: 1,
  defaultPersons: 2,
  /** Failed logins for one e-mail within the window after which a captcha is demanded. */
  captchaAfterFailures: 5,
  captchaWindowMinutes: 30,
  accessTokenMinutes: 15,
  refreshTokenDays: 14,
  /** Longest stay searchable or bookable, in nights (inventory is kept 365 days ahead). */
  maxNights: 30,
  /** Hotel detail: nearby landmarks shown, and the travel speed their minutes assume (spec §2). */
  nearbyLandmarks: 6,
  landmarkTravelKmPerHour: 20,
  /** GraphQL pages: default and largest `first`. */
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** E-mail codes: 6 digits, valid 3 minutes (spec §9); resend and attempt limits (ARCHITECTURE §4). */
  codeLength: 6,
  codeValidMinutes: 3,
  codeResendSeconds: 60,
  codeSendsPerEmailPerHour: 5,
  codeSendsPerIpPerHour: 20,
  codeAttemptsPerCode: 5,
  codeVerifiesPerIpPerTenMinutes: 30,
  /** A verified address may be registered within this window. */
  verifiedEmailValidMinutes: 30,
  /** The reset token handed out after the reset code is verified. */
  resetTokenMinutes: 10,
  passwordMinLength: 8,
  nameMinLength: 2,
  signupCouponPercent: 10,
  /** Inquiries: field lengths, and guest (non-member) inquiries per IP per hour. */
  inquiryTitleMaxLength: 200,
  inquiryContentMaxLength: 5000,
  inquiryAuthorMaxLength: 50,
  guestInquiriesPerIpPerHour: 10,
  /** A member's inquiries per account per hour: the same allowance as a guest's per address. */
  memberInquiriesPerHour: 10,
  inquiryAnswerMaxLength: 5000,
  /** Rows per page of the public inquiry board when the caller names no size. */
  inquiryBoardPageSize: 10,
  /** Reviews: the text's longest length (characters). */
  reviewContentMaxLength: 1000,
  /** Photo uploads (spec §5, §9): at most 10 MB, jpg, jpeg, png or gif. */
  uploadMaxBytes: 10 * 1024 * 1024,

  /** check-email and send-code per IP per minute: both tell a registered address from an unknown one. */
  emailProbesPerIpPerMinute: 30,
  /** Guest booking proof (order number + phone): wrong tries per IP per hour, and per order number
   * before the booking is refused to guests for `guestProofLockMinutes`. */
  guestProofFailuresPerIpPerHour: 20,
  guestProofFailuresPerOrder: 5,
  guestProofLockMinutes: 60,
  /** Holds an anonymous client (per IP) may keep open at once, and their room-nights (rooms × nights). */
  guestOpenHoldsPerIp: 2,
  guestHoldRoomNightsPerIp: 30,
  /** The local captcha stand-in's tokens. */
  localCaptchaTokenSeconds: 120,
} as const;

/** 대실 (common/src/day-use.ts): start grid, lead, free-cancel default; an offer's bounds: day-use-offer.ts. */
export const DAY_USE_LIMITS = {
  /** A use starts at least this long after now (a setting: the lodging needs time to get the room ready). */
  leadMinutes: 30,
  /** Starts fall on the clock's hours and half hours, Asia/Seoul. */
  gridMinutes: 30,
  /** Free cancellation ends this long before the start unless the lodging sets otherwise. */
  freeCancelMinutesDefault: 60,
} as const;

/** Local storage keys the client keeps (spec §9). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  paymentInfo: 'paymentInfo',
  roomId: 'roomId',
  /** The browser's own random key, sent as X-Browser-Key (hold limits, abandoned checkouts). */
  browserKey: 'browserKey',
} as const;
