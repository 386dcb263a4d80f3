import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import * as calendar from './room-calendar.service';
import {
  HolidayEvePricesInput,
  RoomNightChangeType,
  RoomNightType,
  UpdateRoomCalendarInput,
  UpdateRoomCalendarPayload,
} from './room-calendar.types';

/** A calendar night as the graph's `RoomNight`. */
export const toRoomNight = (night: calendar.CalendarNight): RoomNightType => ({
  ...night,
  id: `${night.roomId}/${night.date}`,
});

const toPayload = (result: calendar.CalendarEditResult): UpdateRoomCalendarPayload => ({
  ...result,
  nights: result.nights.map(toRoomNight),
});

/** The calendar's edits (twins of PUT /api/manager/rooms/{rId}/calendar and its holiday-eve rule). */
@Resolver(() => RoomNightType)
export class RoomCalendarResolver {
  @Authorized('ROLE_MANAGER')
  @Mutation(() => UpdateRoomCalendarPayload, {
    description: '요금·재고 달력 일괄 변경 (여러 객실 유형, 한 트랜잭션; preview면 저장하지 않음)',
  })
  async updateRoomCalendar(
    @Arg('input', () => UpdateRoomCalendarInput) input: UpdateRoomCalendarInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateRoomCalendarPayload> {
    return toPayload(await calendar.updateRoomCalendar(ctx, input));
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => UpdateRoomCalendarPayload, { description: '공휴일 전날을 주말 요금으로 (펜션 관례)' })
  async applyHolidayEvePrices(
    @Arg('input', () => HolidayEvePricesInput) input: HolidayEvePricesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateRoomCalendarPayload> {
    return toPayload(await calendar.holidayEvesAtWeekendPrice(ctx, input));
  }

  @Authorized('ROLE_MANAGER')
  @FieldResolver(() => [RoomNightChangeType], { description: '이 밤의 변경 기록 (최근 50개, 최신 순)' })
  changes(@Root() night: RoomNightType, @Ctx() ctx: RequestContext): Promise<RoomNightChangeType[]> {
    return loaderOf<string, RoomNightChangeType[]>(ctx, 'roomNightChanges', (keys) =>
      calendar.changesOfNights(
        ctx,
        keys.map((key) => ({ roomId: Number(key.split('/')[0]), date: key.split('/')[1]! })),
      ),
    ).load(night.id);
  }
}
