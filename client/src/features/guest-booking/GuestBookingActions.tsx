import { useMutation } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormNotice } from '../../components/FormNotice';
import { CancelGuestReservationDocument, DeleteGuestReservationDocument } from '../../gql/graphql';
import { runMutation } from '../../lib/mutations';
import type { GuestBooking } from './GuestBookingCard';
import { clearGuestProof, type GuestProof } from './guest-proof';

/** The cancel button stays locked this long after a click (spec §9). */
export const CANCEL_LOCK_MS = 1_500;
const button = 'w-full rounded-xl py-3 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

/** Cancel and delete as the server allows (spec §2, §4, §8 guest reservation): the rules live in its lifecycle. */
// The cancel answers with the reservation, so the cached booking (and this card) changes without a refetch.
export function GuestBookingActions({ booking, proof }: { booking: GuestBooking; proof: GuestProof }) {
  const navigate = useNavigate();
  const [cancelReservation] = useMutation(CancelGuestReservationDocument);
  const [deleteReservation] = useMutation(DeleteGuestReservationDocument);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const variables = { input: { reservationId: booking.id, orderId: proof.orderId, phone: proof.phone } };

  async function cancel() {
    if (!window.confirm(MESSAGES.confirmReservationCancel)) return;
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), CANCEL_LOCK_MS);
    const outcome = await runMutation(() => cancelReservation({ variables }), MESSAGES.guestCancelFailed);
    const done = outcome.ok ? outcome.data.data?.cancelReservation : undefined;
    if (!done) return setNotice({ text: outcome.ok ? MESSAGES.guestCancelFailed : outcome.message, tone: 'error' });
    const { message, canceledAmount, refundRate } = done;
    setNotice({ text: `${message} 환불 금액 ${formatWon(canceledAmount)} (환불율 ${refundRate}%)`, tone: 'success' });
  }

  async function remove() {
    if (!window.confirm(MESSAGES.confirmReservationDelete)) return;
    const outcome = await runMutation(
      () =>
        deleteReservation({
          variables,
          // Gone from the history: a later lookup of the same order asks the server, which no longer has it.
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Reservation', id: booking.id }) });
            cache.gc();
          },
        }),
      MESSAGES.guestDeleteFailed,
    );
    if (!outcome.ok) return setNotice({ text: outcome.message, tone: 'error' });
    clearGuestProof();
    await navigate('/booking-check', { replace: true, state: { notice: MESSAGES.reservationDeleted } });
  }

  return (
    <div className="space-y-3 border-t border-stone-100 pt-4">
      <FormNotice notice={notice} />
      {booking.cancellable && (
        <button
          type="button"
          disabled={locked}
          onClick={() => void cancel()}
          className={`${button} border border-red-300 text-red-700 hover:bg-red-50`}
        >
          예약 취소
        </button>
      )}
      {booking.deletable && (
        <button
          type="button"
          onClick={() => void remove()}
          className={`${button} border border-stone-300 text-stone-700 hover:bg-stone-50`}
        >
          취소 내역 삭제
        </button>
      )}
    </div>
  );
}
