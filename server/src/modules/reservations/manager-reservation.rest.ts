import type { Request } from 'express';
import { MESSAGES } from '@shim/common/messages';
import { statusLabel } from '@shim/common/reservations';
import { field, type RestRouter } from '../../platform/rest';
import { sendSpreadsheet } from '../../platform/spreadsheets';
import { reservationsSheet } from './manager-reservation.export';
import * as managed from './manager-reservation.service';
import { expectedRefundOf } from './reservation.rest';
import { quoteJson, type Reservation as ReservationView } from './reservation.service';

/**
 * Spec §7 Manager reservations: the list (a plain array paged by `page` and `size`, the total in
 * X-Total-Count, the tab counts in X-Count-* headers), the cancel (`{message}`), and the period's bookings
 * as an `.xlsx` download (no GraphQL twin: a file).
 */
export function managerReservationRoutes(api: RestRouter): void {
  api.get('/manager/reservations', ['ROLE_MANAGER'], async (ctx, req, res) => {
    const query = req.query as Record<string, unknown>;
    const { views, counts, totalCount } = await managed.managerReservationList(ctx, filterOf(req), {
      page: field.optionalInteger(query.page) ?? 0,
      size: field.optionalInteger(query.size) ?? managed.REST_PAGE_SIZE,
    });
    res.setHeader('X-Total-Count', totalCount);
    res.setHeader('X-Count-All', counts.all);
    res.setHeader('X-Count-Member', counts.member);
    res.setHeader('X-Count-Non-Member', counts.nonMember);
    return views.map(managerReservationShape);
  });

  api.get('/manager/reservations/export.xlsx', ['ROLE_MANAGER'], async (ctx, req, res) => {
    const filter = filterOf(req);
    const { from, to } = filter;
    const download = {
      fileName: `예약내역_${from ?? ''}_${to ?? ''}.xlsx`,
      fallbackName: 'reservations.xlsx',
    };
    await sendSpreadsheet(ctx, res, download, async () =>
      reservationsSheet(managed.managerExportStatementForPeriod(ctx, filter)),
    );
  });

  api.get('/manager/reservations/:id/cancel-quote', ['ROLE_MANAGER'], async (ctx, req) =>
    quoteJson(await managed.managerCancellationQuote(ctx, field.integer(req.params.id))),
  );

  // `expectedRefundAmount` (optional, body or query) must be the quote in force, else 409 with `quote`.
  api.delete('/manager/reservations/:id/cancel', ['ROLE_MANAGER'], async (ctx, req) => {
    const { canceledAmount } = await managed.managerCancel(ctx, field.integer(req.params.id), expectedRefundOf(req));
    return { message: MESSAGES.reservationCanceled, canceledAmount };
  });
}

/**
 * `keyword` / `search` / `q`, `status` (all, confirmed, cancelled, reviewed), `member` (all, member, non-member),
 * and the additions (docs/rest-clients.md): `dateMode` with `from`/`to`, `hotelId`, `roomId`, `kind`, `sort`.
 */
function filterOf(req: Request): managed.ManagerReservationFilter {
  const query = req.query as Record<string, unknown>;
  const search =
    field.optionalString(query.keyword) ?? field.optionalString(query.search) ?? field.optionalString(query.q);
  return {
    search: search ?? null,
    status: managed.statusFilterOf(field.optionalString(query.status)),
    member: managed.memberFilterOf(field.optionalString(query.member) ?? field.optionalString(query.type)),
    dateMode: managed.dateModeOf(field.optionalString(query.dateMode)),
    from: field.optionalString(query.from) ?? null,
    to: field.optionalString(query.to) ?? null,
    hotelId: field.optionalInteger(query.hotelId) ?? null,
    roomId: field.optionalInteger(query.roomId) ?? null,
    kind: managed.kindFilterOf(field.optionalString(query.kind)),
    sort: managed.sortOf(field.optionalString(query.sort)),
  };
}

/** Spec §3 manager reservation (userId null = non-member), status as the Korean label, plus the amounts. */
export function managerReservationShape(view: ReservationView) {
  return {
    reservationId: view.reservationId,
    orderId: view.orderId,
    bookingNumber: view.bookingNumber,
    userId: view.userId,
    guestName: view.guestName,
    phone: view.phone,
    hotelId: view.hotelId,
    hotelName: view.hotelName,
    roomType: view.roomType,
    checkIn: view.checkIn,
    checkOut: view.checkOut,
    kind: view.kind,
    dayUseStartsAt: view.dayUseStartsAt?.toISOString() ?? null,
    dayUseEndsAt: view.dayUseEndsAt?.toISOString() ?? null,
    status: statusLabel(view.status),
    roomCount: view.roomCount,
    people: view.people,
    totalAmount: view.totalAmount,
    canceledAmount: view.canceledAmount,
    createdAt: view.createdAt.toISOString(),
  };
}
