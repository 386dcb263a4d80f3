import { isValidIsoDate } from '@shim/common/dates';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { MESSAGES } from '@shim/common/messages';
import type { ReservationStatus } from '@shim/common/reservations';
import { nightsBetween } from '@shim/common/stay';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pageSize } from '../../platform/pagination';
import {
  managerExportStatement,
  managerReservationCounts,
  managerReservationIds,
  type ManagerReservationQuery,
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

export interface ManagerReservationFilter {
  search?: string | null;
  status?: ManagerStatusFilter | null;
  member?: MemberFilter | null;
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
  return {
    managerId: ctx.user!.id,
    search,
    statuses: STATUSES_OF[filter.status ?? 'ALL'],
    member: filter.member ?? 'ALL',
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
  let afterId: number | null = null;
  if (page.after) {
    const [id] = decodeCursor(page.after);
    if (!Number.isSafeInteger(id)) throw AppError.badInput(MESSAGES.invalidCursor);
    afterId = id as number;
  }
  const [ids, counts] = await Promise.all([
    managerReservationIds(ctx.connection, q, { limit: first + 1, afterId }),
    managerReservationCounts(ctx.connection, q),
  ]);
  const views = await viewsOf(ctx, ids.slice(0, first));
  const items = views.map((view) => ({ cursor: encodeCursor([view.reservationId]), view }));
  return {
    items,
    counts,
    totalCount: totalOf(q, counts),
    hasNextPage: ids.length > first,
    endCursor: items.at(-1)?.cursor ?? null,
  };
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
  const [ids, counts] = await Promise.all([
    // A page past the end is []; past PostgreSQL's offset range it is past the end too.
    managerReservationIds(ctx.connection, q, { limit: size, afterId: null, offset: Math.min(page * size, MAX_OFFSET) }),
    managerReservationCounts(ctx.connection, q),
  ]);
  return { views: await viewsOf(ctx, ids), counts, totalCount: totalOf(q, counts) };
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
 * The statement of the bookings whose check-in falls in [from, to] (Asia/Seoul dates; at most two years), for
 * the export, newest first; the period is checked here, before any row is read.
 */
export function managerExportStatementForPeriod(
  ctx: RequestContext,
  period: { from?: string | null; to?: string | null },
  filter: ManagerReservationFilter = {},
): string {
  const q = queryOf(ctx, filter);
  const to = period.to || ctx.clock.today();
  const from = period.from || to.slice(0, 8) + '01';
  if (!isValidIsoDate(from) || !isValidIsoDate(to) || from > to || nightsBetween(from, to) >= EXPORT_MAX_DAYS) {
    throw AppError.badInput(CONSOLE_MESSAGES.exportPeriodInvalid);
  }
  return managerExportStatement(ctx.connection, { ...q, checkInFrom: from, checkInTo: to });
}
