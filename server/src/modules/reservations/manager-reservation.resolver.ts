import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { MESSAGES } from '@shim/common/messages';
import type { RequestContext } from '../../platform/context';
import { deliveryOf, NotificationDelivery } from '../notifications/notification.types';
import * as managed from './manager-reservation.service';
import {
  ManagerCancelReservationInput,
  ManagerCancelReservationPayload,
  ManagerReservationConnection,
  ManagerReservationFilterInput,
} from './manager-reservation.types';
import { reservationSource } from './reservation.resolver';
import { CancellationQuote } from './reservation.types';

/** The manager console's reservations: the REST facade's twins (the `.xlsx` download is REST only). */
@Resolver()
export class ManagerReservationResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => ManagerReservationConnection, { description: '내 숙소들의 예약: 검색, 상태·회원 필터, 탭별 건수' })
  async managerReservations(
    @Arg('filter', () => ManagerReservationFilterInput, { nullable: true })
    filter: ManagerReservationFilterInput | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerReservationConnection> {
    const page = await managed.managerReservationPage(ctx, filter ?? {}, { first, after });
    return {
      edges: page.items.map(({ cursor, view }) => ({ cursor, node: reservationSource(view) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
      counts: page.counts,
    };
  }

  @Authorized('ROLE_MANAGER')
  @Query(() => CancellationQuote, { description: '관리자가 지금 취소하면 얼마가 환불되는지 (숙소 사정: 전액 환불)' })
  managerCancellationQuote(
    @Arg('reservationId', () => Int) reservationId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CancellationQuote> {
    return managed.managerCancellationQuote(ctx, reservationId);
  }

  @Authorized('ROLE_MANAGER')
  @Query(() => [NotificationDelivery], { description: '내 숙소 예약에 대해 보낸 문자·이메일 (오래된 순)' })
  async managerReservationMessages(
    @Arg('reservationId', () => Int) reservationId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<NotificationDelivery[]> {
    return (await managed.managerReservationMessages(ctx, reservationId)).map(deliveryOf);
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => ManagerCancelReservationPayload, { description: '관리자의 예약 취소: 결제 금액 전액 환불' })
  async managerCancelReservation(
    @Arg('input', () => ManagerCancelReservationInput) input: ManagerCancelReservationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagerCancelReservationPayload> {
    const { canceledAmount } = await managed.managerCancel(ctx, input.reservationId, input.expectedRefundAmount);
    const view = await managed.managerReservation(ctx, input.reservationId);
    return { message: MESSAGES.reservationCanceled, canceledAmount, reservation: reservationSource(view) };
  }
}
