/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}": typeof types.CaptchaConfigDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}": typeof types.LoginDocument,
    "mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": typeof types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": typeof types.MeDocument,
    "query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}": typeof types.RecaptchaNeededDocument,
    "query HotelDetail($id: Int!, $stay: StayInput) {\n  hotel(id: $id, stay: $stay) {\n    id\n    name\n    type\n    star\n    address\n    region\n    info\n    latitude\n    longitude\n    checkinTime\n    checkoutTime\n    minPrice\n    avgScore\n    reviewCount\n    images {\n      kind\n      url\n    }\n    services\n    rooms {\n      id\n      name\n      capacity\n      price\n      stayPrice\n      availableCount\n      imageUrl\n    }\n    reviews {\n      id\n      userName\n      score\n      content\n      imageUrl\n      createdAt\n      reply\n      repliedAt\n    }\n    nearbyLandmarks {\n      id\n      name\n      category\n      location\n      distanceKm\n      travelMinutes\n    }\n  }\n}": typeof types.HotelDetailDocument,
    "query LandmarkSlider($first: Int) {\n  landmarks(first: $first) {\n    edges {\n      node {\n        id\n        name\n        location\n        category\n        images\n      }\n    }\n  }\n}": typeof types.LandmarkSliderDocument,
    "query MyCoupons {\n  myCoupons {\n    userCouponId\n    name\n    type\n    discount\n    expiryDate\n    isExpired\n  }\n}\n\nmutation DeleteMyCoupon($userCouponId: Int!) {\n  deleteMyCoupon(userCouponId: $userCouponId)\n}": typeof types.MyCouponsDocument,
    "query MyInfo {\n  myInfo {\n    id\n    name\n    email\n    phone\n    role\n  }\n}\n\nmutation UpdateMyPhone($phone: String!) {\n  updateMyPhone(phone: $phone) {\n    id\n    phone\n  }\n}": typeof types.MyInfoDocument,
    "query MyInquiries {\n  myInquiries {\n    id\n    title\n    content\n    status\n    secret\n    createdAt\n    answer\n    answeredAt\n  }\n}": typeof types.MyInquiriesDocument,
    "query MyReservations {\n  myReservations {\n    reservationId\n    orderId\n    hotelId\n    hotelName\n    hotelImage\n    roomType\n    address\n    checkIn\n    checkOut\n    nights\n    people\n    roomCount\n    basePrice\n    taxes\n    couponDiscount\n    totalAmount\n    canceledAmount\n    status\n    createdAt\n    confirmedAt\n    cancellable\n    deletable\n    cancellationPolicy {\n      until\n      refundRate\n    }\n  }\n}\n\nmutation CancelMyReservation($reservationId: Int!) {\n  cancelReservation(reservationId: $reservationId) {\n    message\n    canceledAmount\n    refundRate\n  }\n}\n\nmutation DeleteMyReservation($reservationId: Int!) {\n  deleteReservation(reservationId: $reservationId)\n}": typeof types.MyReservationsDocument,
    "query MyReviews {\n  myReviews {\n    id\n    hotelId\n    hotelName\n    score\n    content\n    imageUrl\n    createdAt\n    reply\n    repliedAt\n  }\n}": typeof types.MyReviewsDocument,
    "mutation VerifyOldPasswordAndSendCode($oldPassword: String!) {\n  verifyOldPasswordAndSendCode(oldPassword: $oldPassword) {\n    message\n  }\n}\n\nmutation VerifyPasswordChangeCode($code: String!) {\n  verifyPasswordChangeCode(code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation CompletePasswordChange($resetToken: String!, $newPassword: String!) {\n  completePasswordChange(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}": typeof types.VerifyOldPasswordAndSendCodeDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}": typeof types.RequestPasswordResetDocument,
    "query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}": typeof types.EmailTakenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": typeof types.RegisterDocument,
    "query SearchHotels($criteria: SearchInput!, $first: Int, $after: String) {\n  searchHotels(\n    criteria: $criteria\n    first: $first\n    after: $after\n    sort: RECOMMENDED\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        id\n        name\n        type\n        star\n        region\n        address\n        imageUrl\n        minPrice\n        avgScore\n        reviewCount\n      }\n    }\n  }\n}": typeof types.SearchHotelsDocument,
    "query MyWishlist($stay: StayInput) {\n  myWishlist(stay: $stay) {\n    id\n    name\n    type\n    star\n    region\n    address\n    minPrice\n    avgScore\n    reviewCount\n    imageUrl\n  }\n}\n\nmutation RemoveFromWishlist($hotelId: Int!) {\n  removeFromWishlist(hotelId: $hotelId)\n}": typeof types.MyWishlistDocument,
};
const documents: Documents = {
    "query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}": types.CaptchaConfigDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}": types.LoginDocument,
    "mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": types.LogoutDocument,
    "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}": types.MeDocument,
    "query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}": types.RecaptchaNeededDocument,
    "query HotelDetail($id: Int!, $stay: StayInput) {\n  hotel(id: $id, stay: $stay) {\n    id\n    name\n    type\n    star\n    address\n    region\n    info\n    latitude\n    longitude\n    checkinTime\n    checkoutTime\n    minPrice\n    avgScore\n    reviewCount\n    images {\n      kind\n      url\n    }\n    services\n    rooms {\n      id\n      name\n      capacity\n      price\n      stayPrice\n      availableCount\n      imageUrl\n    }\n    reviews {\n      id\n      userName\n      score\n      content\n      imageUrl\n      createdAt\n      reply\n      repliedAt\n    }\n    nearbyLandmarks {\n      id\n      name\n      category\n      location\n      distanceKm\n      travelMinutes\n    }\n  }\n}": types.HotelDetailDocument,
    "query LandmarkSlider($first: Int) {\n  landmarks(first: $first) {\n    edges {\n      node {\n        id\n        name\n        location\n        category\n        images\n      }\n    }\n  }\n}": types.LandmarkSliderDocument,
    "query MyCoupons {\n  myCoupons {\n    userCouponId\n    name\n    type\n    discount\n    expiryDate\n    isExpired\n  }\n}\n\nmutation DeleteMyCoupon($userCouponId: Int!) {\n  deleteMyCoupon(userCouponId: $userCouponId)\n}": types.MyCouponsDocument,
    "query MyInfo {\n  myInfo {\n    id\n    name\n    email\n    phone\n    role\n  }\n}\n\nmutation UpdateMyPhone($phone: String!) {\n  updateMyPhone(phone: $phone) {\n    id\n    phone\n  }\n}": types.MyInfoDocument,
    "query MyInquiries {\n  myInquiries {\n    id\n    title\n    content\n    status\n    secret\n    createdAt\n    answer\n    answeredAt\n  }\n}": types.MyInquiriesDocument,
    "query MyReservations {\n  myReservations {\n    reservationId\n    orderId\n    hotelId\n    hotelName\n    hotelImage\n    roomType\n    address\n    checkIn\n    checkOut\n    nights\n    people\n    roomCount\n    basePrice\n    taxes\n    couponDiscount\n    totalAmount\n    canceledAmount\n    status\n    createdAt\n    confirmedAt\n    cancellable\n    deletable\n    cancellationPolicy {\n      until\n      refundRate\n    }\n  }\n}\n\nmutation CancelMyReservation($reservationId: Int!) {\n  cancelReservation(reservationId: $reservationId) {\n    message\n    canceledAmount\n    refundRate\n  }\n}\n\nmutation DeleteMyReservation($reservationId: Int!) {\n  deleteReservation(reservationId: $reservationId)\n}": types.MyReservationsDocument,
    "query MyReviews {\n  myReviews {\n    id\n    hotelId\n    hotelName\n    score\n    content\n    imageUrl\n    createdAt\n    reply\n    repliedAt\n  }\n}": types.MyReviewsDocument,
    "mutation VerifyOldPasswordAndSendCode($oldPassword: String!) {\n  verifyOldPasswordAndSendCode(oldPassword: $oldPassword) {\n    message\n  }\n}\n\nmutation VerifyPasswordChangeCode($code: String!) {\n  verifyPasswordChangeCode(code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation CompletePasswordChange($resetToken: String!, $newPassword: String!) {\n  completePasswordChange(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}": types.VerifyOldPasswordAndSendCodeDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}": types.RequestPasswordResetDocument,
    "query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}": types.EmailTakenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}": types.RegisterDocument,
    "query SearchHotels($criteria: SearchInput!, $first: Int, $after: String) {\n  searchHotels(\n    criteria: $criteria\n    first: $first\n    after: $after\n    sort: RECOMMENDED\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        id\n        name\n        type\n        star\n        region\n        address\n        imageUrl\n        minPrice\n        avgScore\n        reviewCount\n      }\n    }\n  }\n}": types.SearchHotelsDocument,
    "query MyWishlist($stay: StayInput) {\n  myWishlist(stay: $stay) {\n    id\n    name\n    type\n    star\n    region\n    address\n    minPrice\n    avgScore\n    reviewCount\n    imageUrl\n  }\n}\n\nmutation RemoveFromWishlist($hotelId: Int!) {\n  removeFromWishlist(hotelId: $hotelId)\n}": types.MyWishlistDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}"): (typeof documents)["query CaptchaConfig {\n  captchaConfig {\n    mode\n    siteKey\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    grantType\n    accessToken\n    accessTokenExpiresIn\n    refreshToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"): (typeof documents)["mutation Logout($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    name\n    email\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}"): (typeof documents)["query RecaptchaNeeded($email: String!) {\n  recaptchaNeeded(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HotelDetail($id: Int!, $stay: StayInput) {\n  hotel(id: $id, stay: $stay) {\n    id\n    name\n    type\n    star\n    address\n    region\n    info\n    latitude\n    longitude\n    checkinTime\n    checkoutTime\n    minPrice\n    avgScore\n    reviewCount\n    images {\n      kind\n      url\n    }\n    services\n    rooms {\n      id\n      name\n      capacity\n      price\n      stayPrice\n      availableCount\n      imageUrl\n    }\n    reviews {\n      id\n      userName\n      score\n      content\n      imageUrl\n      createdAt\n      reply\n      repliedAt\n    }\n    nearbyLandmarks {\n      id\n      name\n      category\n      location\n      distanceKm\n      travelMinutes\n    }\n  }\n}"): (typeof documents)["query HotelDetail($id: Int!, $stay: StayInput) {\n  hotel(id: $id, stay: $stay) {\n    id\n    name\n    type\n    star\n    address\n    region\n    info\n    latitude\n    longitude\n    checkinTime\n    checkoutTime\n    minPrice\n    avgScore\n    reviewCount\n    images {\n      kind\n      url\n    }\n    services\n    rooms {\n      id\n      name\n      capacity\n      price\n      stayPrice\n      availableCount\n      imageUrl\n    }\n    reviews {\n      id\n      userName\n      score\n      content\n      imageUrl\n      createdAt\n      reply\n      repliedAt\n    }\n    nearbyLandmarks {\n      id\n      name\n      category\n      location\n      distanceKm\n      travelMinutes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandmarkSlider($first: Int) {\n  landmarks(first: $first) {\n    edges {\n      node {\n        id\n        name\n        location\n        category\n        images\n      }\n    }\n  }\n}"): (typeof documents)["query LandmarkSlider($first: Int) {\n  landmarks(first: $first) {\n    edges {\n      node {\n        id\n        name\n        location\n        category\n        images\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyCoupons {\n  myCoupons {\n    userCouponId\n    name\n    type\n    discount\n    expiryDate\n    isExpired\n  }\n}\n\nmutation DeleteMyCoupon($userCouponId: Int!) {\n  deleteMyCoupon(userCouponId: $userCouponId)\n}"): (typeof documents)["query MyCoupons {\n  myCoupons {\n    userCouponId\n    name\n    type\n    discount\n    expiryDate\n    isExpired\n  }\n}\n\nmutation DeleteMyCoupon($userCouponId: Int!) {\n  deleteMyCoupon(userCouponId: $userCouponId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyInfo {\n  myInfo {\n    id\n    name\n    email\n    phone\n    role\n  }\n}\n\nmutation UpdateMyPhone($phone: String!) {\n  updateMyPhone(phone: $phone) {\n    id\n    phone\n  }\n}"): (typeof documents)["query MyInfo {\n  myInfo {\n    id\n    name\n    email\n    phone\n    role\n  }\n}\n\nmutation UpdateMyPhone($phone: String!) {\n  updateMyPhone(phone: $phone) {\n    id\n    phone\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyInquiries {\n  myInquiries {\n    id\n    title\n    content\n    status\n    secret\n    createdAt\n    answer\n    answeredAt\n  }\n}"): (typeof documents)["query MyInquiries {\n  myInquiries {\n    id\n    title\n    content\n    status\n    secret\n    createdAt\n    answer\n    answeredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyReservations {\n  myReservations {\n    reservationId\n    orderId\n    hotelId\n    hotelName\n    hotelImage\n    roomType\n    address\n    checkIn\n    checkOut\n    nights\n    people\n    roomCount\n    basePrice\n    taxes\n    couponDiscount\n    totalAmount\n    canceledAmount\n    status\n    createdAt\n    confirmedAt\n    cancellable\n    deletable\n    cancellationPolicy {\n      until\n      refundRate\n    }\n  }\n}\n\nmutation CancelMyReservation($reservationId: Int!) {\n  cancelReservation(reservationId: $reservationId) {\n    message\n    canceledAmount\n    refundRate\n  }\n}\n\nmutation DeleteMyReservation($reservationId: Int!) {\n  deleteReservation(reservationId: $reservationId)\n}"): (typeof documents)["query MyReservations {\n  myReservations {\n    reservationId\n    orderId\n    hotelId\n    hotelName\n    hotelImage\n    roomType\n    address\n    checkIn\n    checkOut\n    nights\n    people\n    roomCount\n    basePrice\n    taxes\n    couponDiscount\n    totalAmount\n    canceledAmount\n    status\n    createdAt\n    confirmedAt\n    cancellable\n    deletable\n    cancellationPolicy {\n      until\n      refundRate\n    }\n  }\n}\n\nmutation CancelMyReservation($reservationId: Int!) {\n  cancelReservation(reservationId: $reservationId) {\n    message\n    canceledAmount\n    refundRate\n  }\n}\n\nmutation DeleteMyReservation($reservationId: Int!) {\n  deleteReservation(reservationId: $reservationId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyReviews {\n  myReviews {\n    id\n    hotelId\n    hotelName\n    score\n    content\n    imageUrl\n    createdAt\n    reply\n    repliedAt\n  }\n}"): (typeof documents)["query MyReviews {\n  myReviews {\n    id\n    hotelId\n    hotelName\n    score\n    content\n    imageUrl\n    createdAt\n    reply\n    repliedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOldPasswordAndSendCode($oldPassword: String!) {\n  verifyOldPasswordAndSendCode(oldPassword: $oldPassword) {\n    message\n  }\n}\n\nmutation VerifyPasswordChangeCode($code: String!) {\n  verifyPasswordChangeCode(code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation CompletePasswordChange($resetToken: String!, $newPassword: String!) {\n  completePasswordChange(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}"): (typeof documents)["mutation VerifyOldPasswordAndSendCode($oldPassword: String!) {\n  verifyOldPasswordAndSendCode(oldPassword: $oldPassword) {\n    message\n  }\n}\n\nmutation VerifyPasswordChangeCode($code: String!) {\n  verifyPasswordChangeCode(code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation CompletePasswordChange($resetToken: String!, $newPassword: String!) {\n  completePasswordChange(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    message\n  }\n}\n\nmutation VerifyPasswordResetCode($email: String!, $code: String!) {\n  verifyPasswordResetCode(email: $email, code: $code) {\n    message\n    resetToken\n  }\n}\n\nmutation ResetPassword($resetToken: String!, $newPassword: String!) {\n  resetPassword(resetToken: $resetToken, newPassword: $newPassword) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}"): (typeof documents)["query EmailTaken($email: String!) {\n  emailTaken(email: $email)\n}\n\nmutation SendSignupCode($email: String!) {\n  sendSignupCode(email: $email) {\n    message\n  }\n}\n\nmutation VerifySignupCode($email: String!, $code: String!) {\n  verifySignupCode(email: $email, code: $code) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    accessToken\n    refreshToken\n  }\n}\n\nmutation ApplyAsManager($input: ManagerApplicationInput!) {\n  applyAsManager(input: $input) {\n    message\n  }\n}\n\nmutation DiscardRegisterSession($refreshToken: String!) {\n  logout(refreshToken: $refreshToken)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchHotels($criteria: SearchInput!, $first: Int, $after: String) {\n  searchHotels(\n    criteria: $criteria\n    first: $first\n    after: $after\n    sort: RECOMMENDED\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        id\n        name\n        type\n        star\n        region\n        address\n        imageUrl\n        minPrice\n        avgScore\n        reviewCount\n      }\n    }\n  }\n}"): (typeof documents)["query SearchHotels($criteria: SearchInput!, $first: Int, $after: String) {\n  searchHotels(\n    criteria: $criteria\n    first: $first\n    after: $after\n    sort: RECOMMENDED\n  ) {\n    totalCount\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n    edges {\n      node {\n        id\n        name\n        type\n        star\n        region\n        address\n        imageUrl\n        minPrice\n        avgScore\n        reviewCount\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyWishlist($stay: StayInput) {\n  myWishlist(stay: $stay) {\n    id\n    name\n    type\n    star\n    region\n    address\n    minPrice\n    avgScore\n    reviewCount\n    imageUrl\n  }\n}\n\nmutation RemoveFromWishlist($hotelId: Int!) {\n  removeFromWishlist(hotelId: $hotelId)\n}"): (typeof documents)["query MyWishlist($stay: StayInput) {\n  myWishlist(stay: $stay) {\n    id\n    name\n    type\n    star\n    region\n    address\n    minPrice\n    avgScore\n    reviewCount\n    imageUrl\n  }\n}\n\nmutation RemoveFromWishlist($hotelId: Int!) {\n  removeFromWishlist(hotelId: $hotelId)\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;