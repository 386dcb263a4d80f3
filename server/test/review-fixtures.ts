import { addDays, todayInSeoul } from '@shim/common/dates';
import type { User } from '../src/modules/users/user.entity';
import type { RequestContext } from '../src/platform/context';
import { book, bookingScenario, type BookingScenario } from './booking-fixtures';
import type { Clock } from '../src/platform/clock';
import type { TestApp } from './harness';

/** A paid booking of the scenario's member, moved into the past so it ended the day before `checkOut`. */
export async function pastStay(
  app: TestApp,
  s: BookingScenario,
  options: { checkOut?: string; token?: string | null } = {},
): Promise<number> {
  const token = options.token === undefined ? s.token : (options.token ?? undefined);
  const { prepared } = await book(app, s.body(3, 1), token);
  const checkOut = options.checkOut ?? addDays(todayInSeoul(), -1);
  await app.orm.em
    .fork()
    .getConnection()
    .execute('update reservations set check_in = ?::date - 2, check_out = ? where id = ?', [
      checkOut,
      checkOut,
      prepared.reservationId,
    ]);
  return prepared.reservationId;
}

/** A lodging, a member and one of their past paid stays there: what a review test starts from. */
export async function reviewScenario(app: TestApp, hotelName?: string) {
  const s = await bookingScenario(app, {}, hotelName ? { name: hotelName } : {});
  const reservationId = await pastStay(app, s);
  return { ...s, reservationId };
}

/** The review rows of a lodging, and the figures kept on it. */
export async function reviewState(app: TestApp, hotelId: number) {
  const db = app.orm.em.fork().getConnection();
  const reviews = await db.execute<Array<{ id: number; reservation_id: number | null; image_path: string | null }>>(
    'select id, reservation_id, image_path from reviews where hotel_id = ? order by id',
    [hotelId],
  );
  const [hotel] = await db.execute<Array<{ review_count: number; review_score_sum: number }>>(
    'select review_count, review_score_sum from hotels where id = ?',
    [hotelId],
  );
  return { reviews, ...hotel! };
}

export async function reservationStatus(app: TestApp, reservationId: number): Promise<string> {
  const [row] = await app.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ status: string }>>('select status from reservations where id = ?', [reservationId]);
  return row!.status;
}

/** A request context as `user`, for calling the review service with a pinned clock. */
export function contextAs(app: TestApp, user: User, clock: Clock = app.clock): RequestContext {
  const em = app.orm.em.fork();
  const caller = { id: user.id, role: user.role, email: user.email, name: user.name };
  return {
    app: app.http.services,
    em,
    connection: em.getConnection(),
    publicReads: em.getConnection(),
    user: caller,
    tokenRejected: false,
    clock,
  } as unknown as RequestContext;
}
