import type { Request } from 'express';
import { AppError } from '../../platform/errors';
import { field, type RestRouter } from '../../platform/rest';
import * as calendar from './room-calendar.service';

const MANAGER = ['ROLE_MANAGER'] as const;

/** The REST shape of a night: the fields, nothing of the graph's. */
const toRest = (night: calendar.CalendarNight) => ({
  date: night.date,
  price: night.price,
  roomsToSell: night.roomsToSell,
  sold: night.sold,
  held: night.held,
  closed: night.closed,
  minStay: night.minStay,
  holiday: night.holiday,
});

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw AppError.badInput();
  return body as Record<string, unknown>;
}

const toResult = (result: calendar.CalendarEditResult) => ({
  updatedNights: result.updatedNights,
  preview: result.preview,
  nights: result.nights.map((night) => ({ roomId: night.roomId, ...toRest(night) })),
});

/**
 * The manager's calendar of one room type: read a range, edit it (the GraphQL twins take many
 * room types), and the holiday-eve rule. Another manager's room type answers 404 like an unknown one.
 */
export function roomCalendarRoutes(api: RestRouter): void {
  api.get('/manager/rooms/:rId/calendar', MANAGER, async (ctx, req) => {
    const query = req.query as Record<string, unknown>;
    const nights = await calendar.roomNights(ctx, field.integer(req.params.rId), query.from, query.to);
    return nights.map(toRest);
  });

  // The nights' history (who changed what), as `RoomNight.changes` has it, for a range.
  api.get('/manager/rooms/:rId/calendar/changes', MANAGER, async (ctx, req) => {
    const query = req.query as Record<string, unknown>;
    const changes = await calendar.roomChanges(ctx, field.integer(req.params.rId), query.from, query.to);
    return changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() }));
  });

  api.put('/manager/rooms/:rId/calendar', MANAGER, async (ctx, req) => {
    const body = bodyOf(req);
    return toResult(
      await calendar.updateRoomCalendar(ctx, {
        roomIds: [field.integer(req.params.rId)],
        from: body.from,
        to: body.to,
        weekdays: body.weekdays,
        price: body.price,
        roomsToSell: body.roomsToSell,
        closed: body.closed,
        minStay: body.minStay,
        preview: body.preview === true,
      }),
    );
  });

  api.post('/manager/rooms/:rId/calendar/holiday-eves', MANAGER, async (ctx, req) => {
    const body = bodyOf(req);
    return toResult(
      await calendar.holidayEvesAtWeekendPrice(ctx, {
        roomIds: [field.integer(req.params.rId)],
        from: body.from,
        to: body.to,
        preview: body.preview === true,
      }),
    );
  });
}
