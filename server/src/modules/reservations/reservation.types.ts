import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { StayKind } from '@shim/common/day-use';
import { connectionType } from '../../platform/pagination';
import { StayKindEnum } from '../stays/day-use.types';
import { RESERVATION_STATUS_KEYS, type ReservationStatus } from '@shim/common/reservations';
import { REFUND_STATUS_KEYS, type RefundStatus } from '@shim/common/booking-facts';

export const ReservationStatusEnum = Object.fromEntries(RESERVATION_STATUS_KEYS.map((s) => [s, s])) as {
  [S in ReservationStatus]: S;
};
registerEnumType(ReservationStatusEnum, {
  name: 'ReservationStatus',
  description: '결제 대기, 예약 완료, 예약 취소, 환불 완료, 노쇼, 리뷰 작성 완료',
});

export const RefundStatusEnum = Object.fromEntries(REFUND_STATUS_KEYS.map((s) => [s, s])) as {
  [S in RefundStatus]: S;
};
registerEnumType(RefundStatusEnum, {
  name: 'RefundStatus',
  description: 'NONE: 환불 없음, REFUNDING: 환불 진행 중 (토스페이먼츠의 답을 기다리는 중), REFUNDED: 환불 완료',
});

export const StayPhaseEnum = { UPCOMING: 'UPCOMING', PAST: 'PAST' } as const;
registerEnumType(StayPhaseEnum, {
  name: 'StayPhase',
  description: 'UPCOMING: 다가오는 숙박(예약 완료·결제 대기), PAST: 이용 완료·취소·환불·노쇼·리뷰 작성 완료',
});

@ObjectType({
  description: '취소 규정: until(그날까지, untilTime이 있으면 그날 그 시각까지) 취소하면 refundRate% 환불',
})
export class CancellationTier {
  @Field(() => String)
  until!: string;

  @Field(() => String, {
    nullable: true,
    description: '대실: 이 시각(HH:MM, 한국 시간)까지; 숙박은 null (그날 끝까지)',
  })
  untilTime!: string | null;

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

  @Field(() => String, {
    nullable: true,
    description: '결제 수단: 카드, 카카오페이, 네이버페이, 토스페이 (결제 전이면 null)',
  })
  method!: string | null;

  @Field(() => RefundStatusEnum, { description: '환불 상태: 환불 완료면 canceledAmount를 refundedAt에 돌려줌' })
  refundStatus!: RefundStatus;

  @Field(() => Date, { nullable: true, description: '환불 완료 시각 (카드사에 따라 3~7영업일 후 카드에 반영)' })
  refundedAt!: Date | null;
}

@ObjectType('Reservation', {
  description: '예약: 숙소(hotel), 객실 유형(room), 금액(payment), 리뷰(review)로 이어집니다',
})
export class Reservation {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: '주문 번호 (토스페이먼츠 orderId): 결제와 기존 연동의 키' })
  orderId!: string;

  @Field(() => String, {
    description: '예약번호 (예: 7K4Q-9XMT-Q2RA): 사람이 읽고 부르는 번호. 조회할 때는 대소문자·하이픈·공백 상관없음',
  })
  bookingNumber!: string;

  @Field(() => ReservationStatusEnum)
  status!: ReservationStatus;

  @Field(() => String, { description: '화면에 보일 상태: 체크아웃 다음 날부터 예약 완료는 "이용 완료"' })
  statusLabel!: string;

  @Field(() => StayPhaseEnum, { description: '다가오는 숙박인지 지난 숙박인지 (서울 날짜 기준)' })
  stayPhase!: 'UPCOMING' | 'PAST';

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

  @Field(() => String, {
    description: '예약한 언어 (ko, en, ja, zh-Hans): 예약 안내 문자·이메일과 예약 확인서 링크가 이 언어',
  })
  locale!: string;

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

  @Field(() => Date, {
    nullable: true,
    description: '무료 취소 마감: 이 시각 전에 취소하면 전액 환불 (취소할 수 없거나 이미 지났으면 null)',
  })
  freeCancelUntil!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: '예약 확인서: 결제 완료 페이지 (예약 완료, 리뷰 작성 완료일 때만)',
  })
  voucherUrl!: string | null;

  @Field(() => StayKindEnum, { description: '숙박(NIGHT) 또는 대실(DAY_USE): 대실은 checkIn = checkOut = 이용 날짜' })
  kind!: StayKind;

  @Field(() => Date, { nullable: true, description: '대실 시작 시각 (숙박이면 null)' })
  dayUseStartsAt!: Date | null;

  @Field(() => Date, { nullable: true, description: '대실이 끝나는 시각 (청소 시간 제외; 숙박이면 null)' })
  dayUseEndsAt!: Date | null;
}

export const QuoteTierEnum = { GRACE: 'GRACE', DAYS_BEFORE: 'DAYS_BEFORE', LODGING: 'LODGING' } as const;
registerEnumType(QuoteTierEnum, {
  name: 'CancellationQuoteTier',
  description: '결제 후 24시간 이내 무료 취소, 체크인까지 남은 날짜별 규정, 숙소 사정에 의한 취소(전액 환불)',
});

@ObjectType({
  description: '지금 취소하면: 적용되는 규정, 환불률, 환불 금액, 남는 금액, 이 금액이 유지되는 시각',
  simpleResolvers: true,
})
export class CancellationQuote {
  @Field(() => QuoteTierEnum)
  tier!: keyof typeof QuoteTierEnum;

  @Field(() => String, { description: '적용되는 규정 (예: 체크인 3~6일 전 취소)' })
  tierLabel!: string;

  @Field(() => Int, { description: '환불률 (%)' })
  refundRate!: number;

  @Field(() => Int, { description: '환불 금액 (원): 취소하면 정확히 이만큼 환불' })
  refundAmount!: number;

  @Field(() => Int, { description: '환불되지 않는 금액 (원)' })
  keptAmount!: number;

  @Field(() => Int, { description: '결제 금액 (원)' })
  totalAmount!: number;

  @Field(() => Date, {
    nullable: true,
    description: '이 시각부터 환불 금액이 바뀜 (다음 규정의 시작); 더 바뀌지 않으면 null',
  })
  validUntil!: Date | null;

  @Field(() => [CancellationTier], { description: '취소 규정 전체' })
  policy!: CancellationTier[];
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

  @Field(() => String, { nullable: true, description: '비회원만: 주문 번호 또는 예약번호' })
  orderId?: string | null;

  @Field(() => String, { nullable: true, description: '비회원만: 예약번호 (orderId 대신)' })
  bookingNumber?: string | null;

  @Field(() => String, { nullable: true, description: '비회원만' })
  phone?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      '취소만: 보여 준 견적의 환불 금액 (원). 그 사이 환불 금액이 바뀌었으면 취소하지 않고 REFUND_CHANGED (extensions.quote에 새 견적)',
  })
  expectedRefundAmount?: number | null;
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

  @Field(() => Int, { description: '환불률 (%)' })
  refundRate!: number;
}
