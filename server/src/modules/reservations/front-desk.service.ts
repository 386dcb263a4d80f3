import { addDays, isValidIsoDate } from '@shim/common/dates';
import { FRONT_DESK_MESSAGES, type FrontDeskAction, type FrontDeskStage } from '@shim/common/front-desk';
import type { StayKind } from '@shim/common/day-use';
import type { ReservationStatus } from '@shim/common/reservations';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { noticeBookingEvent } from '../notifications/notification.service';
import {
  frontDeskMarks,
  frontDeskRows,
  markCheckedIn,
  markCheckedOut,
  markNoShow,
  type FrontDeskMarks,
} from './front-desk.repository';
import { findViews } from './reservation.repository';
import { managedReservation, withNextSteps, type Reservation } from './reservation.service';

/**
 * The front desk (오늘): a manager's arrivals, departures and in-house guests of one day (Asia/Seoul), and the
 * marks 체크인, 노쇼, 체크아웃 on a confirmed booking of its own lodgings. A no-show keeps its payment (no
 * refund): the first night stays sold, the nights after it (from today, if later) go back on sale.
 */

interface Facts extends FrontDeskMarks {
  status: ReservationStatus;
  moneyState: string;
  checkIn: string;
  checkOut: string;
  kind: StayKind;
  dayUseStartsAt: Date | null;
  dayUseEndsAt: Date | null;
}

/**
 * THE front-desk rule: why `action` is refused on the day `today` at `now`, or null when it may be done. A 대실
 * (check-in = check-out = its date) is checked in on its date until its end, and a no-show from its start.
 */
export function frontDeskRefusal(action: FrontDeskAction, f: Facts, today: string, now: Date): string | null {
  const m = FRONT_DESK_MESSAGES;
  if (action === 'CHECK_OUT') {
    if (f.checkedOutAt) return m.alreadyCheckedOut;
    if (!f.checkedInAt) return m.checkOutBeforeCheckIn;
    return f.status === 'CONFIRMED' || f.status === 'REVIEWED' ? null : m.notConfirmed;
  }
  if (f.noShowAt || f.status === 'NO_SHOW') return m.alreadyNoShow;
  if (f.checkedInAt) return action === 'CHECK_IN' ? m.alreadyCheckedIn : m.noShowAfterCheckIn;
  if (f.status !== 'CONFIRMED') return m.notConfirmed;
  if (today < f.checkIn) return action === 'CHECK_IN' ? m.checkInTooEarly : m.noShowTooEarly;
  if (f.kind === 'DAY_USE') {
    if (action === 'CHECK_IN' && (today > f.checkIn || now >= f.dayUseEndsAt!)) return m.dayUseCheckInTooLate;
    if (action === 'NO_SHOW' && today > f.checkOut) return m.noShowTooLate;
    if (action === 'NO_SHOW' && now < f.dayUseStartsAt!) return m.dayUseNoShowTooEarly;
  } else {
    if (action === 'CHECK_IN' && today >= f.checkOut) return m.checkInTooLate;
    if (action === 'NO_SHOW' && today > f.checkOut) return m.noShowTooLate;
  }
  // A cancel's refund already sent to Toss ends in CANCELED; a no-show would strand it.
  if (action === 'NO_SHOW' && f.moneyState === 'REFUNDING') return m.noShowWhileRefunding;
  return null;
}

export function stageOf(f: FrontDeskMarks): FrontDeskStage {
  if (f.noShowAt) return 'NO_SHOW';
  if (f.checkedOutAt) return 'CHECKED_OUT';
  return f.checkedInAt ? 'CHECKED_IN' : 'EXPECTED';
}

/** One guest of the sheet: the booking, its marks and what may be done with it today. */
export interface FrontDeskStay extends FrontDeskMarks {
  reservation: Reservation;
  stage: FrontDeskStage;
  paidAmount: number;
  refundedAmount: number;
  canCheckIn: boolean;
  canMarkNoShow: boolean;
  canCheckOut: boolean;
}

export interface FrontDeskDay {
  date: string;
  arrivals: FrontDeskStay[];
  departures: FrontDeskStay[];
  inHouse: FrontDeskStay[];
}

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function stayOf(ctx: RequestContext, reservation: Reservation, raw: FrontDeskMarks): FrontDeskStay {
  const marks = {
    checkedInAt: dateOf(raw.checkedInAt),
    checkedOutAt: dateOf(raw.checkedOutAt),
    noShowAt: dateOf(raw.noShowAt),
  };
  const facts = { ...marks, ...reservation };
  const [today, now] = [ctx.clock.today(), ctx.clock.now()];
  return {
    ...marks,
    reservation,
    stage: stageOf(marks),
    paidAmount: reservation.totalAmount,
    refundedAmount: reservation.canceledAmount,
    canCheckIn: frontDeskRefusal('CHECK_IN', facts, today, now) === null,
    canMarkNoShow: frontDeskRefusal('NO_SHOW', facts, today, now) === null,
    canCheckOut: frontDeskRefusal('CHECK_OUT', facts, today, now) === null,
  };
}

