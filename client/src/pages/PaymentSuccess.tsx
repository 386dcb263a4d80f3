import { useQuery } from '@apollo/client/react';
import { MESSAGES } from '@shim/common/messages';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { NoIndex } from '../components/NoIndex';
import { PageTitle } from '../components/PageTitle';
import { useSession } from '../lib/session-context';
import { PaymentProofForm } from '../features/payments/PaymentProofForm';
import { Receipt } from '../features/payments/Receipt';
import { ResultActions } from '../features/payments/ResultActions';
import { ResultIcon, type ResultTone } from '../features/payments/ResultIcon';
import { PaymentReceiptDocument } from '../gql/graphql';
import { clearBookingDraft } from '../lib/booking-draft';
import { readPaymentProof } from '../lib/payment-info';
import type { PaymentOutcome } from './PaymentCallback';

const HEADINGS: Partial<Record<string, { tone: ResultTone; title: string }>> = {
  CONFIRMED: { tone: 'success', title: '예약이 완료되었습니다' },
  PENDING: { tone: 'waiting', title: '결제가 아직 완료되지 않았습니다' },
};

/**
 * /payment-success?orderId: the receipt, as the server knows the booking (spec §2, §4), for the browser
 * that paid (its proof from checkout), the member who owns it, or whoever gives the booking's phone.
 */
export function PaymentSuccess() {
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
    ? (HEADINGS[reservation.status] ?? { tone: 'info', title: '예약 정보' })
    : { tone: failure ? 'failure' : 'info', title: '결제 결과' };
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <PageTitle title="결제 완료" />
      <NoIndex />
      <div className="mb-6 text-center">
        <ResultIcon tone={heading.tone} />
        <h1 className="mt-3 text-2xl font-extrabold text-stone-900">{heading.title}</h1>
      </div>
      {failure && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {`결제 실패: ${failure}`}
        </p>
      )}
      {reservation ? (
        <>
          <Receipt reservation={reservation} />
          {!user && (
            <p className="mt-3 text-center text-sm text-stone-500">
              예약번호와 휴대폰 번호로 예약 확인 메뉴에서 예약을 조회할 수 있습니다.
            </p>
          )}
        </>
      ) : needsPhone ? (
        <PaymentProofForm failed={phone !== null && Boolean(error)} onPhone={setPhone} />
      ) : error || !orderId ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {MESSAGES.paymentInfoMissing}
        </p>
      ) : (
        <p role="status" className="py-10 text-center text-sm text-stone-500">
          예약 정보를 불러오는 중…
        </p>
      )}
      <ResultActions bookingNumber={reservation?.bookingNumber ?? null} />
    </section>
  );
}
