import { DEFAULT_LOCALE, localePath, type Locale } from '@shim/common/locales';
import type { PaymentWindowConfigQuery } from '../../gql/graphql';
import { leaveSite } from '../../lib/leave-site';
import { payChoiceOf, type PayChoice } from '@shim/common/payment-methods';
import { loadTossPayments, TOSS_CARD, type DirectEasyPay, type PaymentRequest } from './toss-sdk';

type PaymentConfig = PaymentWindowConfigQuery['paymentConfig'];

/**
 * Where the provider sends the payer back: members and guests have their own pages (spec §2), in the language
 * the payer checked out in (`/en/payment/success`).
 */
export function returnUrls(
  member: boolean,
  origin = window.location.origin,
  locale: Locale = DEFAULT_LOCALE,
): Pick<PaymentRequest, 'successUrl' | 'failUrl'> {
  const url = (path: string) => `${origin}${localePath(locale, path)}`;
  return member
    ? { successUrl: url('/payment-callback'), failUrl: url('/payment-fail') }
    : { successUrl: url('/payment/success'), failUrl: url('/payment/fail') };
}

/** What the choice adds to the request: nothing for a card, Toss's direct flow for a wallet. */
export function easyPayFields(choice: PayChoice): DirectEasyPay | null {
  const easyPay = payChoiceOf(choice)?.easyPay;
  return easyPay ? { flowMode: 'DIRECT', easyPay } : null;
}

/**
 * Opens the payment window the server chose: Toss's SDK with its client key, or the local sandbox
 * window (a page on this site taking the same fields). A wallet chosen at checkout opens directly
 * (`easyPayFields`). Either ends on successUrl or failUrl.
 */
export async function openPaymentWindow(
  config: PaymentConfig,
  request: PaymentRequest,
  choice: PayChoice = 'CARD',
): Promise<void> {
  const direct = easyPayFields(choice);
  if (config.mode === 'toss') {
    const TossPayments = await loadTossPayments();
    await TossPayments(config.clientKey).requestPayment(TOSS_CARD, direct ? { ...request, ...direct } : request);
    return;
  }
  const params = new URLSearchParams({ ...request, amount: String(request.amount), ...direct });
  leaveSite(`${config.checkoutUrl ?? '/local/toss/checkout'}?${params.toString()}`);
}
