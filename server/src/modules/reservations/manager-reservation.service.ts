import { isValidIsoDate } from '@shim/common/dates';
import type { StayKind } from '@shim/common/day-use';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import type { ReservationStatus } from '@shim/common/reservations';
import { nightsBetween } from '@shim/common/stay';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import { notificationsOfReservation, type AdminNotificationRow } from '../notifications/notification.repository';
import {
  cursorLengthOf,
  managerExportStatement,
  managerReservationCounts,
  managerReservationIds,
  type ManagerReservationQuery,
  type ManagerReservationSort,
  type StayDateMode,
} from './manager-reservation.repository';
import type { CancellationQuote } from '@shim/common/cancellation';
import {
  cancellationQuote,
  cancelReservation,
  managedReservation,
  withNextSteps,
  type Cancellation,
  type Reservation,
} from './reservation.service';
import { findViews } from './reservation.repository';

/** The console's status filter (spec §2): all, confirmed, cancelled (refunded too), reviewed. */
export const MANAGER_STATUS_FILTERS = ['ALL', 'CONFIRMED', 'CANCELLED', 'REVIEWED'] as const;
export type ManagerStatusFilter = (typeof MANAGER_STATUS_FILTERS)[number];
export const MEMBER_FILTERS = ['ALL', 'MEMBER', 'NON_MEMBER'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

const STATUSES_OF: Record<ManagerStatusFilter, ReservationStatus[] | null> = {
  ALL: null,
  CONFIRMED: ['CONFIRMED'],
  CANCELLED: ['CANCELED', 'REFUNDED'],
  REVIEWED: ['REVIEWED'],
};

export const STAY_DATE_MODES = ['ARRIVING', 'STAYING', 'DEPARTING'] as const satisfies readonly StayDateMode[];
export const MANAGER_RESERVATION_SORTS = [
  'BOOKED',
  'CHECK_IN_UPCOMING',
  'CHECK_IN_ASC',
  'CHECK_IN_DESC',
] as const satisfies readonly ManagerReservationSort[];
export type { ManagerReservationSort, StayDateMode };

/** The list's and the export's filter (one definition for both); every field optional, absent = as before. */
export interface ManagerReservationFilter {
  search?: string | null;
  status?: ManagerStatusFilter | null;
  member?: MemberFilter | null;
  /** Which stay date `from`–`to` (inclusive, either end open) filters; ARRIVING when absent. */
  dateMode?: StayDateMode | null;
  from?: string | null;
  to?: string | null;
  hotelId?: number | null;
  roomId?: number | null;
  /** 숙박 (NIGHT) or 대실 (DAY_USE) only; absent: both. */
  kind?: StayKind | null;
  /** BOOKED (newest booking first) when absent, as documented clients read it. */
  sort?: ManagerReservationSort | null;
}

export interface TabCounts {
  all: number;
  member: number;
  nonMember: number;
}

export interface ManagerReservationPage {
  items: Array<{ cursor: string; view: Reservation }>;
  counts: TabCounts;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** The longest period one export covers (two years of stays). */
const EXPORT_MAX_DAYS = 731;

function queryOf(ctx: RequestContext, filter: ManagerReservationFilter): ManagerReservationQuery {
  assertAccess(ctx, ['ROLE_MANAGER']);
  const search = filter.search?.trim() ?? '';
  if (search.length > 100) throw AppError.badInput(MESSAGES.badRequest);
  const from = filter.from?.trim() || null;
  const to = filter.to?.trim() || null;
  if ((from && !isValidIsoDate(from)) || (to && !isValidIsoDate(to)) || (from && to && from > to)) {
    throw AppError.badInput(CONSOLE_MESSAGES.reservationPeriodInvalid);
  }
  const id = (value: number | null | undefined): number | null => {
    if (value === null || value === undefined) return null;
    if (!Number.isSafeInteger(value) || value < 1) throw AppError.badInput(MESSAGES.badRequest);
    return value;
  };
  return {
    managerId: ctx.user!.id,
    search,
    statuses: STATUSES_OF[filter.status ?? 'ALL'],
    member: filter.member ?? 'ALL',
    dateMode: filter.dateMode ?? 'ARRIVING',
    from,
    to,
    hotelId: id(filter.hotelId),
    roomId: id(filter.roomId),
    kind: filter.kind ?? null,
    sort: filter.sort ?? 'BOOKED',
    today: ctx.clock.today(),
  };
}

const totalOf = (q: ManagerReservationQuery, counts: TabCounts): number =>
  q.member === 'ALL' ? counts.all : q.member === 'MEMBER' ? counts.member : counts.nonMember;

/** Reads the status filter as clients send it: the console's words, any case (`cancelled` or `canceled`). */
export function statusFilterOf(value: string | null | undefined): ManagerStatusFilter {
  const key = (value ?? '').trim().toUpperCase();
  if (key === '' || key === 'ALL') return 'ALL';
  if (key === 'CANCELED') return 'CANCELLED';
  if ((MANAGER_STATUS_FILTERS as readonly string[]).includes(key)) return key as ManagerStatusFilter;
  throw AppError.badInput(CONSOLE_MESSAGES.reservationStatusFilterInvalid);
}

/** Reads REST's `dateMode` (`arriving`, `staying`, `departing`, any case); absent: arriving. */
export function dateModeOf(value: string | null | undefined): StayDateMode | null {
  const key = (value ?? '').trim().toUpperCase();
  if (key === '') return null;
  if ((STAY_DATE_MODES as readonly string[]).includes(key)) return key as StayDateMode;
  throw AppError.badInput(CONSOLE_MESSAGES.reservationDateModeInvalid);
}

/** Reads REST's `kind` (`night`, `day_use` or `day-use`, any case; `숙박`, `대실`); absent: both. */
export function kindFilterOf(value: string | null | undefined): StayKind | null {
  const key = (value ?? '').trim().toUpperCase().replace(/-/g, '_');
  if (key === '' || key === 'ALL') return null;
  if (key === 'NIGHT' || key === '숙박') return 'NIGHT';
  if (key === 'DAY_USE' || key === '대실') return 'DAY_USE';
  throw AppError.badInput(CONSOLE_MESSAGES.reservationKindFilterInvalid);
}

/** Reads REST's `sort` (`booked`, `check-in-upcoming`, `check-in-asc`, `check-in-desc`, any case; `upcoming` too). */
export function sortOf(value: string | null | undefined): ManagerReservationSort | null {
  const key = (value ?? '').trim().toUpperCase().replace(/-/g, '_');
  if (key === '') return null;
  if (key === 'UPCOMING') return 'CHECK_IN_UPCOMING';
  if ((MANAGER_RESERVATION_SORTS as readonly string[]).includes(key)) return key as ManagerReservationSort;
  throw AppError.badInput(CONSOLE_MESSAGES.reservationSortInvalid);
}

export function memberFilterOf(value: string | null | undefined): MemberFilter {
  const key = (value ?? '').trim().toUpperCase().replace('-', '_');
  if (key === '' || key === 'ALL') return 'ALL';
  if (key === 'MEMBER' || key === 'NON_MEMBER') return key;
  if (key === 'NONMEMBER' || key === 'GUEST') return 'NON_MEMBER';
  throw AppError.badInput(MESSAGES.badRequest);
}

/** Views of these ids in the ids' order (newest first), one statement. */
async function viewsOf(ctx: RequestContext, ids: number[]): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const views = await findViews(ctx.em, { ids, includeHidden: true });
  const byId = new Map(views.map((view) => [view.reservationId, view]));
  return ids.flatMap((id) => {
    const view = byId.get(id);
    return view ? [withNextSteps(ctx, view)] : [];
  });
}

/**
 * A page of the manager's bookings (spec §2 reservations): its own lodgings' paid bookings, newest first,
 * with the tab counts of the same search and status filter.
 */
export async function managerReservationPage(
  ctx: RequestContext,
  filter: ManagerReservationFilter,
  page: { first?: number | null; after?: string | null },
): Promise<ManagerReservationPage> {
  const q = queryOf(ctx, filter);
  const first = pageSize(page.first);
  const after = page.after ? cursorOf(page.after, q.sort) : null;
  const [rows, counts] = await Promise.all([
    managerReservationIds(ctx.connection, q, { limit: first + 1, after }),
    managerReservationCounts(ctx.connection, q),
  ]);
  const cursors = new Map(rows.map((row) => [row.id, row.cursor]));
  const views = await viewsOf(
    ctx,
    rows.slice(0, first).map((row) => row.id),
  );
  const items = views.map((view) => ({ cursor: encodeCursor(cursors.get(view.reservationId)!), view }));
  return {
    items,
    counts,
    totalCount: totalOf(q, counts),
    hasNextPage: rows.length > first,
    endCursor: items.at(-1)?.cursor ?? null,
  };
}

/** A cursor's values for this order; an older cursor of the newest-first list (`[id]`) still reads. */
function cursorOf(cursor: string, sort: ManagerReservationSort): number[] {
  const values = decodeCursor(cursor);
  const whole = values.every((value) => Number.isSafeInteger(value));
  if (whole && sort === 'BOOKED' && values.length === 1) return [-(values[0] as number), values[0] as number];
  if (!whole || values.length !== cursorLengthOf(sort)) throw AppError.badInput(MESSAGES.invalidCursor);
  return values as number[];
}

/** The REST list's page size when the client sends none, and the most it may ask for (docs/rest-clients.md). */
export const REST_PAGE_SIZE = 1000;
const MAX_OFFSET = 2 ** 31 - 1;

/**
 * A page by number of the manager's bookings (the REST list, a plain array as documented clients read it):
 * `page` from 0, `size` 1–1000, with the total of the member tab asked for and the tab counts.
 */
export async function managerReservationList(
  ctx: RequestContext,
  filter: ManagerReservationFilter,
  request: { page: number; size: number },
): Promise<{ views: Reservation[]; counts: TabCounts; totalCount: number }> {
  const q = queryOf(ctx, filter);
  const { page, size } = request;
  if (!Number.isSafeInteger(page) || page < 0 || !Number.isInteger(size) || size < 1 || size > REST_PAGE_SIZE) {
    throw AppError.badInput(MESSAGES.badRequest);
  }
  const [rows, counts] = await Promise.all([
    // A page past the end is []; past PostgreSQL's offset range it is past the end too.
    managerReservationIds(ctx.connection, q, { limit: size, after: null, offset: Math.min(page * size, MAX_OFFSET) }),
    managerReservationCounts(ctx.connection, q),
  ]);
  const views = await viewsOf(
    ctx,
    rows.map((row) => row.id),
  );
  return { views, counts, totalCount: totalOf(q, counts) };
}

/** One booking of the manager's lodgings; another manager's answers 404. */
export const managerReservation = async (ctx: RequestContext, reservationId: number): Promise<Reservation> =>
  withNextSteps(ctx, await managedReservation(ctx, reservationId));

/**
 * The manager cancels one of its bookings: the guest's cancellation path, with the manager's policy (all back),
 * refused with the new quote when `expectedRefundAmount` is not the refund in force.
 */
export function managerCancel(
  ctx: RequestContext,
  reservationId: number,
  expectedRefundAmount?: number | null,
): Promise<Cancellation> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  return cancelReservation(ctx, reservationId, { by: 'manager' }, expectedRefundAmount);
}

