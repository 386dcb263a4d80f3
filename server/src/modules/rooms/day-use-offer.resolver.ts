import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import * as dayUse from './day-use-offer.service';
import { RoomNightChangeType } from './room-calendar.types';
import {
  DayUseDayType,
  SaveDayUseOfferInput,
  SaveDayUseOfferPayload,
  UpdateDayUseDaysInput,
  UpdateDayUseDaysPayload,
} from './day-use-offer.types';

/** A calendar 대실 day as the graph's `DayUseDay` (prices by hours as a list, in hours order). */
export const toDayUseDay = (day: dayUse.DayUseDayView): DayUseDayType => ({
  ...day,
  id: `${day.roomId}/${day.date}`,
  prices:
    day.prices === null
      ? null
      : Object.entries(day.prices)
          .map(([hours, price]) => ({ hours: Number(hours), price }))
          .sort((a, b) => a.hours - b.hours),
});

/** The 대실 offer's edits (twins of PUT /api/manager/rooms/{rId}/day-use and …/day-use/days). */
@Resolver(() => DayUseDayType)
export class DayUseOfferResolver {
  @Authorized('ROLE_MANAGER')
  @Mutation(() => SaveDayUseOfferPayload, {
    description: '객실 유형의 대실 상품 저장 (관리자 본인만; API 키로는 불가)',
  })
  async saveDayUseOffer(
    @Arg('input', () => SaveDayUseOfferInput) input: SaveDayUseOfferInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SaveDayUseOfferPayload> {
    const { roomId, ...offer } = input;
    return { offer: await dayUse.saveDayUseOffer(ctx, roomId, { ...offer }) };
  }

  @Authorized('ROLE_MANAGER')
  @Mutation(() => UpdateDayUseDaysPayload, {
    description: '요금·재고 달력의 대실 일괄 변경 (여러 객실 유형, 한 트랜잭션; preview면 저장하지 않음)',
  })
  async updateDayUseDays(
    @Arg('input', () => UpdateDayUseDaysInput) input: UpdateDayUseDaysInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateDayUseDaysPayload> {
    const result = await dayUse.updateDayUseDays(ctx, input);
    return { ...result, days: result.days.map(toDayUseDay) };
  }

  @Authorized('ROLE_MANAGER')
  @FieldResolver(() => [RoomNightChangeType], { description: '이 날 대실의 변경 기록 (최근 50개, 최신 순)' })
  changes(@Root() day: DayUseDayType, @Ctx() ctx: RequestContext): Promise<RoomNightChangeType[]> {
    return loaderOf<string, RoomNightChangeType[]>(ctx, 'dayUseDayChanges', (keys) =>
      dayUse.changesOfDays(
        ctx,
        keys.map((key) => ({ roomId: Number(key.split('/')[0]), date: key.split('/')[1]! })),
      ),
    ).load(day.id);
  }
}
