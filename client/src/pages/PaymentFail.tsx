import { MESSAGES } from '@shim/common/messages';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { ResultActions } from '../features/payments/ResultActions';
import { ResultIcon } from '../features/payments/ResultIcon';
import { clearPaymentInfo } from '../lib/payment-info';

/** /payment-fail and /payment/fail: the payment window's failure return (spec §2). */
export function PaymentFail() {
  const [params] = useSearchParams();
  const message = params.get('message') || MESSAGES.paymentFailed;
  useEffect(clearPaymentInfo, []);
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageTitle title="결제 실패" />
      <ResultIcon tone="failure" />
      <h1 className="mt-3 text-2xl font-extrabold text-stone-900">결제에 실패했습니다</h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
        {`결제 실패: ${message}`}
      </p>
      <p className="mt-3 text-sm text-stone-500">잡아 둔 객실은 10분 뒤 자동으로 풀립니다. 다시 예약해주세요.</p>
      <ResultActions bookingNumber={null} />
    </section>
  );
}