/** What the manager's cancel of this booking gives back (all of it, unless a refund is already open). */
export function managerCancellationQuote(ctx: RequestContext, reservationId: number): Promise<CancellationQuote> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  return cancellationQuote(ctx, reservationId, { by: 'manager' });
}

/**
 * The export's statement: the list's filter and order, read before any row. A filter without `dateMode` (a
 * documented client's `from`/`to`) is a check-in period that defaults to this month up to today; with it, the
 * period is the list's own (open ends stay open). A closed period spans at most two years either way.
 */
export function managerExportStatementForPeriod(ctx: RequestContext, filter: ManagerReservationFilter = {}): string {
  let { from, to } = filter;
  if (!filter.dateMode) {
    to = to || ctx.clock.today();
    from = from || to.slice(0, 8) + '01';
  }
  const tooLong = (a?: string | null, b?: string | null) =>
    !!a && !!b && isValidIsoDate(a) && isValidIsoDate(b) && a <= b && nightsBetween(a, b) >= EXPORT_MAX_DAYS;
  if (
    (from && !isValidIsoDate(from)) ||
    (to && !isValidIsoDate(to)) ||
    (from && to && from > to) ||
    tooLong(from, to)
  ) {
    throw AppError.badInput(CONSOLE_MESSAGES.exportPeriodInvalid);
  }
  return managerExportStatement(ctx.connection, queryOf(ctx, { ...filter, from, to }));
}

/** The messages sent about one booking of the manager's lodgings (another manager's booking answers 404). */
export async function managerReservationMessages(
  ctx: RequestContext,
  reservationId: number,
): Promise<AdminNotificationRow[]> {
  assertAccess(ctx, ['ROLE_MANAGER']);
  await managedReservation(ctx, reservationId);
  return notificationsOfReservation(ctx.connection, reservationId);
}
