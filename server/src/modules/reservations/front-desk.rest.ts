import { FRONT_DESK_MESSAGES, FRONT_DESK_STAGE_LABELS } from '@shim/common/front-desk';
import { field, type RestRouter } from '../../platform/rest';
import * as desk from './front-desk.service';
import { managerReservationShape } from './manager-reservation.rest';

/**
 * The manager's front desk (docs/rest-clients.md): the day sheet `{date, arrivals, departures, inHouse}` and the
 * marks, each answering `{message, stay}`.
 */
export function frontDeskRoutes(api: RestRouter): void {
  api.get('/manager/front-desk', ['ROLE_MANAGER'], async (ctx, req) => {
    const sheet = await desk.frontDesk(ctx, field.optionalString((req.query as Record<string, unknown>).date));
    return {
      date: sheet.date,
      arrivals: sheet.arrivals.map(stayShape),
      departures: sheet.departures.map(stayShape),
      inHouse: sheet.inHouse.map(stayShape),
    };
  });

  api.post('/manager/reservations/:id/check-in', ['ROLE_MANAGER'], async (ctx, req) => ({
    message: FRONT_DESK_MESSAGES.checkedIn,
    stay: stayShape(await desk.checkInGuest(ctx, field.integer(req.params.id))),
  }));

  api.post('/manager/reservations/:id/no-show', ['ROLE_MANAGER'], async (ctx, req) => {
    const stay = await desk.markGuestNoShow(ctx, field.integer(req.params.id));
    return { message: desk.noShowMessage(stay), stay: stayShape(stay) };
  });

  api.post('/manager/reservations/:id/check-out', ['ROLE_MANAGER'], async (ctx, req) => ({
    message: FRONT_DESK_MESSAGES.checkedOut,
    stay: stayShape(await desk.checkOutGuest(ctx, field.integer(req.params.id))),
  }));
}

/** A sheet row: the manager reservation's documented shape, plus the nights, the marks and what may be done. */
function stayShape(stay: desk.FrontDeskStay) {
  return {
    ...managerReservationShape(stay.reservation),
    nights: stay.reservation.nights,
    paidAmount: stay.paidAmount,
    refundedAmount: stay.refundedAmount,
    stage: stay.stage,
    stageLabel: FRONT_DESK_STAGE_LABELS[stay.stage],
    checkedInAt: stay.checkedInAt?.toISOString() ?? null,
    checkedOutAt: stay.checkedOutAt?.toISOString() ?? null,
    noShowAt: stay.noShowAt?.toISOString() ?? null,
    canCheckIn: stay.canCheckIn,
    canMarkNoShow: stay.canMarkNoShow,
    canCheckOut: stay.canCheckOut,
  };
}
