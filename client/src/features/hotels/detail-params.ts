import { isValidIsoDate } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import { MESSAGES } from '@shim/common/messages';
import type { StayQuery } from '../../lib/stay-query';

export type DetailParams =
  { ok: false; message: string } | { ok: true; id: number; stay: StayQuery; notices: string[] };

/**
 * The hotel detail's checks (spec §5): a numeric id, both dates, check-out after check-in; rooms
 * (1–5) and persons (1–20) out of range are clamped, each with a notice saying so.
 */
export function checkDetailParams(rawId: string | undefined, stay: StayQuery): DetailParams {
  if (!rawId || !/^\d+$/.test(rawId)) return { ok: false, message: MESSAGES.invalidHotel };
  if (!stay.startDate || !stay.endDate) return { ok: false, message: MESSAGES.datesRequired };
  if (!isValidIsoDate(stay.startDate) || !isValidIsoDate(stay.endDate))
    return { ok: false, message: MESSAGES.datesInvalid };
  if (stay.endDate <= stay.startDate) return { ok: false, message: MESSAGES.checkoutAfterCheckin };

  const notices: string[] = [];
  const rooms = Math.min(LIMITS.roomsMax, Math.max(LIMITS.roomsMin, stay.rooms));
  if (rooms !== stay.rooms) notices.push(MESSAGES.detailRoomsRange);
  const persons = Math.min(LIMITS.personsMax, Math.max(LIMITS.personsMin, stay.persons));
  if (persons !== stay.persons) notices.push(MESSAGES.personsRange);
  return { ok: true, id: Number(rawId), stay: { ...stay, rooms, persons }, notices };
}
