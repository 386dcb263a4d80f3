import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/pagination';
import {
  MANAGER_RESERVATION_SORTS,
  MANAGER_STATUS_FILTERS,
  MEMBER_FILTERS,
  STAY_DATE_MODES,
  type ManagerReservationSort,
  type StayDateMode,
} from './manager-reservation.service';
import type { StayKind } from '@shim/common/day-use';
import { StayKindEnum } from '../stays/day-use.types';
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

export const StayDateModeEnum = Object.fromEntries(STAY_DATE_MODES.map((s) => [s, s])) as {
  [S in StayDateMode]: S;
};
registerEnumType(StayDateModeEnum, {
  name: 'StayDateMode',
  description: '기간의 기준: 체크인(ARRIVING), 투숙 중인 밤(STAYING), 체크아웃(DEPARTING)',
});

export const ManagerReservationSortEnum = Object.fromEntries(MANAGER_RESERVATION_SORTS.map((s) => [s, s])) as {
  [S in ManagerReservationSort]: S;
};
registerEnumType(ManagerReservationSortEnum, {
  name: 'ManagerReservationSort',
  description:
    '최근 예약 순(BOOKED), 다가오는 체크인 먼저(오늘 이후 가까운 순, 이어서 지난 체크인 최근 순), 체크인 오름·내림차순',
});

@InputType({ description: '관리자 예약 목록의 검색과 필터' })
export class ManagerReservationFilterInput {
  @Field(() => String, { nullable: true, description: '예약자 이름(일부) 또는 예약 번호·주문 번호' })
  search?: string | null;

  @Field(() => ManagerReservationStatusFilterEnum, { nullable: true, defaultValue: 'ALL' })
  status?: (typeof MANAGER_STATUS_FILTERS)[number] | null;

  @Field(() => MemberFilterEnum, { nullable: true, defaultValue: 'ALL' })
  member?: (typeof MEMBER_FILTERS)[number] | null;

  @Field(() => StayDateModeEnum, { nullable: true, description: 'from–to가 거르는 날짜 (없으면 체크인)' })
  dateMode?: StayDateMode | null;

  @Field(() => String, { nullable: true, description: '기간 시작일 YYYY-MM-DD (포함, 없으면 제한 없음)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: '기간 종료일 YYYY-MM-DD (포함, 없으면 제한 없음)' })
  to?: string | null;

  @Field(() => Int, { nullable: true, description: '숙소' })
  hotelId?: number | null;

  @Field(() => Int, { nullable: true, description: '객실 유형' })
  roomId?: number | null;

  @Field(() => StayKindEnum, { nullable: true, description: '숙박(NIGHT) 또는 대실(DAY_USE)만 (없으면 둘 다)' })
  kind?: StayKind | null;

  @Field(() => ManagerReservationSortEnum, { nullable: true, description: '없으면 최근 예약 순' })
  sort?: ManagerReservationSort | null;
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

@ObjectType({ description: '내 숙소들의 결제된 예약 (필터의 정렬, 없으면 최근 예약 순)', simpleResolvers: true })
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
