import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { NoIndex } from '../components/NoIndex';
import { PageTitle } from '../components/PageTitle';
import { useSession } from '../lib/session-context';
import { ApproxAmount } from '../features/exchange-rates/ApproxAmount';
import { PaymentProofForm } from '../features/payments/PaymentProofForm';
import { Receipt } from '../features/payments/Receipt';
import { ResultActions } from '../features/payments/ResultActions';
import { ResultIcon, type ResultTone } from '../features/payments/ResultIcon';
import { PaymentReceiptDocument } from '../gql/graphql';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { clearBookingDraft } from '../lib/booking-draft';
import { readPaymentProof } from '../lib/payment-info';
import type { PaymentOutcome } from './PaymentCallback';

/** Headings by the booking's status: message keys. */
const HEADINGS: Partial<Record<string, { tone: ResultTone; title: string }>> = {
  CONFIRMED: { tone: 'success', title: 'checkout.success.confirmed' },
  PENDING: { tone: 'waiting', title: 'checkout.success.pending' },
};

/**
 * /payment-success?orderId: the receipt, as the server knows the booking (spec §2, §4), for the browser
 * that paid (its proof from checkout), the member who owns it, or whoever gives the booking's phone.
 */
export function PaymentSuccess() {
  const t = useT();
  const locale = useLocale();
  const messages = useSpecMessages();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const { user, checking } = useSession();
  const failure = (useLocation().state as PaymentOutcome | null)?.failure;
  const paymentProof = orderId ? readPaymentProof(orderId) : null;
  const [phone, setPhone] = useState<string | null>(null);
  const asks = Boolean(orderId) && (user !== null || paymentProof !== null || phone !== null);
  const { data, error } = useQuery(PaymentReceiptDocument, {
    variables: { orderId, paymentProof, phone },
    skip: !asks,
    // The booking just paid: a cached copy from before the payment shows at once, the server's follows.
    fetchPolicy: 'cache-and-network',
  });
  useEffect(clearBookingDraft, []);

  const fetched = asks ? data?.reservationByOrder : undefined;
  // The server names the booker only to the payer, the owner or the phone's holder: nobody else sees the booking.
  const reservation = fetched && fetched.guestName !== null ? fetched : undefined;
  // A member's stored session is checked first: their own booking needs no phone.
  const needsPhone =
    Boolean(orderId) && !reservation && !checking && (!asks || fetched !== undefined || phone !== null);
  const heading: { tone: ResultTone; title: string } = reservation
    ? (HEADINGS[reservation.status] ?? { tone: 'info', title: 'checkout.success.info' })
    : { tone: failure ? 'failure' : 'info', title: 'checkout.success.result' };
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <PageTitle title={t('checkout.success.title')} />
      <NoIndex />
      <div className="mb-6 text-center">
        <ResultIcon tone={heading.tone} />
        <h1 className="mt-3 text-2xl font-extrabold text-stone-900">{t(heading.title)}</h1>
      </div>
      {failure && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {t('checkout.failure.withMessage', { message: failure })}
        </p>
      )}
      {reservation ? (
        <>
          <Receipt
            reservation={reservation}
            approx={(won) => <ApproxAmount won={won} locale={locale} className="block" />}
          />
          {!user && <p className="mt-3 text-center text-sm text-stone-500">{t('checkout.success.guestHint')}</p>}
        </>
      ) : needsPhone ? (
        <PaymentProofForm failed={phone !== null && Boolean(error)} onPhone={setPhone} />
      ) : error || !orderId ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {messages.paymentInfoMissing}
        </p>
      ) : (
        <p role="status" className="py-10 text-center text-sm text-stone-500">
          {t('checkout.loading')}
        </p>
      )}
      <ResultActions bookingNumber={reservation?.bookingNumber ?? null} />
    </section>
  );
}
