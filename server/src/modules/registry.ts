import type { GraphQLSchema } from 'graphql';
import { buildGraphqlSchema, type Resolvers } from '../platform/graphql';
import type { RestRouter } from '../platform/rest';
import { provideSessionEnder } from '../platform/account-sessions';
import { authRoutes } from './auth/auth.rest';
import { revokeAllSessions } from './auth/auth.service';
import { AuthResolver } from './auth/auth.resolver';
import { HotelResolver, ReviewHotelResolver, RoomResolver } from './hotels/hotel.resolver';
import { LandmarkContentResolver } from './landmarks/landmark-content.resolver';
import { HotelContentResolver, RoomContentResolver } from './hotels/hotel-content.resolver';
import { HotelStayResolver } from './hotels/hotel-stay.resolver';
import { LodgingAreaResolver } from './hotels/lodging-areas.resolver';
import { hotelRoutes } from './hotels/hotel.rest';
import {
  BookingResolver,
  PaymentCompletionResolver,
  PreparedReservationResolver,
} from './reservations/booking.resolver';
import { bookingRoutes, paymentCompletionRoutes } from './reservations/booking.rest';
import { ReservationResolver } from './reservations/reservation.resolver';
import { reservationRoutes } from './reservations/reservation.rest';
import { paymentRoutes } from './payments/payment.rest';
import { LandmarkResolver } from './landmarks/landmark.resolver';
import { PlaceResolver } from './places/place.resolver';
import { placeRoutes } from './places/place.rest';
import { SearchResolver } from './search/search.resolver';
import { searchRoutes } from './search/search.rest';
import { CouponConditionsResolver, CouponResolver, UserCouponResolver } from './coupons/coupon.resolver';
import { couponRoutes } from './coupons/coupon.rest';
import { PasswordResolver } from './passwords/password.resolver';
import { passwordRoutes } from './passwords/password.rest';
import { socialRoutes } from './social/social.rest';
import { RegistrationResolver } from './registration/registration.resolver';
import { registrationRoutes } from './registration/registration.rest';
import { UserContactResolver, UserResolver } from './users/user.resolver';
import { userRoutes } from './users/user.rest';
import { VerificationResolver } from './verification/verification.resolver';
import { WishlistResolver } from './wishlist/wishlist.resolver';
import { wishlistRoutes } from './wishlist/wishlist.rest';
import { ReviewResolver } from './reviews/review.resolver';
import { ManagerReviewResolver } from './reviews/manager-review.resolver';
import { HotelReviewsResolver } from './reviews/review-page.resolver';
import { managerReviewRoutes } from './reviews/manager-review.rest';
import { ManagerReservationResolver } from './reservations/manager-reservation.resolver';
import { MoneyCheckResolver } from './reservations/money-check.resolver';
import { managerReservationRoutes } from './reservations/manager-reservation.rest';
import { FrontDeskResolver } from './reservations/front-desk.resolver';
import { frontDeskRoutes } from './reservations/front-desk.rest';
import { reviewRoutes } from './reviews/review.rest';
import { InquiryAdminFieldsResolver, InquiryResolver } from './inquiries/inquiry.resolver';
import { inquiryRoutes } from './inquiries/inquiry.rest';
import { verificationRoutes } from './verification/verification.rest';
import { ManagerHotelResolver } from './hotels/hotel.manager.resolver';
import { provideUpcomingStayCount } from './hotels/manager-hotel.service';
import { upcomingStayCount } from './reservations/upcoming-stays.repository';
import { managerHotelRoutes } from './hotels/hotel.manager.rest';
import { HotelAdminFieldsResolver, HotelAdminResolver } from './hotels/hotel.admin.resolver';
import { hotelAdminRoutes } from './hotels/hotel.admin.rest';
import { CouponAdminFieldsResolver, CouponAdminResolver } from './coupons/coupon.admin.resolver';
import { couponAdminRoutes } from './coupons/coupon.admin.rest';
import { NotificationResolver } from './notifications/notification.resolver';
import {
  AdminDashboardResolver,
  LodgingSalesResolver,
  RoomSalesResolver,
  ManagerDashboardResolver,
  ManagerSalesResolver,
  LodgingPeriodSalesResolver,
} from './dashboards/dashboard.resolver';
import { dashboardRoutes } from './dashboards/dashboard.rest';
import { RoomCalendarResolver } from './rooms/room-calendar.resolver';
import { roomCalendarRoutes } from './rooms/room-calendar.rest';
import { DayUseOfferResolver } from './rooms/day-use-offer.resolver';
import { dayUseOfferRoutes } from './rooms/day-use-offer.rest';
import { RoomDayUseResolver } from './hotels/room-day-use.resolver';
import { DayUseResolver } from './reservations/day-use.resolver';
import { dayUseRoutes } from './reservations/day-use.rest';
import { RoomDayUseSlotsResolver } from './reservations/room-day-use-slots.resolver';
import { RoomNightsResolver } from './hotels/room-nights.resolver';
import { WebhookResolver } from './webhooks/webhook.resolver';
import { webhookRoutes } from './webhooks/webhook.rest';
import { ApiKeyResolver } from './api-keys/api-key.resolver';
import { apiKeyRoutes } from './api-keys/api-key.rest';
import { SettlementResolver } from './settlements/settlement.resolver';
import { settlementRoutes } from './settlements/settlement.rest';
import { MemberResolver } from './members/member.resolver';
import { memberRoutes } from './members/member.rest';
import { ExchangeRateResolver } from './exchange-rates/exchange-rate.resolver';
import { exchangeRateRoutes } from './exchange-rates/exchange-rate.rest';

