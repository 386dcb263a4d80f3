import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import {
  connectionOf,
  decodeCursor,
  encodeCursor,
  pageOf,
  pageSize,
  type ConnectionShape,
} from '../../platform/pagination';
import { hotelsById, loadAll } from '../hotels/hotel.loaders';
import { usersById, type UserRecord } from '../users/user.loaders';
import { UserInfo } from '../users/user.types';
import { Coupon, CouponConnection, type CouponSource, type UserCouponSource } from '../coupons/coupon.types';
import { couponFiguresOf, figuresOf } from './admin.loaders';
import { Hotel, type HotelSource } from '../hotels/hotel.types';
import * as coupons from './admin-coupon.service';
import * as hotels from './admin-hotel.service';
import {
  AdminCountPayload,
  AdminDeletedPayload,
  AdminHotelConnection,
  AdminHotelFilterInput,
  CreateCouponTypeInput,
  CreateCouponTypePayload,
  DecideHotelInput,
  DecideHotelsInput,
  DecideHotelsPayload,
  DeleteCouponTypeInput,
  IssueCouponInput,
  IssueCouponToAllInput,
  IssuedCouponConnection,
  SetHotelActiveInput,
  SetHotelActivePayload,
  WithdrawIssuedCouponInput,
} from './admin.types';

/** The id a cursor stands for (lists run newest first, by id). */
function beforeIdOf(after: string | null | undefined): number | null {
  if (!after) return null;
  const id = Number(decodeCursor(after)[0]);
  if (!Number.isSafeInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
  return id;
}

/** A page of `size` from `rows` fetched with one extra (which says there is a next page). */
function connection<T>(rows: T[], size: number, idOf: (row: T) => number) {
  const edges = rows.slice(0, size).map((node) => ({ cursor: encodeCursor([idOf(node)]), node }));
  return { edges, pageInfo: { hasNextPage: rows.length > size, endCursor: edges.at(-1)?.cursor ?? null } };
}

@Resolver()
export class AdminResolver {
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
    return connection(nodes, size, (node) => node.id);
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

  @Authorized('ROLE_ADMIN')
  @Query(() => CouponConnection, { description: '관리자: 쿠폰 종류 (최근 순)' })
  async adminCouponTypes(
    @Ctx() ctx: RequestContext,
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionShape<CouponSource>> {
    const types = (await coupons.couponTypes(ctx)).map(toCoupon);
    return connectionOf(pageOf(types, (type) => type.id, { first, after }));
  }

  @Authorized('ROLE_ADMIN')
  @Query(() => IssuedCouponConnection, { description: '관리자: 발급된 쿠폰 (최근 발급 순)' })
  async issuedCoupons(
    @Arg('first', () => Int, { nullable: true, description: '1–100, 기본 20' }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<IssuedCouponConnection> {
    const size = pageSize(first);
    const rows = await coupons.issuedCoupons(ctx, { beforeId: beforeIdOf(after), limit: size + 1 });
    return connection(rows.map(toUserCoupon), size, (row) => row.id);
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => CreateCouponTypePayload, { description: '관리자: 쿠폰 종류 만들기' })
  async createCouponType(
    @Arg('input', () => CreateCouponTypeInput) input: CreateCouponTypeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateCouponTypePayload> {
    return { coupon: toCoupon(await coupons.createCouponType(ctx, input)) };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => AdminDeletedPayload, { description: '관리자: 쿠폰 종류와 그 발급분 삭제 (회원가입 쿠폰 제외)' })
  async deleteCouponType(
    @Arg('input', () => DeleteCouponTypeInput) input: DeleteCouponTypeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminDeletedPayload> {
    await coupons.deleteCouponType(ctx, input.couponId);
    return { id: input.couponId };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => AdminCountPayload, { description: '관리자: 한 회원에게 쿠폰 발급' })
  async issueCoupon(
    @Arg('input', () => IssueCouponInput) input: IssueCouponInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminCountPayload> {
    await coupons.issueCoupon(ctx, input.userId, input.couponId);
    return { count: 1 };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => AdminCountPayload, { description: '관리자: 모든 일반 회원에게 쿠폰 발급 (반복해도 한 번씩만)' })
  async issueCouponToAll(
    @Arg('input', () => IssueCouponToAllInput) input: IssueCouponToAllInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminCountPayload> {
    return { count: await coupons.issueCouponToAll(ctx, input.couponId) };
  }

  @Authorized('ROLE_ADMIN')
  @Mutation(() => AdminDeletedPayload, { description: '관리자: 사용하지 않은 발급 쿠폰 회수' })
  async withdrawIssuedCoupon(
    @Arg('input', () => WithdrawIssuedCouponInput) input: WithdrawIssuedCouponInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminDeletedPayload> {
    await coupons.withdrawCoupon(ctx, input.userCouponId);
    return { id: input.userCouponId };
  }
}

const toCoupon = (record: coupons.CouponTypeRow): CouponSource => ({
  id: record.id,
  name: record.name,
  type: record.type,
  discount: record.discountValue,
  expiryDate: record.expiryDate,
  issuedCount: record.issuedCount,
  system: record.system,
});

const toUserCoupon = (row: coupons.IssuedCouponRow): UserCouponSource => ({
  id: row.userCouponId,
  expiryDate: row.lastDay,
  isExpired: row.isExpired,
  issuedAt: row.issuedAt,
  usedAt: row.usedAt,
  userId: row.userId,
  coupon: {
    id: row.couponId,
    name: row.couponName,
    type: row.couponType,
    discount: row.discountValue,
    expiryDate: row.couponExpiryDate,
  },
});

/** What only the administrator reads of a `Coupon`: how many hold it, and whether the system issues it. */
@Resolver(() => Coupon)
export class CouponAdminFieldsResolver {
  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => Int, { description: '사이트 관리자 전용: 발급된(회수되지 않은) 수' })
  async issuedCount(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<number> {
    return coupon.issuedCount ?? (await couponFiguresOf(ctx).load(coupon.id)).issuedCount;
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => Boolean, {
    description: '사이트 관리자 전용: 시스템 쿠폰 (회원가입 쿠폰): 삭제·수동 발급 불가',
  })
  async system(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<boolean> {
    return coupon.system ?? (await couponFiguresOf(ctx).load(coupon.id)).system;
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
