import { Arg, Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@shim/common/calendar';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loaderOf } from '../../platform/loaders';
import { roomsNights, type CalendarNight } from '../rooms/room-calendar.service';
import { rangeDates } from '../rooms/room-calendar.rules';
import { toRoomNight } from '../rooms/room-calendar.resolver';
import { RoomNightType } from '../rooms/room-calendar.types';
import { Room, type RoomSource } from './hotel.types';

/** Nights each request has asked through `Room.nights` so far (the integrators' bound). */
const nightsAsked = new WeakMap<RequestContext, number>();

/**
 * `Room.nights` lives with the graph's `Room` (the rooms module sits below hotels): the manager's calendar of
 * a room type. Asked on every room of `managerHotels`, it is one statement per range for all of them.
 */
@Resolver(() => Room)
export class RoomNightsResolver {
  @Authorized('ROLE_MANAGER')
  @FieldResolver(() => [RoomNightType], {
    description: `내 객실 유형의 달력 (from–to 포함, 최대 366박; 한 요청에 객실 유형 × 밤 ${CALENDAR_LIMITS.nightsPerRequestMax}개까지)`,
  })
  async nights(
    @Root() room: RoomSource,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: RequestContext,
  ): Promise<RoomNightType[]> {
    const count = rangeDates(from, to).length + (nightsAsked.get(ctx) ?? 0);
    if (count > CALENDAR_LIMITS.nightsPerRequestMax) throw AppError.badInput(CALENDAR_MESSAGES.readTooLarge);
    nightsAsked.set(ctx, count);
    const nights = await loaderOf<number, CalendarNight[]>(ctx, `roomNights/${from}/${to}`, async (roomIds) => {
      const byRoom = await roomsNights(ctx, [...roomIds], from, to);
      return roomIds.map((id) => byRoom.get(id)!);
    }).load(room.id);
    return nights.map(toRoomNight);
  }
}
