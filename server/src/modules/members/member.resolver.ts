import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { connectionOf, pageOf, type ConnectionShape } from '../../platform/pagination';
import { UserCouponConnection, type UserCouponSource } from '../coupons/coupon.types';
import { InquiryConnection, type InquiryType } from '../inquiries/inquiry.types';
import { reservationSource } from '../reservations/reservation.resolver';
import { ReservationConnection, type ReservationSource } from '../reservations/reservation.types';
import { UserInfo } from '../users/user.types';
import * as members from './member.service';
import { MemberStatusEnum } from './member.types';

const FIRST = { nullable: true, description: '1–100, 기본 20' } as const;

/** The administrator's member page: one account and what only the administrator reads of a `User`. */
@Resolver(() => UserInfo)
export class MemberResolver {
  @Authorized('ROLE_ADMIN')
  @Query(() => UserInfo, { description: '관리자: 회원 한 명 (회원 상세)' })
  adminUser(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<UserInfo> {
    return members.member(ctx, id);
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => MemberStatusEnum, { description: '사이트 관리자 전용: 계정 상태' })
  accountStatus(@Root() user: { role: string }): members.MemberStatus {
    return members.memberStatusOf(user);
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => ReservationConnection, {
    description: '사이트 관리자 전용: 이 회원의 예약 (최근 순, 회원이 내역에서 지운 예약 포함)',
  })
  async reservations(
    @Root() user: { id: number },
    @Arg('first', () => Int, FIRST) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<ReservationSource>> {
    const list = (await members.memberReservations(ctx, user.id)).map(reservationSource);
    return connectionOf(pageOf(list, (reservation) => reservation.id, { first, after }));
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => UserCouponConnection, {
    description: '사이트 관리자 전용: 이 회원의 쿠폰 (보유·사용·만료, 최근 발급 순)',
  })
  async coupons(
    @Root() user: { id: number },
    @Arg('first', () => Int, FIRST) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<UserCouponSource>> {
    const list = (await members.memberCoupons(ctx, user.id)).map((row) => toUserCoupon(row, user.id));
    return connectionOf(pageOf(list, (coupon) => coupon.id, { first, after }));
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => InquiryConnection, { description: '사이트 관리자 전용: 이 회원의 문의 (최근 순)' })
  async inquiries(
    @Root() user: { id: number },
    @Arg('first', () => Int, FIRST) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ConnectionShape<InquiryType>> {
    const list = await members.memberInquiries(ctx, user.id);
    return connectionOf(pageOf(list, (inquiry) => inquiry.id, { first, after }));
  }

  @Authorized('ROLE_ADMIN')
  @FieldResolver(() => Int, { description: '사이트 관리자 전용: 이 회원이 쓴 리뷰 수' })
  reviewCount(@Root() user: { id: number }, @Ctx() ctx: RequestContext): Promise<number> {
    return members.memberReviewCount(ctx, user.id);
  }
}

function toUserCoupon(row: members.MemberCoupon, userId: number): UserCouponSource {
  return {
    id: row.userCouponId,
    expiryDate: row.lastDay,
    isExpired: row.isExpired,
    issuedAt: row.issuedAt,
    usedAt: row.usedAt,
    userId,
    coupon: {
      id: row.couponId,
      name: row.couponName,
      type: row.couponType,
      discount: row.discountValue,
      expiryDate: row.couponExpiryDate,
    },
  };
}
