import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { beforeIdOf, connectionOfRows, pageSize } from '../../platform/pagination';
import { hotelsById, loadAll } from './hotel.loaders';
import { usersById, type UserRecord } from '../users/user.loaders';
import { UserInfo } from '../users/user.types';
import { figuresOf } from './hotel.admin.loaders';
import { Hotel, type HotelSource } from './hotel.types';
import * as hotels from './admin-hotel.service';
import {
  AdminHotelConnection,
  AdminHotelFilterInput,
  DecideHotelInput,
  DecideHotelsInput,
  DecideHotelsPayload,
  SetHotelActiveInput,
  SetHotelActivePayload,
} from './hotel.admin.types';

@Resolver()
export class HotelAdminResolver {
  @Authorized('ROLE_ADMIN')
  @Query(() => AdminHotelConnection, { description: '관리자: 모든 숙소 (숙소명·지역 검색, 유형, 승인 상태)' })
  async adminHotels(
    @Arg('filter', () => AdminHotelFilterInput, { nullable: true }) filter: AdminHotelFilterInput | null,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminHotelConnection> {
    const size = pageSize(first);
    const rows = await hotels.adminHotels(ctx, { ...filter, beforeId: beforeIdOf(after), limit: size + 1 });
    const loaded = await loadAll(
      hotelsById(ctx),
      rows.map((row) => row.id),
    );
    const nodes = rows.map(({ bookingCount, monthlyRevenue }, i) => ({
      ...loaded[i]!,
      figures: { bookingCount, monthlyRevenue },
    }));
    return connectionOfRows(nodes, size, (node) => node.id);
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => DecideHotelsPayload, { description: '관리자: 대기 중인 숙소 하나 승인·거절' })
  async decideHotel(
    @Arg('input', () => DecideHotelInput) input: DecideHotelInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DecideHotelsPayload> {
    await hotels.decideHotel(ctx, input.hotelId, input.decision, input.reason);
    return { count: 1 };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => DecideHotelsPayload, { description: '관리자: 숙소 일괄 승인·거절 (전부 또는 아무것도)' })
  async decideHotels(
    @Arg('input', () => DecideHotelsInput) input: DecideHotelsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DecideHotelsPayload> {
    return { count: await hotels.decideHotels(ctx, input.decision, input.hotelIds, input.reason) };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => SetHotelActivePayload, { description: '관리자: 숙소 검색 노출 켜기·끄기' })
  async setHotelActive(
    @Arg('input', () => SetHotelActiveInput) input: SetHotelActiveInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SetHotelActivePayload> {
    return { hotelId: input.hotelId, active: await hotels.setHotelVisibility(ctx, input.hotelId, input.active) };
  }
}

/** What only the administrator reads of a `Hotel`: the admin list's figures and who manages it. */
@Resolver(() => Hotel)
export class HotelAdminFieldsResolver {
  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => Int, { description: '사이트 관리자 전용: 결제된 예약 수 (취소·환불 제외)' })
  async bookingCount(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<number> {
    return (hotel.figures ?? (await figuresOf(ctx).load(hotel.id))).bookingCount;
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => Int, { description: '사이트 관리자 전용: 이번 달(Asia/Seoul) 결제 금액에서 환불을 뺀 원' })
  async monthlyRevenue(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<number> {
    return (hotel.figures ?? (await figuresOf(ctx).load(hotel.id))).monthlyRevenue;
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => UserInfo, { nullable: true, description: '사이트 관리자 전용: 숙소의 관리자 (없으면 null)' })
  async manager(@Root() hotel: HotelSource, @Ctx() ctx: RequestContext): Promise<UserRecord | null> {
    const { managerId } = await hotelsById(ctx).load(hotel.id);
    return managerId === null ? null : usersById(ctx).load(managerId);
  }
}
