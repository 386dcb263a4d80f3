import { translateMessage } from '@shim/common/message-locales';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { CancelQuoteDialog } from '../../components/CancelQuoteDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormNotice } from '../../components/FormNotice';
import {
  CancelMyReservationDocument,
  DeleteMyReservationDocument,
  MyCancellationQuoteDocument,
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
import { useLocale, useT } from '../../i18n/I18nProvider';
import { useFormat } from '../../i18n/format';
import { useSpecMessages } from '../../i18n/spec-messages';

/** A booking of the list: every fragment its card, drawer and review modal read. */
type MyReservation = MyReservationsQuery['myReservations']['edges'][number]['node'];

/** A member's bookings fit one page of the connection (its largest). */
const RESERVATIONS_PAGE = 100;

/** The cancel button stays locked this long after a click (spec §9). */
const CANCEL_LOCK_MS = 1_500;
const action = 'rounded-lg border border-stone-300 px-3 py-1.5 font-medium hover:bg-stone-50 disabled:opacity-50';
type Notice = { text: string; tone: 'error' | 'success' } | null;

/**
 * Reservations in two tabs, upcoming and past (이용 완료, then the cancelled list), with the detail drawer,
 * cancel, the review modal and delete, each offered when the server's flags say so (spec §2, §4).
 */
export function ReservationsTab({ approx }: { approx?: (won: number) => ReactNode } = {}) {
  const t = useT();
  const format = useFormat();
  const messages = useSpecMessages();
  const locale = useLocale();
  // Shown from the cache at once and asked again: a booking made since joins the list. Cancel, review
  // and delete answer with the reservation, so the cache stays right between visits without a refetch.
  const { data, error, refetch } = useQuery(MyReservationsDocument, {
    variables: { first: RESERVATIONS_PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [cancelReservation] = useMutation(CancelMyReservationDocument);
  const [deleteReservation, { loading: removing }] = useMutation(DeleteMyReservationDocument);
  const [deleting, setDeleting] = useState<MyReservation | null>(null);
  const [detail, setDetail] = useState<MyReservation | null>(null);
  const [reviewing, setReviewing] = useState<MyReservation | null>(null);
  const [quoting, setQuoting] = useState<MyReservation | null>(null);
  const client = useApolloClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [locked, setLocked] = useState(false);
  const list = data?.myReservations.edges.map((edge) => edge.node) ?? [];
  // A 401 is the session's to report (it logs out with its own message).
  const loadError = error && codeOf(error) !== 'UNAUTHENTICATED' ? messages.reservationsLoadFailed : null;
  // The server says which stays are ahead (stay-phase.ts): one rule for 이용 완료 and the tabs.
  const upcoming = list.filter((reservation) => reservation.stayPhase === 'UPCOMING');
  const past = list.filter((reservation) => reservation.stayPhase === 'PAST');
  const finished = past.filter((reservation) => !isCancelled(reservation));
  const cancelled = past.filter(isCancelled);
  const [phase, setPhase] = useState(0);

  // Every action a booking offers, as the server's flags say (a cancelled one offers only the detail and delete).
  const card = (reservation: MyReservation) => (
    <ReservationCard key={reservation.id} reservation={reservation} approx={approx}>
      <button type="button" className={action} onClick={() => setDetail(reservation)}>
        {t('account.reservations.details')}
      </button>
      {reservation.cancellable && (
        <button type="button" className={action} disabled={locked} onClick={() => openQuote(reservation)}>
          {t('account.reservations.cancel')}
        </button>
      )}
      {reservation.reviewable && (
        <button type="button" className={action} onClick={() => setReviewing(reservation)}>
          {t('account.reservations.writeReview')}
        </button>
      )}
      {reservation.deletable && (
        <button type="button" className={action} onClick={() => setDeleting(reservation)}>
          {t('account.reservations.delete')}
        </button>
      )}
    </ReservationCard>
  );

  function openQuote(reservation: MyReservation) {
    setLocked(true);
    setTimeout(() => setLocked(false), CANCEL_LOCK_MS);
    setNotice(null);
    setQuoting(reservation);
  }

  async function loadQuote() {
    const { data } = await client.query({
      query: MyCancellationQuoteDocument,
      variables: { reservationId: quoting!.id },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error(messages.cancelQuoteFailed);
    return data.cancellationQuote;
  }

  // Throws on failure: the dialog shows the words, or the new quote when the refund changed meanwhile.
  async function cancel(expectedRefundAmount: number) {
    const { data } = await cancelReservation({
      variables: { input: { reservationId: quoting!.id, expectedRefundAmount } },
    });
    const done = data?.cancelReservation;
    if (!done) throw new Error(messages.reservationCancelFailed);
    return t('account.reservations.cancelDone', {
      message: translateMessage(done.message, locale),
      amount: format.won(done.canceledAmount),
      rate: done.refundRate,
    });
  }

  async function remove(reservation: MyReservation) {
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
      messages.reservationDeleteFailed,
    );
    setNotice(outcome.ok ? null : { text: outcome.message, tone: 'error' });
    setDeleting(null);
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
      <TabGroup selectedIndex={phase} onChange={setPhase} className="mt-2">
        <TabList aria-label={t('account.reservations.tabsLabel')} className="flex gap-2 border-b border-stone-200">
          {[
            t('account.reservations.upcomingTab', { count: upcoming.length }),
            t('account.reservations.pastTab', { count: past.length }),
          ].map((label) => (
            <Tab
              key={label}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-stone-600 outline-none data-[selected]:border-brand-600 data-[selected]:text-brand-800"
            >
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <ReservationList
              id="upcoming-reservations"
              title={t('account.reservations.upcoming')}
              empty={t('account.reservations.upcomingEmpty')}
            >
              {upcoming.map(card)}
            </ReservationList>
          </TabPanel>
          <TabPanel className="space-y-8">
            <ReservationList
              id="past-reservations"
              title={t('account.reservations.finished')}
              empty={t('account.reservations.finishedEmpty')}
            >
              {finished.map(card)}
            </ReservationList>
            <ReservationList
              id="cancelled-reservations"
              title={t('account.reservations.cancelled')}
              empty={t('account.reservations.cancelledEmpty')}
            >
              {cancelled.map(card)}
            </ReservationList>
          </TabPanel>
        </TabPanels>
      </TabGroup>
      <ReservationDrawer
        reservation={detail}
        approx={approx}
        onClose={() => setDetail(null)}
        onCancel={() => {
          if (!detail) return;
          setDetail(null);
          openQuote(detail);
        }}
      />
      <CancelQuoteDialog
        open={quoting !== null}
        loadQuote={loadQuote}
        confirm={cancel}
        onClose={() => setQuoting(null)}
        onDone={(text) => {
          setQuoting(null);
          setNotice({ text, tone: 'success' });
        }}
        failure={messages.reservationCancelFailed}
      />
      <ReviewModal
        reservation={reviewing}
        onClose={() => setReviewing(null)}
        onWritten={(text) => void reviewed(text)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('account.reservations.deleteTitle')}
        message={messages.confirmReservationDelete}
        confirmLabel={t('account.reservations.deleteConfirm')}
        tone="danger"
        busy={removing}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </ListState>
  );
}

/** One list of the tab: a titled region, or its empty line. */
function ReservationList({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 font-semibold">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="py-8 text-center text-sm text-stone-500">{empty}</p>
      ) : (
        <ul className="space-y-3">{children}</ul>
      )}
    </section>
  );
}