/** The manager's sheet of `date` (today in Seoul when none): its own lodgings only. */
export async function frontDesk(ctx: RequestContext, date?: string | null): Promise<FrontDeskDay> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  const day = date?.trim() || ctx.clock.today();
  if (!isValidIsoDate(day)) throw AppError.badInput(FRONT_DESK_MESSAGES.dateInvalid);
  const rows = await frontDeskRows(ctx.em, ctx.user!.id, day);
  const views = rows.length ? await findViews(ctx.em, { ids: rows.map((row) => row.id), includeHidden: true }) : [];
  const byId = new Map(views.map((view) => [view.reservationId, view]));
  const sheet: FrontDeskDay = { date: day, arrivals: [], departures: [], inHouse: [] };
  const lists = { ARRIVAL: sheet.arrivals, DEPARTURE: sheet.departures, IN_HOUSE: sheet.inHouse };
  for (const row of rows) {
    const view = byId.get(row.id);
    if (view) lists[row.list].push(stayOf(ctx, withNextSteps(ctx, view), row));
  }
  return sheet;
}

/** What the desk is told after a no-show: a stay's later nights go back on sale, a 대실 releases nothing. */
export const noShowMessage = (stay: FrontDeskStay): string =>
  stay.reservation.kind === 'DAY_USE' ? FRONT_DESK_MESSAGES.markedDayUseNoShow : FRONT_DESK_MESSAGES.markedNoShow;

/** One booking of the manager's own lodgings as the sheet shows it (another manager's answers 404). */
async function managedStay(ctx: RequestContext, reservationId: number): Promise<FrontDeskStay> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  const view = await managedReservation(ctx, reservationId);
  return stayOf(ctx, withNextSteps(ctx, view), await frontDeskMarks(ctx.em, view.reservationId));
}

/** Refuses `action` with the rule's Korean message (409) unless it may be done now. */
async function allowed(ctx: RequestContext, reservationId: number, action: FrontDeskAction): Promise<FrontDeskStay> {
  const stay = await managedStay(ctx, reservationId);
  const refusal = frontDeskRefusal(action, { ...stay.reservation, ...stay }, ctx.clock.today(), ctx.clock.now());
  if (refusal) throw AppError.conflict(refusal);
  return stay;
}

/** After a conditional update found nothing (another desk was quicker): the rule's message on the fresh state. */
async function raced(ctx: RequestContext, reservationId: number, action: FrontDeskAction): Promise<never> {
  await allowed(ctx, reservationId, action);
  throw AppError.conflict(FRONT_DESK_MESSAGES.notConfirmed);
}

export async function checkInGuest(ctx: RequestContext, reservationId: number): Promise<FrontDeskStay> {
  await allowed(ctx, reservationId, 'CHECK_IN');
  if (!(await markCheckedIn(ctx.em, reservationId, ctx.clock.now()))) return raced(ctx, reservationId, 'CHECK_IN');
  return managedStay(ctx, reservationId);
}

export async function checkOutGuest(ctx: RequestContext, reservationId: number): Promise<FrontDeskStay> {
  await allowed(ctx, reservationId, 'CHECK_OUT');
  if (!(await markCheckedOut(ctx.em, reservationId, ctx.clock.now()))) return raced(ctx, reservationId, 'CHECK_OUT');
  return managedStay(ctx, reservationId);
}

/**
 * Marks the guest a no-show: no refund, the nights after the first (and none before today) released, and the
 * guest told, all in one transaction so the notice exists exactly when the mark does.
 */
export async function markGuestNoShow(ctx: RequestContext, reservationId: number): Promise<FrontDeskStay> {
  const { reservation: r } = await allowed(ctx, reservationId, 'NO_SHOW');
  const today = ctx.clock.today();
  const afterFirstNight = addDays(r.checkIn, 1);
  const releaseFrom = afterFirstNight > today ? afterFirstNight : today;
  const done = await ctx.em.fork().transactional(async (tx) => {
    const marked = await markNoShow(
      tx,
      { id: r.reservationId, roomId: r.roomId, releaseFrom, checkOut: r.checkOut, roomCount: r.roomCount },
      ctx.clock.now(),
    );
    if (marked) await noticeBookingEvent(tx, r.reservationId, 'NO_SHOW');
    return marked;
  });
  if (!done) return raced(ctx, reservationId, 'NO_SHOW');
  return managedStay(ctx, reservationId);
}
