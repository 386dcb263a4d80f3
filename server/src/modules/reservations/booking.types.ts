import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: '예약할 숙박: 숙소, 객실, 날짜(YYYY-MM-DD), 객실 수 1–5, 인원 1–20, 내 쿠폰' })
export class StayBookingInput {
  @Field(() => Int)
  hotelId!: number;

  @Field(() => Int)
  roomId!: number;

  @Field(() => String)
  checkIn!: string;

  @Field(() => String)
  checkOut!: string;

  @Field(() => Int)
  roomCount!: number;

  @Field(() => Int)
  persons!: number;

  @Field(() => Int, { nullable: true })
  userCouponId?: number | null;
}

@InputType({ description: '예약 준비: 비회원은 휴대폰 번호(010 + 8자리) 필수, 약관 동의 필수' })
export class PrepareReservationInput extends StayBookingInput {
  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: '예약자 이름 (비회원)' })
  guestName?: string | null;

  @Field(() => Boolean)
  termsAgreed!: boolean;
}

@ObjectType({ description: '가격 미리보기 (원): 객실 요금 합계, 세금·수수료 5,000원, 쿠폰 할인, 결제 금액' })
export class PricePreview {
  @Field(() => Int)
  basePrice!: number;

  @Field(() => Int)
  taxes!: number;

  @Field(() => Int)
  couponDiscount!: number;

  @Field(() => Int)
  totalAmount!: number;
}

@ObjectType({ description: '결제 대기 예약: 10분 동안 객실을 잡아 둠' })
export class PreparedReservation {
  @Field(() => Int)
  reservationId!: number;

  @Field(() => String, { description: '주문 번호 (토스페이먼츠 orderId)' })
  orderId!: string;

  @Field(() => Int)
  totalAmount!: number;

  @Field(() => String)
  hotelName!: string;

  @Field(() => String)
  roomName!: string;

  @Field(() => String)
  orderName!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => Date)
  holdExpiresAt!: Date;
}

@InputType({ description: '결제 승인 요청: 결제창이 돌려준 paymentKey, orderId, amount' })
export class CompletePaymentInput {
  @Field(() => String)
  orderId!: string;

  @Field(() => String)
  paymentKey!: string;

  @Field(() => Int)
  amount!: number;

  @Field(() => Int, { nullable: true })
  reservationId?: number | null;

  @Field(() => String, { nullable: true, description: '예약 준비 때 없던 비회원 휴대폰 번호' })
  phone?: string | null;

  @Field(() => Int, { nullable: true, description: '예약 준비 때 없던 쿠폰: 결제 금액이 쿠폰 적용가와 같을 때만' })
  userCouponId?: number | null;
}

@ObjectType({ description: '결제 완료' })
export class PaymentCompletion {
  @Field(() => Int)
  paymentId!: number;

  @Field(() => Int)
  reservationId!: number;

  @Field(() => String)
  orderId!: string;

  @Field(() => Int)
  amount!: number;
}

@ObjectType({ description: '결제창 설정: toss는 토스페이먼츠 SDK, local은 로컬 결제 샌드박스' })
export class PaymentConfig {
  @Field(() => String)
  mode!: string;

  @Field(() => String)
  clientKey!: string;

  @Field(() => String, { nullable: true })
  checkoutUrl!: string | null;
}
