import { isValidIsoDate } from '@shim/common/dates';
import { LIMITS } from '@shim/common/limits';
import type { MessageCatalogue } from '@shim/common/message-locales';
import { MESSAGES } from '@shim/common/messages';
import type { StayQuery } from '../../lib/stay-query';

type DetailMessage =
  'invalidHotel' | 'datesRequired' | 'datesInvalid' | 'checkoutAfterCheckin' | 'detailRoomsRange' | 'personsRange';

export type DetailParams =
  { ok: false; message: string } | { ok: true; id: number; stay: StayQuery; notices: string[] };

/**
 * The hotel detail's checks (spec §5): a numeric id, both dates, check-out after check-in; rooms
 * (1–5) and persons (1–20) out of range are clamped, each with a notice saying so, in the page's language.
 */
export function checkDetailParams(
  rawId: string | undefined,
  stay: StayQuery,
  messages: Pick<MessageCatalogue, DetailMessage> = MESSAGES,
): DetailParams {
  if (!rawId || !/^\d+$/.test(rawId)) return { ok: false, message: messages.invalidHotel };
  if (!stay.startDate || !stay.endDate) return { ok: false, message: messages.datesRequired };
  if (!isValidIsoDate(stay.startDate) || !isValidIsoDate(stay.endDate))
    return { ok: false, message: messages.datesInvalid };
  if (stay.endDate <= stay.startDate) return { ok: false, message: messages.checkoutAfterCheckin };

  const notices: string[] = [];
  const rooms = Math.min(LIMITS.roomsMax, Math.max(LIMITS.roomsMin, stay.rooms));
  if (rooms !== stay.rooms) notices.push(messages.detailRoomsRange);
  const persons = Math.min(LIMITS.personsMax, Math.max(LIMITS.personsMin, stay.persons));
  if (persons !== stay.persons) notices.push(messages.personsRange);
  return { ok: true, id: Number(rawId), stay: { ...stay, rooms, persons }, notices };
}
