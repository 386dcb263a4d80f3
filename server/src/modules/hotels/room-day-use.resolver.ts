import { Arg, Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { CALENDAR_MESSAGES, CALENDAR_LIMITS } from '@shim/common/calendar';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loaderOf } from '../../platform/loaders';
import { dayUseDays, dayUseOffers, type DayUseDayView, type DayUseOfferView } from '../rooms/day-use-offer.service';
import { rangeDates } from '../rooms/room-calendar.rules';
import { toDayUseDay } from '../rooms/day-use-offer.resolver';
import { DayUseDayType, DayUseOfferType } from '../rooms/day-use-offer.types';
import { Room, type RoomSource } from './hotel.types';

/** 대실 days each request has asked through `Room.dayUseDays` so far (the nights' read bound, counted apart). */
const daysAsked = new WeakMap<RequestContext, number>();

/**
 * The manager's 대실 fields of the graph's `Room` (the rooms module sits below hotels): the offer and the rates
 * calendar's 대실 row. Asked on every room of `managerHotels`, each is one statement for all of them.
 */
@Resolver(() => Room)
export class RoomDayUseResolver {
  @Authorized('ROLE_MANAGER')
  @FieldResolver(() => DayUseOfferType, { nullable: true, description: '내 객실 유형의 대실 상품 (없으면 null)' })
  dayUseOffer(@Root() room: RoomSource, @Ctx() ctx: RequestContext): Promise<DayUseOfferView | null> {
    return loaderOf<number, DayUseOfferView | null>(ctx, 'dayUseOffers', (roomIds) =>
      dayUseOffers(ctx, [...roomIds]),
    ).load(room.id);
  }

  @Authorized('ROLE_MANAGER')
  @FieldResolver(() => [DayUseDayType], {
    description: '내 객실 유형의 달력 대실 행: 대실 상품과 다르게 정한 날만 (from–to 포함, 최대 366일)',
  })
  async dayUseDays(
    @Root() room: RoomSource,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DayUseDayType[]> {
    const count = rangeDates(from, to).length + (daysAsked.get(ctx) ?? 0);
    if (count > CALENDAR_LIMITS.nightsPerRequestMax) throw AppError.badInput(CALENDAR_MESSAGES.readTooLarge);
    daysAsked.set(ctx, count);
    const days = await loaderOf<number, DayUseDayView[]>(ctx, `dayUseDays/${from}/${to}`, async (roomIds) => {
      const byRoom = await dayUseDays(ctx, [...roomIds], from, to);
      return roomIds.map((id) => byRoom.get(id)!);
    }).load(room.id);
    return days.map(toDayUseDay);
  }
}
