import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CancellationPolicyList, CancelQuoteDialog } from '../../components/CancelQuoteDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import {
  CancelGuestReservationDocument,
  DeleteGuestReservationDocument,
  GuestCancellationQuoteDocument,
} from '../../gql/graphql';
import { useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';
import { runMutation } from '../../lib/mutations';
import type { GuestBooking } from './GuestBookingCard';
import { clearGuestProof, type GuestProof } from './guest-proof';

/** The cancel button stays locked this long after a click (spec §9). */
export const CANCEL_LOCK_MS = 1_500;
const button = 'w-full rounded-xl py-3 font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Cancel and delete as the server allows (spec §2, §4, §8 guest reservation): the rules live in its lifecycle. The
 * policy is shown beside the cancel, and the cancel goes through the server's quote (CancelQuoteDialog).
 */
// The cancel answers with the reservation, so the cached booking (and this card) changes without a refetch.
export function GuestBookingActions({ booking, proof }: { booking: GuestBooking; proof: GuestProof }) {
  const t = useT();
  const { won } = useFormat();
  const messages = useSpecMessages();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [quoting, setQuoting] = useState(false);
  const [cancelReservation] = useMutation(CancelGuestReservationDocument);
  const [deleteReservation, { loading: removing }] = useMutation(DeleteGuestReservationDocument);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const variables = { input: { reservationId: booking.id, orderId: proof.orderId, phone: proof.phone } };

  function openQuote() {
    setLocked(true);
    timer.current = setTimeout(() => setLocked(false), CANCEL_LOCK_MS);
    setNotice(null);
    setQuoting(true);
  }

  async function loadQuote() {
    const { data } = await client.query({
      query: GuestCancellationQuoteDocument,
      variables: { reservationId: booking.id, orderId: proof.orderId, phone: proof.phone },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error(messages.cancelQuoteFailed);
    return data.cancellationQuote;
  }

  // Throws on failure: the dialog shows the words, or the new quote when the refund changed meanwhile.
  async function cancel(expectedRefundAmount: number) {
    const { data } = await cancelReservation({ variables: { input: { ...variables.input, expectedRefundAmount } } });
    const done = data?.cancelReservation;
    if (!done) throw new Error(messages.guestCancelFailed);
    return t('booking.actions.cancelDone', {
      message: done.message,
      amount: won(done.canceledAmount),
      rate: done.refundRate,
    });
  }

  async function remove() {
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
      messages.guestDeleteFailed,
    );
    setDeleting(false);
    if (!outcome.ok) return setNotice({ text: outcome.message, tone: 'error' });
    clearGuestProof();
    await navigate('/booking-check', { replace: true, state: { notice: messages.reservationDeleted } });
  }

  return (
    <div className="space-y-3 border-t border-stone-100 pt-4">
      <FormNotice notice={notice} />
      {booking.cancellable && (
        <section aria-labelledby="guest-cancel-policy" className="rounded-xl bg-stone-50 p-4">
          <h3 id="guest-cancel-policy" className="mb-2 text-sm font-semibold">
            {t('booking.actions.policy')}
          </h3>
          <CancellationPolicyList policy={booking.cancellationPolicy} />
        </section>
      )}
      {booking.cancellable && (
        <button
          type="button"
          disabled={locked}
          onClick={openQuote}
          className={`${button} border border-red-300 text-red-700 hover:bg-red-50`}
        >
          {t('booking.actions.cancel')}
        </button>
      )}
      {booking.deletable && (
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className={`${button} border border-stone-300 text-stone-700 hover:bg-stone-50`}
        >
          {t('booking.actions.delete')}
        </button>
      )}
      <CancelQuoteDialog
        open={quoting}
        loadQuote={loadQuote}
        confirm={cancel}
        onClose={() => setQuoting(false)}
        onDone={(text) => {
          setQuoting(false);
          setNotice({ text, tone: 'success' });
        }}
        failure={messages.guestCancelFailed}
      />
      <ConfirmDialog
        open={deleting}
        title={t('booking.actions.deleteTitle')}
        message={messages.confirmReservationDelete}
        confirmLabel={t('booking.actions.deleteConfirm')}
        tone="danger"
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
