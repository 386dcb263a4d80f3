import { monthToDate } from './revenue';
import { lodgingRevenue } from './revenue.repository';
import { ADMIN_MESSAGES } from '@shim/common/admin-messages';
import { CONSOLE_MESSAGES } from '@shim/common/console-messages';
import { REVIEW_REASON_MAX_LENGTH } from '@shim/common/review-moderation';
import { LODGING_TYPE_KEYS, type LodgingType } from '@shim/common/lodging';
import { assertAccess } from '../../platform/auth/access';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { HOTEL_STATUSES, type HotelStatus } from './hotel.entity';
import {
  countBookings,
  findAdminHotels,
  hotelExists,
  moveHotelStatus,
  setHotelActive,
  type AdminHotelRecord,
} from './admin-hotel.repository';

const ADMIN = ['ROLE_ADMIN'] as const;

/** Spec §3 admin hotel: the lodging, its month's revenue, rating and booking count. */
export interface AdminHotelRow extends AdminHotelRecord {
  monthlyRevenue: number;
}

export interface AdminHotelFilter {
  searchQuery?: string | null;
  types?: string[] | null;
  status?: string | null;
  beforeId?: number | null;
  limit: number;
}

/** Every lodging in any state, newest first, filtered by name or region, types and approval status. */
export async function adminHotels(ctx: RequestContext, filter: AdminHotelFilter): Promise<AdminHotelRow[]> {
  assertAccess(ctx, ADMIN);
  const types = filter.types?.length ? filter.types : null;
  if (types?.some((type) => !LODGING_TYPE_KEYS.includes(type as LodgingType))) throw AppError.badInput();
  if (filter.status && !HOTEL_STATUSES.includes(filter.status as HotelStatus)) throw AppError.badInput();
  const records = await findAdminHotels(ctx.em, {
    searchQuery: filter.searchQuery?.trim() || null,
    types: types as LodgingType[] | null,
    status: (filter.status as HotelStatus | undefined) ?? null,
    beforeId: filter.beforeId ?? null,
    limit: filter.limit,
  });
  const { from, to } = monthToDate(ctx.clock.today());
  const revenue = await lodgingRevenue(
    ctx.em.getConnection(),
    records.map((record) => record.id),
    from,
    to,
  );
  return records.map((record) => ({ ...record, monthlyRevenue: revenue.get(record.id) ?? 0 }));
}

/** The admin list's figures of any lodgings (a `Hotel` the administrator reached another way). */
export async function hotelFigures(
  ctx: RequestContext,
  ids: readonly number[],
): Promise<Map<number, { bookingCount: number; monthlyRevenue: number }>> {
  assertAccess(ctx, ADMIN);
  const { from, to } = monthToDate(ctx.clock.today());
  const bookings = await countBookings(ctx.em, ids);
  const revenue = await lodgingRevenue(ctx.em.getConnection(), ids, from, to);
  return new Map(ids.map((id) => [id, { bookingCount: bookings.get(id) ?? 0, monthlyRevenue: revenue.get(id) ?? 0 }]));
}

/**
 * A rejection's reason: optional (spec §7's reject call has no body; the original client sends none),
 * trimmed, blank is none, at most 500 characters. An approval keeps none.
 */
function reasonOf(decision: 'approve' | 'reject', reason: unknown): string | null {
  if (decision === 'approve' || reason === undefined || reason === null) return null;
  if (typeof reason !== 'string') throw AppError.badInput();
  const text = reason.trim();
  if ([...text].length > REVIEW_REASON_MAX_LENGTH) throw AppError.badInput(CONSOLE_MESSAGES.rejectionReasonTooLong);
  return text || null;
}

/**
 * Approves (into search at once) or rejects (never searchable; its manager sees 거절 and the reason) one
 * pending lodging.
 */
export async function decideHotel(
  ctx: RequestContext,
  id: number,
  decision: 'approve' | 'reject',
  reason?: unknown,
): Promise<void> {
  assertAccess(ctx, ADMIN);
  const why = reasonOf(decision, reason);
  if (!Number.isSafeInteger(id)) throw AppError.notFound(ADMIN_MESSAGES.adminHotelNotFound);
  const moved = await moveHotelStatus(ctx.em, [id], 'PENDING', decision === 'approve' ? 'APPROVED' : 'REJECTED', why);
  if (moved === 1) return;
  if (!(await hotelExists(ctx.em, id))) throw AppError.notFound(ADMIN_MESSAGES.adminHotelNotFound);
  throw AppError.conflict(ADMIN_MESSAGES.hotelNotPending);
}

/**
 * Approves or rejects the pending lodgings the administrator saw, in one transaction: every one must
 * still be pending, else nothing changes (409).
 */
export async function decideHotels(
  ctx: RequestContext,
  decision: 'approve' | 'reject',
  hotelIds: number[] | undefined,
  reason?: unknown,
): Promise<number> {
  assertAccess(ctx, ADMIN);
  const why = reasonOf(decision, reason);
  if (hotelIds === undefined || hotelIds.some((id) => !Number.isSafeInteger(id))) throw AppError.badInput();
  const ids = [...new Set(hotelIds)];
  if (ids.length === 0) return 0;
  return ctx.em.fork().transactional(async (tx) => {
    const moved = await moveHotelStatus(tx, ids, 'PENDING', decision === 'approve' ? 'APPROVED' : 'REJECTED', why);
    if (moved !== ids.length) throw AppError.conflict(ADMIN_MESSAGES.bulkChanged);
    return moved;
  });
}

/** Shows (active) or hides a lodging in search; its approval status is kept. */
export async function setHotelVisibility(ctx: RequestContext, id: number, active: unknown): Promise<boolean> {
  assertAccess(ctx, ADMIN);
  if (typeof active !== 'boolean') throw AppError.badInput(ADMIN_MESSAGES.activeRequired);
  if (!Number.isSafeInteger(id) || !(await setHotelActive(ctx.em, id, active))) {
    throw AppError.notFound(ADMIN_MESSAGES.adminHotelNotFound);
  }
  return active;
}
