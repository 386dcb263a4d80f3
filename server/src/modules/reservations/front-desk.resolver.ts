import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { FRONT_DESK_MESSAGES, FRONT_DESK_STAGE_LABELS } from '@shim/common/front-desk';
import type { RequestContext } from '../../platform/context';
import * as desk from './front-desk.service';
import { FrontDesk, FrontDeskActionInput, FrontDeskActionPayload, FrontDeskStay } from './front-desk.types';
import { reservationSource } from './reservation.resolver';

/** GraphQL's shape of a sheet row: the booking as the shared Reservation type. */
export const frontDeskStaySource = (stay: desk.FrontDeskStay): FrontDeskStay => ({
  ...stay,
  reservation: reservationSource(stay.reservation),
  stageLabel: FRONT_DESK_STAGE_LABELS[stay.stage],
});

/** The manager console's 오늘: the day sheet and its three marks (the REST facade's twins). */
@Resolver()
export class FrontDeskResolver {
  @Authorized('ROLE_MANAGER')
  @Query(() => FrontDesk, { description: '내 숙소들의 하루 명단: 도착, 출발, 투숙 중 (date 없으면 오늘, 서울 기준)' })
  async frontDesk(
    @Arg('date', () => String, { nullable: true }) date: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<FrontDesk> {
    const sheet = await desk.frontDesk(ctx, date);
    return {
      date: sheet.date,
      arrivals: sheet.arrivals.map(frontDeskStaySource),
      departures: sheet.departures.map(frontDeskStaySource),
      inHouse: sheet.inHouse.map(frontDeskStaySource),
    };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => FrontDeskActionPayload, { description: '체크인 처리 (체크인 날짜부터, 한 번만)' })
  async checkInGuest(
    @Arg('input', () => FrontDeskActionInput) input: FrontDeskActionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FrontDeskActionPayload> {
    const stay = await desk.checkInGuest(ctx, input.reservationId);
    return { message: FRONT_DESK_MESSAGES.checkedIn, stay: frontDeskStaySource(stay) };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => FrontDeskActionPayload, {
    description: '노쇼 처리: 환불 없음, 첫날 밤 이후 객실은 다시 판매(대실은 그대로), 예약자에게 알림',
  })
  async markNoShow(
    @Arg('input', () => FrontDeskActionInput) input: FrontDeskActionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FrontDeskActionPayload> {
    const stay = await desk.markGuestNoShow(ctx, input.reservationId);
    return { message: desk.noShowMessage(stay), stay: frontDeskStaySource(stay) };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => FrontDeskActionPayload, { description: '체크아웃 처리 (체크인한 예약만)' })
  async checkOutGuest(
    @Arg('input', () => FrontDeskActionInput) input: FrontDeskActionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FrontDeskActionPayload> {
    const stay = await desk.checkOutGuest(ctx, input.reservationId);
    return { message: FRONT_DESK_MESSAGES.checkedOut, stay: frontDeskStaySource(stay) };
  }
}
