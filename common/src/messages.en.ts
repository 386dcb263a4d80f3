import { LIMITS } from './limits';
import type { MessageCatalogue, MoreMessageCatalogue } from './message-locales.catalogue';
import { CALENDAR_HORIZON_DAYS, CALENDAR_MAX_NIGHTS } from './price-calendar';

/**
 * English for the spec §8 catalogue (`MESSAGES` in messages.ts is the source of truth). Texts the spec already
 * gives in English are kept word for word.
 */
export const MESSAGES_EN = {
  // Session
  sessionExpired: 'Your session has expired. Please log in again.',
  loginFailed: 'Login failed.',

  // Stay rules and the search bar
  destinationRequired: 'Please enter a destination.',
  datesRequired: 'Please select check-in and check-out dates.',
  roomsAtLeastOne: 'Please book at least 1 room.',
  personsAtLeastOne: 'Please add at least 1 guest.',
  regionTooLong: 'Your search is too long (50 characters at most).',
  datesInvalid: 'Please select valid dates.',
  checkoutAfterCheckin: 'The check-out date must be after the check-in date.',
  pastCheckin: 'Past dates cannot be selected.',
  stayTooLong: 'You can stay up to 30 nights.',
  searchRoomsRange: 'You can select 1 to 10 rooms.',
  detailRoomsRange: 'You can select 1 to 5 rooms.',
  personsRange: 'You can select 1 to 20 guests.',

  // Day use (대실)
  dayUseClosed: 'Day use is not available on this day.',
  dayUseDurationNotOffered: 'This room does not offer day use for the selected length.',
  dayUseOffGrid: 'Day use starts on the hour or at half past.',
  dayUseOutsideHours: 'Please choose a start and end within the day-use hours.',
  dayUsePast: 'Past times cannot be selected.',
  dayUseSoldOut: 'No room is available for day use at the selected time.',
  dayUseCouponNotApplicable: 'This coupon cannot be used for day use.',
  dayUseReviewBeforeEnd: 'You can write a review once your day use has ended.',
  dayUseDateInvalid: 'Please enter the day-use date as YYYY-MM-DD.',
  dayUseRoomCountInvalid: `You can select ${LIMITS.roomsMin} to ${LIMITS.roomsMax} rooms.`,

  // Generic
  badRequest: 'The request is not valid.',
  booleanFieldInvalid: (name: string) => `${name} must be true or false.`,
  malformedJson: 'The request body is not valid JSON.',
  notFound: 'The requested resource could not be found.',
  pathNotFound: 'This path does not exist.',
  internal: 'A server error occurred. Please try again in a moment.',
  unauthenticated: 'Please log in.',
  forbidden: 'You do not have permission to access this.',
  tooManyRequests: 'Too many requests. Please try again in a moment.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  controlCharacters: 'The input contains control characters that are not allowed.',
  graphqlDocumentTooLarge: 'The GraphQL request is too long (1,000 tokens at most). Please split the query.',
  persistedQueryHashMismatch:
    "The persistedQuery's sha256Hash does not match the hash of the query sent. Please send the query's SHA-256.",

  // Login (member) and manager login
  recaptchaRequired: 'Please complete the reCAPTCHA check.',
  managerLoginFailed: 'Login failed. Please check your email and password.',
  invalidRefreshToken: 'Your session has expired. Please log in again.',
  logoutDone: 'You have been logged out.',
  loginFieldsRequired: 'Please enter your email and password.',
  managerPending: 'This account is waiting for administrator approval.',
  tooManyLoginAttempts: 'Too many login attempts. Please try again in a moment.',

  // Manager sign-up, reset and login form checks (English in the spec)
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
  managerApplicationRequestFailed: 'Manager application request failed: ',
  codeVerificationFailed: 'Code verification failed.',

  // Search bar and search page
  searchFailed: 'Something went wrong with your search',
  searchMapFailed: 'The map could not be loaded. Please choose a place from the list.',
  wishlistAddFailed: 'Could not add to your wishlist.',
  wishlistRemoveFailed: 'Could not remove from your wishlist.',

  // E-mail verification and sign-up
  invalidEmail: 'Please enter a valid email address.',
  emailInUse: 'This email is already in use.',
  emailAvailable: 'This email is available.',
  codeSent: 'A verification code has been sent to your email.',
  codeSentNotice: 'A verification code has been sent. Please enter it within 3 minutes.',
  codeSendFailed: 'Could not send the verification code. Please try again.',
  mailUnavailable: 'The mail server could not be reached, so no code was sent. Please try again in a moment.',
  codeMismatch: 'The verification code does not match.',
  codeExpired: 'The verification code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many incorrect codes. Please request a new one.',
  codeResendTooSoon: 'You have requested codes too often. Please try again in a moment.',
  codeDailyLimit: 'No more codes can be sent to this address today. Please try again tomorrow.',
  codeVerified: 'Your email has been verified.',
  emailVerificationRequired: 'Please verify your email first.',
  invalidName: 'Your name must be at least 2 Korean or English letters.',
  invalidPassword:
    'Your password must be at least 8 characters and include letters, numbers and a special character (@$!%*#?&).',
  registerFailed: 'The sign-up request failed.',
  registerNoTokens: 'Sign-up failed.',
  emailCheckFailed: 'Could not check whether this email is in use.',
  codeCheckFailed: 'Could not check the verification code.',
  passwordMismatch: 'The passwords do not match.',
  codeSixDigits: 'Please enter the 6-digit verification code.',
  companyNameRequired: 'Please enter the company name.',
  businessNumberInvalid: 'Please enter a valid business registration number.',
  managerApplied: 'Your manager application has been received. You can use it once an administrator approves it.',
  managerApproved: 'The manager account has been approved.',
  userDeleted: 'The member has been deleted.',
  notPendingManager: 'This is not a manager application waiting for approval.',
  cannotDeleteAdmin: 'Administrator accounts cannot be deleted.',
  userNotFound: 'The member could not be found.',

  // Password reset and change
  resetCodeVerified: 'Your email has been verified. You can now reset your password.',
  passwordChanged: 'Your password has been changed.',
  invalidResetToken: 'The time to reset your password has run out. Please start again.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChangeFailed: 'Could not change your password.',
  samePassword: 'The new password is the same as your current one.',
  noPasswordSet: 'Accounts that log in with a social account cannot change a password.',

  // Member data
  phoneRequired: 'Please enter your mobile number.',
  phoneInvalid: 'The mobile number is not in a valid format.',
  phoneSaved: 'Your mobile number has been saved.',
  couponNotFound: 'The coupon could not be found.',
  couponDeleted: 'The coupon has been deleted.',
  couponDeleteFailed: 'Something went wrong while deleting the coupon.',
  signupCouponName: 'New member 10% off coupon',
  inquiriesLoadFailed: 'Could not load your inquiries.',
  reservationsLoadFailed: 'Could not load your reservations.',
  reviewsLoadFailed: 'Could not load your reviews.',
  couponsLoadFailed: 'Could not load your coupons.',
  reservationCancelFailed: 'Could not cancel the reservation.',
  reservationDeleteFailed: 'Could not delete the reservation from your history.',
  phoneSaveFailed: 'Could not save your mobile number.',
  wishlistLoadFailed: 'Could not load your wishlist.',
  confirmReservationDelete: 'Delete this canceled reservation from your history?',
  confirmCouponDelete: 'Delete this coupon?',

  // Reviews and photo uploads
  reviewScoreRequired: 'Please choose a star rating.',
  reviewContentRequired: 'Please write your review.',
  reviewContentTooLong: 'Reviews can be up to 1,000 characters.',
  reviewBeforeCheckout: 'You can write a review from the day after check-out.',
  reviewNotAllowed: 'You can only review a stay you have completed.',
  reviewAlreadyWritten: 'You have already reviewed this reservation.',
  reviewCreated: 'Your review has been posted.',
  reviewFailed: 'Could not post your review.',
  imageTypeInvalid: 'Only jpg, jpeg, png and gif images can be uploaded.',
  imageTooLarge: 'Images can be up to 10 MB.',

  // Captcha and social login
  captchaUnavailable: 'Something went wrong with the reCAPTCHA check. Please try again in a moment.',
  socialLoginFailed: 'Login failed',
  socialInvalidAccess: 'Invalid access',
  socialEmailUnverified: 'Only social accounts with a verified email can log in.',
  socialLoginUnavailable: 'Social login is not available.',
  socialReturnNotAllowed: 'The address to return to after login is not allowed.',

  // Mail subjects
  mailSignupSubject: '[쉼, 한국] Your sign-up verification code',
  mailResetSubject: '[쉼, 한국] Your password reset verification code',
  mailChangeSubject: '[쉼, 한국] Your password change verification code',

  // Search and lodging detail
  noSearchResults: 'Sorry, nothing matches your search.',
  invalidHotel: 'The lodging information is not valid.',
  hotelGone: 'This lodging is no longer in business.',
  invalidRoom: 'The room information is not valid.',
  hotelLoadFailed: 'Something went wrong while loading the lodging.',
  roomUnavailable: 'This room cannot be booked.',
  roomCapacityExceeded: 'You have more guests than the selected room allows.',
  roomSoldOut: 'The room is sold out for the selected dates.',
  roomClosed: 'This room is not on sale for the selected dates.',
  roomBedTypeInvalid: 'Please choose a bed type: single, double, queen, king, twin, ondol or family.',
  roomSizeInvalid: 'Please enter the room size as a whole number from 1 m² to 1,000 m².',
  roomAmenityInvalid: 'Please send the room amenities as a list of text.',
  roomAmenityTooLong: 'Each room amenity can be up to 20 characters.',
  roomAmenitiesTooMany: 'You can enter up to 20 room amenities.',
  roomDescriptionTooLong: 'The room description can be up to 1,000 characters.',
  invalidCursor: 'The page cursor is not valid.',
  reviewSortInvalid:
    'The review order must be RECENT (newest), SCORE_HIGH (highest rated) or SCORE_LOW (lowest rated).',
  reviewPageInvalid: 'You can view 1 to 100 reviews at a time. page must be a whole number of 0 or more.',
  reviewPageWithCursor: 'page and cursor cannot be sent together.',
  searchPageInvalid: 'page must be a whole number of 0 or more, and size a whole number from 1 to 100.',
  searchPageTooDeep: 'Pages reach the first 1,000 search results. For the full list, send the request without page.',
  searchDistanceNeedsPoint: 'Sorting by distance only works when you search from a station or a landmark.',
  searchPlaceUnknown: 'We do not know that place. Please choose your search again.',
  searchBoundsInvalid:
    'The map area is not valid. Send south, west, north and east bounds within latitude -90 to 90 and longitude -180 to 180, with south ≤ north and west ≤ east.',
  searchZoomInvalid: 'The map zoom must be a whole number from 0 to 20.',
  searchSortInvalid: 'The sort must be one of RECOMMENDED, PRICE_ASC, RATING_DESC and DISTANCE.',
  imageNotFound: 'The image could not be found.',
  landmarkNotFound: 'The landmark could not be found.',
  landmarksMissing: 'There is no landmark data. Please check the data file path or column names.',
  landmarksNoMatch: 'No landmarks match your filters.',
  heritageNotFound: 'The cultural heritage information could not be found.',
  reviewAuthorGone: 'Former member',

  // Checkout, payment and reservations
  invalidBooking: 'The booking details are not valid. Please choose again.',
  termsRequired: 'Please agree to the payment terms.',
  consentsInvalid: 'consents must be a list of consent names.',
  guestPhoneRequired: 'Please enter your mobile number to book without an account.',
  guestNameTooLong: "The guest's name can be up to 50 characters.",
  couponUnavailable: 'This coupon cannot be used.',
  couponExpired: 'This coupon has expired.',
  couponLoginRequired: 'Only logged-in members can use coupons.',
  paymentAmountMismatch: 'The payment amount does not match the reservation amount.',
  paymentMethodUnsupported: 'This payment method is not supported.',
  holdExpired: 'The time to pay has run out. Please book again.',
  reservationNotPayable: 'This reservation cannot be paid.',
  paymentGatewayTimeout: 'The payment approval is taking longer than usual. Please try again in a moment.',
  paymentGatewayError: 'The payment service cannot be reached. Please try again in a moment.',
  paymentFailed: 'The payment failed.',
  paymentInProgress: 'We are still checking your previous payment. Please try again in a moment.',
  paymentVoided: 'The payment for this order was canceled. Please book again.',
  paymentAttemptNotFound: 'The payment record to settle could not be found.',
  checkDateInvalid: 'Please enter the date to check as YYYY-MM-DD.',
  bookingCheckFieldsRequired: 'Please enter both the reservation number and the phone number.',
  reservationNotFound: 'The reservation could not be found.',
  guestProofLocked: 'Too many failed reservation lookups. Please try again in 1 hour.',
  guestHoldTooLarge:
    'Without an account you can book up to 30 room-nights (rooms × nights). Please log in to book more.',
  tooManyHolds:
    'You have too many reservations waiting for payment. Please finish a payment in progress or try again in 10 minutes.',
  apiKeyTooManyHolds: (limit: number) =>
    `This API key has reached its limit of ${limit} reservations waiting for payment. Please finish a payment in progress, or try again once an unpaid reservation's 10-minute hold has ended.`,
  reservationLookupFailed: 'Could not look up the reservation.',
  reservationCanceled: 'Your reservation has been canceled.',
  reservationNotCancelable: 'This reservation cannot be canceled.',
  refundChanged: 'The refund amount has changed. Please check the new refund amount and cancel again.',
  cancelQuoteFailed: 'Could not load the refund amount. Please try again in a moment.',
  reservationDeleted: 'The reservation has been deleted from your history.',
  reservationNotDeletable: 'Only canceled or reviewed reservations can be deleted.',
  guestCancelFailed: 'Reservation cancel failed.',
  guestDeleteFailed: 'Cancel history delete failed.',
  paymentInfoMissing: 'Could not load reservation info. Check the reservation history page.',

  // Inquiries (English in the spec)
  inquiryFieldsRequired: 'Please fill in all required fields.',
  inquiryEmailRequired: 'Please enter the email to receive the answer.',
  inquiryEmailInvalid: 'Please enter a valid email address.',
  inquiryTooLong: 'The title, name or content is too long.',
  inquiryAnswerRequired: 'Please enter the answer.',
  inquiryAnswerFailed: 'Answer registration failed.',
  inquiryAnswerTooLong: 'The answer is too long.',
  inquiryAlreadyAnswered: 'This inquiry has already been answered.',
  inquiryAnswerSaved: 'The answer has been saved.',
  inquiryAnswerSavedMailQueued:
    'The answer has been saved. The answer e-mail is queued for sending; see the notification status for the result.',
  inquiryCreateFailed: 'Inquiry registration failed.',
  inquiryLoadFailed: 'Failed to load the inquiry.',
  inquiryListLoadFailed: 'Failed to load the inquiry list.',
  inquiryNotFound: 'The inquiry could not be found.',
  inquirySecretForbidden: 'Only the author and administrators can see a private inquiry.',
  inquiryWaitingAnswer: 'Waiting for an answer from our team.',
  mailInquiryAnswerSubject: '[쉼, 한국] Your inquiry has been answered',

  pageInPreparation: 'Coming soon.',
} satisfies MessageCatalogue;

