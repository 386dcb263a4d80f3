import { CHECKOUT_CONSENT_KINDS, type CheckoutConsentKind } from '@shim/common/consents';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export const CheckoutConsentKindEnum = Object.fromEntries(CHECKOUT_CONSENT_KINDS.map((k) => [k, k])) as {
  [K in CheckoutConsentKind]: K;
};
registerEnumType(CheckoutConsentKindEnum, {
  name: 'CheckoutConsentKind',
  description: '결제 동의 항목: 이용약관, 개인정보 수집·이용, 개인정보 제3자 제공(숙소), 마케팅 수신(선택)',
});

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

@InputType({
  description:
    '예약 준비: 비회원은 휴대폰 번호(010 + 8자리, 또는 해외 번호 +81 90-1234-5678 같은 국제 형식; 하이픈·공백 무관) 필수. consents에 필수 동의(이용약관, 개인정보 수집·이용, 제3자 제공)가 모두 있어야 함; consents 없이 termsAgreed만 보내는 이전 클라이언트는 단일 동의로 기록',
})
export class PrepareReservationInput extends StayBookingInput {
  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: '예약자 이름 (비회원)' })
  guestName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '예약자 이메일 (선택): 해외 번호로 문자를 받을 수 없을 때 예약 안내를 이메일로 보냄',
  })
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '예약 안내(문자·이메일)의 언어: ko, en, ja, zh-Hans. 없으면 Accept-Language',
  })
  locale?: string | null;

  @Field(() => Boolean, { nullable: true, description: '이전 클라이언트의 단일 약관 동의 (false면 거절)' })
  termsAgreed?: boolean | null;

  @Field(() => [CheckoutConsentKindEnum], { nullable: true, description: '체크한 동의 항목 (선택 항목 포함)' })
  consents?: CheckoutConsentKind[] | null;

  @Field(() => String, {
    nullable: true,
    description:
      '결제 후 돌아올 주소 (전체 URL, failUrl과 함께): API 키로는 키에 등록한 사이트(returnOrigins)만, 키 없이는 이 사이트만',
  })
  successUrl?: string | null;

  @Field(() => String, { nullable: true, description: '결제 실패·취소 때 돌아올 주소 (successUrl과 함께)' })
  failUrl?: string | null;
}

@ObjectType({
  description:
    '가격 미리보기 (원): 객실 요금 합계, 세금·수수료 5,000원, 숙박 총액(세금·수수료 포함), 쿠폰 할인, 결제 금액',
})
export class PricePreview {
  @Field(() => Int)
  basePrice!: number;

  @Field(() => Int, { description: 'stayTotal에 포함된 세금·수수료 (따로 더하지 않음)' })
  taxes!: number;

  @Field(() => Int, {
    description: '숙박 총액: 객실 요금 합계 + 세금·수수료, 쿠폰 전 (검색 결과와 객실의 stayTotal과 같은 값)',
  })
  stayTotal!: number;

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

  @Field(() => String, {
    description: '결제 결과 페이지를 결제한 브라우저에만 보여 주는 증표 (24시간, sessionStorage에 보관)',
  })
  paymentProof!: string;

  @Field(() => String, {
    nullable: true,
    description:
      '결제창 주소 (로컬 결제 샌드박스일 때, 전체 URL): 손님을 이리로 보내면 결제 후 successUrl·failUrl로 돌아옴. 실제 토스페이먼츠에서는 null: paymentConfig.clientKey로 토스 SDK를 엶',
  })
  paymentWindowUrl?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '결제창이 돌려보낼 주소 (요청한 successUrl, 없으면 이 사이트의 결과 페이지)',
  })
  successUrl?: string | null;

  @Field(() => String, { nullable: true, description: '결제 실패·취소 때 돌려보낼 주소' })
  failUrl?: string | null;
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