/** Every module's GraphQL resolvers and REST routes: a new module is added here, once. */
export const RESOLVERS: Resolvers = [
  AuthResolver,
  VerificationResolver,
  RegistrationResolver,
  UserResolver,
  UserContactResolver,
  CouponResolver,
  CouponConditionsResolver,
  UserCouponResolver,
  PasswordResolver,
  SearchResolver,
  HotelResolver,
  HotelContentResolver,
  RoomContentResolver,
  HotelStayResolver,
  LodgingAreaResolver,
  RoomResolver,
  ReviewHotelResolver,
  LandmarkResolver,
  LandmarkContentResolver,
  PlaceResolver,
  BookingResolver,
  PreparedReservationResolver,
  PaymentCompletionResolver,
  ReservationResolver,
  WishlistResolver,
  ReviewResolver,
  ManagerReservationResolver,
  FrontDeskResolver,
  MoneyCheckResolver,
  ManagerReviewResolver,
  HotelReviewsResolver,
  InquiryResolver,
  InquiryAdminFieldsResolver,
  ManagerHotelResolver,
  HotelAdminResolver,
  CouponAdminResolver,
  HotelAdminFieldsResolver,
  CouponAdminFieldsResolver,
  NotificationResolver,
  ManagerDashboardResolver,
  LodgingSalesResolver,
  RoomSalesResolver,
  ManagerSalesResolver,
  LodgingPeriodSalesResolver,
  AdminDashboardResolver,
  RoomCalendarResolver,
  RoomNightsResolver,
  DayUseOfferResolver,
  RoomDayUseResolver,
  RoomDayUseSlotsResolver,
  DayUseResolver,
  WebhookResolver,
  ApiKeyResolver,
  SettlementResolver,
  MemberResolver,
  ExchangeRateResolver,
];

/** The GraphQL schema of every module's resolvers (built once; app.ts serves it, emit-schema prints it). */
export const appSchema = (): Promise<GraphQLSchema> => buildGraphqlSchema(RESOLVERS);

export const REST_MODULES: ReadonlyArray<(api: RestRouter) => void> = [
  authRoutes,
  verificationRoutes,
  registrationRoutes,
  userRoutes,
  couponRoutes,
  passwordRoutes,
  socialRoutes,
  searchRoutes,
  placeRoutes,
  hotelRoutes,
  bookingRoutes,
  paymentRoutes,
  paymentCompletionRoutes,
  reservationRoutes,
  wishlistRoutes,
  reviewRoutes,
  managerReservationRoutes,
  frontDeskRoutes,
  managerReviewRoutes,
  inquiryRoutes,
  managerHotelRoutes,
  hotelAdminRoutes,
  couponAdminRoutes,
  dashboardRoutes,
  roomCalendarRoutes,
  dayUseOfferRoutes,
  dayUseRoutes,
  webhookRoutes,
  apiKeyRoutes,
  settlementRoutes,
  memberRoutes,
  exchangeRateRoutes,
];

// Users end sessions without importing auth (which imports users).
provideSessionEnder(revokeAllSessions);
// Hotels refuse deleting a lodging with stays ahead without importing reservations (which import hotels).
provideUpcomingStayCount(upcomingStayCount);
