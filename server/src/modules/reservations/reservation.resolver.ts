import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { Public } from '../../platform/graphql-access';
import * as reservations from './reservation.service';
import type { Reservation } from './reservation.service';
import { CancelResult, ReservationDetail } from './reservation.types';

/** Lookups, my reservations, cancel and delete: the REST facade's twins. */
@Resolver()
export class ReservationResolver {
  @Authorized()
  @Query(() => [ReservationDetail], { description: '내 예약 (삭제한 내역 제외)' })
  async myReservations(@Ctx() ctx: RequestContext): Promise<ReservationDetail[]> {
    return (await reservations.myReservations(ctx)).map((view) => reservationDetail(view));
  }

  @Public()
  @Query(() => ReservationDetail, { description: '비회원 예약 조회: 주문 번호와 휴대폰 번호' })
  async guestReservation(
    @Arg('orderId', () => String) orderId: string,
    @Arg('phone', () => String) phone: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ReservationDetail> {
    return reservationDetail(await reservations.guestReservation(ctx, { orderId, phone }));
  }

  @Public()
  @Query(() => ReservationDetail, { description: '주문 번호로 예약 조회 (휴대폰 번호는 가려짐)' })
  async reservationByOrder(
    @Arg('orderId', () => String) orderId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ReservationDetail> {
    return reservationDetail(await reservations.reservationByOrder(ctx, orderId));
  }

  @Public()
  @Mutation(() => CancelResult, { description: '예약 취소: 회원은 토큰, 비회원은 주문 번호와 휴대폰 번호' })
  async cancelReservation(
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('orderId', () => String, { nullable: true }) orderId: string | null,
    @Arg('phone', () => String, { nullable: true }) phone: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CancelResult> {
    const result = await reservations.cancelReservation(
      ctx,
      reservationId,
      reservations.customer(ctx, { orderId, phone }),
    );
    return { message: MESSAGES.reservationCanceled, ...result };
  }

  @Public()
  @Mutation(() => Boolean, { description: '취소된(또는 리뷰를 쓴) 예약을 내역에서 삭제 (기록은 보관)' })
  async deleteReservation(
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('orderId', () => String, { nullable: true }) orderId: string | null,
    @Arg('phone', () => String, { nullable: true }) phone: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await reservations.deleteReservation(ctx, reservationId, { orderId, phone });
    return true;
  }
}

/** A reservation as GraphQL answers it: what the service decided, as the type holds it. */
export function reservationDetail(reservation: Reservation): ReservationDetail {
  return reservation;
}
