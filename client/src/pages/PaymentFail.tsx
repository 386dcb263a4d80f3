import { HOLD_MINUTES } from '@shim/common/reservations';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../components/PageTitle';
import { ResultActions } from '../features/payments/ResultActions';
import { ResultIcon } from '../features/payments/ResultIcon';
import { useLocale, useT } from '../i18n/I18nProvider';
import { useSpecMessages } from '../i18n/spec-messages';
import { clearPaymentInfo } from '../lib/payment-info';

/** Toss's failure codes for a payment window that returned to failUrl (docs: "결제 실패 리다이렉트"). */
const TOSS_FAILURE_CODES = new Set(['PAY_PROCESS_CANCELED', 'PAY_PROCESS_ABORTED', 'REJECT_CARD_COMPANY']);

/** /payment-fail and /payment/fail: the payment window's failure return (spec §2). */
export function PaymentFail() {
  const t = useT();
  const { paymentFailed } = useSpecMessages();
  const [params] = useSearchParams();
  const locale = useLocale();
  const code = params.get('code') ?? '';
  // Toss words its failures in Korean: a Korean page shows them as given, a visitor the known codes translated.
  const translated = locale !== 'ko' && TOSS_FAILURE_CODES.has(code) ? t(`checkout.fail.code.${code}`) : null;
  const message = translated ?? (params.get('message') || paymentFailed);
  useEffect(clearPaymentInfo, []);
  return (
    <section className="mx-auto max-w-lg px-4 py-16 text-center">
      <PageTitle title={t('checkout.fail.title')} />
      <ResultIcon tone="failure" />
      <h1 className="mt-3 text-2xl font-extrabold text-stone-900">{t('checkout.fail.heading')}</h1>
      <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
        {t('checkout.failure.withMessage', { message })}
      </p>
      <p className="mt-3 text-sm text-stone-500">{t('checkout.fail.hold', { minutes: HOLD_MINUTES })}</p>
      <ResultActions bookingNumber={null} />
    </section>
  );
}
