import { field, type RestRouter } from '../../platform/rest';
import { restFields } from '../../platform/rest-fields';
import { dayUseOfHotel } from './day-use-availability.service';

/** The lodging page's 대실 (docs/rest-clients.md): `Room.dayUse` of every room type that sells it. */
export function dayUseRoutes(api: RestRouter): void {
  api.get('/hotels/:id/day-use', 'public', async (ctx, req) => {
    const fields = restFields(req.query);
    const rooms = await dayUseOfHotel(
      ctx,
      field.integer(req.params.id),
      fields.string('date'),
      fields.optionalInteger('rooms'),
    );
    return rooms.map((room) => ({
      roomId: room.roomId,
      roomName: room.roomName,
      slots: room.slots.map((slot) => ({
        ...slot,
        freeCancellationUntil: slot.freeCancellationUntil?.toISOString() ?? null,
      })),
    }));
  });
}
