import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { CompleteCheckoutPaymentDocument } from '../gql/graphql';
import { useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { failureMessage } from '../lib/errors';
import { clearPaymentInfo, readPaymentInfo } from '../lib/payment-info';

/** What PaymentSuccess is told when the completion failed (router state, never the URL). */
export interface PaymentOutcome {
  failure?: string;
}

/**
 * /payment-callback (members) and /payment/success (guests): the payment window's return. Without
 * paymentKey, orderId, amount and the stored payment info it goes home; otherwise it completes the
 * payment on the server and goes to PaymentSuccess with the orderId, also when that failed (spec §4).
 */
export function PaymentCallback() {
  const t = useT();
  const { paymentFailed } = useSpecMessages();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [complete] = useMutation(CompleteCheckoutPaymentDocument);
  const started = useRef(false);

  useEffect(() => {
    // Once, even under StrictMode's second effect run: the server would answer the same, but charge nothing twice.
    if (started.current) return;
    started.current = true;
    const paymentKey = params.get('paymentKey');
    const orderId = params.get('orderId');
    const amount = Number(params.get('amount'));
    const info = readPaymentInfo();
    if (!paymentKey || !orderId || !Number.isSafeInteger(amount) || amount <= 0 || !info) {
      void navigate('/', { replace: true });
      return;
    }
    const success = `/payment-success?${new URLSearchParams({ orderId }).toString()}`;
    const reservationId = info.orderId === orderId ? info.reservationId : null;
    complete({
      variables: { input: { orderId, paymentKey, amount, reservationId } },
      // A new booking, and perhaps a coupon used: the cached lists are asked again when next shown.
      update: (cache) => {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'myReservations' });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'myCoupons' });
        cache.gc();
      },
    })
      .then(() => navigate(success, { replace: true }))
      .catch((error: unknown) => {
        const outcome: PaymentOutcome = { failure: failureMessage(error, paymentFailed) };
        return navigate(success, { replace: true, state: outcome });
      })
      .finally(clearPaymentInfo);
  }, [complete, navigate, params, paymentFailed]);

  return (
    <section className="flex flex-col items-center px-4 py-24 text-center">
      <PageTitle title={t('checkout.callback.title')} />
      <span
        aria-hidden
        className="mb-6 size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <p role="status" className="text-stone-700">
        {t('checkout.callback.status')}
      </p>
    </section>
  );
}
