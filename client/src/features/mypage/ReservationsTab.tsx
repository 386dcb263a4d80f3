import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { formatWon } from '@shim/common/money';
import { useState } from 'react';
import { FormNotice } from '../../components/FormNotice';
import {
  CancelMyReservationDocument,
  DeleteMyReservationDocument,
  MyReservationsDocument,
  type MyReservationsQuery,
} from '../../gql/graphql';
import { codeOf } from '../../lib/errors';
import { runMutation } from '../../lib/mutations';
import { ListState } from '../../components/ListState';
import { isCancelled } from './my-reservation';
import { ReservationCard } from './ReservationCard';
import { ReservationDrawer } from './ReservationDrawer';
import { ReviewModal } from './ReviewModal';

/** A booking of the list: every fragment its card, drawer and review modal read. */
type MyReservation = MyReservationsQuery['myReservations']['edges'][number]['node'];

/** A member's bookings fit one page of the connection (its largest). */
const RESERVATIONS_PAGE = 100;

/** The cancel button stays locked this long after a click (spec §9). */
const CANCEL_LOCK_MS = 1_500;
const action = 'rounded-lg border border-stone-300 px-3 py-1.5 font-medium hover:bg-stone-50 disabled:opacity-50';
type Notice = { text: string; tone: 'error' | 'success' } | null;

/**
 * Reservations with the detail drawer, cancel, the review modal and delete, each offered when the server's
 * flags say so (spec §2, §4), and the cancelled list with delete.
 */
export function ReservationsTab() {
  // Shown from the cache at once and asked again: a booking made since joins the list. Cancel, review
  // and delete answer with the reservation, so the cache stays right between visits without a refetch.
  const { data, error, refetch } = useQuery(MyReservationsDocument, {
    variables: { first: RESERVATIONS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [cancelReservation] = useMutation(CancelMyReservationDocument);
  const [deleteReservation] = useMutation(DeleteMyReservationDocument);
  const [detail, setDetail] = useState<MyReservation | null>(null);
  const [reviewing, setReviewing] = useState<MyReservation | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [locked, setLocked] = useState(false);
  const list = data?.myReservations.edges.map((edge) => edge.node) ?? [];
  // A 401 is the session's to report (it logs out with its own message).
  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? MESSAGES.reservationsLoadFailed : null;
  const active = list.filter((reservation) => !isCancelled(reservation));
  const cancelled = list.filter(isCancelled);

  async function cancel(reservation: MyReservation) {
    if (!window.confirm(MESSAGES.confirmReservationCancel)) return;
    setLocked(true);
    setTimeout(() => setLocked(false), CANCEL_LOCK_MS);
    const outcome = await runMutation(
      () => cancelReservation({ variables: { input: { reservationId: reservation.id } } }),
      MESSAGES.reservationCancelFailed,
    );
    const done = outcome.ok ? outcome.data.data?.cancelReservation : undefined;
    if (!done)
      return setNotice({ text: outcome.ok ? MESSAGES.reservationCancelFailed : outcome.message, tone: 'error' });
    setNotice({ text: `${done.message} (환불 금액 ${formatWon(done.canceledAmount)})`, tone: 'success' });
  }

  async function remove(reservation: MyReservation) {
    if (!window.confirm(MESSAGES.confirmReservationDelete)) return;
    const outcome = await runMutation(
      () =>
        deleteReservation({
          variables: { input: { reservationId: reservation.id } },
          // Gone from the history: the lists drop the dangling reference.
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Reservation', id: reservation.id }) });
            cache.gc();
          },
        }),
      MESSAGES.reservationDeleteFailed,
    );
    setNotice(outcome.ok ? null : { text: outcome.message, tone: 'error' });
  }

  async function reviewed(message: string) {
    setReviewing(null);
    setNotice({ text: message, tone: 'success' });
    // A review with a photo goes through REST (multipart), which answers no reservation for the cache.
    await refetch();
  }

  return (
    <ListState loading={!data && !error} error={loadError} empty={false} emptyText="">
      <FormNotice notice={notice} />
      <section aria-labelledby="active-reservations" className="mt-2">
        <h3 id="active-reservations" className="mb-3 font-semibold">
          예약 내역
        </h3>
        {active.length === 0 ? (
          <p className="py-8 text-center text-sm text-stone-500">예약 내역이 없습니다.</p>
        ) : (
          <ul className="space-y-3">
            {active.map((reservation) => (
              <ReservationCard key={reservation.id} reservation={reservation}>
                <button type="button" className={action} onClick={() => setDetail(reservation)}>
                  상세 보기
                </button>
                {reservation.cancellable && (
                  <button type="button" className={action} disabled={locked} onClick={() => void cancel(reservation)}>
                    예약 취소
                  </button>
                )}
                {reservation.reviewable && (
                  <button type="button" className={action} onClick={() => setReviewing(reservation)}>
                    리뷰 쓰기
                  </button>
                )}
                {reservation.deletable && (
                  <button type="button" className={action} onClick={() => void remove(reservation)}>
                    내역 삭제
                  </button>
                )}
              </ReservationCard>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cancelled-reservations" className="mt-8">
        <h3 id="cancelled-reservations" className="mb-3 font-semibold">
          취소된 예약
        </h3>
        {cancelled.length === 0 ? (
          <p className="py-8 text-center text-sm text-stone-500">취소된 예약이 없습니다.</p>
        ) : (
          <ul className="space-y-3">
            {cancelled.map((reservation) => (
              <ReservationCard key={reservation.id} reservation={reservation}>
                <button type="button" className={action} onClick={() => setDetail(reservation)}>
                  상세 보기
                </button>
                {reservation.deletable && (
                  <button type="button" className={action} onClick={() => void remove(reservation)}>
                    내역 삭제
                  </button>
                )}
              </ReservationCard>
            ))}
          </ul>
        )}
      </section>
      <ReservationDrawer reservation={detail} onClose={() => setDetail(null)} />
      <ReviewModal
        reservation={reviewing}
        onClose={() => setReviewing(null)}
        onWritten={(text) => void reviewed(text)}
      />
    </ListState>
  );
}
