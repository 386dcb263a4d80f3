import { MESSAGES } from '@shim/common/messages';
import { calendarProblem, type CalendarNight } from '@shim/common/price-calendar';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { stayCalendar } from '../stays/stay-offer.service';
import { hotelsById } from './hotel.loaders';
import { canSee } from './hotel.service';

export type { CalendarNight } from '@shim/common/price-calendar';

/**
 * A lodging's price calendar (GraphQL `Hotel.calendar` and `GET /api/hotels/{id}/calendar`): nights
 * `from` up to `to` (at most 62, within 180 days of today) for one room and `persons`, as the stay offer
 * prices them. A lodging the caller cannot see is unknown.
 */
export async function hotelCalendar(
  ctx: RequestContext,
  hotelId: number,
  range: { from: string; to: string; persons: number },
): Promise<CalendarNight[]> {
  if (!Number.isSafeInteger(hotelId) || hotelId < 1) throw AppError.badInput(MESSAGES.invalidHotel);
  const problem = calendarProblem(range.from, range.to, range.persons, ctx.clock.today());
  if (problem) throw AppError.badInput(problem);
  if (!canSee(ctx, await hotelsById(ctx).load(hotelId))) throw AppError.notFound(MESSAGES.invalidHotel);
  return stayCalendar(ctx, hotelId, range);
}
