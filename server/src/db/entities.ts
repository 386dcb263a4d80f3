import { LoginFailure } from '../modules/auth/login-failure.entity';
import { RefreshToken } from '../modules/auth/refresh-token.entity';
import { HotelImage } from '../modules/hotels/hotel-image.entity';
import { Hotel } from '../modules/hotels/hotel.entity';
import { Service } from '../modules/hotels/service.entity';
import { RoomNight } from '../modules/rooms/room-night.entity';
import { Room } from '../modules/rooms/room.entity';
import { User } from '../modules/users/user.entity';
import { VerificationCode } from '../modules/verification/verification-code.entity';
import { Coupon } from '../modules/coupons/coupon.entity';
import { UserCoupon } from '../modules/coupons/user-coupon.entity';
import { CapturedMail } from '../platform/mail/captured-mail.entity';
import { LocalSms } from '../platform/sms/local-sms.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { SocialAccount } from '../modules/social/social-account.entity';
import { Review } from '../modules/reviews/review.entity';
import { ReviewDeletionRequest } from '../modules/reviews/review-deletion-request.entity';
import { Landmark } from '../modules/landmarks/landmark.entity';
import { Reservation } from '../modules/reservations/reservation.entity';
import { Payment } from '../modules/payments/payment.entity';
import { SandboxPayment } from '../modules/payments/sandbox-payment.entity';
import { WishlistItem } from '../modules/wishlist/wishlist-item.entity';
import { Inquiry } from '../modules/inquiries/inquiry.entity';
import { ApiKey } from '../modules/api-keys/api-key.entity';
import {
  SettlementAdjustmentRecord,
  SettlementLineRecord,
  SettlementMonth,
  SettlementStatementRecord,
} from '../modules/settlements/settlement.entity';

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
];
