import { useQuery } from '@apollo/client/react';
import { CALENDAR_FIELD_LABELS, CALENDAR_MESSAGES, type CalendarField } from '@shim/common/calendar';
import { formatWon } from '@shim/common/money';
import { Modal } from '../../components/Modal';
import { RoomNightHistoryDocument } from '../../gql/graphql';
import { failureMessage } from '../../lib/errors';
import { dayLabel } from './calendar-month';

interface Props {
  hotelId: number;
  roomId: number;
  roomName: string;
  date: string;
  onClose(): void;
  /** Opens the bulk edit for this night alone. */
  onEdit(): void;
}

/** A stored value as the manager reads it (`120,000원`, `판매 중지`, `2박`). */
function shown(field: string, value: string | null): string {
  if (value === null) return '–';
  if (field === 'price') return formatWon(Number(value));
  if (field === 'closed') return value === 'true' ? '판매 중지' : '판매 중';
  if (field === 'minStay') return `${value}박`;
  return `${value}개`;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'short', timeStyle: 'short' });

/** A night's history: who changed which field, before → after, newest first. */
export function NightHistoryDialog({ hotelId, roomId, roomName, date, onClose, onEdit }: Props) {
  const { data, loading, error } = useQuery(RoomNightHistoryDocument, {
    variables: { hotelId, date },
    fetchPolicy: 'network-only',
  });
  const changes = data?.managerHotel.rooms.find((room) => room.id === roomId)?.nights[0]?.changes ?? [];

  return (
    <Modal title={`${roomName} · ${dayLabel(date)}`} open onClose={onClose}>
      <div className="space-y-3 text-sm">
        {loading ? (
          <p role="status">불러오는 중…</p>
        ) : error ? (
          // A failed read is not an empty history: say so, in the server's words when they are for people.
          <p role="alert" className="text-red-700">
            {failureMessage(error, CALENDAR_MESSAGES.historyLoadFailed)}
          </p>
        ) : changes.length === 0 ? (
          <p className="text-stone-600">아직 바꾼 기록이 없어요.</p>
        ) : (
          <ul aria-label="변경 기록" className="divide-y divide-stone-100">
            {changes.map((change) => (
              <li key={change.id} className="py-2">
                <span className="font-medium">
                  {CALENDAR_FIELD_LABELS[change.field as CalendarField] ?? change.field}
                </span>{' '}
                {shown(change.field, change.before)} → {shown(change.field, change.after)}
                <span className="block text-xs text-stone-500">
                  {change.changedBy} · {when(change.changedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <button type="button" onClick={onEdit} className="rounded-lg border border-stone-300 px-4 py-2">
          이 날 바꾸기
        </button>
      </div>
    </Modal>
  );
}
