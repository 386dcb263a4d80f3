import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { LodgingType } from '@shim/common/lodging';
import { PageInfo } from '../../platform/pagination';
import type { HotelStatus } from './hotel.entity';
import { Hotel, HotelStatusEnum, type HotelSource } from './hotel.types';
import { LodgingTypeEnum } from './hotel-summary.types';
import { ManagerDecisionEnum } from '../users/user.types';

@ObjectType({ simpleResolvers: true })
export class AdminHotelEdge {
  @Field(() => String)
  cursor!: string;

  @Field(() => Hotel)
  node!: HotelSource;
}

@ObjectType({ description: '관리자 숙소 목록 (최근 등록 순)', simpleResolvers: true })
export class AdminHotelConnection {
  @Field(() => [AdminHotelEdge])
  edges!: AdminHotelEdge[];

  @Field(() => PageInfo)
  pageInfo!: PageInfo;
}

@InputType({ description: '관리자 숙소 목록 조건' })
export class AdminHotelFilterInput {
  @Field(() => String, { nullable: true, description: '숙소명 또는 지역' })
  searchQuery?: string | null;

  @Field(() => [LodgingTypeEnum], { nullable: true })
  types?: LodgingType[] | null;

  @Field(() => HotelStatusEnum, { nullable: true })
  status?: HotelStatus | null;
}

@InputType({ description: '숙소 일괄 승인·거절: 주어진 숙소 전부 또는 아무것도' })
export class DecideHotelsInput {
  @Field(() => ManagerDecisionEnum)
  decision!: 'approve' | 'reject';

  @Field(() => [Int], { description: '화면에 보인 대기 숙소들' })
  hotelIds!: number[];

  @Field(() => String, { nullable: true, description: '거절 사유 (선택, 500자 이하): 숙소 관리자에게 보임' })
  reason?: string | null;
}

@InputType({ description: '숙소 하나 승인·거절 (대기 중인 숙소만)' })
export class DecideHotelInput {
  @Field(() => Int)
  hotelId!: number;

  @Field(() => ManagerDecisionEnum)
  decision!: 'approve' | 'reject';

  @Field(() => String, { nullable: true, description: '거절 사유 (선택, 500자 이하): 숙소 관리자에게 보임' })
  reason?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class DecideHotelsPayload {
  @Field(() => Int, { description: '처리된 숙소 수' })
  count!: number;
}

@InputType()
export class SetHotelActiveInput {
  @Field(() => Int)
  hotelId!: number;

  @Field(() => Boolean)
  active!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class SetHotelActivePayload {
  @Field(() => Int)
  hotelId!: number;

  @Field(() => Boolean)
  active!: boolean;
}