/** English for the guest's words outside `MESSAGES` (message-locales.ts `MORE_MESSAGES`). */
export const MORE_MESSAGES_EN = {
  // The phrase a social-only account types stays Korean: the server compares it as written.
  withdrawalPhrase: '회원 탈퇴',
  withdrawn: 'Your membership has been closed. Thank you for staying with us.',
  withdrawalPasswordRequired: 'Please enter your password.',
  withdrawalPhraseWrong: "Please type the confirmation phrase '회원 탈퇴' exactly.",
  withdrawalUpcomingStays:
    'You have upcoming reservations, so your membership cannot be closed. Please complete or cancel them and try again.',
  withdrawalByApiKey: 'Memberships cannot be closed with an API key.',
  couponCodeRequired: 'Please enter a coupon code.',
  couponCodeUnknown: 'This coupon code does not exist. Please check the code again.',
  couponCodeAlreadyTaken: 'You have already received this coupon.',
  couponCodeExpired: 'This coupon has expired.',
  couponCodeRegistered: 'The coupon has been added.',
  couponCodeInvalid: 'Coupon codes are 4 to 20 capital letters and numbers.',
  couponCodeTaken: 'This coupon code is already in use.',
  minStay: (nights: number) => `This stay needs at least ${nights} ${nights === 1 ? 'night' : 'nights'}.`,
  dayUseTooSoon: (minutes: number) => `Day use can start ${spokenMinutes(minutes)} from now at the earliest.`,
  priceCalendarRangeRequired: 'Please enter the period to view (from, to) as YYYY-MM-DD.',
  priceCalendarToAfterFrom: 'The end date (to) must be after the start date (from).',
  priceCalendarTooLong: `The price calendar shows up to ${CALENDAR_MAX_NIGHTS} nights at a time.`,
  priceCalendarOutsideHorizon: `The price calendar only covers the next ${CALENDAR_HORIZON_DAYS} days.`,
  apiKeyScopeMissing: 'This API key does not have the scope for this operation.',
  apiKeyOperationNotAllowed: 'This operation is not allowed for this API key.',
  apiKeyCostExceeded: "This API key's GraphQL cost per minute has been exceeded. Please try again in a moment.",
  returnUrlInvalid: 'The addresses to return to after payment (successUrl, failUrl) must be full http(s) addresses.',
  returnUrlNotAllowed: 'The address to return to after payment is not a site (origin) registered for this API key.',
  returnUrlNotThisSite: 'The address to return to after payment must be an address of this site.',
  returnUrlsTogether: 'successUrl and failUrl must be sent together.',
} satisfies MoreMessageCatalogue;

/** `90` as `1 hour 30 minutes`, `60` as `1 hour`, `30` as `30 minutes`. */
function spokenMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : ''];
  if (rest > 0 || hours === 0) parts.push(`${rest} ${rest === 1 ? 'minute' : 'minutes'}`);
  return parts.filter(Boolean).join(' ');
}
