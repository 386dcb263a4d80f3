import { LoginFailure } from './auth/login-failure.entity';
import { RefreshToken } from './auth/refresh-token.entity';
import { HotelImage } from './hotels/hotel-image.entity';
import { Hotel } from './hotels/hotel.entity';
import { Service } from './hotels/service.entity';
import { RoomNight } from './rooms/room-night.entity';
import { DayUseDay, DayUseOffer } from './rooms/day-use-offer.entity';
import { Room } from './rooms/room.entity';
import { User } from './users/user.entity';
import { VerificationCode } from './verification/verification-code.entity';
import { Coupon } from './coupons/coupon.entity';
import { UserCoupon } from './coupons/user-coupon.entity';
import { CapturedMail } from '../platform/mail/captured-mail.entity';
import { LocalSms } from '../platform/sms/local-sms.entity';
import { Notification } from './notifications/notification.entity';
import { SocialAccount } from './social/social-account.entity';
import { Review } from './reviews/review.entity';
import { ReviewDeletionRequest } from './reviews/review-deletion-request.entity';
import { Landmark } from './landmarks/landmark.entity';
import { Reservation } from './reservations/reservation.entity';
import { Payment } from './payments/payment.entity';
import { SandboxPayment } from './payments/sandbox-payment.entity';
import { WishlistItem } from './wishlist/wishlist-item.entity';
import { Inquiry } from './inquiries/inquiry.entity';
import { ApiKey } from './api-keys/api-key.entity';
import {
  SettlementAdjustmentRecord,
  SettlementLineRecord,
  SettlementMonth,
  SettlementStatementRecord,
} from './settlements/settlement.entity';
import { ExchangeRate } from './exchange-rates/exchange-rate.entity';

/** Every entity, listed explicitly: no folder scanning, the same under tsx, Vitest and a bundle. */
export const ENTITIES = [
  User,
  RefreshToken,
  LoginFailure,
  Hotel,
  HotelImage,
  Service,
  Room,
  RoomNight,
  DayUseOffer,
  DayUseDay,
  Review,
  ReviewDeletionRequest,
  Landmark,
  VerificationCode,
  Coupon,
  UserCoupon,
  CapturedMail,
  LocalSms,
  Notification,
  SocialAccount,
  WishlistItem,
  Inquiry,
  Reservation,
  Payment,
  SandboxPayment,
  ApiKey,
  SettlementMonth,
  SettlementStatementRecord,
  SettlementLineRecord,
  SettlementAdjustmentRecord,
  ExchangeRate,
];
