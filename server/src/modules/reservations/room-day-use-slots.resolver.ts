import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { loaderOf } from '../../platform/loaders';
import { Room, type RoomSource } from '../hotels/hotel.types';
import { DayUseSlot } from '../stays/day-use.types';
import { dayUseOfRooms, type DayUseSlotView } from './day-use-availability.service';

/** The guest's 대실 of a room type (the hotels module sits below reservations, so the field lives here). */
@Resolver(() => Room)
export class RoomDayUseSlotsResolver {
  @FieldResolver(() => [DayUseSlot], {
    description:
      '이 날(YYYY-MM-DD, 서울) 객실 roomCount개(1–5)의 대실: 이용 시간별 요금과 지금 예약할 수 있는 시작 시간 (대실이 없으면 빈 목록)',
  })
  dayUse(
    @Root() room: RoomSource,
    @Arg('date', () => String) date: string,
    @Arg('roomCount', () => Int, { nullable: true, defaultValue: 1 }) roomCount: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<DayUseSlotView[]> {
    // One statement for every room type of the page that asks the same date and rooms.
    return loaderOf<number, DayUseSlotView[]>(ctx, `dayUse/${date}/${roomCount}`, async (roomIds) => {
      const byRoom = await dayUseOfRooms(ctx, roomIds, date, roomCount);
      return roomIds.map((id) => byRoom.get(id) ?? []);
    }).load(room.id);
  }
}
