import type { Request } from 'express';
import { AppError } from '../../platform/errors';
import { field, type RestRouter } from '../../platform/rest';
import * as dayUse from './day-use-offer.service';

const MANAGER = ['ROLE_MANAGER'] as const;

const toRestOffer = (offer: dayUse.DayUseOfferView) => {
  const { roomId: _room, updatedAt, ...rest } = offer;
  return { ...rest, updatedAt: updatedAt.toISOString() };
};

/** The REST shape of a 대실 day: prices by hours (`{"4": 35000}`) as stored, null for the offer's. */
const toRestDay = (day: dayUse.DayUseDayView) => ({
  date: day.date,
  prices: day.prices,
  maxRooms: day.maxRooms,
  closed: day.closed,
  holiday: day.holiday,
});

function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw AppError.badInput();
  return body as Record<string, unknown>;
}

/**
 * The manager's 대실 of one room type: its offer (null until the first save), the rates calendar's 대실 days, their
 * edit and history (the GraphQL twins take many room types). Another manager's room type answers 404.
 */
export function dayUseOfferRoutes(api: RestRouter): void {
  api.get('/manager/rooms/:rId/day-use', MANAGER, async (ctx, req) => {
    const [offer] = await dayUse.dayUseOffers(ctx, [field.integer(req.params.rId)]);
    return offer ? toRestOffer(offer) : null;
  });

  api.put('/manager/rooms/:rId/day-use', MANAGER, async (ctx, req) =>
    toRestOffer(await dayUse.saveDayUseOffer(ctx, field.integer(req.params.rId), bodyOf(req))),
  );

  api.get('/manager/rooms/:rId/day-use/days', MANAGER, async (ctx, req) => {
    const query = req.query as Record<string, unknown>;
    const roomId = field.integer(req.params.rId);
    return (await dayUse.dayUseDays(ctx, [roomId], query.from, query.to)).get(roomId)!.map(toRestDay);
  });

  api.get('/manager/rooms/:rId/day-use/days/changes', MANAGER, async (ctx, req) => {
    const query = req.query as Record<string, unknown>;
    const changes = await dayUse.roomDayChanges(ctx, field.integer(req.params.rId), query.from, query.to);
    return changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() }));
  });

  api.put('/manager/rooms/:rId/day-use/days', MANAGER, async (ctx, req) => {
    const body = bodyOf(req);
    const result = await dayUse.updateDayUseDays(ctx, {
      roomIds: [field.integer(req.params.rId)],
      from: body.from,
      to: body.to,
      weekdays: body.weekdays,
      prices: body.prices,
      maxRooms: body.maxRooms,
      closed: body.closed,
      preview: body.preview === true,
    });
    return {
      updatedDays: result.updatedDays,
      preview: result.preview,
      days: result.days.map((day) => ({ roomId: day.roomId, ...toRestDay(day) })),
    };
  });
}
