import { CHECKOUT_CONSENT_KINDS, type CheckoutConsentKind } from '@shim/common/consents';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CheckoutConsentKindEnum, PricePreview } from './booking.types';

@InputType({
  description:
    '예약할 대실: 숙소, 객실, 날짜(YYYY-MM-DD), 시작(HH:MM 정각·30분, 서울), 이용 시간, 객실 수 1–5, 인원, 내 쿠폰',
})
export class DayUseQuoteInput {
  @Field(() => Int)
  hotelId!: number;

  @Field(() => Int)
  roomId!: number;

  @Field(() => String)
  date!: string;

  @Field(() => String)
  start!: string;

  @Field(() => Int)
  hours!: number;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  roomCount?: number | null;

  @Field(() => Int)
  persons!: number;

  @Field(() => Int, { nullable: true, description: '대실에 쓸 수 있다고 정한 쿠폰만' })
  userCouponId?: number | null;
}

@InputType({
  description: `대실 예약 준비: 숙박의 PrepareReservationInput과 같은 규칙 (비회원 휴대폰, 동의 ${CHECKOUT_CONSENT_KINDS.length}종, 돌아올 주소)`,
})
export class PrepareDayUseInput extends DayUseQuoteInput {
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

  @Field(() => String, { nullable: true, description: '결제 후 돌아올 주소 (prepareReservation과 같은 규칙)' })
  successUrl?: string | null;

  @Field(() => String, { nullable: true, description: '결제 실패·취소 때 돌아올 주소 (successUrl과 함께)' })
  failUrl?: string | null;
}

@ObjectType({ description: '대실 가격 미리보기: 숙박의 가격 미리보기에 이용 시간을 더함' })
export class DayUseQuote extends PricePreview {
  @Field(() => String, { description: '"대실 4시간"' })
  label!: string;

  @Field(() => Date)
  startsAt!: Date;

  @Field(() => Date, { description: '이용이 끝나는 시각 (청소 시간 제외)' })
  endsAt!: Date;
}
