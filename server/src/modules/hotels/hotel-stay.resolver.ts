import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { freeCancellationOf, stayDatesProblem } from '../stays/stay-offer.service';
import { hotelCalendar, type CalendarNight } from './hotel-calendar.service';
import { HotelCalendarNight } from './hotel-calendar.types';
import { Hotel, StayInput, type HotelSource } from './hotel.types';

/** A lodging's fields about dates to come: its price calendar and the free cancellation of a stay. */
@Resolver(() => Hotel)
export class HotelStayResolver {
  @FieldResolver(() => [HotelCalendarNight], {
    description:
      '요금 달력: from부터 to 전날까지의 밤 (YYYY-MM-DD, 최대 62박, 오늘부터 180일 이내), 객실 1개와 persons명 기준',
  })
  calendar(
    @Root() hotel: HotelSource,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('persons', () => Int) persons: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CalendarNight[]> {
    return hotelCalendar(ctx, hotel.id, { from, to, persons });
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      '이 숙박을 오늘 예약하면 전액 환불로 취소할 수 있는 마지막 날 (YYYY-MM-DD, 그날까지); 이미 지났으면 null',
  })
  freeCancellationUntil(@Arg('stay', () => StayInput) stay: StayInput, @Ctx() ctx: RequestContext): string | null {
    const problem = stayDatesProblem(ctx, stay);
    if (problem) throw AppError.badInput(problem);
    return freeCancellationOf(ctx, stay.startDate);
  }
}
