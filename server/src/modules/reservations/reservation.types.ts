import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { LodgingType } from '@shim/common/lodging';
import { RESERVATION_STATUS_KEYS, type ReservationStatus } from '@shim/common/reservations';
import { LodgingTypeEnum } from '../hotels/hotel-summary.types';

export const ReservationStatusEnum = Object.fromEntries(RESERVATION_STATUS_KEYS.map((s) => [s, s])) as {
  [S in ReservationStatus]: S;
};
registerEnumType(ReservationStatusEnum, {
  name: 'ReservationStatus',
  description: '결제 대기, 예약 완료, 예약 취소, 환불 완료, 노쇼, 리뷰 작성 완료',
});

@ObjectType({ description: '취소 규정: until(그날까지) 취소하면 refundRate% 환불' })
export class CancellationTier {
  @Field(() => String)
  until!: string;

  @Field(() => Int)
  refundRate!: number;
}

@ObjectType({ description: '예약 (내 예약, 주문 번호 조회, 예약 상세)' })
export class ReservationDetail {
  @Field(() => Int)
  reservationId!: number;

  @Field(() => String)
  orderId!: string;

  @Field(() => ReservationStatusEnum)
  status!: ReservationStatus;

  @Field(() => Int)
  hotelId!: number;

  @Field(() => String)
  hotelName!: string;

  @Field(() => LodgingTypeEnum)
  hotelType!: LodgingType;

  @Field(() => String, { nullable: true })
  hotelImage!: string | null;

  @Field(() => String)
  address!: string;

  @Field(() => String, { nullable: true, description: '숙소 대표 전화 (02-1234-5678)' })
  hotelPhone!: string | null;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { description: '숙소의 체크인 시각 (HH:mm)' })
  checkinTime!: string;

  @Field(() => String, { description: '숙소의 체크아웃 시각 (HH:mm)' })
  checkoutTime!: string;

  @Field(() => Int)
  roomId!: number;

  @Field(() => String)
  roomType!: string;

  @Field(() => String)
  checkIn!: string;

  @Field(() => String)
  checkOut!: string;

  @Field(() => Int)
  nights!: number;

  @Field(() => Int)
  roomCount!: number;

  @Field(() => Int)
  people!: number;

  @Field(() => Int, { nullable: true, description: '예약한 회원; 비회원 예약은 null' })
  userId!: number | null;

  @Field(() => String)
  guestName!: string;

  @Field(() => String, { nullable: true, description: '주문 번호 조회에서는 가려짐 (010-****-5678)' })
  phone!: string | null;

  @Field(() => Int)
  basePrice!: number;

  @Field(() => Int)
  taxes!: number;

  @Field(() => Int)
  couponDiscount!: number;

  @Field(() => Int)
  totalAmount!: number;

  @Field(() => Int)
  canceledAmount!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  confirmedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  canceledAt!: Date | null;

  @Field(() => Boolean)
  cancellable!: boolean;

  @Field(() => Boolean)
  reviewable!: boolean;

  @Field(() => Boolean)
  deletable!: boolean;

  @Field(() => [CancellationTier])
  cancellationPolicy!: CancellationTier[];

  @Field(() => String, {
    nullable: true,
    description: '예약 확인서: 결제 완료 페이지 (예약 완료, 리뷰 작성 완료일 때만)',
  })
  voucherUrl!: string | null;

  @Field(() => String, { nullable: true, description: '카드 영수증: 토스페이먼츠의 영수증 페이지 (있을 때만)' })
  invoiceUrl!: string | null;
}

@ObjectType({ description: '예약 취소 결과' })
export class CancelResult {
  @Field(() => String)
  message!: string;

  @Field(() => Int, { description: '환불 금액 (원)' })
  canceledAmount!: number;

  @Field(() => Int, { description: '환불율 (%)' })
  refundRate!: number;
}
