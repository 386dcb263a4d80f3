import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import {
  beforeIdOf,
  connectionOf,
  connectionOfRows,
  pageOf,
  pageSize,
  type ConnectionShape,
} from '../../platform/pagination';
import { Coupon, CouponConnection, type CouponSource, type UserCouponSource } from './coupon.types';
import { couponFiguresOf } from './coupon.admin.loaders';
import * as coupons from './admin-coupon.service';
import {
  AdminCountPayload,
  AdminDeletedPayload,
  CreateCouponTypeInput,
  CreateCouponTypePayload,
  DeleteCouponTypeInput,
  IssueCouponInput,
  IssueCouponToAllInput,
  IssuedCouponConnection,
  UpdateCouponTypeInput,
  WithdrawIssuedCouponInput,
} from './coupon.admin.types';

@Resolver()
export class CouponAdminResolver {
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
    return connectionOfRows(rows.map(toUserCoupon), size, (row) => row.id);
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
  @Mutation(() => CreateCouponTypePayload, {
    description: '관리자: 쿠폰 종류 고치기 (발급된 쿠폰도 새 조건을 따름; 이미 한 예약의 할인은 그대로)',
  })
  async updateCouponType(
    @Arg('input', () => UpdateCouponTypeInput) input: UpdateCouponTypeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateCouponTypePayload> {
    const { couponId, ...fields } = input;
    return { coupon: toCoupon(await coupons.updateCouponType(ctx, couponId, fields)) };
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
  code: record.code,
  minOrderAmount: record.minOrderAmount,
  maxDiscount: record.maxDiscount,
  startDate: record.startDate,
  appliesToDayUse: record.appliesToDayUse,
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
    minOrderAmount: row.minOrderAmount,
    maxDiscount: row.maxDiscount,
    startDate: row.startDate,
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

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => String, {
    nullable: true,
    description: '사이트 관리자 전용: 지금 발급할 수 없는 이유 (만료, 회원가입 쿠폰); 발급할 수 있으면 null',
  })
  async issueBlockedReason(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<string | null> {
    const system = coupon.system ?? (await couponFiguresOf(ctx).load(coupon.id)).system;
    return coupons.issueBlockedReason(ctx, { expiryDate: coupon.expiryDate, system });
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => String, { nullable: true, description: '사이트 관리자 전용: 쿠폰 등록 코드 (없으면 null)' })
  async code(@Root() coupon: CouponSource, @Ctx() ctx: RequestContext): Promise<string | null> {
    return coupon.code !== undefined ? coupon.code : (await couponFiguresOf(ctx).load(coupon.id)).code;
  }
}
