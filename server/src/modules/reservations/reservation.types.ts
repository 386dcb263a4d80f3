import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../platform/pagination';
import { RESERVATION_STATUS_KEYS, type ReservationStatus } from '@shim/common/reservations';

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

@ObjectType({
  description: '예약의 금액: 객실 요금, 세금·수수료, 쿠폰 할인, 결제 금액, 환불 금액',
  simpleResolvers: true,
})
export class ReservationPayment {
  @Field(() => Int, { description: '객실 요금 합계 (원)' })
  basePrice!: number;

  @Field(() => Int)
  taxes!: number;

  @Field(() => Int)
  couponDiscount!: number;

  @Field(() => Int, { description: '결제 금액 (원)' })
  totalAmount!: number;

  @Field(() => Int, { description: '환불한 금액 (원)' })
  canceledAmount!: number;

  @Field(() => Date, { nullable: true, description: '결제 완료 시각' })
  paidAt!: Date | null;

  @Field(() => String, { nullable: true, description: '카드 영수증: 토스페이먼츠의 영수증 페이지 (있을 때만)' })
  receiptUrl!: string | null;
}

@ObjectType('Reservation', {
  description: '예약: 숙소(hotel), 객실 유형(room), 금액(payment), 리뷰(review)로 이어집니다',
})
export class Reservation {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: '주문 번호 (토스페이먼츠 orderId)' })
  orderId!: string;

  @Field(() => ReservationStatusEnum)
  status!: ReservationStatus;

  @Field(() => String)
  checkIn!: string;

  @Field(() => String)
  checkOut!: string;

  @Field(() => Int)
  nights!: number;

  @Field(() => Int)
  roomCount!: number;

  @Field(() => Int, { description: '인원' })
  people!: number;

  @Field(() => String, {
    nullable: true,
    description:
      '예약자 이름: 주문 번호 조회에서는 예약한 회원, 사이트 관리자, 휴대폰 번호를 함께 보낸 사람에게만 (아니면 null)',
  })
  guestName!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      '휴대폰 번호: 주문 번호 조회에서는 예약한 회원, 사이트 관리자, 휴대폰 번호를 함께 보낸 사람에게만 (아니면 null)',
  })
  phone!: string | null;

  @Field(() => ReservationPayment)
  payment!: ReservationPayment;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  confirmedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  canceledAt!: Date | null;

  @Field(() => Boolean, { description: '지금 취소할 수 있는지' })
  cancellable!: boolean;

  @Field(() => Boolean, { description: '지금 리뷰를 쓸 수 있는지' })
  reviewable!: boolean;

  @Field(() => Boolean, { description: '내역에서 지울 수 있는지' })
  deletable!: boolean;

  @Field(() => [CancellationTier])
  cancellationPolicy!: CancellationTier[];

  @Field(() => String, {
    nullable: true,
    description: '예약 확인서: 결제 완료 페이지 (예약 완료, 리뷰 작성 완료일 때만)',
  })
  voucherUrl!: string | null;
}

/** What a resolver hands over as a `Reservation`: the fields, and the ids its relations are followed by. */
export interface ReservationSource extends Reservation {
  hotelId: number;
  roomId: number;
  /** The member who booked; null for a guest's booking. */
  userId: number | null;
}

export const ReservationConnection = connectionType('Reservation', Reservation);

@InputType({ description: '예약 하나: 회원은 토큰으로, 비회원은 주문 번호와 휴대폰 번호로 증명' })
export class ReservationActionInput {
  @Field(() => Int)
  reservationId!: number;

  @Field(() => String, { nullable: true, description: '비회원만' })
  orderId?: string | null;

  @Field(() => String, { nullable: true, description: '비회원만' })
  phone?: string | null;
}

@ObjectType({ description: '지운 예약' })
export class DeleteReservationPayload {
  @Field(() => Int)
  deletedReservationId!: number;
}

@ObjectType({ description: '예약 취소 결과와 취소된 예약' })
export class CancelReservationPayload {
  @Field(() => Reservation)
  reservation!: Reservation;

  @Field(() => String)
  message!: string;

  @Field(() => Int, { description: '환불 금액 (원)' })
  canceledAmount!: number;

  @Field(() => Int, { description: '환불율 (%)' })
  refundRate!: number;
}
