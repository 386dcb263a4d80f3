import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';
import { MANAGER_STATUS_FILTERS, MEMBER_FILTERS } from './manager-reservation.service';
import { Reservation } from './reservation.types';

export const ManagerReservationStatusFilterEnum = Object.fromEntries(MANAGER_STATUS_FILTERS.map((s) => [s, s])) as {
  [S in (typeof MANAGER_STATUS_FILTERS)[number]]: S;
};
registerEnumType(ManagerReservationStatusFilterEnum, {
  name: 'ManagerReservationStatusFilter',
  description: '전체, 예약 완료, 취소(환불 포함), 리뷰 작성 완료',
});

export const MemberFilterEnum = Object.fromEntries(MEMBER_FILTERS.map((s) => [s, s])) as {
  [S in (typeof MEMBER_FILTERS)[number]]: S;
};
registerEnumType(MemberFilterEnum, { name: 'MemberFilter', description: '전체, 회원, 비회원' });

@InputType({ description: '관리자 예약 목록의 검색과 필터' })
export class ManagerReservationFilterInput {
  @Field(() => String, { nullable: true, description: '예약자 이름(일부) 또는 예약 번호·주문 번호' })
  search?: string | null;

  @Field(() => ManagerReservationStatusFilterEnum, { nullable: true, defaultValue: 'ALL' })
  status?: (typeof MANAGER_STATUS_FILTERS)[number] | null;

  @Field(() => MemberFilterEnum, { nullable: true, defaultValue: 'ALL' })
  member?: (typeof MEMBER_FILTERS)[number] | null;
}

@ObjectType({ description: '탭별 건수: 전체, 회원, 비회원 (검색어와 상태 필터 적용)', simpleResolvers: true })
export class ReservationTabCounts {
  @Field(() => Int)
  all!: number;

  @Field(() => Int)
  member!: number;

  @Field(() => Int)
  nonMember!: number;
}

@ObjectType({ simpleResolvers: true })
export class ManagerReservationEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Reservation)
  node!: Reservation;
}

@ObjectType({ description: '내 숙소들의 결제된 예약 (최근 예약 순)', simpleResolvers: true })
export class ManagerReservationConnection {
  @Field(() => [ManagerReservationEdge])
  edges!: ManagerReservationEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;

  @Field(() => Int, { description: '이 필터(회원 구분 포함)의 전체 건수' })
  totalCount!: number;

  @Field(() => ReservationTabCounts)
  counts!: ReservationTabCounts;
}

@InputType({ description: '관리자의 예약 취소: 체크아웃 전의 예약 완료 건, 전액 환불' })
export class ManagerCancelReservationInput {
  @Field(() => Int)
  reservationId!: number;

  @Field(() => Int, {
    nullable: true,
    description: '보여 준 견적의 환불 금액 (원): 다르면 취소하지 않고 REFUND_CHANGED (extensions.quote에 새 견적)',
  })
  expectedRefundAmount?: number | null;
}

@ObjectType({ description: '관리자 예약 취소 결과: 환불 금액과 취소된 예약' })
export class ManagerCancelReservationPayload {
  @Field(() => String)
  message!: string;

  @Field(() => Int, { description: '환불 금액 (원)' })
  canceledAmount!: number;

  @Field(() => Reservation)
  reservation!: Reservation;
}
